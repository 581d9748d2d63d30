import Foundation
import GestureModel
import GestureReplay
import Testing

/// A timeline entry triggered by a state (`"when"`) and a cancel (docs/FORMATS.md §1): code in a
/// recognizer's handler that disables, cancels or re-enables another. Every expectation is derived
/// from docs/SEMANTICS.md and arithmetic, cited per test. The scene of `SceneTimelineTests` (a
/// 320 × 568 window, "photo" at (10, 50, 300, 450) with a pan) and a view "button" at
/// (10, 510, 100, 50), below the photo, with a tap.
@Suite struct SceneTimelineTriggerTests {
    static func scene(timeline: String) -> String {
        """
        {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":568},
         "views":[{"name":"photo","frame":[10,50,300,450]},{"name":"button","frame":[10,510,100,50]}],
         "recognizers":[{"name":"pan","type":"pan","view":"photo"},{"name":"tap","type":"tap","view":"button"}],
         "timeline":[\(timeline)]}
        """
    }

    /// The pan's lines for `SceneTimelineTests.drag` (derived there, docs/SEMANTICS.md §4 Pan):
    /// began at 0.1 with 10 pt at 200 pt/s, changed at 0.2 (40 pt, 220 pt/s) and at 0.3 (45 pt,
    /// 250 pt/s), ended at 0.4 with the last values; the photo loses the touch when it begins.
    static let panBegins = #"""
        {"t":0,"view":"photo","touches":"began","count":1}
        {"t":0.1,"view":"photo","touches":"cancelled","count":1}
        {"t":0.1,"recognizer":"pan","state":"began","location":[120,200],"numberOfTouches":1,"translation":[10,0],"velocity":[200,0]}
        {"t":0.2,"recognizer":"pan","state":"changed","location":[150,200],"numberOfTouches":1,"translation":[40,0],"velocity":[220,0]}
        """#

    /// A tap on the button from `start` to `start` + 0.03 s at (50, 530).
    static func buttonTap(_ touch: Int, at start: Double) -> String {
        """
        {"t":\(start),"touch":\(touch),"phase":"began","x":50,"y":530}
        {"t":\(StableNumber.text(start + 0.03)),"touch":\(touch),"phase":"ended","x":50,"y":530}
        """
    }

    static func merged(_ parts: String...) throws -> String { try merged(parts) }

    /// Touch logs merged into one, by time (a stable sort: lines of one time keep their order).
    static func merged(_ parts: [String]) throws -> String {
        let lines = parts.flatMap { $0.split(separator: "\n").map(String.init) }
        return try lines.sorted { try time($0) < time($1) }.joined(separator: "\n")
    }

    private static func time(_ line: String) throws -> Double {
        let start = try #require(line.range(of: #""t":"#)).upperBound
        let end = try #require(line[start...].firstIndex(of: ","))
        return try #require(Double(line[start..<end]))
    }

    /// "Disable the buttons while dragging": the pan's began action disables the tap, its ended
    /// action enables it again. A tap recognizer that has no touch is possible and not active,
    /// so disabling it changes no state and records nothing (docs/SEMANTICS.md §1); disabled, it
    /// gets no touch, so the button's tap at 0.22 reaches only the button (began, then its lift
    /// at once: no recognizer holds it, §2 step 7). After the pan ended, the tap at 1 is
    /// recognized at its lift, and the button's touch is cancelled first (cancelsTouchesInView,
    /// §2 step 5), as in `SceneTimelineTests.enableLater`. Without the entries the tap at 0.22
    /// would be recognized too: the test fails if `when` runs nothing.
    @Test("code in the pan's began action disables the tap; its ended action enables it again")
    func disableWhileDragging() throws {
        let scene = Self.scene(
            timeline: """
                {"when":{"recognizer":"pan","state":"began"},"recognizer":"tap","enabled":false},
                {"when":{"recognizer":"pan","state":"ended"},"recognizer":"tap","enabled":true}
                """)
        let touches = try Self.merged(SceneTimelineTests.drag, Self.buttonTap(2, at: 0.22), Self.buttonTap(3, at: 1))
        #expect(
            try SceneTimelineTests.replay(scene, touches) == """
                \(Self.panBegins)
                {"t":0.22,"view":"button","touches":"began","count":1}
                {"t":0.25,"view":"button","touches":"ended","count":1}
                {"t":0.3,"recognizer":"pan","state":"changed","location":[155,200],"numberOfTouches":1,"translation":[45,0],"velocity":[250,0]}
                {"t":0.4,"recognizer":"pan","state":"ended","location":[155,200],"numberOfTouches":0,"translation":[45,0],"velocity":[250,0]}
                {"t":1,"view":"button","touches":"began","count":1}
                {"t":1.03,"view":"button","touches":"cancelled","count":1}
                {"t":1.03,"recognizer":"tap","state":"recognized","location":[50,530],"numberOfTouches":1}

