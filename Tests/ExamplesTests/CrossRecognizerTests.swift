import Examples
import Foundation
import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

/// `cross` (`CustomTouch2` of 001, quirks kept) against `crossFixed` (the
/// corrected version), on the same scripts.
///
/// View deliveries follow docs/SEMANTICS.md §2 as in `TickleRecognizerTests`: the
/// pad's ended is held while the recognizer is possible; a recognized cross
/// cancels the pad's touch just before its recognized line.
@ReplayActor @Suite struct CrossRecognizerTests {
    enum Kind: String, CustomStringConvertible, CaseIterable {
        case cross, crossFixed
        var description: String { rawValue }
        @ReplayActor func make() -> GestureRecognizer {
            switch self {
            case .cross: CrossGestureRecognizer()
            case .crossFixed: FixedCrossGestureRecognizer(target: nil, action: nil)
            }
        }
    }

    /// One pad at the window's origin (view and window coordinates agree) with a recognizer named "cross".
    static func run(_ kind: Kind, _ script: TouchScript) -> [String] {
        let scene = TestScene()
        let pad = scene.addView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(kind.make(), named: "cross", to: pad)
        return scene.run(script)
    }

    /// Two pads side by side, `crossLeft` and `crossRight`, of one kind, in one window.
    static func pads(_ kind: Kind) -> (TestScene, GestureRecognizer, GestureRecognizer) {
        let scene = TestScene()
        let left = scene.addView("left", frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        let right = scene.addView("right", frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        return (
            scene, scene.add(kind.make(), named: "crossLeft", to: left),
            scene.add(kind.make(), named: "crossRight", to: right)
        )
    }

    /// Down 60 pt and right 57 pt from (100, 100), each straight within 3 pt: a cross by any reading.
    static var lStroke: TouchScript {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        script.move(1, at: 0.1, x: 102, y: 130)
        script.move(1, at: 0.2, x: 103, y: 160)
        script.move(1, at: 0.3, x: 130, y: 161)
        script.move(1, at: 0.4, x: 160, y: 162)
        script.up(1, at: 0.5)
        return script
    }

    @Test(
        "a straight L, down then right, is recognized by both, on the move 50 pt right of the start",
        arguments: Kind.allCases)
    func lStrokeRecognized(kind: Kind) {
        // cross: 0.2 vertical 60 ≥ 50: arriveFirstPoint, touchTimes 1. 0.3 horizontal 30 < 50.
        // 0.4 horizontal 60 ≥ 50: touchTimes 2 == 2 while possible → ended (counter back to 0).
        // crossFixed: 0.2 sideways 3 ≤ 10, down 60 ≥ 50: corner (103, 160). 0.3 sideways 30 > 10,
        // so the rightward stroke: 1 pt off, 27 pt along. 0.4: 2 pt off, 57 pt along ≥ 50 → ended.
        #expect(
            Self.run(kind, Self.lStroke) == [
                "0 view pad began 1",
                "0.1 view pad moved 1",
                "0.2 view pad moved 1",
                "0.3 view pad moved 1",
                "0.4 view pad cancelled 1",
                "0.4 cross recognized",
            ])
    }

    @Test(
        "the always-true straightness check makes a diagonal stroke a cross; crossFixed fails it at once",
        arguments: zip(
            Kind.allCases,
            [
                // cross: 0.1 (30, 30): nothing. 0.2 (60, 60): vertical ≥ 50 and `horizontal <= 10 ||
                // horizontal >= -10` (true for any number): touchTimes 1; then `vertical <= 10 ||
                // vertical >= -10` (true) and horizontal ≥ 50: touchTimes 2 → ended in the same move.
                ["0 view pad began 1", "0.1 view pad moved 1", "0.2 view pad cancelled 1", "0.2 cross recognized"],
                // crossFixed: 0.1 sideways 30 > 10 on the downward stroke → failed; the pad gets its
                // moves, and its ended at the lift.
                [
                    "0 view pad began 1", "0.1 cross failed", "0.1 view pad moved 1", "0.2 view pad moved 1",
                    "0.3 view pad ended 1",
                ],
            ]))
    func diagonal(kind: Kind, expected: [String]) {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        script.move(1, at: 0.1, x: 130, y: 130)
        script.move(1, at: 0.2, x: 160, y: 160)
        script.up(1, at: 0.3)
        #expect(Self.run(kind, script) == expected)
    }

    @Test(
        "a failed attempt leaves the counter at 1 and arriveFirstPoint set: a plain rightward stroke is then a cross",
        arguments: zip(
            Kind.allCases,
            [
                // cross: gesture 1, 0.1: vertical 60 → arriveFirstPoint, touchTimes 1. The lift's reset()
                // fails it and clears only curTickleStart. Gesture 2 starts at (50, 300): arriveFirstPoint
                // is still set, so at 1.1 horizontal 60 ≥ 50 alone adds 1: touchTimes 2 → ended.
                [
                    "0 view pad began 1", "0.1 view pad moved 1", "0.2 cross failed", "0.2 view pad ended 1",
                    "1 view pad began 1", "1.1 view pad cancelled 1", "1.1 cross recognized",
                ],
                // crossFixed: gesture 1 reaches its corner, lifts: failed. Gesture 2 starts fresh; 60 pt
                // sideways on what must be the downward stroke → failed.
                [
                    "0 view pad began 1", "0.1 view pad moved 1", "0.2 cross failed", "0.2 view pad ended 1",
                    "1 view pad began 1", "1.1 cross failed", "1.1 view pad moved 1", "1.2 view pad ended 1",
                ],
            ]))
    func carriesOverBetweenGestures(kind: Kind, expected: [String]) {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        script.move(1, at: 0.1, x: 100, y: 160)
        script.up(1, at: 0.2)
        script.down(2, at: 1, x: 50, y: 300)
        script.move(2, at: 1.1, x: 110, y: 300)
        script.up(2, at: 1.2)
        #expect(Self.run(kind, script) == expected)
    }

    @Test("cross: the counter is cleared only on success")
    func clearedOnlyOnSuccess() {
        // After the failed downward stroke: touchTimes 1, arriveFirstPoint set. After the
        // rightward stroke that succeeds: both cleared.
        let scene = TestScene()
        let pad = scene.addView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let cross = scene.add(CrossGestureRecognizer(), named: "cross", to: pad)
        var seen: [(Int, Bool)] = []
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        script.move(1, at: 0.1, x: 100, y: 160)
        script.up(1, at: 0.2)
        script.perform(at: 0.5) { seen.append((cross.touchTimes, cross.arriveFirstPoint)) }
        script.down(2, at: 1, x: 50, y: 300)
        script.move(2, at: 1.1, x: 110, y: 300)
        script.up(2, at: 1.2)
        script.perform(at: 1.5) { seen.append((cross.touchTimes, cross.arriveFirstPoint)) }
        _ = scene.run(script)
        #expect(seen.map(\.0) == [1, 0])
        #expect(seen.map(\.1) == [true, false])
    }

    @Test(
        "cross: the counter is shared by every cross in the window, so a plain downward stroke on another pad is a cross",
        arguments: zip(
            Kind.allCases,
            [
                // cross: crossLeft, 0.1: vertical 60 → its arriveFirstPoint, shared touchTimes 1; lift:
                // failed. crossRight is fresh (arriveFirstPoint unset): 1.1 vertical 60 → touchTimes 2 →
                // ended, on a downward stroke alone.
                [
                    "0 view left began 1", "0.1 view left moved 1", "0.2 crossLeft failed", "0.2 view left ended 1",
                    "1 view right began 1", "1.1 view right cancelled 1", "1.1 crossRight recognized",
                ],
                // crossFixed: each has its own state: crossRight reaches its corner and fails on lift.
                [
                    "0 view left began 1", "0.1 view left moved 1", "0.2 crossLeft failed", "0.2 view left ended 1",
                    "1 view right began 1", "1.1 view right moved 1", "1.2 crossRight failed", "1.2 view right ended 1",
                ],
            ]))
    func sharedBetweenInstances(kind: Kind, expected: [String]) {
        let (scene, _, _) = Self.pads(kind)
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 100)
        script.move(1, at: 0.1, x: 50, y: 160)
        script.up(1, at: 0.2)
        script.down(2, at: 1, x: 240, y: 100)
        script.move(2, at: 1.1, x: 240, y: 160)
        script.up(2, at: 1.2)
        #expect(scene.run(script) == expected)
    }

