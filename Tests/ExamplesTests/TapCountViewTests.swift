import Examples
import Foundation
import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

/// `tap-count-view` (003, first way): `touchesEnded` cancels the pending
/// single tap, then schedules it 0.3 s later (tap count 1) or reports the
/// double tap (tap count 2). The view is at (10, 50): window (160, 240) is
/// view (150, 190). It has no recognizers, so it gets every phase at once.
///
/// `tapCount` (docs/SEMANTICS.md §2): previous count + 1 when the touch comes down
/// less than 0.35 s after the previous lift and within 45 pt of it, else 1. The transcript shows
/// a view's delivery's tap count when it is above 1 (`tapCount 2`), as outcomes do.
@ReplayActor @Suite struct TapCountViewTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var taps: [(at: Double, x: Double, y: Double, up: Double)]
        var expected: [String]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        // Lift at 0.08: tap count 1, single tap due at 0.38; nothing cancels it.
        Case(
            name: "one tap", taps: [(0, 160, 240, 0.08)],
            expected: [
                "0 view tapView began 1", "0.08 view tapView ended 1", "0.38 handler singleTap point=150,190",
            ]),
        // Second down at 0.2: 0.12 s after the lift, 1.4 pt away: tap count 2. Its lift at 0.28
        // cancels the single tap due at 0.38 and reports the double tap at once.
        Case(
            name: "two taps", taps: [(0, 160, 240, 0.08), (0.2, 161, 241, 0.28)],
            expected: [
                "0 view tapView began 1", "0.08 view tapView ended 1", "0.2 view tapView began 1 tapCount 2",
                "0.28 view tapView ended 1 tapCount 2", "0.28 handler doubleTap point=151,191",
            ]),
        // The edge: second down at 0.3 (tap count 2), before the perform due at 0.38, up at 0.42,
        // after it. The single tap runs at 0.38 (nothing cancelled it yet); the lift at 0.42 finds
        // nothing to cancel and, tap count 2, reports the double tap: both handlers run.
        Case(
            name: "second tap down before the perform, up after it",
            taps: [(0, 160, 240, 0.08), (0.3, 161, 241, 0.42)],
            expected: [
                "0 view tapView began 1", "0.08 view tapView ended 1", "0.3 view tapView began 1 tapCount 2",
                "0.38 handler singleTap point=150,190", "0.42 view tapView ended 1 tapCount 2",
                "0.42 handler doubleTap point=151,191",
            ]),
        // Second down at 0.44, 0.36 s after the lift (not < 0.35): tap count 1. The first single tap
        // ran at 0.38; the second lift schedules another for 0.82.
        Case(
            name: "second tap 0.36 s late", taps: [(0, 160, 240, 0.08), (0.44, 161, 241, 0.52)],
            expected: [
                "0 view tapView began 1", "0.08 view tapView ended 1", "0.38 handler singleTap point=150,190",
                "0.44 view tapView began 1", "0.52 view tapView ended 1", "0.82 handler singleTap point=151,191",
            ]),
        // Second tap 120 pt away (> 45): tap count 1. Its lift cancels every pending perform of the
        // view, the first single tap included, and schedules its own: one single tap, the second's.
        Case(
            name: "two taps far apart", taps: [(0, 160, 240, 0.08), (0.2, 280, 240, 0.28)],
            expected: [
                "0 view tapView began 1", "0.08 view tapView ended 1", "0.2 view tapView began 1",
                "0.28 view tapView ended 1", "0.58 handler singleTap point=270,190",
            ]),
        // A third tap 0.12 s after the second: tap count 3, neither branch: nothing more.
        Case(
            name: "three taps", taps: [(0, 160, 240, 0.08), (0.2, 161, 241, 0.28), (0.4, 160, 240, 0.48)],
            expected: [
                "0 view tapView began 1", "0.08 view tapView ended 1", "0.2 view tapView began 1 tapCount 2",
                "0.28 view tapView ended 1 tapCount 2", "0.28 handler doubleTap point=151,191",
                "0.4 view tapView began 1 tapCount 3", "0.48 view tapView ended 1 tapCount 3",
            ]),
    ]

    @Test("single and double taps told apart with tapCount and a 0.3 s delayed perform", arguments: cases)
    func taps(_ tapCase: Case) throws {
        var script = TouchScript()
        for (index, tap) in tapCase.taps.enumerated() {
            script.down(index + 1, at: tap.at, x: tap.x, y: tap.y)
            script.up(index + 1, at: tap.up)
        }
        let instance = try Recordings.swiftInstance("tap-count-view")
        script.run(in: instance.environment)
        #expect(Transcript.lines(instance.environment.takeObservations()) == tapCase.expected)
    }
}