                """)
    }

    /// The tap's action (recognized, the `ended` state: docs/SEMANTICS.md §1) cancels the pan
    /// mid-drag. The tap's line is recorded before its action runs (§1), and what the action
    /// changes is arbitrated in the same turn (§2 steps 4–6): the pan is cancelled at 0.25 with
    /// its values of 0.2, nothing having moved since (as `SceneTimelineTests.disablePan` at
    /// 0.25), and as a terminal recognizer gets nothing more of its touch (§1 Reset). A cancel
    /// is disable-then-enable: the pan resets when the touch lifts at 0.4 and begins again for
    /// the drag at 1, which moves 40 pt in 0.1 s: 40 − 10 = 30 pt (§4 Pan, revised), velocity
    /// 40/0.1 = 400 pt/s with no earlier sample, kept at the lift. Disabling alone leaves it
    /// disabled: the drag at 1 is the photo's alone.
    @Test(
        "a cancel from another recognizer's action cancels the pan at once; enabled again, it takes the next drag",
        arguments: [
            (
                #""cancel":true"#,
                #"""
                {"t":1,"view":"photo","touches":"began","count":1}
                {"t":1.1,"view":"photo","touches":"cancelled","count":1}
                {"t":1.1,"recognizer":"pan","state":"began","location":[140,200],"numberOfTouches":1,"translation":[30,0],"velocity":[400,0]}
                {"t":1.2,"recognizer":"pan","state":"ended","location":[140,200],"numberOfTouches":0,"translation":[30,0],"velocity":[400,0]}
                """#
            ),
            (
                #""enabled":false"#,
                #"""
                {"t":1,"view":"photo","touches":"began","count":1}
                {"t":1.1,"view":"photo","touches":"moved","count":1}
                {"t":1.2,"view":"photo","touches":"ended","count":1}
                """#
            ),
        ])
    func cancelFromAction(change: String, tail: String) throws {
        let scene = Self.scene(timeline: #"{"when":{"recognizer":"tap","state":"ended"},"recognizer":"pan",\#(change)}"#)
        let later = """
            {"t":1,"touch":3,"phase":"began","x":100,"y":200}
            {"t":1.1,"touch":3,"phase":"moved","x":140,"y":200}
            {"t":1.2,"touch":3,"phase":"ended","x":140,"y":200}
            """
        let touches = try Self.merged(SceneTimelineTests.drag, Self.buttonTap(2, at: 0.22), later)
        #expect(
            try SceneTimelineTests.replay(scene, touches) == """
                \(Self.panBegins)
                {"t":0.22,"view":"button","touches":"began","count":1}
                {"t":0.25,"view":"button","touches":"cancelled","count":1}
                {"t":0.25,"recognizer":"tap","state":"recognized","location":[50,530],"numberOfTouches":1}
                {"t":0.25,"recognizer":"pan","state":"cancelled","location":[150,200],"numberOfTouches":1,"translation":[40,0],"velocity":[220,0]}
                \(tail)

