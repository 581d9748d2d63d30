import Foundation

/// A folder as an app's own recorder (`GestureRecorder`) writes it, built by hand: one scene
/// file and two touch logs of that screen, each with the gestures the device observed.
///
/// The scene is the shipped `recordings/scenes/tap-or-double-tap.scene.json` under a
/// content-derived name, with a third recognizer written as a recorder writes a custom
/// subclass, by its Swift class name (`TickleGestureRecognizer`, registered as `tickle` by
/// `Examples.registry`) on line 11 of the file, `recognizers[2]`.
public struct RecorderFolderFixture: Sendable {
    /// The repository's root, for the shipped scene.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The scene's name, as a recorder derives it from the screen's content.
    public var scene = "screen-1a2b3c4d5e6f"
    /// The class name the third recognizer is written with.
    public var tickleClass = "TickleGestureRecognizer"
    /// What the sessions' names start with, for two recordings of one app.
    public var sessionPrefix = ""

    public init() {}

    /// The scene file's text: the shipped scene renamed, with the tickle added on line 11.
    public func sceneText() throws -> String {
        let shipped = try String(
            contentsOf: Self.root.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json"),
            encoding: .utf8)
        let double = #""numberOfTapsRequired": 2, "numberOfTouchesRequired": 1 }"#
        precondition(shipped.contains(double + "\n"), "the shipped scene changed: update the fixture")
        return
            shipped
            .replacingOccurrences(of: #""name": "tap-or-double-tap""#, with: #""name": "\#(scene)""#)
            .replacingOccurrences(
                of: double + "\n",
                with: double + ",\n" + #"    { "name": "tickle", "type": "\#(tickleClass)", "view": "photo" }"# + "\n")
    }

    /// A touch log's header line, as the recorder writes it, naming `scene`.
    public func header(_ name: String) -> String {
        #"{"format":"gesture-replay.touches","version":1,"name":"\#(name)","scene":"\#(scene)","screen":{"width":320,"height":568,"scale":2},"source":"iPhone 15, iOS 18.1"}"#
    }

    /// `double-tap-photo`: two taps on the photo 0.12 s apart (lift at 0.08 s, down at 0.2 s,
    /// within `tapMaximumInterval` 0.35 s), the second lifted at 0.28 s. docs/SEMANTICS.md §4
    /// (tap): `double` is recognized when the last finger of its second tap lifts, at 0.28 s;
    /// §3 (require(toFail:)): `single` requires `double` to fail, so it fails when `double` is
    /// recognized, at 0.28 s.
    public var doubleTap: String {
        header(sessionPrefix + "double-tap-photo") + "\n" + """
            {"t":0,"touch":1,"phase":"began","x":160,"y":240}
            {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}
            {"t":0.2,"touch":1,"phase":"began","x":162,"y":241}
            {"t":0.28,"touch":1,"phase":"ended","x":162,"y":241}
            {"t":0.28,"gesture":"double","state":"recognized"}
            {"t":0.28,"gesture":"single","state":"failed"}

            """
    }

    /// `single-tap-photo`: one tap lifted at 0.08 s. docs/SEMANTICS.md §4 (tap): `double`'s
    /// `tapMaximumInterval` timer, started at the lift, fires 0.35 s later, at 0.08 + 0.35 =
    /// 0.43 s: `double` fails; §3: `single`'s stored recognition is applied in that turn, at 0.43 s.
    public var singleTap: String {
        header(sessionPrefix + "single-tap-photo") + "\n" + """
            {"t":0,"touch":1,"phase":"began","x":160,"y":240}
            {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}
            {"t":0.43,"gesture":"double","state":"failed"}
            {"t":0.43,"gesture":"single","state":"recognized"}

            """
    }

    /// Writes the folder at `path` in `folder`: the scene file and the two touch logs.
    public func write(in folder: TemporaryFolder, at path: String) throws {
        try folder.write("\(path)/\(scene).scene.json", try sceneText())
        try folder.write("\(path)/\(sessionPrefix)double-tap-photo.touches.jsonl", doubleTap)
        try folder.write("\(path)/\(sessionPrefix)single-tap-photo.touches.jsonl", singleTap)
    }
}
