import Foundation
import GestureReplay
import Testing

/// A scene's `"delegates"`: UIKit's delegate decisions per recognizer, without Swift
/// (docs/FORMATS.md §1). Each expectation from docs/SEMANTICS.md, cited per test; a 320 × 568
/// window, a view "photo" at (10, 50, 300, 450), taps of 0.08 s.
@Suite struct SceneDelegateTests {
    static func scene(recognizers: String, extra: String = "") -> String {
        """
        {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":568},
         "views":[{"name":"photo","frame":[10,50,300,450]},{"name":"button","frame":[10,10,100,44],"parent":"photo"}],
         "recognizers":[\(recognizers)]\(extra)}
        """
    }

    static let tap = """
        {"format":"gesture-replay.touches","version":1,"name":"t","scene":"s"}
        {"t":0,"touch":1,"phase":"began","x":160,"y":240}
        {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}
        """

    static func replay(_ scene: String, _ touches: String) throws -> String {
        let spec = try SceneSpec.parse(scene, file: "s.scene.json", registry: .builtIn)
        let session = try TouchLog.read(Array(touches.utf8), file: "t.touches.jsonl", defaultName: "t")
        return try Replayer(registry: .builtIn).replay(session, in: .json(spec)).outcome.jsonLines
    }

    /// docs/SEMANTICS.md §2 step 2: a new touch goes to the recognizers of its hit view and its
    /// ancestors unless the delegate's shouldReceive answers false. The button (window (20, 60,
    /// 100, 44)) is the first tap's hit view: the photo's tap does not get it, so the button sees
    /// the whole touch. The second tap, on the photo, recognizes at its lift (the view's touch
    /// cancelled just before, §2 step 5), at its touch-down point.
    @Test("shouldReceiveTouchNotIn: a touch that begins in the named view never reaches the recognizer")
    func shouldReceive() throws {
        let scene = Self.scene(
            recognizers: #"{"name":"single","type":"tap","view":"photo"}"#,
            extra: #","delegates":{"single":{"shouldReceiveTouchNotIn":["button"]}}"#)
        let touches = """
            {"format":"gesture-replay.touches","version":1,"name":"t","scene":"s"}
            {"t":0,"touch":1,"phase":"began","x":50,"y":80}
            {"t":0.08,"touch":1,"phase":"ended","x":50,"y":80}
            {"t":1,"touch":2,"phase":"began","x":200,"y":300}
            {"t":1.08,"touch":2,"phase":"ended","x":200,"y":300}
            """
        #expect(
            try Self.replay(scene, touches) == """
                {"t":0,"view":"button","touches":"began","count":1}
                {"t":0.08,"view":"button","touches":"ended","count":1}
                {"t":1,"view":"photo","touches":"began","count":1}
                {"t":1.08,"view":"photo","touches":"cancelled","count":1}
                {"t":1.08,"recognizer":"single","state":"recognized","location":[200,300],"numberOfTouches":1}

                """)
    }

