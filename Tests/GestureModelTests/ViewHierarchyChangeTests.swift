import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// Views and recognizers moved, removed or added while a finger is down, through the model's
/// UIKit-named API (docs/SEMANTICS.md §1 and §2 "Views that change"). A 320 × 480 window with
/// "left" (0, 0, 160, 480) and "right" (160, 0, 160, 480); "pad" at (10, 10, 100, 100) in left.
@ReplayActor @Suite struct ViewHierarchyChangeTests {
    static func scene() -> (TestScene, pad: View, right: View) {
        let scene = TestScene()
        let left = scene.addView("left", frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        let right = scene.addView("right", frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        let pad = scene.addView("pad", frame: CGRect(x: 10, y: 10, width: 100, height: 100), parent: left)
        return (scene, pad, right)
    }

    /// A finger down on the pad at (50, 50), moved at 0.1, lifted at 0.2; at 0.05 the pad is moved.
    /// Under another view of the same window it keeps the touch (CHOICE: it stays in the
    /// responder chain): moved and ended reach it. Under a view outside the window it leaves
    /// the window, so it gets `touchesCancelled` at 0.05 and nothing more (DOC,
    /// `touchesCancelled(_:with:)`: "causes the view handling the touch events to be removed from
    /// its window"); so does `removeFromSuperview()`.
    @Test(
        "a view moved within its window keeps its touch; one that leaves the window has it cancelled",
        arguments: ["right", "outside", "removed"])
    func move(to place: String) {
        let (scene, pad, right) = Self.scene()
        let outside = View(name: "outside", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 50)
        script.perform(at: 0.05) {
            switch place {
            case "right": right.addSubview(pad)
            case "outside": outside.addSubview(pad)
            default: pad.removeFromSuperview()
            }
        }
        script.move(1, at: 0.1, x: 60, y: 50)
        script.up(1, at: 0.2)
        let expected =
            place == "right"
            ? ["0 view pad began 1", "0.1 view pad moved 1", "0.2 view pad ended 1"]
            : ["0 view pad began 1", "0.05 view pad cancelled 1"]
        #expect(scene.run(script) == expected)
    }

    /// A tap added to the pad while the finger is down (0.02) gets no part of that touch: a
    /// touch's recognizers are fixed when it begins (docs/SEMANTICS.md §2 step 2; DEC, UIKitCore's
    /// `-[UIGestureRecognizer _updateContainer:]`), so the lift at 0.08 is the pad's. The tap at 1
    /// is the new tap's: recognized at its lift, the pad's touch cancelled first (§2 step 5).
    @Test("a recognizer added while a finger is down gets only the touches that begin after")
    func addRecognizer() {
        let (scene, pad, _) = Self.scene()
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        var script = TouchScript()
        script.tap(1, at: 0, x: 50, y: 50)
        script.perform(at: 0.02) { pad.addGestureRecognizer(tap) }
        script.tap(2, at: 1, x: 50, y: 50)
        #expect(
            scene.run(script) == [
                "0 view pad began 1", "0.08 view pad ended 1",
                "1 view pad began 1", "1.08 view pad cancelled 1", "1.08 tap recognized",
            ])
    }

    /// `removeGestureRecognizer` of a pan under way cancels it, with its action (DEC,
    /// `-[UIGestureRecognizer _updateContainer:]` → `_cancelGestureRecognizers:`, as
    /// `isEnabled = false`, docs/SEMANTICS.md §1). The drag goes right 20 pt at 0.1 (past the
    /// pan's 10 pt: it begins) and 30 more at 0.2; removed at 0.15, the pan is cancelled then and
    /// gets nothing more; its view lost the touch when it began. `view` reads nil afterwards, and
    /// the pad's `gestureRecognizers` an empty array (DOC: "If you add a gesture recognizer and
    /// then remove it, the value of the property is an empty array").
    @Test("a pan removed from its view mid-drag is cancelled and detached")
    func removePan() {
        let (scene, pad, _) = Self.scene()
        let pan = scene.add(PanGestureRecognizer(), named: "pan", to: pad)
        var actions: [String] = []
        pan.addTarget { pan in actions.append("\(pan.state)") }
        var script = TouchScript()
        script.down(1, at: 0, x: 30, y: 50)
        script.move(1, at: 0.1, x: 50, y: 50)
        script.perform(at: 0.15) { pad.removeGestureRecognizer(pan) }
        script.move(1, at: 0.2, x: 80, y: 50)
        script.up(1, at: 0.3)
        #expect(
            scene.run(script) == [
                "0 view pad began 1", "0.1 view pad cancelled 1", "0.1 pan began", "0.15 pan cancelled",
            ])
        #expect(actions == ["began", "cancelled"])
        #expect(pan.view == nil && pad.gestureRecognizers?.isEmpty == true)
    }
}
