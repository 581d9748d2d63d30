import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// Sessions that use GCD blocks, a repeating `Timer` and multi-touch sets
/// come out the same replayed one after another and two at once on two
/// threads, as `run --jobs 1` and `--jobs 2` replay them: each thread's
/// replay has its own clock (`GestureEnvironment.current`), and code isolated
/// to `MainActor` runs on the thread replaying its session, with no lock.
@ReplayActor @Suite struct ParallelReplayTests {
    /// Session `index`: a double tap whose second tap lifts at 0.18 + 0.01 ×
    /// index s (inside the fast double tap's 0.3 s for the first twelve),
    /// then two fingers landing together at x = 50 and 250 and a third at
    /// x = 150, held while the repeating press ticks.
    static func replay(_ index: Int) -> [String] {
        let scene = TestScene()
        let pad = FirstTouchView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        pad.name = "pad"
        pad.isMultipleTouchEnabled = true
        scene.add(pad)
        // @MainActor classes: made on the actor, as a registration function does.
        let fast = ReplayActor.assumeIsolated { FastDoubleTapGestureRecognizer(target: nil, action: nil) }
        let press = ReplayActor.assumeIsolated { RepeatingPressGestureRecognizer() }
        scene.add(fast, named: "fast", to: pad)
        scene.add(press, named: "repeat", to: pad)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.tap(2, at: 0.1 + 0.01 * Double(index), x: 160, y: 240)
        script.down(3, at: 1, x: 50, y: 100)
        script.down(4, at: 1, x: 250, y: 100)
        script.down(5, at: 1.05, x: 150, y: 100)
        script.up(3, at: 1.7)
        script.up(4, at: 1.7)
        script.up(5, at: 1.7)
        return scene.run(script, values: true) + pad.began
    }

    @Test("a view's Set<UITouch> iterates in touch-down order: fingers landing together, then a third")
    func setOrder() {
        let lines = Self.replay(0)
        // FirstTouchView's lines: the first tap, the second, then fingers 3
        // and 4 in one event (x = 50 then 250: the order they went down in the
        // sample list), then finger 5 with three touches in the event.
        #expect(lines.suffix(4) == ["160 of 1", "160 of 1", "50,250 of 2", "150 of 3"])
    }

    @Test("sessions replayed two at a time on two threads give the outcomes of one at a time")
    func parallelEqualsSequential() {
        let indices = Array(0..<40)
        let sequential = indices.map(Self.replay)
        let results = ResultBox(count: indices.count)
        let done = DispatchSemaphore(value: 0)
        let workers = (0..<2).map { worker in
            Thread {
                // Each thread is its own replay's main thread (`ReplayActor`).
                for index in indices where index % 2 == worker {
                    results.set(index, ReplayActor.assumeIsolated { Self.replay(index) })
                }
                done.signal()
            }
        }
        for worker in workers { worker.start() }
        done.wait()
        done.wait()
        #expect(results.values == sequential)
        // The timers did fire: sessions past index 11 fail the fast double tap at 0.3.
        #expect(sequential[20].contains { $0.hasPrefix("0.3 fast failed") })
        #expect(sequential[0].contains { $0.hasPrefix("0.18 fast recognized") })
    }
}

/// Results written by two threads, each to its own indices.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [[String]]

    init(count: Int) { storage = Array(repeating: [], count: count) }

    func set(_ index: Int, _ lines: [String]) {
        lock.lock()
        storage[index] = lines
        lock.unlock()
    }

    var values: [[String]] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
