import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// Controls (`Control`, `Button`) and `isExclusiveTouch`, replayed whole (docs/SEMANTICS.md §9).
///
/// The scene: a 320 × 480 window, a view "panel" filling it, and on it a button "ok" at
/// (100, 200, 120, 40): x 100–220, y 200–240. Its tracking area, the bounds grown by
/// `controlTouchInsideMargin` (70 pt) on every side, is x 30–290, y 130–310 in the window.
/// Every expected line is derived from the rules cited per test; none was copied from a run.
@ReplayActor @Suite struct ControlTests {
    /// The middle of the button, (160, 220): (60, 20) in the button.
    static let onButton = (x: 160.0, y: 220.0)

    private func scene(_ recognizers: [(String, GestureRecognizer)] = [], onButton: Bool = false) -> TestScene {
        let scene = TestScene()
        let panel = scene.addView("panel", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = scene.add(Button(name: "ok", frame: CGRect(x: 100, y: 200, width: 120, height: 40)), parent: panel)
        for (name, recognizer) in recognizers { scene.add(recognizer, named: name, to: onButton ? button : panel) }
        return scene
    }

    private static func doubleTap() -> TapGestureRecognizer {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        return tap
    }

    /// §9: a superview's single-finger single tap is the button's default action, so the
    /// button's `gestureRecognizerShouldBegin` answers false when the tap asks to be recognized
    /// at the lift (0.08): the tap fails with no action (§1 gate 2). The button's ended was held
    /// while the tap was possible (§2 step 7, `delaysTouchesEnded`) and is released in the same
    /// turn, after arbitration: the lift at (60, 20) in the button is inside, so touchUpInside.
    /// touchDown at 0: tracking begins at touch-down (§9; `beginTracking` answers true).
    @Test("a tap on a button: touchDown, touchUpInside; the superview's single tap does not recognize")
    func tapOnButtonBeatsSuperviewTap() {
        let scene = scene([("tap", TapGestureRecognizer())])
        var script = TouchScript()
        script.tap(1, at: 0, x: Self.onButton.x, y: Self.onButton.y)
        script.run(in: scene.environment)
        let observations = scene.environment.takeObservations()
        #expect(
            Transcript.lines(observations) == [
                "0 view ok began 1",
                "0 handler ok.touchDown",
                "0.08 tap failed",
                "0.08 view ok ended 1",
                "0.08 handler ok.touchUpInside",
            ])
        #expect(Transcript.reasons(observations) == ["0.08 tap failed: gestureRecognizerShouldBegin returned false"])
    }

