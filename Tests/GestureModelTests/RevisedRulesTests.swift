import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// The rules docs/SEMANTICS.md's revision 2 corrected, each replayed whole. A 320 × 480 window with
/// one view "photo" filling it; expectations from the revised rules, cited in each test, and
/// arithmetic.
@ReplayActor @Suite struct RevisedRulesTests {
    private func scene(_ recognizers: [(String, GestureRecognizer)], requireToFail: [(Int, Int)] = []) -> TestScene {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for (name, recognizer) in recognizers { scene.add(recognizer, named: name, to: photo) }
        for (waiter, required) in requireToFail { recognizers[waiter].1.require(toFail: recognizers[required].1) }
        return scene
    }

    /// §4 Pan, revised: "a drag from x = 100 to 120 to 150 reports (10, 0) at began and (40, 0)
    /// after". Velocity (§4 Pan, DEC): samples 20 pt / 0.1 s = 200 and 30 / 0.1 = 300 pt/s;
    /// reported 200 at began (no previous sample), 0.2 × 300 + 0.8 × 200 = 220 after, and kept
    /// at the lift (no move). The view's touch is cancelled as the pan begins (§2 step 5).
    @Test("a pan's translation at began has its 10 pt hysteresis taken out")
    func panTranslationExcludesHysteresis() {
        let scene = scene([("pan", PanGestureRecognizer())])
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 240)
        script.move(1, at: 0.1, x: 120, y: 240)
        script.move(1, at: 0.2, x: 150, y: 240)
        script.up(1, at: 0.3)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.1 view photo cancelled 1",
                "0.1 pan began location=120,240 numberOfTouches=1 translation=10,0 velocity=200,0",
                "0.2 pan changed location=150,240 numberOfTouches=1 translation=40,0 velocity=220,0",
                "0.3 pan ended location=150,240 numberOfTouches=0 translation=40,0 velocity=220,0",
            ])
    }

    /// CHOICE (PanGestureRecognizer.willBegin): a diagonal first move loses the hysteresis on
    /// each axis that crossed it. (0, 0) → (15, -12): both axes crossed 10 pt, so (5, -2).
    @Test("a diagonal begin loses the hysteresis on each axis that crossed it")
    func panDiagonalBegin() {
        let scene = scene([("pan", PanGestureRecognizer())])
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 240)
        script.move(1, at: 0.1, x: 115, y: 228)
        script.up(1, at: 0.2)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.1 view photo cancelled 1",
                "0.1 pan began location=115,228 numberOfTouches=1 translation=5,-2 velocity=150,-120",
                "0.2 pan ended location=115,228 numberOfTouches=0 translation=5,-2 velocity=150,-120",
            ])
    }

    /// §4 Pan, revised: a pan that begins when its failure requirement resolves starts from zero,
    /// measured from where the touch is then. The tap fails by its tapMaximumDuration timer, 0.75 s
    /// after touch-down with the finger still down (§4 Tap); it moved 30 pt, inside its 45 pt.
    /// The pan asked to begin at 0.1 (20 pt) and waited; at 0.75 it begins at x = 130 with
    /// translation (0, 0); at 0.9 (x = 150) (20, 0). Velocity samples: 20 / 0.1 = 200, 10 / 0.4 =
    /// 25, 20 / 0.4 = 50 pt/s: at began 0.2 × 25 + 0.8 × 200 = 165, after 0.2 × 50 + 0.8 × 25 = 30.
    @Test("a pan that waited for a failure requirement begins with translation zero")
    func panAfterFailureRequirementStartsAtZero() {
        let scene = scene([("tap", TapGestureRecognizer()), ("pan", PanGestureRecognizer())], requireToFail: [(1, 0)])
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 240)
        script.move(1, at: 0.1, x: 120, y: 240)
        script.move(1, at: 0.5, x: 130, y: 240)
        script.move(1, at: 0.9, x: 150, y: 240)
        script.up(1, at: 1)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.1 view photo moved 1",
                "0.5 view photo moved 1",
                "0.75 tap failed",
                "0.75 view photo cancelled 1",
                "0.75 pan began location=130,240 numberOfTouches=1 translation=0,0 velocity=165,0",
                "0.9 pan changed location=150,240 numberOfTouches=1 translation=20,0 velocity=30,0",
                "1 pan ended location=150,240 numberOfTouches=0 translation=20,0 velocity=30,0",
            ])
    }

    /// §3, revised: a tap does not prevent a long press with the same number of touches and at
    /// least as many taps. Tap at 0 – 0.08; the single tap recognizes at the lift (the view's held
    /// touch cancelled just before, §2 step 5) and the tap-then-press stays possible. The second
    /// touch at 0.2 is 0.12 s after the tap-up (inside tapMaximumInterval 0.35 s); the press
    /// begins 0.5 s later, at 0.7 (the view's touch cancelled just before its action), and then
    /// fails the new tap, possible and sharing the touch (§3 exclusion; the arbiter records a
    /// transition before what it excludes, `Arbiter.gate`); the lift at 0.8 ends it. Before the
    /// revision the press failed at 0.08, excluded by the tap.
    @Test("a single tap does not prevent a tap-then-press long press")
    func tapDoesNotPreventTapThenPress() {
        let press = LongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let scene = scene([("tap", TapGestureRecognizer()), ("press", press)])
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.down(2, at: 0.2, x: 160, y: 240)
        script.up(2, at: 0.8)
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.08 view photo cancelled 1",
                "0.08 tap recognized",
                "0.2 view photo began 1 tapCount 2",
                "0.7 view photo cancelled 1 tapCount 2",
                "0.7 press began",
                "0.7 tap failed",
                "0.8 press ended",
            ])
    }

    /// §4 Screen-edge pan, revised: made with delaysTouchesBegan and maximumNumberOfTouches 1.
    /// A touch 5 pt from the left edge dragged right: the view's began is held while the edge pan
    /// is possible, and it began, so the view never sees the touch (§2 step 7). Translation: 30 pt,
    /// less the 10 pt hysteresis.
    @Test("a screen-edge pan delays touches began: the view never sees an edge swipe's touch")
    func screenEdgePanDelaysTouchesBegan() {
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        #expect(edge.delaysTouchesBegan && edge.maximumNumberOfTouches == 1)
        let scene = scene([("edge", edge)])
        var script = TouchScript()
        script.down(1, at: 0, x: 5, y: 240)
        script.move(1, at: 0.1, x: 35, y: 240)
        script.up(1, at: 0.2)
        #expect(scene.run(script) == ["0.1 edge began", "0.2 edge ended"])
    }

    /// The same recognizer for a touch 100 pt from the edge: it fails at touch-down (more than
    /// screenEdgeWidth, 20 pt, from its edge), so the held began goes to the view at once.
    @Test("a touch away from the edge fails the edge pan and reaches the view at once")
    func screenEdgePanAwayFromEdge() {
        let edge = ScreenEdgePanGestureRecognizer(target: nil, action: nil)
        edge.edges = .left
        let scene = scene([("edge", edge)])
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 240)
        script.move(1, at: 0.1, x: 130, y: 240)
        script.up(1, at: 0.2)
        #expect(
            scene.run(script) == [
                "0 edge failed", "0 view photo began 1", "0.1 view photo moved 1", "0.2 view photo ended 1",
            ])
    }
}
