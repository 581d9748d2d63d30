import Examples
import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// `swirl` (`CAYSwirlGestureRecognizer` of 004) on a 320 × 320 view
/// `controls` at (0, 100): the angle's centre (160, 160) in the view's
/// coordinates is (160, 260) on screen. The test action reports the state
/// and both angles each time it is called, directly (every move) or by the
/// framework (when the swirl ends).
///
/// Angles by hand from `getTouchAngle:` (x = px − 160, y = −(py − 160), in
/// `float`), view coordinates:
///
/// | point      | x, y       | rule                         | angle              |
/// |------------|------------|------------------------------|--------------------|
/// | (260, 160) | 100, 0     | y = 0, x > 0: π/2            | 1.570796           |
/// | (260, 260) | 100, −100  | IV: atan(−1) + π = 3π/4      | 2.356194           |
/// | (60, 260)  | −100, −100 | III: atan(1) + π = 5π/4      | 3.926991           |
/// | (60, 60)   | −100, 100  | II: atan(−1) + 2π = 7π/4     | 5.497787           |
/// | (260, 60)  | 100, 100   | I: atan(1) = π/4             | 0.785398           |
@ReplayActor @Suite struct SwirlRecognizerTests {
    static func run(_ script: TouchScript) -> (lines: [String], swirl: SwirlGestureRecognizer) {
        let scene = TestScene()
        let controls = scene.addView("controls", frame: CGRect(x: 0, y: 100, width: 320, height: 320))
        let target = SwirlTarget(environment: scene.environment)
        let swirl = SwirlGestureRecognizer(target: target, action: Selector("swirled:"))
        scene.add(swirl, named: "swirl", to: controls)
        return (withExtendedLifetime(target) { scene.run(script) }, swirl)
    }

    /// The swirl's target (`initWithTarget:action:`): reports each action it is sent.
    @ReplayActor final class SwirlTarget: SelectorPerforming {
        unowned let environment: GestureEnvironment
        init(environment: GestureEnvironment) { self.environment = environment }

        func performSelector(_ selector: Selector, with object: Any?) {
            guard selector == Selector("swirled:"), let swirl = object as? SwirlGestureRecognizer else { return }
            environment.report(
                handler: "swirl",
                values: [
                    .text("state", swirl.state.description),
                    .number("current", Double(swirl.currentAngle)), .number("previous", Double(swirl.previousAngle)),
                ])
        }
    }

    /// (view point, expected radians): the table above, plus the axes and the centre.
    nonisolated static let angles: [(x: Double, y: Double, radians: Double)] = [
        (260, 160, Double.pi / 2),
        (60, 160, 3 * Double.pi / 2),
        (160, 160, 3 * Double.pi / 2),  // the centre: y = 0 and x not > 0
        (160, 60, 0),  // straight up: quadrant I, atan(0)
        (160, 260, Double.pi),  // straight down: x = 0 ≤ 0, y < 0: quadrant III, atan(−0) + π
        (260, 60, Double.pi / 4),
        (60, 60, 7 * Double.pi / 4),
        (60, 260, 5 * Double.pi / 4),
        (260, 260, 3 * Double.pi / 4),
    ]

    @Test("the angle follows the article's quadrant code", arguments: angles)
    func angle(_ row: (x: Double, y: Double, radians: Double)) {
        let angle = SwirlGestureRecognizer.touchAngle(of: CGPoint(x: row.x, y: row.y))
        #expect(abs(Double(angle) - row.radians) < 1e-6)
    }