    /// The same tap beside the button, at (160, 400) on the panel: no control is asked, the tap
    /// recognizes at the lift (§4 Tap) and cancels the panel's touch first (§2 step 5); the
    /// panel is a plain view, which reports its deliveries and nothing else.
    @Test("a tap beside the button is the superview's")
    func tapBesideButton() {
        let scene = scene([("tap", TapGestureRecognizer())])
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 400)
        #expect(
            scene.run(script) == [
                "0 view panel began 1",
                "0.08 view panel cancelled 1",
                "0.08 tap recognized",
            ])
    }

    /// §9 (DOC: "install your gesture recognizer on the control itself" to handle the gesture
    /// first): a tap attached to the button is not prevented. It recognizes at the lift and
    /// cancels the button's touch before its action (§2 step 5): touchesCancelled while
    /// tracking sends touchCancel, and no touchUpInside follows.
    @Test("a single tap attached to the button itself recognizes and cancels the button's tracking")
    func tapOnButtonItself() {
        let scene = scene([("tap", TapGestureRecognizer())], onButton: true)
        var script = TouchScript()
        script.tap(1, at: 0, x: Self.onButton.x, y: Self.onButton.y)
        #expect(
            scene.run(script) == [
                "0 view ok began 1",
                "0 handler ok.touchDown",
                "0.08 view ok cancelled 1",
                "0.08 handler ok.touchCancel",
                "0.08 tap recognized",
            ])
    }

    /// No recognizers. Down at (160, 220). At 0.1, (160, 280) is (60, 80) in the button: below
    /// its bounds (40 pt high) but within 70 pt of them (80 < 110), so inside: touchDragInside.
    /// At 0.2, (60, 120): 120 ≥ 110, outside, and it was inside: touchDragExit, then
    /// touchDragOutside (DEC, `-[UIControl touchesMoved:withEvent:]`, iOS 26.1: the crossing is
    /// sent first, on its own; this test had the bit order, Outside before Exit, before). At
    /// 0.3, (60, 130): touchDragOutside. Lifted there: touchUpOutside.
    @Test("a drag off the button: touchDragInside within the margin, touchDragExit, touchUpOutside")
    func dragOffButton() {
        let scene = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 220)
        script.move(1, at: 0.1, x: 160, y: 280)
        script.move(1, at: 0.2, x: 160, y: 320)
        script.move(1, at: 0.3, x: 160, y: 330)
        script.up(1, at: 0.4)
        #expect(
            scene.run(script) == [
                "0 view ok began 1",
                "0 handler ok.touchDown",
                "0.1 view ok moved 1",
                "0.1 handler ok.touchDragInside",
                "0.2 view ok moved 1",
                "0.2 handler ok.touchDragExit",
                "0.2 handler ok.touchDragOutside",
                "0.3 view ok moved 1",
                "0.3 handler ok.touchDragOutside",
                "0.4 view ok ended 1",
                "0.4 handler ok.touchUpOutside",
            ])
    }

    /// Out and back: at 0.1 (160, 320) is (60, 120), outside (≥ 110): touchDragExit, then
    /// touchDragOutside. At 0.2 (160, 300) is (60, 100), inside again: touchDragEnter, then
    /// touchDragInside (DEC, the crossing first; the bit order before). Lifted there, 60 pt below the bounds but within
    /// the 70 pt margin: touchUpInside. With the margin set to 0 (a scene's threshold), the
    /// same lift at y = 100 > 40 is outside: the move at 0.2 is touchDragOutside only (it
    /// was already outside) and the lift touchUpOutside.
    @Test(
        "a drag out and back in: touchDragEnter, and touchUpInside within the margin",
        arguments: [
            (
                70.0,
                [
                    "0 handler ok.touchDown",
                    "0.1 handler ok.touchDragExit", "0.1 handler ok.touchDragOutside",
                    "0.2 handler ok.touchDragEnter", "0.2 handler ok.touchDragInside",
                    "0.3 handler ok.touchUpInside",
                ]
            ),
            (
                0.0,
                [
                    "0 handler ok.touchDown",
                    "0.1 handler ok.touchDragExit", "0.1 handler ok.touchDragOutside",
                    "0.2 handler ok.touchDragOutside",
                    "0.3 handler ok.touchUpOutside",
                ]
            ),
        ])
    func dragOutAndBack(margin: Double, expected: [String]) {
        var thresholds = Thresholds()
        thresholds.controlTouchInsideMargin = margin
        let scene = TestScene(thresholds: thresholds)
        scene.add(Button(name: "ok", frame: CGRect(x: 100, y: 200, width: 120, height: 40)))
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 220)
        script.move(1, at: 0.1, x: 160, y: 320)
        script.move(1, at: 0.2, x: 160, y: 300)
        script.up(1, at: 0.3)
        #expect(scene.run(script).filter { $0.contains("handler") } == expected)
    }

    /// §9, the lift (DEC, UIKitCore iOS 26.1, `-[UIControl touchesEnded:withEvent:]`): the
    /// lift point's inside-ness is compared with the last one known, and a change sends
    /// touchDragEnter or touchDragExit before the up. Down at (160, 220), inside. Lifted with
    /// no move before it at (160, 520), 300 pt lower: (60, 320) in the button, 320 ≥ 40 + 70,
    /// outside: touchDragExit, then touchUpOutside. The other way: a move at 0.1 to (160, 330),
    /// (60, 130) in the button, 130 ≥ 110, outside (touchDragExit, then touchDragOutside, §9
    /// DEC), then a lift at (160, 230), (60, 30), inside the
    /// bounds, with no move to it: touchDragEnter, then touchUpInside.
    @Test(
        "a lift on the other side of the tracking area's edge sends touchDragExit or touchDragEnter before the up",
        arguments: [
            (
                [(0.0, 220.0)], (0.2, 520.0),
                [
                    "0 view ok began 1",
                    "0 handler ok.touchDown",
                    "0.2 view ok ended 1",
                    "0.2 handler ok.touchDragExit",
                    "0.2 handler ok.touchUpOutside",
                ]
            ),
            (
                [(0.0, 220.0), (0.1, 330.0)], (0.2, 230.0),
                [
                    "0 view ok began 1",
                    "0 handler ok.touchDown",
                    "0.1 view ok moved 1",
                    "0.1 handler ok.touchDragExit",
                    "0.1 handler ok.touchDragOutside",
                    "0.2 view ok ended 1",
                    "0.2 handler ok.touchDragEnter",
                    "0.2 handler ok.touchUpInside",
                ]
            ),
        ] as [([(Double, Double)], (Double, Double), [String])])
    func liftAcrossTheEdge(path: [(Double, Double)], lift: (Double, Double), expected: [String]) {
        let scene = scene()
        var script = TouchScript()
        script.down(1, at: path[0].0, x: 160, y: path[0].1)
        for (time, y) in path.dropFirst() { script.move(1, at: time, x: 160, y: y) }
        script.up(1, at: lift.0, x: 160, y: lift.1)
        #expect(scene.run(script) == expected)
    }

    /// A pan is not the button's default action (§9: only a single-finger single tap is), so
    /// the button lets it begin. At 0.1 the finger moved 5 pt (< 10 pt, §4 Pan): the button
    /// gets the move, inside: touchDragInside. At 0.2 it moved 20 pt ≥ 10: the pan begins and,
    /// with `cancelsTouchesInView`, cancels the button's touch just before its action (§2 step
    /// 5): touchesCancelled while tracking, so touchCancel. The button sees nothing more.
    @Test("a pan on the superview that begins over the button cancels the button's tracking")
    func panCancelsButton() {
        let scene = scene([("pan", PanGestureRecognizer())])
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 220)
        script.move(1, at: 0.1, x: 160, y: 225)
        script.move(1, at: 0.2, x: 160, y: 240)
        script.move(1, at: 0.3, x: 160, y: 260)
        script.up(1, at: 0.4)
        #expect(
            scene.run(script) == [
                "0 view ok began 1",
                "0 handler ok.touchDown",
                "0.1 view ok moved 1",
                "0.1 handler ok.touchDragInside",
                "0.2 view ok cancelled 1",
                "0.2 handler ok.touchCancel",
                "0.2 pan began",
                "0.3 pan changed",
                "0.4 pan ended",
            ])
    }

    /// A double tap is not in Apple's list (§9), so the button allows it. Tap 1 (0–0.08): the
    /// button's began goes through (touchDown); its ended is held while the double tap is
    /// possible (§2 step 7, `delaysTouchesEnded`). Tap 2 goes down at 0.2, 0.12 s after the
    /// lift (< 0.35 s) at the same place (0 ≤ 45 pt), so its `tapCount` is 2 (§2): touchDown and
    /// touchDownRepeat (the view takes it: its first touch has lifted, so
    /// `isMultipleTouchEnabled` false does not exclude it). At the second lift, 0.28, the double
    /// tap recognizes and cancels both touches on the button in one call (§2 step 5: the held
    /// ended is replaced by a cancel): touchCancel. The button never sends touchUpInside.
    @Test("a double tap on the superview recognizes over a button, which gets touchCancel")
    func doubleTapOverButton() {
        let scene = scene([("double", Self.doubleTap())])
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 220)
        script.tap(2, at: 0.2, x: 160, y: 220)
        #expect(
            scene.run(script) == [
                "0 view ok began 1",
                "0 handler ok.touchDown",
                "0.2 view ok began 1 tapCount 2",
                "0.2 handler ok.touchDown",
                "0.2 handler ok.touchDownRepeat",
                "0.28 view ok cancelled 2 tapCount 2",
                "0.28 handler ok.touchCancel",
                "0.28 double recognized",
            ])
    }

    /// `beginTracking` answering false: the control tracks nothing, so it sends no event for
    /// that touch (§9: events are sent only while tracking); the view still gets its touches.
    @Test("a control whose beginTracking answers false sends no events")
    func beginTrackingRefused() {
        final class Inert: Control, @unchecked Sendable {
            override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { false }
        }
        let scene = TestScene()
        scene.add(Inert(name: "inert", frame: CGRect(x: 100, y: 200, width: 120, height: 40)))
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 220)
        #expect(scene.run(script) == ["0 view inert began 1", "0.08 view inert ended 1"])
    }

    /// A plain `Control` has no default action in Apple's list (§9): the superview's single tap
    /// recognizes over it and cancels its touch (§2 step 5), so touchCancel, not touchUpInside.
    @Test("a plain control does not prevent the superview's single tap")
    func plainControlAllowsTap() {
        let scene = TestScene()
        let panel = scene.addView("panel", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(Control(name: "knob", frame: CGRect(x: 100, y: 200, width: 120, height: 40)), parent: panel)
        scene.add(TapGestureRecognizer(), named: "tap", to: panel)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 220)
        #expect(
            scene.run(script) == [
                "0 view knob began 1",
                "0 handler knob.touchDown",
                "0.08 view knob cancelled 1",
                "0.08 handler knob.touchCancel",
                "0.08 tap recognized",
            ])
    }

    /// Actions added with `addAction(for:_:)` run after the event's outcome line, for the
    /// events they were added for.
    @Test("a control's actions run for their events, after each event's line")
    func actionsRun() {
        let scene = TestScene()
        let button = scene.add(Button(name: "ok", frame: CGRect(x: 100, y: 200, width: 120, height: 40)))
        button.addAction(for: [.touchUpInside, .touchUpOutside]) { control, _ in
            control.window?.environment?.report(handler: "pressed", values: [.text("by", control.name)])
        }
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 220)
        #expect(
            scene.run(script) == [
                "0 view ok began 1",
                "0 handler ok.touchDown",
                "0.08 view ok ended 1",
                "0.08 handler ok.touchUpInside",
                "0.08 handler pressed by=ok",
            ])
    }

    // MARK: - The views a recognizer's touches hit are asked

    /// A view that refuses every recognizer of another view (as a control refuses the gestures
    /// of its default action).
    private final class RefusingStrip: View, @unchecked Sendable {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
            gestureRecognizer.view === self
        }
    }

    /// §9 (DOC, `UIView.gestureRecognizerShouldBegin(_:)`; the rule is the view's, not only a
    /// control's): the pan on the panel asks to begin at 0.1, 20 pt from touch-down (≥ 10, §4
    /// Pan); the view its touch hit answers false, so the pan fails with no action (§1 gate 2)
    /// and the strip keeps its touch: nothing cancels it, nothing holds its ended.
    @Test("a superview's recognizer is refused by the gestureRecognizerShouldBegin of the view its touch hit")
    func hitViewRefusesSuperviewRecognizer() {
        let scene = TestScene()
        let panel = scene.addView("panel", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(RefusingStrip(name: "strip", frame: CGRect(x: 100, y: 200, width: 120, height: 40)), parent: panel)
        scene.add(PanGestureRecognizer(), named: "pan", to: panel)
        var script = TouchScript()
        script.down(1, at: 0, x: 110, y: 220)
        script.move(1, at: 0.1, x: 130, y: 220)
        script.move(1, at: 0.2, x: 150, y: 220)
        script.up(1, at: 0.3)
        #expect(
            scene.run(script) == [
                "0 view strip began 1",
                "0.1 pan failed",
                "0.1 view strip moved 1",
                "0.2 view strip moved 1",
                "0.3 view strip ended 1",
            ])
    }

    // MARK: - isExclusiveTouch

    /// Two views side by side: an exclusive button "a" at (20, 200, 120, 40) and a plain view
    /// "pad" at (180, 200, 120, 40) with a single tap "padTap".
    private func exclusiveScene() -> TestScene {
        let scene = TestScene()
        let a = scene.add(Button(name: "a", frame: CGRect(x: 20, y: 200, width: 120, height: 40)))
        a.isExclusiveTouch = true
        let pad = scene.addView("pad", frame: CGRect(x: 180, y: 200, width: 120, height: 40))
        scene.add(TapGestureRecognizer(), named: "padTap", to: pad)
        return scene
    }

    /// §9 (DOC: while an exclusive-touch view tracks a finger, a touch on another view is not
    /// delivered; CHOICE: to neither the view nor its recognizers). Finger 1 holds "a" from 0
    /// to 0.15. Finger 2 taps "pad" from 0.05 to 0.1: refused, so padTap (which would have
    /// recognized a 0.05 s tap, §4 Tap) sees nothing and pad nothing. "a" lifts inside:
    /// touchUpInside. Once finger 1 is up, finger 3 (0.3–0.38) reaches pad and padTap, which
    /// recognizes at the lift and cancels pad's touch first (§2 step 5).
    @Test("a finger on an exclusive-touch button keeps a second finger from another view and its recognizers")
    func exclusiveBlocksOthers() {
        let scene = exclusiveScene()
        var script = TouchScript()
        script.down(1, at: 0, x: 80, y: 220)
        script.tap(2, at: 0.05, x: 240, y: 220, duration: 0.05)
        script.up(1, at: 0.15)
        script.tap(3, at: 0.3, x: 240, y: 220)
        #expect(
            scene.run(script) == [
                "0 view a began 1",
                "0 handler a.touchDown",
                "0.15 view a ended 1",
                "0.15 handler a.touchUpInside",
                "0.3 view pad began 1",
                "0.38 view pad cancelled 1",
                "0.38 padTap recognized",
            ])
    }

    /// §9, the other way (DOC: an exclusive-touch view gets a touch only if it is the only view
    /// tracking one): finger 1 holds pad from 0 to 0.2; finger 2 on "a" (0.05–0.13) is refused,
    /// so "a" sends nothing. padTap recognizes finger 1's 0.2 s tap at its lift (< 0.75 s, §4
    /// Tap) and cancels pad's touch first.
    @Test("an exclusive-touch button gets no touch while another view has one")
    func exclusiveIsBlocked() {
        let scene = exclusiveScene()
        var script = TouchScript()
        script.down(1, at: 0, x: 240, y: 220)
        script.tap(2, at: 0.05, x: 80, y: 220)
        script.up(1, at: 0.2)
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.2 view pad cancelled 1",
                "0.2 padTap recognized",
            ])
    }

    /// §9: the exclusive view itself may take a second finger (it is then the only view
    /// tracking), here with `isMultipleTouchEnabled` so the view receives it (§2 step 7). The
    /// control reads the first touch of each call (UIKit's `anyObject`): finger 2's touchesBegan
    /// restarts tracking (touchDown); finger 1's lift at 0.2 (inside) ends it, touchUpInside;
    /// finger 2's lift at 0.3 finds it not tracking: no event.
    @Test("an exclusive-touch view still takes a second finger of its own")
    func exclusiveTakesOwnSecondFinger() {
        let scene = TestScene()
        let a = scene.add(Control(name: "a", frame: CGRect(x: 20, y: 200, width: 120, height: 40)))
        a.isExclusiveTouch = true
        a.isMultipleTouchEnabled = true
        var script = TouchScript()
        script.down(1, at: 0, x: 40, y: 220)
        script.down(2, at: 0.1, x: 120, y: 220)
        script.up(1, at: 0.2)
        script.up(2, at: 0.3)
        #expect(
            scene.run(script) == [
                "0 view a began 1",
                "0 handler a.touchDown",
                "0.1 view a began 1",
                "0.1 handler a.touchDown",
                "0.2 view a ended 1",
                "0.2 handler a.touchUpInside",
                "0.3 view a ended 1",
            ])
    }
}
