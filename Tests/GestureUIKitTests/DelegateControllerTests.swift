import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// A team's `UIGestureRecognizerDelegate` (`UIKitSources/SidewaysPanController.swift`),
/// compiled unchanged, decides per touch: when UIKit asks it, and what `velocity(in:)` says
/// then (docs/SEMANTICS.md §3). A 320 × 480 window, the controller's view "pad" filling it.
///
/// Velocity arithmetic (docs/SEMANTICS.md §4 Pan): a sample is Δlocation / Δt of one move, and
/// the pan reports 0.2 × the latest sample + 0.8 × the one before, or the latest alone after
/// the first move. The pan asks to begin on the move that takes it 10 pt from touch-down along
/// x or along y.
@ReplayActor @Suite struct DelegateControllerTests {
    private static func replay(_ script: TouchScript) -> (transcript: [String], questions: [String]) {
        let scene = TestScene()
        let controller = SidewaysPanController(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(controller.view)
        let transcript = scene.run(script, values: true)
        return (transcript, controller.questions)
    }

    @Test("a mostly horizontal drag: asked shouldReceive at touch-down, shouldBegin once, and the pan begins")
    func horizontal() {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.1, x: 120, y: 212)  // (20, 12) in 0.1 s: (200, 120) pt/s, |200| > |120|
        script.move(1, at: 0.2, x: 150, y: 230)
        script.up(1, at: 0.3)
        let (transcript, questions) = Self.replay(script)
        // shouldReceive before the pan's touchesBegan, once for the one touch; shouldBegin when
        // the pan would leave possible, at 0.1, with that move's velocity; not asked again.
        #expect(questions == ["shouldReceive at=100,200", "shouldBegin velocity=200,120"])
        // Translation at began: (20, 12) less the 10 pt hysteresis on each axis that crossed
        // it = (10, 2); then (50, 30) − (10, 10) = (40, 20). Velocity at 0.2: samples (200, 120)
        // then (300, 180): 0.2 × (300, 180) + 0.8 × (200, 120) = (220, 132).
        #expect(
            transcript == [
                "0 view pad began 1",
                "0.1 view pad cancelled 1",
                "0.1 pan began location=120,212 numberOfTouches=1 translation=10,2 velocity=200,120",
                "0.2 pan changed location=150,230 numberOfTouches=1 translation=40,20 velocity=220,132",
                "0.3 pan ended location=150,230 numberOfTouches=0 translation=40,20 velocity=220,132",
            ])
    }

    @Test("a mostly vertical drag: shouldBegin says no, the pan fails and the view keeps its touch")
    func vertical() {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.1, x: 112, y: 220)  // (12, 20) in 0.1 s: (120, 200) pt/s, |120| < |200|
        script.move(1, at: 0.2, x: 150, y: 230)  // after the failure: the pan is not asked again
        script.up(1, at: 0.3)
        let (transcript, questions) = Self.replay(script)
        #expect(questions == ["shouldReceive at=100,200", "shouldBegin velocity=120,200"])
        #expect(
            transcript == [
                "0 view pad began 1",
                "0.1 pan failed",
                "0.1 view pad moved 1",
                "0.2 view pad moved 1",
                "0.3 view pad ended 1",
            ])
    }

    @Test("a diagonal at exactly 45° is not mostly horizontal: |vx| > |vy| is strict")
    func diagonal() {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.1, x: 115, y: 215)  // (150, 150) pt/s
        script.up(1, at: 0.2)
        let (transcript, questions) = Self.replay(script)
        #expect(questions == ["shouldReceive at=100,200", "shouldBegin velocity=150,150"])
        #expect(transcript == ["0 view pad began 1", "0.1 pan failed", "0.1 view pad moved 1", "0.2 view pad ended 1"])
    }

    @Test("shouldBegin reads the smoothed velocity: a sideways move after a slow vertical one is refused")
    func smoothedVelocity() {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.1, x: 100, y: 208)  // 8 pt: under the 10 pt hysteresis; sample (0, 80)
        script.move(1, at: 0.2, x: 130, y: 208)  // 30 pt along x: asks; sample (300, 0)
        script.up(1, at: 0.3)
        let (transcript, questions) = Self.replay(script)
        // 0.2 × (300, 0) + 0.8 × (0, 80) = (60, 64): |60| < |64|, refused, though this move
        // alone went sideways.
        #expect(questions == ["shouldReceive at=100,200", "shouldBegin velocity=60,64"])
        #expect(
            transcript == [
                "0 view pad began 1",
                "0.1 view pad moved 1",
                "0.2 pan failed",
                "0.2 view pad moved 1",
                "0.3 view pad ended 1",
            ])
    }

    @Test("a touch in the left 20 pt is refused by shouldReceive: the pan never sees it, nor asks to begin")
    func edgeTouch() {
        var script = TouchScript()
        script.down(1, at: 0, x: 10, y: 200)
        script.move(1, at: 0.1, x: 60, y: 200)  // far sideways: would begin the pan
        script.up(1, at: 0.2)
        let (transcript, questions) = Self.replay(script)
        #expect(questions == ["shouldReceive at=10,200"])
        #expect(transcript == ["0 view pad began 1", "0.1 view pad moved 1", "0.2 view pad ended 1"])
    }

    @Test("a second finger is asked about on its own touch-down, before the pan gets it")
    func secondTouch() {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0.05, x: 10, y: 300)  // in the edge strip: refused
        script.move(1, at: 0.1, x: 130, y: 200)  // (30, 0) in 0.1 s: (300, 0) pt/s
        script.up(1, at: 0.2)
        script.up(2, at: 0.2)
        let (transcript, questions) = Self.replay(script)
        #expect(
            questions == ["shouldReceive at=100,200", "shouldReceive at=10,300", "shouldBegin velocity=300,0"])
        // The pan tracks finger 1 alone: its centroid (130, 200), translation (30, 0) − (10, 0).
        // The view sees finger 1 only: its `isMultipleTouchEnabled` is false, UIKit's default
        // (docs/SEMANTICS.md §2 step 7), so finger 2 reaches neither; finger 1 is cancelled for it as
        // the pan begins.
        #expect(
            transcript == [
                "0 view pad began 1",
                "0.1 view pad cancelled 1",
                "0.1 pan began location=130,200 numberOfTouches=1 translation=20,0 velocity=300,0",
                "0.2 pan ended location=130,200 numberOfTouches=0 translation=20,0 velocity=300,0",
            ])
    }
}
