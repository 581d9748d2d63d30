import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// Hit areas (`point(inside:with:)`, `View.hitAreaInsets`) and the view classes that take no
/// touch by default (`ImageView`, `Label`), replayed whole (docs/SEMANTICS.md §2 step 1, §9,
/// §10).
///
/// The scene: a 320 × 480 window, a view "panel" filling it, and on it a button "ok" at
/// (100, 200, 120, 40): x 100–220, y 200–240 in the window. Every expected line is derived
/// from the rules cited per test; none was copied from a run.
@ReplayActor @Suite struct HitAreaTests {
    private func scene(okInsets: EdgeInsets, panelTap: Bool = true) -> TestScene {
        let scene = TestScene()
        let panel = scene.addView("panel", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let ok = scene.add(Button(name: "ok", frame: CGRect(x: 100, y: 200, width: 120, height: 40)), parent: panel)
        ok.hitAreaInsets = okInsets
        if panelTap { scene.add(TapGestureRecognizer(), named: "tap", to: panel) }
        return scene
    }

    /// The button's lines when a tap hits it: touchDown at once, the panel's single tap refused
    /// by the button at the lift (§9), then the held ended and touchUpInside (§2 step 7)
    /// (`ControlTests.tapOnButtonBeatsSuperviewTap`).
    nonisolated static let buttonTapped = [
        "0 view ok began 1",
        "0 handler ok.touchDown",
        "0.08 tap failed",
        "0.08 view ok ended 1",
        "0.08 handler ok.touchUpInside",
    ]
    /// The panel's lines when a tap hits it: its tap recognizes at the lift and cancels the
    /// panel's touch first (§2 step 5, §4 Tap).
    nonisolated static let panelTapped = ["0 view panel began 1", "0.08 view panel cancelled 1", "0.08 tap recognized"]

    /// Insets of −20 on every side grow the button's hit area to x 80–240, y 180–260 (the
    /// bounds (0, 0, 120, 40) inset by −20: (−20, −20, 160, 80) in the button). (160, 190) is
    /// 10 pt above the button: inside the grown area, outside the bounds. (160, 175) is 25 pt
    /// above: outside both. Hit testing asks `point(inside:with:)` (§2 step 1).
    @Test(
        "hit insets grow a button's tap target: a tap 10 pt above it is the button's, 25 pt above the panel's",
        arguments: [
            (-20.0, 190.0, HitAreaTests.buttonTapped),
            (-20.0, 175.0, HitAreaTests.panelTapped),
            (0.0, 190.0, HitAreaTests.panelTapped),
        ] as [(Double, Double, [String])])
    func insetsGrowTapTarget(inset: Double, y: Double, expected: [String]) {
        let inset = CGFloat(inset)
        let scene = scene(okInsets: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: y)
        #expect(scene.run(script) == expected)
    }

    /// A control's inside test is the bounds grown by the 70 pt margin *or* its hit area (DEC,
    /// `-[UIControl pointMostlyInside:withEvent:]`, iOS 26.1: `CGRectContainsPoint(margin rect)
    /// || pointInside:withEvent:`; §9). Down on the button's middle (160, 220), moved at 0.1 to
    /// (160, 330): (60, 130) in the button, 90 pt below its bottom. Outside the margin (130 ≥ 40
    /// + 70) but, with insets of −100, inside the hit area (y up to 140): touchDragInside, and
    /// the lift there touchUpInside. Without insets: outside, so touchDragExit, then
    /// touchDragOutside (the crossing first, DEC) and touchUpOutside.
    @Test(
        "a control's inside test honours its hit area beyond the 70 pt margin",
        arguments: [
            (
                -100.0,
                [
                    "0 view ok began 1", "0 handler ok.touchDown",
                    "0.1 view ok moved 1", "0.1 handler ok.touchDragInside",
                    "0.2 view ok ended 1", "0.2 handler ok.touchUpInside",
                ]
            ),
            (
                0.0,
                [
                    "0 view ok began 1", "0 handler ok.touchDown",
                    "0.1 view ok moved 1", "0.1 handler ok.touchDragExit", "0.1 handler ok.touchDragOutside",
                    "0.2 view ok ended 1", "0.2 handler ok.touchUpOutside",
                ]
            ),
        ] as [(Double, [String])])
    func controlInsideHonoursHitArea(inset: Double, expected: [String]) {
        let inset = CGFloat(inset)
        let scene = scene(okInsets: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset), panelTap: false)
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 220)
        script.move(1, at: 0.1, x: 160, y: 330)
        script.up(1, at: 0.2)
        #expect(scene.run(script) == expected)
    }

    /// A view's hit area stops at its superview's: hit testing asks the panel first, and a point
    /// outside the panel is no hit of its subviews however far they reach (DOC,
    /// `hitTest(_:with:)`; §2 step 1). A panel "strip" at (0, 0, 320, 100) holds "ok" at
    /// (100, 60, 120, 40) with insets −20: the grown area reaches y 120 in the window, but
    /// (160, 110) is outside the strip, so the window is hit; (160, 50), 10 pt above the
    /// button, and (90, 50), 10 pt left of it, are the button's.
    @Test("an enlarged hit area does not reach beyond its superview's bounds")
    func hitAreaStopsAtSuperview() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let strip = View(name: "strip", frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let ok = Button(name: "ok", frame: CGRect(x: 100, y: 60, width: 120, height: 40))
        ok.hitAreaInsets = EdgeInsets(top: -20, left: -20, bottom: -20, right: -20)
        window.addSubview(strip)
        strip.addSubview(ok)
        #expect(window.hitTest(CGPoint(x: 160, y: 110), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 160, y: 50), with: nil) === ok)
        #expect(window.hitTest(CGPoint(x: 90, y: 50), with: nil) === ok)
    }

    /// An image view or a label with UIKit's defaults takes no touch (DOC: each "changes the
    /// default value of this property to false", `isUserInteractionEnabled`): hit testing skips
    /// it (§2 step 1), the touch hits the panel below, and the panel's tap recognizes (the
    /// panel's lines above). The image view's own tap "photoTap" never gets the touch. With
    /// interaction turned on, the image view is hit: both taps get the touch, the deeper view's
    /// first (§2 step 3); photoTap recognizes at the lift, its view's touch is cancelled just
    /// before (§2 step 5), and it excludes the panel's tap, which fails after it (§3).
    @Test(
        "an image view or label with default settings swallows no touch: the superview's tap gets it",
        arguments: [
            (false, false, HitAreaTests.panelTapped),
            (true, false, HitAreaTests.panelTapped),
            (
                false, true,
                ["0 view photo began 1", "0.08 view photo cancelled 1", "0.08 photoTap recognized", "0.08 tap failed"]
            ),
        ] as [(Bool, Bool, [String])])
    func defaultImageViewAndLabelTakeNoTouch(isLabel: Bool, interactionOn: Bool, expected: [String]) {
        let scene = scene(okInsets: .zero)
        let panel = scene.window.subviews[0]
        let frame = CGRect(x: 20, y: 20, width: 280, height: 160)
        let photo = scene.add(
            isLabel ? Label(name: "photo", frame: frame) : ImageView(name: "photo", frame: frame), parent: panel)
        #expect(photo.isUserInteractionEnabled == false)
        if interactionOn { photo.isUserInteractionEnabled = true }
        scene.add(TapGestureRecognizer(), named: "photoTap", to: photo)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 100)
        #expect(scene.run(script) == expected)
    }
}