    /// A single tap that must wait for a double tap to fail, said by either delegate: as the
    /// static requireToFail of the shipped single-tap session (docs/SEMANTICS.md §3 and §4 Tap):
    /// the double fails 0.35 s after the lift, at 0.43, and the single goes ahead then.
    @Test(
        "shouldRequireFailureOf and shouldBeRequiredToFailBy make the single tap wait for the double",
        arguments: [
            #","delegates":{"single":{"shouldRequireFailureOf":["double"]}}"#,
            #","delegates":{"double":{"shouldBeRequiredToFailBy":["single"]}}"#,
        ])
    func dynamicRequirement(delegates: String) throws {
        let scene = Self.scene(
            recognizers:
                #"{"name":"single","type":"tap","view":"photo"},{"name":"double","type":"tap","view":"photo","numberOfTapsRequired":2}"#,
            extra: delegates)
        #expect(
            try Self.replay(scene, Self.tap) == """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.43,"recognizer":"double","state":"failed"}
                {"t":0.43,"view":"photo","touches":"cancelled","count":1}
                {"t":0.43,"recognizer":"single","state":"recognized","location":[160,240],"numberOfTouches":1}

                """)
    }

    /// Two single taps on one view ask to recognize at the same lift. By default the first (in
    /// attachment order) excludes the other (docs/SEMANTICS.md §3 exclusion: recorded after the
    /// transition that excludes it); when b's delegate alone allows recognizing with a, both
    /// recognize (either delegate's true wins).
    @Test(
        "shouldRecognizeSimultaneouslyWith asked of one recognizer's delegate lets both recognize",
        arguments: [false, true])
    func oneWaySimultaneity(allowed: Bool) throws {
        let scene = Self.scene(
            recognizers: #"{"name":"a","type":"tap","view":"photo"},{"name":"b","type":"tap","view":"photo"}"#,
            extra: allowed ? #","delegates":{"b":{"shouldRecognizeSimultaneouslyWith":["a"]}}"# : "")
        let b =
            allowed
            ? #"{"t":0.08,"recognizer":"b","state":"recognized","location":[160,240],"numberOfTouches":1}"#
            : #"{"t":0.08,"recognizer":"b","state":"failed"}"#
        #expect(
            try Self.replay(scene, Self.tap) == """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.08,"view":"photo","touches":"cancelled","count":1}
                {"t":0.08,"recognizer":"a","state":"recognized","location":[160,240],"numberOfTouches":1}
                \(b)

                """)
    }

    @Test("a delegate entry naming what the scene does not define is an error with its line and path")
    func unknownNames() throws {
        let scene = Self.scene(
            recognizers: #"{"name":"single","type":"tap","view":"photo"}"#,
            extra: "\n" + #","delegates":{"single":{"shouldReceiveTouchNotIn":["toolbar"]}}"#)
        #expect {
            _ = try SceneSpec.parse(scene, file: "s.scene.json", registry: .builtIn)
        } throws: { error in
            "\(error)" == #"s.scene.json:4: delegates.single.shouldReceiveTouchNotIn[0]: view "toolbar" is not defined"#
        }
    }

    // MARK: - shouldBeginWhen

    static let pan = #"{"name":"pan","type":"pan","view":"photo"}"#

    static func beginRule(_ direction: String) -> String {
        #","delegates":{"pan":{"shouldBeginWhen":{"direction":"\#(direction)"}}}"#
    }

    /// A drag from (100, 200) that moves once, at 0.1 s, and lifts there at 0.2 s.
    static func drag(to x: Int, _ y: Int) -> String {
        """
        {"format":"gesture-replay.touches","version":1,"name":"t","scene":"s"}
        {"t":0,"touch":1,"phase":"began","x":100,"y":200}
        {"t":0.1,"touch":1,"phase":"moved","x":\(x),"y":\(y)}
        {"t":0.2,"touch":1,"phase":"ended","x":\(x),"y":\(y)}
        """
    }

    /// A mostly horizontal drag: (20, 12) in 0.1 s, the pan's velocity (200, 120) pt/s as it asks
    /// to begin (its first move, docs/SEMANTICS.md §4 Pan), past the 10 pt hysteresis along both
    /// axes, so the translation at began is (20, 12) − (10, 10).
    static let sideways = drag(to: 120, 212)
    /// A mostly vertical drag: (12, 20) in 0.1 s, velocity (120, 200); translation (2, 10).
    static let downwards = drag(to: 112, 220)

    /// docs/SEMANTICS.md §1: shouldBegin is asked as the pan would leave possible, with the
    /// velocity of that turn. Along the rule's axis it begins (the photo's touch cancelled just
    /// before, §2 step 5) and ends at the lift; across it, it fails with no action and the photo
    /// keeps its touch.
    @Test(
        "shouldBeginWhen direction: a pan begins only for a velocity mostly along the axis",
        arguments: [
            ("horizontal", SceneDelegateTests.sideways, true), ("horizontal", SceneDelegateTests.downwards, false),
            ("vertical", SceneDelegateTests.downwards, true), ("vertical", SceneDelegateTests.sideways, false),
        ])
    func beginRule(direction: String, touches: String, begins: Bool) throws {
        let scene = Self.scene(recognizers: Self.pan, extra: Self.beginRule(direction))
        let (location, translation, velocity) =
            touches == Self.sideways ? ("[120,212]", "[10,2]", "[200,120]") : ("[112,220]", "[2,10]", "[120,200]")
        let values = #""numberOfTouches":%d,"translation":\#(translation),"velocity":\#(velocity)}"#
        let expected =
            begins
            ? """
            {"t":0,"view":"photo","touches":"began","count":1}
            {"t":0.1,"view":"photo","touches":"cancelled","count":1}
            {"t":0.1,"recognizer":"pan","state":"began","location":\(location),\(String(format: values, 1))
            {"t":0.2,"recognizer":"pan","state":"ended","location":\(location),\(String(format: values, 0))

            """
            : """
            {"t":0,"view":"photo","touches":"began","count":1}
            {"t":0.1,"recognizer":"pan","state":"failed"}
            {"t":0.1,"view":"photo","touches":"moved","count":1}
            {"t":0.2,"view":"photo","touches":"ended","count":1}

            """
        #expect(try Self.replay(scene, touches) == expected)
    }

    /// |vx| > |vy| is strict: (15, 15) in 0.1 s is a 45° diagonal, along neither axis.
    @Test("shouldBeginWhen: a 45° diagonal is neither horizontal nor vertical", arguments: ["horizontal", "vertical"])
    func beginRuleDiagonal(direction: String) throws {
        let scene = Self.scene(recognizers: Self.pan, extra: Self.beginRule(direction))
        #expect(
            try Self.replay(scene, Self.drag(to: 115, 215)) == """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.1,"recognizer":"pan","state":"failed"}
                {"t":0.1,"view":"photo","touches":"moved","count":1}
                {"t":0.2,"view":"photo","touches":"ended","count":1}

                """)
    }

    @Test(
        "a shouldBeginWhen rule that is not a direction, or not of a pan, is an error with its line and path",
        arguments: [
            (
                SceneDelegateTests.pan, #"{"direction":"diagonal"}"#,
                #"s.scene.json:4: delegates.pan.shouldBeginWhen.direction: expected "horizontal" or "vertical", found "diagonal""#
            ),
            (
                SceneDelegateTests.pan, #"{"direction":45}"#,
                #"s.scene.json:4: delegates.pan.shouldBeginWhen.direction: expected "horizontal" or "vertical", found a number"#
            ),
            (
                SceneDelegateTests.pan, #"{"angle":45}"#,
                #"s.scene.json:4: delegates.pan.shouldBeginWhen.angle: unknown key (allowed: direction)"#
            ),
            (
                #"{"name":"pan","type":"tap","view":"photo"}"#, #"{"direction":"horizontal"}"#,
                #"s.scene.json:4: delegates.pan.shouldBeginWhen: recognizer "pan" is not a pan: the rule reads a pan's velocity(in:)"#
            ),
        ])
    func beginRuleErrors(recognizer: String, rule: String, message: String) throws {
        let scene = Self.scene(
            recognizers: recognizer, extra: "\n" + #","delegates":{"pan":{"shouldBeginWhen":"# + rule + "}}")
        #expect {
            _ = try SceneSpec.parse(scene, file: "s.scene.json", registry: .builtIn)
        } throws: { error in
            "\(error)" == message
        }
    }
}
