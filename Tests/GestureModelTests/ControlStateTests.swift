import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// A control's `isEnabled`, `isHighlighted` and `isTouchInside`, and when UIKit updates them,
/// replayed whole (docs/SEMANTICS.md §9).
///
/// The scene of `ControlTests`: a 320 × 480 window, a view "panel" filling it with a single tap
/// "tap", and on it a button "ok" at (100, 200, 120, 40): x 100–220, y 200–240; its tracking
/// area (70 pt around) is y 130–310. Every expected line is derived from the rules cited per
/// test; none was copied from a run.
@ReplayActor @Suite struct ControlStateTests {
    private func scene(_ control: Control? = nil) -> (TestScene, Control) {
        let scene = TestScene()
        let panel = scene.addView("panel", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let control = scene.add(control ?? Button(name: "ok", frame: CGRect(x: 100, y: 200, width: 120, height: 40)), parent: panel)
        scene.add(TapGestureRecognizer(), named: "tap", to: panel)
        return (scene, control)
    }

    /// What a tap beside any control gives (`ControlTests`, "a tap beside the button"): the
    /// panel's began, then at the lift the tap recognizes and cancels the panel's touch first.
    static func panelTap(at start: String, lift: String) -> [String] {
        ["\(start) view panel began 1", "\(lift) view panel cancelled 1", "\(lift) tap recognized"]
    }

    /// §9 (DEC, `-[UIControl hitTest:withEvent:]`: nil while not enabled): the disabled button
    /// is not hit, nor its subview "icon" at (10, 10, 20, 20) in it, so both taps land on the
    /// panel, whose single tap recognizes: the button's precedence is not asked.
    @Test(
        "a disabled button and its subviews are not hit: a tap on them is the superview's",
        arguments: [(160.0, 220.0), (120, 220)])
    func disabledButtonIsNotHit(x: Double, y: Double) {
        let (scene, button) = scene()
        scene.add(View(name: "icon", frame: CGRect(x: 10, y: 10, width: 20, height: 20)), parent: button)
        button.isEnabled = false
        var script = TouchScript()
        script.tap(1, at: 0, x: x, y: y)
        #expect(scene.run(script) == Self.panelTap(at: "0", lift: "0.08"))
    }

    /// The classic bug: the button's touchUpInside action disables it. Tap 1 is the button's
    /// (`ControlTests`, "a tap on a button": the panel's single tap fails, touchUpInside).
    /// Tap 2, at 1 s (0.92 s after the lift, more than 0.35 s: tapCount 1, §2), is not hit
    /// on the disabled button (§9) and is the panel's: its single tap recognizes.
    @Test("a button disabled by its first tap's action leaves the second tap to the superview")
    func disableAfterFirstTap() {
        let (scene, button) = scene()
        button.addAction(for: .touchUpInside) { control, _ in control.isEnabled = false }
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 220)
        script.tap(2, at: 1, x: 160, y: 220)
        #expect(
            scene.run(script) == [
                "0 view ok began 1",
                "0 handler ok.touchDown",
                "0.08 tap failed",
                "0.08 view ok ended 1",
                "0.08 handler ok.touchUpInside",
            ] + Self.panelTap(at: "1", lift: "1.08"))
        #expect(!button.isEnabled)
    }

    /// DEC (`touchesMoved:`/`touchesEnded:` read only `isTracking`): disabled by its own
    /// touchDown action, the button keeps the touch it tracks, and the lift inside still sends
    /// touchUpInside. No recognizer here: the panel's is removed.
    @Test("a button disabled during its touch keeps tracking it to touchUpInside")
    func disabledWhileTracking() {
        let scene = TestScene()
        let button = scene.add(Button(name: "ok", frame: CGRect(x: 100, y: 200, width: 120, height: 40)))
        button.addAction(for: .touchDown) { control, _ in control.isEnabled = false }
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 220)
        #expect(
            scene.run(script) == [
                "0 view ok began 1", "0 handler ok.touchDown", "0.08 view ok ended 1", "0.08 handler ok.touchUpInside",
            ])
    }

    /// A control that notes `isTouchInside` and `isHighlighted` each time `continueTracking` is
    /// asked, and answers false from the `stopAt`-th call on.
    private final class Probe: Control, @unchecked Sendable {
        var notes: [String] = []
        let stopAt: Int
        init(stopAt: Int) {
            self.stopAt = stopAt
            super.init(name: "c", frame: CGRect(x: 100, y: 200, width: 120, height: 40))
        }
        override func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
            notes.append("inside=\(isTouchInside) highlighted=\(isHighlighted)")
            return notes.count < stopAt
        }
    }

    /// DEC (`-[UIControl touchesMoved:withEvent:]`): `continueTracking` is asked first, then
    /// `isTouchInside` and the highlight are updated. The move at 0.1 to (60, 130) in the
    /// control is outside (130 ≥ 40 + 70): `continueTracking` still sees the touch-down's
    /// inside and highlight; then touchDragExit, touchDragOutside. At 0.2, back at (60, 20), it
    /// sees outside and no highlight.
    @Test("continueTracking is asked before isTouchInside and the highlight change")
    func continueTrackingFirst() {
        let probe = Probe(stopAt: 3)
        let (scene, _) = scene(probe)
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 220)
        script.move(1, at: 0.1, x: 160, y: 330)
        script.move(1, at: 0.2, x: 160, y: 220)
        script.up(1, at: 0.3)
        _ = scene.run(script)
        #expect(probe.notes == ["inside=true highlighted=true", "inside=false highlighted=false"])
    }

    /// DEC (`touchesMoved:`, `touchesEnded:`): once `continueTracking` answers false, the
    /// control sends nothing more and leaves `isTouchInside` and the highlight as they were:
    /// the move at 0.1 to (60, 130), outside, is asked about and refused, so the touch-down's
    /// inside and highlight stay through that move and the lift. A plain control does not
    /// prevent the panel's single tap, which cannot recognize after a 110 pt move (§4 Tap, 45
    /// pt) and fails at it, before the control gets the move.
    @Test("a control that stops tracking keeps isTouchInside and its highlight, and sends nothing more")
    func stoppedTrackingKeepsState() {
        let probe = Probe(stopAt: 1)
        let (scene, _) = scene(probe)
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 220)
        script.move(1, at: 0.1, x: 160, y: 330)
        script.up(1, at: 0.2)
        var states: [String] = []
        script.perform(at: 0.2) { states.append("tracking=\(probe.isTracking) inside=\(probe.isTouchInside) highlighted=\(probe.isHighlighted)") }
        #expect(
            scene.run(script) == [
                "0 view c began 1",
                "0 handler c.touchDown",
                "0.1 tap failed",
                "0.1 view c moved 1",
                "0.2 view c ended 1",
            ])
        #expect(probe.notes == ["inside=true highlighted=true"])
        #expect(states == ["tracking=false inside=true highlighted=true"])
    }

    /// DEC (`-[UIControl touchesBegan:withEvent:]`): `isTouchInside` and the highlight are set
    /// only when `beginTracking` answers true. Here it answers false: neither is set, and no
    /// event is sent; at the lift nothing changes either.
    @Test("a control whose beginTracking answers false is neither highlighted nor touched inside")
    func refusedBeginSetsNothing() {
        final class Inert: Control, @unchecked Sendable {
            override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { false }
        }
        let inert = Inert(name: "c", frame: CGRect(x: 100, y: 200, width: 120, height: 40))
        let scene = TestScene()
        scene.add(inert)
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 220)
        var states: [String] = []
        script.perform(at: 0) { states.append("inside=\(inert.isTouchInside) highlighted=\(inert.isHighlighted)") }
        script.up(1, at: 0.08)
        #expect(scene.run(script) == ["0 view c began 1", "0.08 view c ended 1"])
        #expect(states == ["inside=false highlighted=false"])
    }
}
