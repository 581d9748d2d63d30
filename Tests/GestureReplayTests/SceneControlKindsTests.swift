import Foundation
import GestureModel
import GestureReplay
import Testing

/// A scene's control keys (`enabled`, `selected`) and control kinds (`switch`, `slider`,
/// `segmentedControl`, `stepper`) with their keys (docs/FORMATS.md §1), read and replayed to an
/// outcome (§3). Expectations derived from docs/SEMANTICS.md §9 and the arithmetic stated.
@Suite struct SceneControlKindsTests {
    /// A 320 × 568 window, a view "panel" filling it with `recognizer` ("tap" or "swipe"), and
    /// on it a control "ok" of `kind` at (100, 200, 120, 40), with `extra` added to its keys.
    static func scene(kind: String, _ extra: String, recognizer: String = "tap") -> String {
        """
        {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":568},
         "views":[{"name":"panel","frame":[0,0,320,568]},
                  {"name":"ok","parent":"panel","kind":"\(kind)","frame":[100,200,120,40]\(extra)}],
         "recognizers":[{"name":"\(recognizer)","type":"\(recognizer)","view":"panel"}]}
        """
    }

    /// A tap at (160, 220), (60, 20) in the control: 0–0.08.
    static let tap = """
        {"t":0,"touch":1,"phase":"began","x":160,"y":220}
        {"t":0.08,"touch":1,"phase":"ended","x":160,"y":220}
        """

    /// The lines of a tap on a control whose single tap beats the panel's (§9): touchDown
    /// (then `afterDown`), the tap fails at the lift, the held ended, touchUpInside (then
    /// `afterUp`).
    static func controlTap(afterDown: [String] = [], afterUp: [String] = []) -> String {
        ([#"{"t":0,"view":"ok","touches":"began","count":1}"#, #"{"t":0,"handler":"ok.touchDown"}"#] + afterDown + [
            #"{"t":0.08,"recognizer":"tap","state":"failed"}"#, #"{"t":0.08,"view":"ok","touches":"ended","count":1}"#,
            #"{"t":0.08,"handler":"ok.touchUpInside"}"#,
        ] + afterUp).map { $0 + "\n" }.joined()
    }

    /// The lines of the panel's tap recognizing at (160, 220) (§4 Tap, §2 step 5).
    static let panelTap = """
        {"t":0,"view":"panel","touches":"began","count":1}
        {"t":0.08,"view":"panel","touches":"cancelled","count":1}
        {"t":0.08,"recognizer":"tap","state":"recognized","location":[160,220],"numberOfTouches":1}

        """

