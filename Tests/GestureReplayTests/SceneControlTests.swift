import Foundation
import GestureModel
import GestureReplay
import Testing

/// A scene file's controls (`"kind"`) and `"exclusiveTouch"` (docs/FORMATS.md §1), read and
/// replayed to an outcome (§3). Expectations derived from docs/SEMANTICS.md §2 and §9.
@Suite struct SceneControlTests {
    /// A 320 × 568 window, a view "panel" filling it with a single tap "tap", and on it a button
    /// "ok" at (100, 200, 120, 40), with `extra` added to the button's keys.
    static func scene(button extra: String) -> String {
        """
        {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":568},
         "views":[{"name":"panel","frame":[0,0,320,568]},
                  {"name":"ok","parent":"panel","kind":"button","frame":[100,200,120,40]\(extra)}],
         "recognizers":[{"name":"tap","type":"tap","view":"panel"}]}
        """
    }

    static func replay(_ scene: String, _ touches: String) throws -> String {
        let spec = try SceneSpec.parse(scene, file: "s.scene.json", registry: .builtIn)
        return try replay(.json(spec), touches)
    }

    static func replay(_ scene: Scene, _ touches: String) throws -> String {
        let header = #"{"format":"gesture-replay.touches","version":1,"name":"t","scene":"s"}"#
        let session = try TouchLog.read(
            Array((header + "\n" + touches).utf8), file: "t.touches.jsonl", defaultName: "t")
        return try Replayer(registry: .builtIn).replay(session, in: scene).outcome.jsonLines
    }

    /// Finger 1 taps the button (0–0.08); finger 2 taps the panel below it (0.02–0.05).
    static let tapWithSecondFinger = """
        {"t":0,"touch":1,"phase":"began","x":160,"y":220}
        {"t":0.02,"touch":2,"phase":"began","x":160,"y":400}
        {"t":0.05,"touch":2,"phase":"ended","x":160,"y":400}
        {"t":0.08,"touch":1,"phase":"ended","x":160,"y":220}
        """

    /// With `"exclusiveTouch": true`, finger 2 is refused while the button tracks finger 1
    /// (§9): the panel and its tap never see it, so the tap is still possible at finger 1's
    /// lift and asks to be recognized; the button's `gestureRecognizerShouldBegin` refuses a
    /// superview's single tap (§9, DOC), the tap fails, and the button's held ended (§2 step 7)
    /// comes after: touchUpInside at (60, 20) in the button. Without it, finger 2 reaches the
    /// panel: the tap gets a second touch, more than it requires, and fails at once (§4 Tap);
    /// the panel gets finger 2's began and ended (nothing holds them: the tap has failed, §2
    /// step 7), and the button its ended at 0.08 with touchUpInside.
    @Test(
        "a scene's button reports its events, and exclusiveTouch keeps a second finger from the panel",
        arguments: [
            (
                #","exclusiveTouch":true"#,
                """
                {"t":0,"view":"ok","touches":"began","count":1}
                {"t":0,"handler":"ok.touchDown"}
                {"t":0.08,"recognizer":"tap","state":"failed"}
                {"t":0.08,"view":"ok","touches":"ended","count":1}
                {"t":0.08,"handler":"ok.touchUpInside"}

                """
            ),
            (
                "",
                """
                {"t":0,"view":"ok","touches":"began","count":1}
                {"t":0,"handler":"ok.touchDown"}
                {"t":0.02,"recognizer":"tap","state":"failed"}
                {"t":0.02,"view":"panel","touches":"began","count":1}
                {"t":0.05,"view":"panel","touches":"ended","count":1}
                {"t":0.08,"view":"ok","touches":"ended","count":1}
                {"t":0.08,"handler":"ok.touchUpInside"}

                """
            ),
        ])
    func buttonScene(extra: String, outcome: String) throws {
        #expect(try Self.replay(Self.scene(button: extra), Self.tapWithSecondFinger) == outcome)
    }

    /// The same scene built in Swift, with `Button` made directly, replays to the same outcome
    /// as the file (the first case above, derived there).
    @Test("a Swift scene makes the button directly, with the same outcome as the scene file")
    func swiftScene() throws {
        let scene = SwiftScene(name: "s", windowHeight: 568) { instance in
            let panel = instance.addView(named: "panel", frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            let button = instance.add(
                Button(name: "ok", frame: CGRect(x: 100, y: 200, width: 120, height: 40)), parent: panel)
            button.isExclusiveTouch = true
            instance.add(TapGestureRecognizer(), named: "tap", to: panel)
        }
        let expected = try Self.replay(Self.scene(button: #","exclusiveTouch":true"#), Self.tapWithSecondFinger)
        #expect(try Self.replay(.swift(scene), Self.tapWithSecondFinger) == expected)
        #expect(expected.contains(#"{"t":0.08,"handler":"ok.touchUpInside"}"#))
    }

    @Test("a view's kind and exclusiveTouch are read; the default is a plain view, not exclusive")
    func readsKind() throws {
        let spec = try SceneSpec.parse(
            """
            {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":568},
             "views":[{"name":"a","frame":[0,0,10,10]},
                      {"name":"b","frame":[0,0,10,10],"kind":"control","exclusiveTouch":true},
                      {"name":"c","frame":[0,0,10,10],"kind":"button","exclusiveTouch":false}]}
            """, file: "s.scene.json", registry: .builtIn)
        #expect(spec.views.map(\.kind) == [.view, .control, .button])
        #expect(spec.views.map(\.isExclusiveTouch) == [false, true, false])
    }

    /// Each error names the file, the line of the offending value, its JSON path and the
    /// problem, as the other view keys' do (docs/FORMATS.md §1). The views start on line 2.
    @Test(
        "a wrong kind or exclusiveTouch names the file, line, path and problem",
        arguments: [
            (
                "{\"name\":\"a\",\"frame\":[0,0,1,1]},\n{\"name\":\"b\",\"frame\":[0,0,1,1],\"kind\":\"pageControl\"}",
                #"s.scene.json:3: views[1].kind: unknown view kind "pageControl" (known: view, control, button, scrollView, switch, slider, segmentedControl, stepper, label, imageView, textView, tableView, collectionView)"#
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"kind":1}"#,
                "s.scene.json:2: views[0].kind: expected a string, found a number"
            ),
            (
                "{\"name\":\"a\",\"frame\":[0,0,1,1],\n\n\"exclusiveTouch\":\"yes\"}",
                "s.scene.json:4: views[0].exclusiveTouch: expected true or false, found a string"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"exclusive":true}"#,
                #"s.scene.json:2: views[0].exclusive: unknown key (allowed: name, parent, frame, kind, userInteractionEnabled, multipleTouchEnabled, hidden, alpha, exclusiveTouch, boundsOrigin, clipsToBounds, transform, hitInset, contentSize, contentOffset, scrollEnabled, delaysContentTouches, canCancelContentTouches, directionalLockEnabled, alwaysBounceVertical, alwaysBounceHorizontal, minimumZoomScale, maximumZoomScale, enabled, selected, on, value, minimumValue, maximumValue, stepValue, numberOfSegments, selectedSegmentIndex)"#
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
}
