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
}
