import Foundation
import GestureModel

/// A small builder of scripted touches for tests: fingers go down, move and
/// lift at exact times (seconds), and `run` replays them into an environment.
///
/// ```swift
/// var script = TouchScript()
/// script.down(1, at: 0, x: 100, y: 100)
/// script.up(1, at: 0.08)
/// ```
public struct TouchScript {
    /// One scripted input event, or scene code to run as a turn.
    public enum Step {
        case event(Instant, [TouchSample])
        case action(Instant, @ReplayActor () -> Void)

        var time: Instant {
            switch self {
            case .event(let time, _), .action(let time, _): time
            }
        }
    }

    public private(set) var steps: [Step] = []
    private var positions: [Int: CGPoint] = [:]

    public init() {}

    /// Finger `id` touches down at (x, y), at `seconds`.
    public mutating func down(_ id: Int, at seconds: Double, x: Double, y: Double) {
        add(id, .began, at: seconds, CGPoint(x: x, y: y))
    }

    /// Finger `id` moves to (x, y), at `seconds`.
    public mutating func move(_ id: Int, at seconds: Double, x: Double, y: Double) {
        add(id, .moved, at: seconds, CGPoint(x: x, y: y))
    }

    /// Finger `id` lifts where it is, at `seconds`.
    public mutating func up(_ id: Int, at seconds: Double) {
        add(id, .ended, at: seconds, positions[id] ?? .zero)
    }

    /// Finger `id` lifts at (x, y), at `seconds`, with no move to it before.
    public mutating func up(_ id: Int, at seconds: Double, x: Double, y: Double) {
        add(id, .ended, at: seconds, CGPoint(x: x, y: y))
    }

    /// The system cancels finger `id`, at `seconds`.
    public mutating func cancel(_ id: Int, at seconds: Double) {
        add(id, .cancelled, at: seconds, positions[id] ?? .zero)
    }

    /// Finger `id` moves in a straight line to (x, y), one sample every
    /// `interval` seconds from `start` to `end` (both included).
    public mutating func drag(
        _ id: Int, from start: Double, to end: Double, x: Double, y: Double, interval: Double = 1.0 / 60
    ) {
        let origin = positions[id] ?? .zero
        let steps = max(1, Int(((end - start) / interval).rounded()))
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let time = start + (end - start) * fraction
            move(id, at: time, x: origin.x + (x - origin.x) * fraction, y: origin.y + (y - origin.y) * fraction)
        }
    }

    /// A tap of finger `id` at (x, y): down at `seconds`, up `duration` later.
    public mutating func tap(_ id: Int, at seconds: Double, x: Double, y: Double, duration: Double = 0.08) {
        down(id, at: seconds, x: x, y: y)
        up(id, at: seconds + duration)
    }

    /// Runs `body` as a turn at `seconds` (after the events stamped then).
    public mutating func perform(at seconds: Double, _ body: @escaping @ReplayActor () -> Void) {
        steps.append(.action(Instant(seconds: seconds), body))
    }

    private mutating func add(_ id: Int, _ phase: Touch.Phase, at seconds: Double, _ location: CGPoint) {
        positions[id] = location
        let time = Instant(seconds: seconds)
        let input = TouchSample(time: time, touch: id, phase: phase, x: Double(location.x), y: Double(location.y))
        if case .event(let last, var inputs) = steps.last, last == time {
            inputs.append(input)
            steps[steps.count - 1] = .event(time, inputs)
        } else {
            steps.append(.event(time, [input]))
        }
    }

    /// Replays the script into `environment`, then drains its timers.
    @ReplayActor public func run(in environment: GestureEnvironment) {
        for step in steps {
            switch step {
            case .event(_, let samples):
                environment.send(samples)
            case .action(let time, let body):
                environment.advance(to: time)
                environment.runTurn(body)
            }
        }
        environment.drainTimers()
    }
}
