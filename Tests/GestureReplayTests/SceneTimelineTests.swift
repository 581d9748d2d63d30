import Foundation
import GestureModel
import GestureReplay
import Testing

/// A scene's `"timeline"`: recognizers enabled or disabled at given times, and calls their
/// actions make from given times on (docs/FORMATS.md §1). Every expectation is derived from
/// docs/SEMANTICS.md and arithmetic, cited per test. A 320 × 568 window, a view "photo" at
/// (10, 50, 300, 450) (every touch here is inside it), taps of 0.08 s.
@Suite struct SceneTimelineTests {
    static func scene(recognizers: String, photo: String = "", extra: String = "") -> String {
        """
        {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":568},
         "views":[{"name":"photo","frame":[10,50,300,450]\(photo)}],
         "recognizers":[\(recognizers)]\(extra)}
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

    static let pan = #"{"name":"pan","type":"pan","view":"photo"}"#

    /// One finger drags right, 0.1 s a move: from x = 100 to 120 (past the pan's 10 pt, it
    /// begins), 150, 155, then lifts where it is.
    static let drag = """
        {"t":0,"touch":1,"phase":"began","x":100,"y":200}
        {"t":0.1,"touch":1,"phase":"moved","x":120,"y":200}
        {"t":0.2,"touch":1,"phase":"moved","x":150,"y":200}
        {"t":0.3,"touch":1,"phase":"moved","x":155,"y":200}
        {"t":0.4,"touch":1,"phase":"ended","x":155,"y":200}
        """

    // MARK: - enabled

    /// docs/SEMANTICS.md §1: disabling a began or changed recognizer cancels it, with its action;
    /// a disabled one gets no touches. The pan began at 0.1 with 20 − 10 pt (§4 Pan, revised:
    /// the hysteresis taken out) and velocity 20 pt / 0.1 s (no previous sample); at 0.2 it
    /// changed to 50 − 10 = 40 pt, velocity 0.2 × 300 + 0.8 × 200 = 220 pt/s (§4 Pan). Disabled
    /// at 0.25 it is cancelled with those values: nothing moved since. At 0.2 exactly, the entry
    /// is a timer turn due at the event's time, so it runs first (§2: timers due at or before an
    /// event fire before it): cancelled with the values of 0.1, and the move never reaches it.
    /// The view lost the touch when the pan began (§2 step 5) and sees nothing more of it; the
    /// drag at 1 s is the view's alone.
    @Test(
        "disabling a pan mid-drag cancels it with its values at that time; the entry runs before an event of its time",
        arguments: [
            (
                0.25,
                #"""
                {"t":0.2,"recognizer":"pan","state":"changed","location":[150,200],"numberOfTouches":1,"translation":[40,0],"velocity":[220,0]}
                {"t":0.25,"recognizer":"pan","state":"cancelled","location":[150,200],"numberOfTouches":1,"translation":[40,0],"velocity":[220,0]}
                """#
            ),
            (
                0.2,
                #"""
                {"t":0.2,"recognizer":"pan","state":"cancelled","location":[120,200],"numberOfTouches":1,"translation":[10,0],"velocity":[200,0]}
                """#
            ),
        ])
    func disablePan(at time: Double, lines: String) throws {
        let scene = Self.scene(
            recognizers: Self.pan, extra: #","timeline":[{"at":\#(time),"recognizer":"pan","enabled":false}]"#)
        let touches = """
            {"t":0,"touch":1,"phase":"began","x":100,"y":200}
            {"t":0.1,"touch":1,"phase":"moved","x":120,"y":200}
            {"t":0.2,"touch":1,"phase":"moved","x":150,"y":200}
            {"t":0.3,"touch":1,"phase":"moved","x":170,"y":200}
            {"t":0.4,"touch":1,"phase":"ended","x":170,"y":200}
            {"t":1,"touch":2,"phase":"began","x":100,"y":200}
            {"t":1.1,"touch":2,"phase":"moved","x":140,"y":200}
            {"t":1.2,"touch":2,"phase":"ended","x":140,"y":200}
            """
        #expect(
            try Self.replay(scene, touches) == """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.1,"view":"photo","touches":"cancelled","count":1}
                {"t":0.1,"recognizer":"pan","state":"began","location":[120,200],"numberOfTouches":1,"translation":[10,0],"velocity":[200,0]}
                \(lines)
                {"t":1,"view":"photo","touches":"began","count":1}
                {"t":1.1,"view":"photo","touches":"moved","count":1}
                {"t":1.2,"view":"photo","touches":"ended","count":1}

