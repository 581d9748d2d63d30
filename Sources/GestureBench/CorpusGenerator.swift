import ArgumentParsing
import Foundation
import GestureModel
import GestureReplay

/// Generates realistic touch sessions for benchmarks: a finger's taps, double
/// taps, presses, drags, swipes, pinches, rotations and tickles, and the near
/// misses a recognizer must reject, sampled at 60–120 Hz with small jitter
/// on the 0.5 pt grid of a 2× screen. The same seed gives the same corpus.
public struct CorpusGenerator: Sendable {
    /// The scenes sessions are spread over (name and window size).
    public var scenes: [(name: String, width: Double, height: Double)]
    public var seed: UInt64
    /// Samples a second for every session; nil: 60 or 120, drawn per session (one in five at 60).
    public var rate: Double?
    /// The gestures sessions are made of.
    var gestures: [Gesture]

    public init(scenes: [(name: String, width: Double, height: Double)], seed: UInt64) {
        self.init(scenes: scenes, seed: seed, rate: nil, gestures: Gesture.allCases)
    }

    init(scenes: [(name: String, width: Double, height: Double)], seed: UInt64, rate: Double?, gestures: [Gesture]) {
        precondition(!scenes.isEmpty, "a corpus needs at least one scene")
        self.scenes = scenes
        self.seed = seed
        self.rate = rate
        self.gestures = gestures
    }

    /// The dense corpus's gestures (issue 19's typical app screen): taps, double taps, holds,
    /// pans, pinches, rotations and swipes.
    static let denseGestures: [Gesture] = [.tap, .doubleTap, .longPress, .pan, .pinch, .rotation, .swipe]

    /// The session at `index`: independent of every other index, so that
    /// sessions can be generated on several threads and in any order.
    public func session(at index: Int) -> TouchSession {
        var random = SeededRandom(seed: seed &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
        let scene = scenes[index % scenes.count]
        let drawnRate = [60.0, 120, 120, 120, 120][Int(random.next() % 5)]  // drawn always: the same corpus per seed
        var writer = StrokeWriter(rate: rate ?? drawnRate, width: scene.width, height: scene.height)
        var time = random.double(0.02...0.2)
        // Gestures until about 3 s: with pauses between them and two-finger gestures, ~360 samples.
        let end = random.double(2.4...3.6)
        while time < end {
            time = writer.gesture(gestures[Int(random.next() % UInt64(gestures.count))], at: time, random: &random)
            time += random.double(0.04...0.16)
        }
        return TouchSession(
            name: String(format: "bench-%06d", index), scene: scene.name,
            screen: Screen(width: scene.width, height: scene.height, scale: 2), source: "generated (seed \(seed))",
            samples: writer.samples)
    }

    /// The kinds of gesture a session strings together.
    enum Gesture: CaseIterable {
        case tap, doubleTap, lateDoubleTap, longPress, shortPress, pan, swipe, reversingSwipe, pinch, rotation, tickle,
            weakTickle
    }
}

/// Writes the samples of one session, finger by finger, keeping times increasing.
struct StrokeWriter {
    let rate: Double
    let width: Double
    let height: Double
    private(set) var samples: [TouchSample] = []
    private var nextFinger = 1

    init(rate: Double, width: Double, height: Double) {
        self.rate = rate
        self.width = width
        self.height = height
        samples.reserveCapacity(512)
    }

    /// Writes one gesture starting at `start`; returns when it ends.
    mutating func gesture(_ gesture: CorpusGenerator.Gesture, at start: Double, random: inout SeededRandom) -> Double {
        let x = random.double(60...(width - 60))
        let y = random.double(80...(height - 80))
        switch gesture {
        case .tap:
            return press(at: (x, y), from: start, duration: random.double(0.05...0.12), random: &random)
        case .doubleTap, .lateDoubleTap:
            let first = press(at: (x, y), from: start, duration: random.double(0.05...0.1), random: &random)
            let gap = gesture == .doubleTap ? random.double(0.08...0.25) : random.double(0.36...0.5)
            return press(
                at: (x + random.double(-3...3), y + random.double(-3...3)), from: first + gap,
                duration: random.double(0.05...0.1), random: &random)
        case .longPress:
            return press(at: (x, y), from: start, duration: random.double(0.6...1.4), random: &random)
        case .shortPress:
            return press(at: (x, y), from: start, duration: random.double(0.3...0.49), random: &random)
        case .pan:
            let angle = random.double(0...(2 * .pi))
            let length = random.double(40...160)
            return drag(
                from: (x, y), to: (x + cos(angle) * length, y + sin(angle) * length), from: start,
                duration: random.double(0.4...1.1), random: &random)
        case .swipe:
            let direction = [(1.0, 0.0), (-1, 0), (0, 1), (0, -1)][Int(random.next() % 4)]
            let length = random.double(80...140)
            return drag(
                from: (x, y), to: (x + direction.0 * length, y + direction.1 * length), from: start,
                duration: random.double(0.1...0.2), random: &random)
        case .reversingSwipe:
            let out = drag(from: (x, y), to: (x + 40, y), from: start, duration: 0.08, random: &random, lift: false)
            return drag(from: (x + 40, y), to: (x - 10, y), from: out, duration: 0.1, random: &random, continuing: true)
        case .pinch, .rotation:
            let radius = random.double(30...60)
            let endRadius = gesture == .pinch ? radius * random.double(1.3...1.8) : radius
            let turn = gesture == .rotation ? random.double(0.3...0.9) : random.double(-0.02...0.02)  // two fingers: twice the samples
            return twoFingers(
                center: (x, y), radius: radius, endRadius: endRadius, turn: turn, from: start,
                duration: random.double(0.5...1.1), random: &random)
        case .tickle, .weakTickle:
            let stroke = gesture == .tickle ? random.double(25...40) : random.double(12...19)
            return tickle(at: (x, y), stroke: stroke, from: start, random: &random)
        }
    }

