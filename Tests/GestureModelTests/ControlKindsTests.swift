import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// `Switch`, `Stepper`, `SegmentedControl` and `Slider`: their values and the precedence of
/// their default actions over a superview's recognizers, replayed whole (docs/SEMANTICS.md §9).
///
/// Each scene: a 320 × 480 window, a view "panel" filling it with the recognizer under test,
/// and on it one control. A `valueChanged` line carries the new value (docs/FORMATS.md §3).
/// Every expected line is derived from the rules cited per test; none was copied from a run.
@ReplayActor @Suite struct ControlKindsTests {
    private func scene<C: Control>(_ control: C, _ recognizer: (String, GestureRecognizer)?) -> TestScene {
        let scene = TestScene()
        let panel = scene.addView("panel", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(control, parent: panel)
        if let (name, recognizer) = recognizer { scene.add(recognizer, named: name, to: panel) }
        return scene
    }

    /// What a tap on a control whose single tap beats the panel's gives (`ControlTests`, "a tap
    /// on a button"), from `start`, with `extra` lines after touchUpInside.
    static func tapLines(_ name: String, at start: String, lift: String, afterDown: [String] = [], afterUp: [String] = [])
        -> [String]
    {
        ["\(start) view \(name) began 1", "\(start) handler \(name).touchDown"] + afterDown + [
            "\(lift) tap failed", "\(lift) view \(name) ended 1", "\(lift) handler \(name).touchUpInside",
        ] + afterUp
    }

    // MARK: - Switch: a 51 × 31 pt switch "s" at (100, 200): x 100–151, y 200–231.

    /// §9 (DOC: "a single finger single tap occurs on a … UISwitch" is the control's): the
    /// panel's single tap fails at each lift; each lift inside flips `isOn` (CHOICE) and sends
    /// valueChanged after touchUpInside: on, then off. Taps at 0 and 1 s (tapCount 1 each).
    @Test("each tap on a switch flips it, and the superview's single tap does not recognize")
    func switchTaps() {
        let toggle = Switch(name: "s", frame: CGRect(x: 100, y: 200, width: 51, height: 31))
        let scene = scene(toggle, ("tap", TapGestureRecognizer()))
        var script = TouchScript()
        script.tap(1, at: 0, x: 125, y: 215)
        script.tap(2, at: 1, x: 125, y: 215)
        #expect(
            scene.run(script)
                == Self.tapLines("s", at: "0", lift: "0.08", afterUp: ["0.08 handler s.valueChanged on=true"])
                + Self.tapLines("s", at: "1", lift: "1.08", afterUp: ["1.08 handler s.valueChanged on=false"]))
        #expect(!toggle.isOn)
    }

    /// §9 (DOC: "a single finger pan occurs on the knob of a UISwitch object, in a direction
    /// parallel to the switch" is the control's). Horizontal: at 0.1 the finger moved 5 pt (<
    /// 10 pt, §4 Pan): touchDragInside; at 0.2, 20 pt across: the pan asks to begin, its
    /// translation (20, 0) is parallel, the switch refuses and the pan fails; the switch gets
    /// the move and, at the lift inside, flips. Vertical, translation (0, 20): not parallel;
    /// the pan begins and cancels the switch's touch (§2 step 5): touchCancel, no flip.
    @Test(
        "a pan along a switch is the switch's; a pan across it is the superview's",
        arguments: [
            (
                (5.0, 0.0), (20.0, 0.0),
                [
                    "0 view s began 1", "0 handler s.touchDown", "0.1 view s moved 1", "0.1 handler s.touchDragInside",
                    "0.2 pan failed", "0.2 view s moved 1", "0.2 handler s.touchDragInside", "0.3 view s ended 1",
                    "0.3 handler s.touchUpInside", "0.3 handler s.valueChanged on=true",
                ]
            ),
            (
                (0, 5), (0, 20),
                [
                    "0 view s began 1", "0 handler s.touchDown", "0.1 view s moved 1", "0.1 handler s.touchDragInside",
                    "0.2 view s cancelled 1", "0.2 handler s.touchCancel", "0.2 pan began", "0.3 pan ended",
                ]
            ),
        ] as [((Double, Double), (Double, Double), [String])])
    func switchPan(first: (Double, Double), second: (Double, Double), expected: [String]) {
        let scene = scene(Switch(name: "s", frame: CGRect(x: 100, y: 200, width: 51, height: 31)), ("pan", PanGestureRecognizer()))
        var script = TouchScript()
        script.down(1, at: 0, x: 110, y: 205)
        script.move(1, at: 0.1, x: 110 + first.0, y: 205 + first.1)
        script.move(1, at: 0.2, x: 110 + second.0, y: 205 + second.1)
        script.up(1, at: 0.3)
        #expect(scene.run(script) == expected)
    }