    @Test("every move calls the action directly while the swirl is possible; the lift recognizes it")
    func turn() {
        // Clockwise from the right (π/2) through the four quadrants, one move per quadrant. Each move:
        // the action runs inside touchesMoved (state possible) with current = angle(new) and
        // previous = angle(old), before the view gets the move. The lift: touchesEnded sets ended,
        // possible → ended is a recognition; the view's held ended becomes cancelled; the
        // framework then calls the action once more, in state ended, with the last angles.
        var script = TouchScript()
        script.down(1, at: 0, x: 260, y: 260)  // view (260, 160)
        script.move(1, at: 0.1, x: 260, y: 360)  // view (260, 260)
        script.move(1, at: 0.2, x: 60, y: 360)  // view (60, 260)
        script.move(1, at: 0.3, x: 60, y: 160)  // view (60, 60)
        script.move(1, at: 0.4, x: 260, y: 160)  // view (260, 60)
        script.up(1, at: 0.5)
        #expect(
            Self.run(script).lines == [
                "0 view controls began 1",
                "0.1 handler swirl state=possible current=2.356194 previous=1.570796",
                "0.1 view controls moved 1",
                "0.2 handler swirl state=possible current=3.926991 previous=2.356194",
                "0.2 view controls moved 1",
                "0.3 handler swirl state=possible current=5.497787 previous=3.926991",
                "0.3 view controls moved 1",
                "0.4 handler swirl state=possible current=0.785398 previous=5.497787",
                "0.4 view controls moved 1",
                "0.5 view controls cancelled 1",
                "0.5 swirl recognized",
                "0.5 handler swirl state=ended current=0.785398 previous=5.497787",
            ])
    }

    @Test("two fingers that land in one event fail it; it then calls nothing")
    func twoFingersTogether() {
        // touchesBegan gets both touches: count 2 > 1 → failed. A failed recognizer gets no more
        // touches: no action on the moves. The view (not multipleTouchEnabled) sees finger 1 only;
        // its ended is not held (the swirl is not possible).
        var script = TouchScript()
        script.down(1, at: 0, x: 260, y: 260)
        script.down(2, at: 0, x: 60, y: 260)
        script.move(1, at: 0.1, x: 260, y: 360)
        script.move(2, at: 0.1, x: 60, y: 160)
        script.up(1, at: 0.2)
        script.up(2, at: 0.2)
        #expect(
            Self.run(script).lines == [
                "0 swirl failed",
                "0 view controls began 1",
                "0.1 view controls moved 1",
                "0.2 view controls ended 1",
            ])
    }

    @Test("a second finger in a later event is not noticed, and the first finger's lift ends the swirl")
    func twoFingersInTurn() {
        // Finger 2 comes down alone at 0.05: touches.count is 1, no failure. At 0.1 only finger 1
        // moves: the action with its angles. Finger 1 lifts at 0.2: ended, while finger 2 is still
        // down. Finger 2's lift at 0.3 reaches a terminal recognizer: nothing. The view only ever
        // had finger 1, which the recognition cancels.
        var script = TouchScript()
        script.down(1, at: 0, x: 260, y: 260)
        script.down(2, at: 0.05, x: 60, y: 360)
        script.move(1, at: 0.1, x: 260, y: 360)
        script.up(1, at: 0.2)
        script.up(2, at: 0.3)
        #expect(
            Self.run(script).lines == [
                "0 view controls began 1",
                "0.1 handler swirl state=possible current=2.356194 previous=1.570796",
                "0.1 view controls moved 1",
                "0.2 view controls cancelled 1",
                "0.2 swirl recognized",
                "0.2 handler swirl state=ended current=2.356194 previous=1.570796",
            ])
    }

    @Test(
        "a system cancel asks for possible → cancelled: the swirl fails, and is possible again once reset"
    )
    func cancelled() {
        // touchesCancelled sets .cancelled while possible; UIKit turns that into failed
        // (docs/SEMANTICS.md §1, DEC: `-[UIGestureRecognizer setState:]`, iOS 26.1). Failed sends no
        // action. The view gets the system cancel. Its only touch is cancelled, so the swirl is
        // reset at the end of the turn (§1 Reset): possible afterwards.
        var script = TouchScript()
        script.down(1, at: 0, x: 260, y: 260)
        script.move(1, at: 0.1, x: 260, y: 360)
        script.cancel(1, at: 0.2)
        let (lines, swirl) = Self.run(script)
        #expect(
            lines == [
                "0 view controls began 1",
                "0.1 handler swirl state=possible current=2.356194 previous=1.570796",
                "0.1 view controls moved 1",
                "0.2 swirl failed",
                "0.2 view controls cancelled 1",
            ])
        #expect(swirl.state == .possible)
    }
}