    private var interval: Double { 1 / rate }

    private func jitter(_ random: inout SeededRandom) -> Double { random.double(-0.5...0.5) }

    /// Points land on the 0.5 pt grid of a 2× screen; times on the microsecond.
    private mutating func add(_ finger: Int, _ phase: Touch.Phase, _ time: Double, _ x: Double, _ y: Double) {
        let t = Instant(nanoseconds: Int64((time * 1_000_000).rounded()) * 1000)
        let clampedX = min(max((x * 2).rounded() / 2, 0), width - 0.5)
        let clampedY = min(max((y * 2).rounded() / 2, 0), height - 0.5)
        samples.append(TouchSample(time: t, touch: finger, phase: phase, x: clampedX, y: clampedY))
    }

    private mutating func finger() -> Int {
        defer { nextFinger = nextFinger % 10 + 1 }
        return nextFinger
    }

    private mutating func press(
        at point: (Double, Double), from start: Double, duration: Double, random: inout SeededRandom
    ) -> Double {
        let id = finger()
        add(id, .began, start, point.0, point.1)
        var time = start + interval
        // Moves end a microsecond before the lift at the latest: times land on the microsecond, and
        // a move less than one before the lift would share its time, one touch twice in one event,
        // which a touch log refuses (docs/FORMATS.md §2; `export` then `import` must give it back).
        while time <= start + duration - 1e-6 {
            add(id, .moved, time, point.0 + jitter(&random), point.1 + jitter(&random))
            time += interval
        }
        add(id, .ended, start + duration, point.0, point.1)
        return start + duration
    }

    private var heldFinger: Int?

    private mutating func drag(
        from a: (Double, Double), to b: (Double, Double), from start: Double, duration: Double,
        random: inout SeededRandom, lift: Bool = true, continuing: Bool = false
    ) -> Double {
        let id = continuing ? (heldFinger ?? finger()) : finger()
        if !continuing { add(id, .began, start, a.0, a.1) }
        let steps = max(2, Int(duration * rate))
        for step in 1...steps {
            let s = Double(step) / Double(steps)
            let eased = s * s * (3 - 2 * s)  // a finger accelerates and slows down
            add(
                id, .moved, start + duration * s, a.0 + (b.0 - a.0) * eased + jitter(&random),
                a.1 + (b.1 - a.1) * eased + jitter(&random))
        }
        if lift {
            add(id, .ended, start + duration + interval, b.0, b.1)
            heldFinger = nil
            return start + duration + interval
        }
        heldFinger = id
        return start + duration
    }

    private mutating func twoFingers(
        center: (Double, Double), radius: Double, endRadius: Double, turn: Double, from start: Double, duration: Double,
        random: inout SeededRandom
    ) -> Double {
        let first = finger()
        let second = finger()
        let angle = random.double(0...(2 * .pi))
        func position(_ s: Double, _ sign: Double) -> (Double, Double) {
            let r = radius + (endRadius - radius) * s
            let a = angle + turn * s
            return (center.0 + sign * cos(a) * r, center.1 + sign * sin(a) * r)
        }
        add(first, .began, start, position(0, 1).0, position(0, 1).1)
        add(second, .began, start + 0.02, position(0, -1).0, position(0, -1).1)
        let steps = max(2, Int(duration * rate))
        for step in 1...steps {
            let s = Double(step) / Double(steps)
            let time = start + 0.02 + duration * s
            let p = position(s, 1)
            let q = position(s, -1)
            add(first, .moved, time, p.0 + jitter(&random), p.1 + jitter(&random))
            add(second, .moved, time, q.0 + jitter(&random), q.1 + jitter(&random))
        }
        let end = start + 0.02 + duration + interval
        add(first, .ended, end, position(1, 1).0, position(1, 1).1)
        add(second, .ended, end + interval, position(1, -1).0, position(1, -1).1)
        return end + interval
    }

    private mutating func tickle(
        at point: (Double, Double), stroke: Double, from start: Double, random: inout SeededRandom
    ) -> Double {
        let id = finger()
        add(id, .began, start, point.0, point.1)
        var time = start
        var x = point.0
        for leg in 0..<4 {
            let target = point.0 + (leg % 2 == 0 ? stroke : 0)
            let steps = max(2, Int(0.12 * rate))
            let from = x
            for step in 1...steps {
                time += interval
                x = from + (target - from) * Double(step) / Double(steps)
                add(id, .moved, time, x + jitter(&random), point.1 + jitter(&random))
            }
        }
        time += interval
        add(id, .ended, time, x, point.1)
        return time
    }
}
