import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// UIKit subclasses (`UIKitSources/`) overriding a built-in's value and
/// collecting a `CGMutablePath`. A 320 × 480 window, one view "pad" filling it.
@ReplayActor @Suite struct UIKitSubclassTests {
    @Test("a pan subclass's translation(in:) override is what the pan reports; velocity is the pan's own")
    func horizontalPan() {
        let scene = TestScene()
        let pad = scene.addView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(HorizontalPanGestureRecognizer(), named: "pan", to: pad)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.1, x: 120, y: 212)  // 20 pt along x: past the 10 pt hysteresis
        script.move(1, at: 0.2, x: 150, y: 230)
        script.up(1, at: 0.3)
        // Translation = centroid − touch-down centroid, less the 10 pt
        // hysteresis on each axis that crossed it as the pan began
        // (docs/SEMANTICS.md §4 Pan, revised): (20, 12) − (10, 10) = (10, 2) at
        // 0.1 and (40, 20) after, with the override's y = 0. Velocity samples: (20, 12) / 0.1 s = (200, 120);
        // then (30, 18) / 0.1 = (300, 180), reported 0.2 × latest + 0.8 ×
        // previous = (220, 132), unchanged at the lift (no move).
        #expect(
            scene.run(script, values: true) == [
                "0 view pad began 1",
                "0.1 view pad cancelled 1",
                "0.1 pan began location=120,212 numberOfTouches=1 translation=10,0 velocity=200,120",
                "0.2 pan changed location=150,230 numberOfTouches=1 translation=40,0 velocity=220,132",
                "0.3 pan ended location=150,230 numberOfTouches=0 translation=40,0 velocity=220,132",
            ])
    }

    /// A square loop from (100, 100) round (200, 100), (200, 200), (100, 200),
    /// lifting at (105, 105): 7 pt from the start, a 100 × 100 pt box.
    private static func loop(_ script: inout TouchScript, endingAt end: (x: Double, y: Double)) {
        script.down(1, at: 0, x: 100, y: 100)
        script.move(1, at: 0.1, x: 200, y: 100)
        script.move(1, at: 0.2, x: 200, y: 200)
        script.move(1, at: 0.3, x: 100, y: 200)
        script.move(1, at: 0.4, x: end.x, y: end.y)
        script.up(1, at: 0.5)
    }

    @Test("a closed loop collected in a CGMutablePath is recognized at the lift; an open one fails")
    func lasso() {
        for (end, recognized) in [((105.0, 105.0), true), ((100.0, 160.0), false)] {
            let scene = TestScene()
            let pad = scene.addView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scene.add(LassoGestureRecognizer(), named: "lasso", to: pad)
            var script = TouchScript()
            Self.loop(&script, endingAt: end)
            // The view sees every move (the lasso is possible and delays only
            // the lift). Closed (7 pt from the start, box 100 × 100 holding
            // (150, 150)): the lift's touch is cancelled for the view just
            // before the recognition. Open (ending at (100, 160), 60 pt from
            // the start, more than 30): failed, then the view gets the lift.
            let moves = ["0.1", "0.2", "0.3", "0.4"].map { "\($0) view pad moved 1" }
            let end =
                recognized
                ? ["0.5 view pad cancelled 1", "0.5 lasso recognized"] : ["0.5 lasso failed", "0.5 view pad ended 1"]
            #expect(scene.run(script) == ["0 view pad began 1"] + moves + end)
        }
    }
}