    @Test("cross: a counter pushed past 2 is never cleared, and no cross in the window is recognized again")
    func overshoot() {
        // Left, down only: touchTimes 1 (crossLeft.arriveFirstPoint set), failed on lift.
        // Right, 1.1 at (+60, +60) in one move: crossRight is fresh, so the first condition adds 1
        // (touchTimes 2) and, arriveFirstPoint now set, the second adds 1 more: 3, not == 2.
        // Failed on lift. Left again, a straight L: arriveFirstPoint still set from the first
        // gesture, so only the rightward move adds 1: 4. Failed. touchTimes is never 2 again.
        let (scene, left, _) = Self.pads(.cross)
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 100)
        script.move(1, at: 0.1, x: 50, y: 160)
        script.up(1, at: 0.2)
        script.down(2, at: 1, x: 200, y: 100)
        script.move(2, at: 1.1, x: 260, y: 160)
        script.up(2, at: 1.2)
        script.down(3, at: 2, x: 40, y: 100)
        script.move(3, at: 2.1, x: 40, y: 160)
        script.move(3, at: 2.2, x: 100, y: 160)
        script.up(3, at: 2.3)
        #expect(
            scene.run(script) == [
                "0 view left began 1", "0.1 view left moved 1", "0.2 crossLeft failed", "0.2 view left ended 1",
                "1 view right began 1", "1.1 view right moved 1", "1.2 crossRight failed", "1.2 view right ended 1",
                "2 view left began 1", "2.1 view left moved 1", "2.2 view left moved 1", "2.3 crossLeft failed",
                "2.3 view left ended 1",
            ])
        #expect((left as? CrossGestureRecognizer)?.touchTimes == 4)
    }

    @Test("cross: the shared counter belongs to one scene instance; a new instance starts at 0")
    func independentInstances() throws {
        // Instance 1: the downward stroke alone leaves touchTimes 1. Instance 2 of the same scene:
        // a plain rightward stroke is not a cross there (its counter is 0, its arriveFirstPoint unset).
        let scene = try #require(try Recordings.scene(named: "cross"))
        var downOnly = TouchScript()
        downOnly.down(1, at: 0, x: 100, y: 100)
        downOnly.move(1, at: 0.1, x: 100, y: 160)
        downOnly.up(1, at: 0.2)
        var rightOnly = TouchScript()
        rightOnly.down(1, at: 0, x: 50, y: 300)
        rightOnly.move(1, at: 0.1, x: 110, y: 300)
        rightOnly.up(1, at: 0.2)

        let first = try scene.instantiate(registry: Examples.registry)
        downOnly.run(in: first.environment)
        #expect((first.recognizer(named: "cross") as? CrossGestureRecognizer)?.touchTimes == 1)

        let second = try scene.instantiate(registry: Examples.registry)
        rightOnly.run(in: second.environment)
        #expect(
            Transcript.lines(second.environment.takeObservations()) == [
                "0 view root began 1", "0.1 view root moved 1", "0.2 cross failed", "0.2 view root ended 1",
            ])
    }
}
