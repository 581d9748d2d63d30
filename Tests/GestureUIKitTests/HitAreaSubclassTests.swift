import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// A team's button that overrides `point(inside:with:)` (`UIKitSources/
/// MinimumTapTargetButton.swift`) and an overlay that overrides `hitTest(_:with:)`
/// (`UIKitSources/PassThroughView.swift`), replayed whole (docs/SEMANTICS.md §2, §9). A
/// 320 × 480 window, a view "panel" filling it with a single tap "tap", and on it a 24 × 24 pt
/// button "close" at (148, 228): x 148–172, y 228–252. Its tap target grows by (44 − 24) / 2 =
/// 10 pt on every side: x 138–182, y 218–262.
@ReplayActor @Suite struct HitAreaSubclassTests {
    /// (140, 230) is (−8, 2) in the button: outside its bounds, inside the 10 pt it grows by, so
    /// hit testing, asking the override, hits the button; the button refuses the panel's single
    /// tap (§9) and gets touchDown and touchUpInside. (136, 230) is (−12, 2): outside the target,
    /// so the panel is hit and its tap recognizes, cancelling the panel's touch first (§2 step 5).
    @Test(
        "a button's point(inside:with:) override grows its tap target",
        arguments: [
            (
                140.0,
                [
                    "0 view close began 1", "0 handler close.touchDown", "0.08 tap failed",
                    "0.08 view close ended 1", "0.08 handler close.touchUpInside",
                ]
            ),
            (136.0, ["0 view panel began 1", "0.08 view panel cancelled 1", "0.08 tap recognized"]),
        ] as [(Double, [String])])
    func overrideGrowsTapTarget(x: Double, expected: [String]) {
        let scene = TestScene()
        let panel = scene.addView("panel", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(TapGestureRecognizer(), named: "tap", to: panel)
        let close = scene.add(
            MinimumTapTargetButton(frame: CGRect(x: 148, y: 228, width: 24, height: 24)), parent: panel)
        close.name = "close"
        var script = TouchScript()
        script.tap(1, at: 0, x: x, y: 230)
        #expect(scene.run(script) == expected)
    }

    /// A pass-through overlay "overlay" fills the window above the panel, with the button "ok"
    /// at (100, 200, 120, 40) on it. A tap at (160, 400) lands on the overlay itself, whose
    /// override answers nil, so the window goes on to the panel below (front-most subview
    /// first, §2 step 1) and the panel's tap recognizes. A tap at (160, 220) hits the button:
    /// its recognizers are those of the button, the overlay and the window (§2 step 2), not the
    /// panel's, which is no ancestor, so nothing refuses or takes it: touchDown, then the lift
    /// inside, touchUpInside, with no recognizer line.
    @Test(
        "an overlay's hitTest(_:with:) override passes touches through, except to its subviews",
        arguments: [
            (400.0, ["0 view panel began 1", "0.08 view panel cancelled 1", "0.08 tap recognized"]),
            (
                220.0,
                [
                    "0 view ok began 1", "0 handler ok.touchDown", "0.08 view ok ended 1",
                    "0.08 handler ok.touchUpInside",
                ]
            ),
        ] as [(Double, [String])])
    func overlayPassesTouchesThrough(y: Double, expected: [String]) {
        let scene = TestScene()
        let panel = scene.addView("panel", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(TapGestureRecognizer(), named: "tap", to: panel)
        let overlay = scene.add(PassThroughView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        overlay.name = "overlay"
        scene.add(Button(name: "ok", frame: CGRect(x: 100, y: 200, width: 120, height: 40)), parent: overlay)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: y)
        #expect(scene.run(script) == expected)
    }
}