                """)
    }

    /// docs/SEMANTICS.md §1: disabling a possible recognizer that has touches fails it, without
    /// an action. The view saw the touch begin (delaysTouchesBegan is false, §4) and gets its
    /// lift at once: no recognizer that has the touch is possible any more to hold it (§2 step 7,
    /// delaysTouchesEnded).
    @Test("disabling a possible tap before its finger lifts fails it, and the view gets the lift")
    func disableTap() throws {
        let scene = Self.scene(
            recognizers: #"{"name":"single","type":"tap","view":"photo"}"#,
            extra: #","timeline":[{"at":0.05,"recognizer":"single","enabled":false}]"#)
        let touches = """
            {"t":0,"touch":1,"phase":"began","x":160,"y":240}
            {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}
            """
        #expect(
            try Self.replay(scene, touches) == """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.05,"recognizer":"single","state":"failed"}
                {"t":0.08,"view":"photo","touches":"ended","count":1}

                """)
    }

    /// docs/SEMANTICS.md §3: a recognizer waiting for another to fail goes ahead, in the same
    /// turn, when that one fails, at its failure time; disabling fails the possible double
    /// (§1) at 0.2, before its own 0.35 s interval would (at 0.43). The single's view touch,
    /// whose lift was held (delaysTouchesEnded), is cancelled just before its action (§2 step 5).
    @Test("disabling the double a single tap waits for lets the single go ahead then")
    func disableRequirement() throws {
        let scene = Self.scene(
            recognizers:
                #"{"name":"single","type":"tap","view":"photo"},{"name":"double","type":"tap","view":"photo","numberOfTapsRequired":2}"#,
            extra:
                #","requireToFail":[["single","double"]],"timeline":[{"at":0.2,"recognizer":"double","enabled":false}]"#
        )
        let touches = """
            {"t":0,"touch":1,"phase":"began","x":160,"y":240}
            {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}
            """
        #expect(
            try Self.replay(scene, touches) == """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.2,"recognizer":"double","state":"failed"}
                {"t":0.2,"view":"photo","touches":"cancelled","count":1}
                {"t":0.2,"recognizer":"single","state":"recognized","location":[160,240],"numberOfTouches":1}

                """)
    }

    /// docs/SEMANTICS.md §2 step 2: a touch is given to the recognizers enabled when it begins,
    /// and that set is fixed (DOC). The tap is disabled in the scene and enabled at 0.5: the
    /// finger down from 0.4 to 0.55 was never its touch, so the view has it all; the tap at 1 s
    /// is recognized at its lift, its view touch cancelled just before (§2 step 5).
    @Test("a recognizer enabled later gets only the touches that begin after it is enabled")
    func enableLater() throws {
        let scene = Self.scene(
            recognizers: #"{"name":"single","type":"tap","view":"photo","enabled":false}"#,
            extra: #","timeline":[{"at":0.5,"recognizer":"single","enabled":true}]"#)
        let touches = """
            {"t":0.4,"touch":1,"phase":"began","x":160,"y":240}
            {"t":0.55,"touch":1,"phase":"ended","x":160,"y":240}
            {"t":1,"touch":2,"phase":"began","x":200,"y":300}
            {"t":1.08,"touch":2,"phase":"ended","x":200,"y":300}
            """
        #expect(
            try Self.replay(scene, touches) == """
                {"t":0.4,"view":"photo","touches":"began","count":1}
                {"t":0.55,"view":"photo","touches":"ended","count":1}
                {"t":1,"view":"photo","touches":"began","count":1}
                {"t":1.08,"view":"photo","touches":"cancelled","count":1}
                {"t":1.08,"recognizer":"single","state":"recognized","location":[200,300],"numberOfTouches":1}

                """)
    }

    // MARK: - Calls from the action

    /// `drag` with setTranslation(0, 0) made by the pan's action (docs/SEMANTICS.md §4 Pan). The
    /// observation is recorded before the action runs (§1: the state change, then its action),
    /// so each line shows the translation since the previous reset; setTranslation keeps the
    /// velocity samples (§4 Pan, CHOICE), so velocity is the same in every case: 20/0.1 = 200,
    /// then 0.2 × 300 + 0.8 × 200 = 220, then 0.2 × 50 + 0.8 × 300 = 250 pt/s, kept at the lift.
    /// Translations, x (the start is 100 + 10 pt of hysteresis, §4 Pan revised):
    ///
    /// - no call: 10, 40, 45, 45 (the total since began);
    /// - from 0, every action: 10, then 150 − 120 = 30, 155 − 150 = 5, and 0 at the lift (nothing
    ///   moved since the last reset);
    /// - from 0, changed only (handlers often test the state first): began does not reset, so
    ///   40; then 5 and 0 as above;
    /// - from 0.3: the call is made first by the action at 0.3 itself (at or after, docs/FORMATS.md §1):
    ///   10, 40, 45, then 0 at the lift.
    @Test(
        "setTranslation(0, 0) from the action makes each callback report the movement since the previous one",
        arguments: [
            ("", [10, 40, 45, 45]),
            (#"{"after":0,"recognizer":"pan","setTranslation":[0,0]}"#, [10, 30, 5, 0]),
            (#"{"after":0,"recognizer":"pan","setTranslation":[0,0],"states":["changed"]}"#, [10, 40, 5, 0]),
            (#"{"after":0.3,"recognizer":"pan","setTranslation":[0,0]}"#, [10, 40, 45, 0]),
        ])
    func setTranslation(entry: String, x: [Int]) throws {
        let scene = Self.scene(recognizers: Self.pan, extra: #","timeline":[\#(entry)]"#)
        #expect(
            try Self.replay(scene, Self.drag) == """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.1,"view":"photo","touches":"cancelled","count":1}
                {"t":0.1,"recognizer":"pan","state":"began","location":[120,200],"numberOfTouches":1,"translation":[\(x[0]),0],"velocity":[200,0]}
                {"t":0.2,"recognizer":"pan","state":"changed","location":[150,200],"numberOfTouches":1,"translation":[\(x[1]),0],"velocity":[220,0]}
                {"t":0.3,"recognizer":"pan","state":"changed","location":[155,200],"numberOfTouches":1,"translation":[\(x[2]),0],"velocity":[250,0]}
                {"t":0.4,"recognizer":"pan","state":"ended","location":[155,200],"numberOfTouches":0,"translation":[\(x[3]),0],"velocity":[250,0]}

                """)
    }

    /// Two fingers at (100, 300) and (200, 300), 100 pt apart; the second moves right 0.1 s a
    /// move to 220, 250, 280 (distances 120, 150, 180); both lift at 0.4. The photo takes both
    /// touches (multipleTouchEnabled) and loses them when the pinch begins (§2 step 5).
    /// docs/SEMANTICS.md §4 Pinch: it begins at 120 pt (a change ≥ 8 pt) with the scale
    /// measured from 100 + 8: 120/108 = 1.111111, its velocity (1.2 − 1)/0.1 = 2 restated in
    /// that base, 2 × (120/108)/(120/100) = 1.851852. `scale = 1` re-bases the scale at the
    /// distance then (DOC: the scale may be set): 150/120 = 1.25, velocity (1.25 − 1)/0.1 = 2.5;
    /// 180/150 = 1.2, velocity 2; at the lift the scale is the 1 set last. Without the call:
    /// 150/108 = 1.388889 and 180/108 = 1.666667, each (0.277778)/0.1 = 2.777778 per second. The
    /// velocity at the lift is the last move's (§4: the latest sample; DOC says setting the scale
    /// resets the velocity, which the model does not do: docs/SEMANTICS.md §4 Pinch and Rotation).
    @Test(
        "scale = 1 from a pinch's action makes each change report the scale since the previous one",
        arguments: [
            ("", ["1.388889", "2.777778", "1.666667", "2.777778", "1.666667", "2.777778"]),
            (#"{"after":0,"recognizer":"pinch","setScale":1}"#, ["1.25", "2.5", "1.2", "2", "1", "2"]),
        ])
    func setScale(entry: String, values: [String]) throws {
        let scene = Self.scene(
            recognizers: #"{"name":"pinch","type":"pinch","view":"photo"}"#, photo: #","multipleTouchEnabled":true"#,
            extra: #","timeline":[\#(entry)]"#)
        let touches = """
            {"t":0,"touch":1,"phase":"began","x":100,"y":300}
            {"t":0,"touch":2,"phase":"began","x":200,"y":300}
            {"t":0.1,"touch":2,"phase":"moved","x":220,"y":300}
            {"t":0.2,"touch":2,"phase":"moved","x":250,"y":300}
            {"t":0.3,"touch":2,"phase":"moved","x":280,"y":300}
            {"t":0.4,"touch":1,"phase":"ended","x":100,"y":300}
            {"t":0.4,"touch":2,"phase":"ended","x":280,"y":300}
            """
        #expect(
            try Self.replay(scene, touches) == """
                {"t":0,"view":"photo","touches":"began","count":2}
                {"t":0.1,"view":"photo","touches":"cancelled","count":2}
                {"t":0.1,"recognizer":"pinch","state":"began","location":[160,300],"numberOfTouches":2,"scale":1.111111,"velocity":1.851852}
                {"t":0.2,"recognizer":"pinch","state":"changed","location":[175,300],"numberOfTouches":2,"scale":\(values[0]),"velocity":\(values[1])}
                {"t":0.3,"recognizer":"pinch","state":"changed","location":[190,300],"numberOfTouches":2,"scale":\(values[2]),"velocity":\(values[3])}
                {"t":0.4,"recognizer":"pinch","state":"ended","location":[190,300],"numberOfTouches":0,"scale":\(values[4]),"velocity":\(values[5])}

                """)
    }

    /// Two fingers at (160, 300) and (260, 300): the line between them at angle 0. The second
    /// moves to (160, 400) at 0.1 (angle π/2, the distance still 100) and to (60, 300) at 0.2
    /// (angle π); both lift at 0.3. docs/SEMANTICS.md §4 Rotation: with the distance unchanged
    /// the threshold is 5°, taken out as it begins: π/2 − π/36 = 1.48353; velocity (π/2)/0.1 =
    /// 15.707963 either way (a rate, unchanged by the hysteresis). `rotation = 0` re-bases the
    /// turn at the angle then (DOC: the rotation may be set): the next quarter turn reports
    /// π/2 = 1.570796, and the lift the 0 set last. Without the call: 17π/36 + π/2 = 35π/36 =
    /// 3.054326 at 0.2 and at the lift. The velocity at the lift is the last move's (§4, as for
    /// the pinch above).
    @Test(
        "rotation = 0 from a rotation's action makes each change report the turn since the previous one",
        arguments: [
            ("", ["3.054326", "3.054326"]),
            (#"{"after":0,"recognizer":"rotation","setRotation":0}"#, ["1.570796", "0"]),
        ])
    func setRotation(entry: String, values: [String]) throws {
        let scene = Self.scene(
            recognizers: #"{"name":"rotation","type":"rotation","view":"photo"}"#,
            photo: #","multipleTouchEnabled":true"#, extra: #","timeline":[\#(entry)]"#)
        let touches = """
            {"t":0,"touch":1,"phase":"began","x":160,"y":300}
            {"t":0,"touch":2,"phase":"began","x":260,"y":300}
            {"t":0.1,"touch":2,"phase":"moved","x":160,"y":400}
            {"t":0.2,"touch":2,"phase":"moved","x":60,"y":300}
            {"t":0.3,"touch":1,"phase":"ended","x":160,"y":300}
            {"t":0.3,"touch":2,"phase":"ended","x":60,"y":300}
            """
        #expect(
            try Self.replay(scene, touches) == """
                {"t":0,"view":"photo","touches":"began","count":2}
                {"t":0.1,"view":"photo","touches":"cancelled","count":2}
                {"t":0.1,"recognizer":"rotation","state":"began","location":[160,350],"numberOfTouches":2,"rotation":1.48353,"velocity":15.707963}
                {"t":0.2,"recognizer":"rotation","state":"changed","location":[110,300],"numberOfTouches":2,"rotation":\(values[0]),"velocity":15.707963}
                {"t":0.3,"recognizer":"rotation","state":"ended","location":[110,300],"numberOfTouches":0,"rotation":\(values[1]),"velocity":15.707963}

                """)
    }

    // MARK: - Swift scenes

    /// The same as the JSON scene of `setTranslation` from 0, every action: 10, 30, 5, 0.
    @Test("a Swift scene's timeline does what a JSON scene's does")
    func swiftScene() throws {
        let scene = SwiftScene(
            name: "s", windowWidth: 320, windowHeight: 568,
            timeline: [.after(0, "pan", calls: .setTranslation(.zero))]
        ) { instance in
            let photo = instance.addView(named: "photo", frame: CGRect(x: 10, y: 50, width: 300, height: 450))
            instance.add(PanGestureRecognizer(), named: "pan", to: photo)
        }
        let json = Self.scene(
            recognizers: Self.pan, extra: #","timeline":[{"after":0,"recognizer":"pan","setTranslation":[0,0]}]"#)
        let expected = try Self.replay(json, Self.drag)
        #expect(try Self.replay(.swift(scene), Self.drag) == expected)
        #expect(expected.contains(#""state":"changed","location":[150,200],"numberOfTouches":1,"translation":[30,0]"#))
    }

    @Test(
        "a Swift scene's timeline naming what the scene lacks is an error naming the scene and the entry",
        arguments: [
            (
                TimelineEntry.at(0.3, "pam", enabled: false),
                #"s: timeline[0].recognizer: recognizer "pam" is not defined"#
            ),
            (
                TimelineEntry.after(0, "pan", calls: .setScale(1)),
                #"s: timeline[0].setScale: recognizer "pan" is a PanGestureRecognizer; setScale needs a pinch"#
            ),
        ])
    @ReplayActor func swiftSceneErrors(entry: TimelineEntry, message: String) throws {
        let scene = SwiftScene(name: "s", timeline: [entry]) { instance in
            instance.add(PanGestureRecognizer(), named: "pan")
        }
        #expect {
            _ = try Scene.swift(scene).instantiate(registry: .builtIn)
        } throws: { error in
            "\(error)" == message
        }
    }

    // MARK: - Errors

    /// The entry stands on line 5 of the scene (the timeline opens on line 4).
    @Test(
        "a bad timeline entry is an error naming the file, the line, the entry and the problem",
        arguments: [
            (
                #"{"at":0.3,"recognizer":"pam","enabled":false}"#,
                #"s.scene.json:5: timeline[0].recognizer: recognizer "pam" is not defined"#
            ),
            (
                #"{"at":-0.3,"recognizer":"pan","enabled":false}"#,
                #"s.scene.json:5: timeline[0].at: expected a number ≥ 0, found -0.3"#
            ),
            (
                #"{"at":0.3,"recognizer":"pan","enable":false}"#,
                #"s.scene.json:5: timeline[0].enable: unknown key (allowed: at, after, when, recognizer, view, states, enabled, cancel, removed, setTranslation, setScale, setRotation, hidden, userInteractionEnabled, exclusiveTouch, frame)"#
            ),
            (
                #"{"at":0.3,"recognizer":"pan","enabled":"no"}"#,
                #"s.scene.json:5: timeline[0].enabled: expected true or false, found a string"#
            ),
            (
                #"{"at":"0.3","recognizer":"pan","enabled":false}"#,
                #"s.scene.json:5: timeline[0].at: expected a number, found a string"#
            ),
            (
                #"{"recognizer":"pan","enabled":false}"#,
                #"s.scene.json:5: timeline[0].at: missing; expected seconds from the session's start"#
            ),
            (
                #"{"at":0.3,"recognizer":"pan"}"#,
                #"s.scene.json:5: timeline[0]: missing a change: one of enabled, cancel, removed, setTranslation, setScale, setRotation"#
            ),
            (
                #"{"at":0.3,"recognizer":"pan","enabled":false,"setTranslation":[0,0]}"#,
                #"s.scene.json:5: timeline[0].setTranslation: one change per entry; this one has enabled"#
            ),
            (
                #"{"at":0.3,"recognizer":"pan","setTranslation":[0,0]}"#,
                #"s.scene.json:5: timeline[0].at: setTranslation is called by the action each time it runs from a time on: write "after""#
            ),
            (
                #"{"after":0.3,"recognizer":"pan","enabled":false}"#,
                #"s.scene.json:5: timeline[0].after: enabled changes at a time, as a turn of its own, or when a recognizer reaches a state: write "at" or "when""#
            ),
            (
                #"{"at":0.3,"recognizer":"pan","enabled":false,"states":["began"]}"#,
                #"s.scene.json:5: timeline[0].states: only a call (setTranslation, setScale, setRotation) has states"#
            ),
            (
                #"{"after":0,"recognizer":"pan","setScale":1}"#,
                #"s.scene.json:5: timeline[0].setScale: recognizer "pan" is a pan; setScale needs a pinch"#
            ),
            (
                #"{"after":0,"recognizer":"pinch","setTranslation":[0,0]}"#,
                #"s.scene.json:5: timeline[0].setTranslation: recognizer "pinch" is a pinch; setTranslation needs a pan or screen-edge pan"#
            ),
            (
                #"{"after":0,"recognizer":"pinch","setScale":0}"#,
                #"s.scene.json:5: timeline[0].setScale: must be greater than 0"#
            ),
            (
                #"{"after":0,"recognizer":"pan","setTranslation":[0]}"#,
                #"s.scene.json:5: timeline[0].setTranslation: expected [x, y], found an array"#
            ),
            (
                #"{"after":0,"recognizer":"pan","setTranslation":[0,0],"states":["possible"]}"#,
                #"s.scene.json:5: timeline[0].states: unknown value "possible" (allowed: began, changed, ended, cancelled)"#
            ),
            (
                #"0.3"#,
                #"s.scene.json:5: timeline[0]: expected an object, found a number"#
            ),
        ])
    func errors(entry: String, message: String) throws {
        let scene = Self.scene(
            recognizers: #"{"name":"pan","type":"pan","view":"photo"},{"name":"pinch","type":"pinch","view":"photo"}"#,
            extra: "\n" + #","timeline":["# + "\n" + entry + "]")
        #expect {
            _ = try SceneSpec.parse(scene, file: "s.scene.json", registry: .builtIn)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test("a timeline that is not a list is an error on its line")
    func notAList() throws {
        let scene = Self.scene(
            recognizers: Self.pan, extra: "\n" + #","timeline":{"pan":{"at":0.3,"enabled":false}}"#)
        #expect {
            _ = try SceneSpec.parse(scene, file: "s.scene.json", registry: .builtIn)
        } throws: { error in
            "\(error)" == "s.scene.json:4: timeline: expected an array, found an object"
        }
    }
}