    // MARK: - Stepper: 94 × 29 pt "st" at (100, 200); its halves meet at x 47 in it.

    /// §9 (CHOICE: a step at touch-down, after touchDown): a tap at (80, 10), the plus half,
    /// takes the value from 0 to 1; taps at (10, 10), the minus half, take it to 0, then stay
    /// at the minimum 0 (no valueChanged). The panel's single tap fails each time (DOC: "a
    /// single finger single tap occurs on a … UIStepper" is the control's).
    @Test("a stepper steps at touch-down on its halves, within its range")
    func stepperSteps() {
        let stepper = Stepper(name: "st", frame: CGRect(x: 100, y: 200, width: 94, height: 29))
        let scene = scene(stepper, ("tap", TapGestureRecognizer()))
        var script = TouchScript()
        script.tap(1, at: 0, x: 180, y: 210)
        script.tap(2, at: 1, x: 110, y: 210)
        script.tap(3, at: 2, x: 110, y: 210)
        #expect(
            scene.run(script)
                == Self.tapLines("st", at: "0", lift: "0.08", afterDown: ["0 handler st.valueChanged value=1"])
                + Self.tapLines("st", at: "1", lift: "1.08", afterDown: ["1 handler st.valueChanged value=0"])
                + Self.tapLines("st", at: "2", lift: "2.08"))
        #expect(stepper.value == 0)
    }

    // MARK: - Segmented control: 280 × 32 pt "seg" at (20, 200), 4 segments of 70 pt.

    /// §9 (CHOICE: the segment under the lift, after touchUpInside; equal widths, DOC): a tap
    /// at x 200, 180 into the control, is in segment 2 (140–210): valueChanged with 2. The
    /// same tap again selects the selected segment: no valueChanged. A tap at x 30, 10 in:
    /// segment 0.
    @Test("a tap on a segmented control selects the segment under the lift")
    func segmentedSelects() {
        let segmented = SegmentedControl(name: "seg", frame: CGRect(x: 20, y: 200, width: 280, height: 32))
        segmented.numberOfSegments = 4
        let scene = scene(segmented, ("tap", TapGestureRecognizer()))
        var script = TouchScript()
        script.tap(1, at: 0, x: 200, y: 215)
        script.tap(2, at: 1, x: 200, y: 215)
        script.tap(3, at: 2, x: 30, y: 215)
        #expect(
            scene.run(script)
                == Self.tapLines("seg", at: "0", lift: "0.08", afterUp: ["0.08 handler seg.valueChanged selectedSegmentIndex=2"])
                + Self.tapLines("seg", at: "1", lift: "1.08")
                + Self.tapLines("seg", at: "2", lift: "2.08", afterUp: ["2.08 handler seg.valueChanged selectedSegmentIndex=0"]))
    }

    // MARK: - Slider: 280 × 30 pt "sl" at (20, 200), value 0…1; its 30 pt thumb travels 250 pt.

    /// §9 (CHOICE: the thumb follows the finger's horizontal travel, 250 pt for the range, and
    /// stops at the ends). Down at x 35, 15 into the slider: on the thumb (0–30 at value 0). At
    /// 0.1, 25 pt right: value 0.1. At 0.2, 250 pt more: 1.1, held at 1. At 0.3, 10 pt more:
    /// still 1, no valueChanged. No recognizer on the panel.
    @Test("a slider's thumb follows the finger and stops at the maximum")
    func sliderDrags() {
        let scene = scene(Slider(name: "sl", frame: CGRect(x: 20, y: 200, width: 280, height: 30)), nil)
        var script = TouchScript()
        script.down(1, at: 0, x: 35, y: 215)
        script.move(1, at: 0.1, x: 60, y: 215)
        script.move(1, at: 0.2, x: 310, y: 215)
        script.move(1, at: 0.3, x: 320, y: 215)
        script.up(1, at: 0.4)
        #expect(
            scene.run(script) == [
                "0 view sl began 1", "0 handler sl.touchDown",
                "0.1 view sl moved 1", "0.1 handler sl.touchDragInside", "0.1 handler sl.valueChanged value=0.1",
                "0.2 view sl moved 1", "0.2 handler sl.touchDragInside", "0.2 handler sl.valueChanged value=1",
                "0.3 view sl moved 1", "0.3 handler sl.touchDragInside",
                "0.4 view sl ended 1", "0.4 handler sl.touchUpInside",
            ])
    }

    /// §9 (DOC: "A single finger swipe occurs on the knob of a UISlider object, in a direction
    /// parallel to the slider" is the control's). The panel's right swipe gets 50 pt in 0.0625
    /// s, enough (§4 Swipe: 47.0625 pt then), and asks to be recognized. From the thumb (x 35):
    /// the slider refuses, the swipe fails, and the slider gets the move: value 50 / 250 = 0.2.
    /// From the track (x 200, 180 in, off the thumb): the swipe recognizes and cancels the
    /// slider's touch (§2 step 5), which had moved no value.
    @Test(
        "a swipe along a slider that starts on its thumb is the slider's; from the track it is the superview's",
        arguments: [
            (
                35.0,
                [
                    "0 view sl began 1", "0 handler sl.touchDown", "0.0625 swipe failed", "0.0625 view sl moved 1",
                    "0.0625 handler sl.touchDragInside", "0.0625 handler sl.valueChanged value=0.2",
                    "0.125 view sl ended 1", "0.125 handler sl.touchUpInside",
                ]
            ),
            (
                200,
                [
                    "0 view sl began 1", "0 handler sl.touchDown", "0.0625 view sl cancelled 1",
                    "0.0625 handler sl.touchCancel", "0.0625 swipe recognized",
                ]
            ),
        ] as [(Double, [String])])
    func sliderSwipe(startX: Double, expected: [String]) {
        let scene = scene(Slider(name: "sl", frame: CGRect(x: 20, y: 200, width: 280, height: 30)), ("swipe", SwipeGestureRecognizer()))
        var script = TouchScript()
        script.down(1, at: 0, x: startX, y: 215)
        script.move(1, at: 0.0625, x: startX + 50, y: 215)
        script.up(1, at: 0.125)
        #expect(scene.run(script) == expected)
    }

    // MARK: - Text field: a 280 × 30 pt field "f" at (20, 100), no recognizer on the panel.

    /// A `TextField` is a `UIControl` as far as touches go (its documentation; DOC: "class
    /// UITextField : UIControl"): a tap inside sends touchDown at the touch-down and
    /// touchUpInside at the lift, as a button's does (`ControlTests`). Editing is not modelled,
    /// so the `text` and `placeholder` a view controller set are what it holds after the tap.
    @Test(
        "a text field's text and placeholder are nil until set; a tap on it: touchDown, touchUpInside; they stay as set"
    )
    func textFieldTap() {
        let field = TextField(name: "f", frame: CGRect(x: 20, y: 100, width: 280, height: 30))
        // "This value is nil by default" (DOC, UITextField.text and UITextField.placeholder).
        #expect(field.text == nil && field.placeholder == nil)
        field.text = "harbour"
        field.placeholder = "Search photos"
        let scene = scene(field, nil)
        var script = TouchScript()
        script.tap(1, at: 0, x: 100, y: 115)
        #expect(
            scene.run(script) == [
                "0 view f began 1", "0 handler f.touchDown", "0.08 view f ended 1", "0.08 handler f.touchUpInside",
            ])
        #expect(field.text == "harbour" && field.placeholder == "Search photos")
    }
}