                """)
    }

    /// A `when` entry runs each time the action is sent in its state, and only then: `changed`
    /// comes twice in `drag` (0.2, 0.3), so a Swift handler counting calls counts 2; `began`
    /// once. The Swift scene's entries are the JSON ones (`.when`), and give the JSON scene's
    /// outcome.
    @Test("a Swift scene's when entries do what the JSON scene's do")
    func swiftScene() throws {
        let scene = SwiftScene(
            name: "s", windowWidth: 320, windowHeight: 568,
            timeline: [
                .when("pan", reaches: .began, "tap", enabled: false),
                .when("pan", reaches: .ended, "tap", enabled: true),
            ]
        ) { instance in
            let photo = instance.addView(named: "photo", frame: CGRect(x: 10, y: 50, width: 300, height: 450))
            let button = instance.addView(named: "button", frame: CGRect(x: 10, y: 510, width: 100, height: 50))
            instance.add(PanGestureRecognizer(), named: "pan", to: photo)
            instance.add(TapGestureRecognizer(), named: "tap", to: button)
        }
        let json = Self.scene(
            timeline: """
                {"when":{"recognizer":"pan","state":"began"},"recognizer":"tap","enabled":false},
                {"when":{"recognizer":"pan","state":"ended"},"recognizer":"tap","enabled":true}
                """)
        let touches = try Self.merged(SceneTimelineTests.drag, Self.buttonTap(2, at: 0.22), Self.buttonTap(3, at: 1))
        let expected = try SceneTimelineTests.replay(json, touches)
        #expect(try SceneTimelineTests.replay(.swift(scene), touches) == expected)
        #expect(expected.contains(#"{"t":0.25,"view":"button","touches":"ended","count":1}"#))
    }

    @Test(
        "a Swift scene's when entry naming what the scene lacks, or a state without an action, is an error",
        arguments: [
            (
                TimelineEntry.when("pam", reaches: .began, cancel: "tap"),
                #"s: timeline[0].when.recognizer: recognizer "pam" is not defined"#
            ),
            (
                TimelineEntry.when("pan", reaches: .failed, cancel: "tap"),
                #"s: timeline[0].when.state: "failed" is not a state an action is sent in (one of: began, changed, ended, cancelled)"#
            ),
            (
                TimelineEntry.when("pan", reaches: .began, cancel: "tab"),
                #"s: timeline[0].recognizer: recognizer "tab" is not defined"#
            ),
        ])
    @ReplayActor func swiftSceneErrors(entry: TimelineEntry, message: String) throws {
        let scene = SwiftScene(name: "s", timeline: [entry]) { instance in
            instance.add(PanGestureRecognizer(), named: "pan")
            instance.add(TapGestureRecognizer(), named: "tap")
        }
        #expect {
            _ = try Scene.swift(scene).instantiate(registry: .builtIn)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test(
        "a bad when or cancel entry is an error naming the file, the line, the entry and the problem",
        arguments: [
            (
                #"{"when":{"recognizer":"pam","state":"began"},"recognizer":"tap","cancel":true}"#,
                #"s.scene.json:5: timeline[0].when.recognizer: recognizer "pam" is not defined"#
            ),
            (
                #"{"when":{"recognizer":"pan","state":"failed"},"recognizer":"tap","cancel":true}"#,
                #"s.scene.json:5: timeline[0].when.state: "failed" is not a state an action is sent in (one of: began, changed, ended, cancelled)"#
            ),
            (
                #"{"when":{"recognizer":"pan","state":"recognized"},"recognizer":"tap","cancel":true}"#,
                #"s.scene.json:5: timeline[0].when.state: "recognized" is not a state an action is sent in (one of: began, changed, ended, cancelled)"#
            ),
            (
                #"{"when":{"recognizer":"pan"},"recognizer":"tap","cancel":true}"#,
                #"s.scene.json:5: timeline[0].when.state: missing"#
            ),
            (
                #"{"when":{"recognizer":"pan","state":"began","at":1},"recognizer":"tap","cancel":true}"#,
                #"s.scene.json:5: timeline[0].when.at: unknown key (allowed: recognizer, state)"#
            ),
            (
                #"{"when":"pan","recognizer":"tap","cancel":true}"#,
                #"s.scene.json:5: timeline[0].when: expected an object, found a string"#
            ),
            (
                #"{"at":0.5,"when":{"recognizer":"pan","state":"began"},"recognizer":"tap","cancel":true}"#,
                #"s.scene.json:5: timeline[0].when: one trigger per entry; this one has at"#
            ),
            (
                #"{"when":{"recognizer":"pan","state":"began"},"recognizer":"pan","setTranslation":[0,0]}"#,
                #"s.scene.json:5: timeline[0].when: setTranslation is called by the action each time it runs from a time on: write "after""#
            ),
            (
                #"{"after":0.5,"recognizer":"tap","cancel":true}"#,
                #"s.scene.json:5: timeline[0].after: cancel changes at a time, as a turn of its own, or when a recognizer reaches a state: write "at" or "when""#
            ),
            (
                #"{"at":0.5,"recognizer":"tap","cancel":false}"#,
                #"s.scene.json:5: timeline[0].cancel: must be true (a cancel has no opposite; omit the entry)"#
            ),
            (
                #"{"at":0.5,"recognizer":"tap","cancel":1}"#,
                #"s.scene.json:5: timeline[0].cancel: expected true or false, found a number"#
            ),
            (
                #"{"at":0.5,"recognizer":"tap","cancel":true,"enabled":false}"#,
                #"s.scene.json:5: timeline[0].enabled: one change per entry; this one has cancel"#
            ),
        ])
    func errors(entry: String, message: String) throws {
        let scene = Self.scene(timeline: "\n" + entry)
        #expect {
            _ = try SceneSpec.parse(scene, file: "s.scene.json", registry: .builtIn)
        } throws: { error in
            "\(error)" == message
        }
    }
}