    /// §9. A disabled button is not hit: the panel's tap recognizes. A switch set on flips off
    /// at the lift. A stepper at 5 with a step of 2.5: x 60 is on its plus half (60 ≥ 120 / 2),
    /// so 7.5 at touch-down. A segmented control of 3 segments (40 pt each) with segment 0
    /// selected: x 60 is in segment 1.
    @Test(
        "a scene's control keys reach the control, and its events and values are outcome lines",
        arguments: [
            ("button", #","enabled":false"#, panelTap),
            ("switch", #","on":true,"selected":true"#, controlTap(afterUp: [#"{"t":0.08,"handler":"ok.valueChanged","on":false}"#])),
            ("stepper", #","value":5,"stepValue":2.5"#, controlTap(afterDown: [#"{"t":0,"handler":"ok.valueChanged","value":7.5}"#])),
            (
                "segmentedControl", #","numberOfSegments":3,"selectedSegmentIndex":0"#,
                controlTap(afterUp: [#"{"t":0.08,"handler":"ok.valueChanged","selectedSegmentIndex":1}"#])
            ),
        ])
    func controlScene(kind: String, extra: String, outcome: String) throws {
        #expect(try SceneControlTests.replay(Self.scene(kind: kind, extra), Self.tap) == outcome)
    }

    /// §9. A slider at 0.5 of 0…1: its 40 pt thumb (as tall as the slider) travels 80 pt and
    /// is at 40–80, so a touch at x 60 is on it and the panel's right swipe, 50 pt in 0.0625 s
    /// (§4 Swipe: ≥ 47.0625 pt), is refused and fails; the slider gets the move: 0.5 + 50 / 80
    /// = 1.125, held at 1. At the default value 0 the thumb is at 0–40, the touch is off it, and
    /// the swipe recognizes at (160, 220) and cancels the slider's touch.
    @Test(
        "a scene's slider value places the thumb that a superview's swipe must not start on",
        arguments: [
            (
                #","value":0.5"#,
                """
                {"t":0,"view":"ok","touches":"began","count":1}
                {"t":0,"handler":"ok.touchDown"}
                {"t":0.0625,"recognizer":"swipe","state":"failed"}
                {"t":0.0625,"view":"ok","touches":"moved","count":1}
                {"t":0.0625,"handler":"ok.touchDragInside"}
                {"t":0.0625,"handler":"ok.valueChanged","value":1}
                {"t":0.125,"view":"ok","touches":"ended","count":1}
                {"t":0.125,"handler":"ok.touchUpInside"}

                """
            ),
            (
                "",
                """
                {"t":0,"view":"ok","touches":"began","count":1}
                {"t":0,"handler":"ok.touchDown"}
                {"t":0.0625,"view":"ok","touches":"cancelled","count":1}
                {"t":0.0625,"handler":"ok.touchCancel"}
                {"t":0.0625,"recognizer":"swipe","state":"recognized","location":[160,220],"numberOfTouches":1,"direction":"right"}

                """
            ),
        ])
    func sliderScene(extra: String, outcome: String) throws {
        let touches = """
            {"t":0,"touch":1,"phase":"began","x":160,"y":220}
            {"t":0.0625,"touch":1,"phase":"moved","x":210,"y":220}
            {"t":0.125,"touch":1,"phase":"ended","x":210,"y":220}
            """
        #expect(try SceneControlTests.replay(Self.scene(kind: "slider", extra, recognizer: "swipe"), touches) == outcome)
    }

    @Test("a scene's control keys are read with UIKit's defaults")
    func readsControlKeys() throws {
        let spec = try SceneSpec.parse(
            """
            {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":568},
             "views":[{"name":"a","frame":[0,0,10,10]},
                      {"name":"b","frame":[0,0,10,10],"kind":"button","enabled":false,"selected":true},
                      {"name":"c","frame":[0,0,10,10],"kind":"slider","minimumValue":-1,"maximumValue":1}]}
            """, file: "s.scene.json", registry: .builtIn)
        #expect(spec.views.map { $0.control == nil } == [true, false, false])
        #expect(spec.views.compactMap(\.control).map(\.isEnabled) == [false, true])
        #expect(spec.views.compactMap(\.control).map(\.isSelected) == [true, false])
        #expect(spec.views[2].control?.minimumValue == -1)
        #expect(spec.views[2].control?.value == nil)
    }

    /// Each error names the file, the line of the value, its JSON path and the problem
    /// (docs/FORMATS.md §1). The views start on line 2.
    @Test(
        "a control key on the wrong kind, or a wrong value, names the file, line, path and problem",
        arguments: [
            (
                #"{"name":"a","frame":[0,0,1,1],"enabled":false}"#,
                #"s.scene.json:2: views[0].enabled: only a control has it ("kind": "control", "button", "switch", "slider", "segmentedControl", "stepper")"#
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":"button","on":true}"#,
                #"s.scene.json:2: views[0].on: only a switch has it ("kind": "switch")"#
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":"segmentedControl","value":1}"#,
                #"s.scene.json:2: views[0].value: only a slider or a stepper has it ("kind": "slider", "stepper")"#
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":"switch","on":1}"#,
                "s.scene.json:2: views[0].on: expected true or false, found a number"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":"slider","value":2}"#,
                "s.scene.json:2: views[0].value: expected a number from minimumValue (0) to maximumValue (1), found 2"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":"slider","minimumValue":2}"#,
                "s.scene.json:2: views[0].minimumValue: minimumValue (2) must be at most maximumValue (1)"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":"stepper","minimumValue":5,"maximumValue":5}"#,
                "s.scene.json:2: views[0].maximumValue: minimumValue (5) must be below maximumValue (5)"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":"stepper","stepValue":0}"#,
                "s.scene.json:2: views[0].stepValue: must be greater than 0, found 0"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":"segmentedControl","numberOfSegments":-1}"#,
                "s.scene.json:2: views[0].numberOfSegments: expected a whole number ≥ 0, found -1"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":"segmentedControl","numberOfSegments":3,"selectedSegmentIndex":3}"#,
                "s.scene.json:2: views[0].selectedSegmentIndex: expected -1 (no segment) or an index below numberOfSegments (3), found 3"
            ),
        ] as [(String, String)])
    func rejects(views: String, message: String) {
        let text = """
            {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":568},"views":[
            \(views)]}
            """
        do {
            _ = try SceneSpec.parse(text, file: "s.scene.json", registry: .builtIn)
            Issue.record("parsed")
        } catch {
            #expect(error.description == message)
        }
    }

    /// The classic bug, mid-session, in a Swift scene: the button's touchUpInside action sets
    /// `isEnabled = false`. Tap 1 (0–0.08) is the button's, as a tap on an enabled button is
    /// (§9); tap 2 (1–1.08, tapCount 1: 0.92 s after the lift) is not hit on the disabled
    /// button and is the panel's: its tap recognizes (the enabled-false lines above, 1 s later).
    @Test("a Swift scene's button disabled by its first tap leaves the second to the superview's tap")
    func disableAfterFirstTap() throws {
        let scene = SwiftScene(name: "s", windowHeight: 568) { instance in
            let panel = instance.addView(named: "panel", frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            let button = instance.add(
                Button(name: "ok", frame: CGRect(x: 100, y: 200, width: 120, height: 40)), parent: panel)
            button.addAction(for: .touchUpInside) { control, _ in control.isEnabled = false }
            instance.add(TapGestureRecognizer(), named: "tap", to: panel)
        }
        let touches = """
            {"t":0,"touch":1,"phase":"began","x":160,"y":220}
            {"t":0.08,"touch":1,"phase":"ended","x":160,"y":220}
            {"t":1,"touch":2,"phase":"began","x":160,"y":220}
            {"t":1.08,"touch":2,"phase":"ended","x":160,"y":220}
            """
        let secondTap = """
            {"t":1,"view":"panel","touches":"began","count":1}
            {"t":1.08,"view":"panel","touches":"cancelled","count":1}
            {"t":1.08,"recognizer":"tap","state":"recognized","location":[160,220],"numberOfTouches":1}

            """
        #expect(try SceneControlTests.replay(.swift(scene), touches) == Self.controlTap() + secondTap)
    }
}
