import Examples
import Foundation
import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

/// The `card-stack` scene: a team's view controller (`CardStackController`) whose delegate code
/// lets the card's pan begin only for a mostly horizontal velocity, |vx| > |vy| of
/// `velocity(in:)` as the pan asks to begin (docs/SEMANTICS.md §1), so that a vertical drag is
/// left to the screen's swipe up. The card is at (20, 84, 280, 400), the like button on it at
/// window (220, 404, 64, 64).
@ReplayActor @Suite struct CardStackSceneTests {
    private static func replay(_ script: TouchScript) throws -> [String] {
        let instance = try Recordings.swiftInstance(CardStackScene.name)
        script.run(in: instance.environment)
        return Transcript.lines(instance.environment.takeObservations())
    }

    /// At 0.05 the finger is (20, 5) from touch-down: past the pan's 10 pt along x, and its
    /// velocity is (20, 5) / 0.05 s = (400, 100) pt/s, mostly horizontal: the pan begins, the
    /// card's touch is cancelled just before (§2 step 5), and the swipe, still possible (5 pt
    /// down is within its 10 pt reverse tolerance, §4 Swipe), is excluded (§3).
    @Test("a sideways drag on the card: its pan begins and the swipe up fails")
    func sideways() throws {
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 200)
        script.move(1, at: 0.05, x: 180, y: 205)
        script.move(1, at: 0.1, x: 220, y: 210)
        script.up(1, at: 0.15)
        #expect(
            try Self.replay(script) == [
                "0 view card began 1",
                "0.05 view card cancelled 1",
                "0.05 cardPan began",
                "0.05 detailsSwipe failed",
                "0.1 cardPan changed",
                "0.15 cardPan ended",
            ])
    }

    /// At 0.05 the finger is (2, −20) from touch-down, velocity (40, −400): mostly vertical, so
    /// the delegate refuses the pan, which fails; the card keeps its touch. At 0.1 it is 70 pt
    /// up in 0.1 s: past the swipe's 50 pt scaled by 1 − 0.1 × 0.94 (45.3 pt), at 700 pt/s
    /// (≥ 200), 4 pt across (≤ 200 × (1 − 0.1 × 0.98)): the swipe up is recognized, the card's
    /// touch cancelled just before (§4 Swipe, §2 step 5); the lift reaches no one.
    @Test("an upward drag on the card: the delegate refuses the pan and the swipe up wins")
    func upwards() throws {
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 400)
        script.move(1, at: 0.05, x: 162, y: 380)
        script.move(1, at: 0.1, x: 164, y: 330)
        script.up(1, at: 0.15)
        #expect(
            try Self.replay(script) == [
                "0 view card began 1",
                "0.05 cardPan failed",
                "0.05 view card moved 1",
                "0.1 view card cancelled 1",
                "0.1 detailsSwipe recognized",
            ])
    }

    @Test("the scene knows the controller's views and recognizers by the names the controller gave them")
    func names() throws {
        let instance = try Recordings.swiftInstance(CardStackScene.name)
        #expect(instance.views.map(\.name) == ["window", "screen", "card", "like"])
        #expect(instance.recognizers.map(\.name) == ["detailsSwipe", "cardPan"])
    }
}
