import Foundation
import GestureTestSupport
import Testing

/// A recorder folder left by a killed or mis-set-up app (issue: `import FOLDER` for the
/// in-app recorder): `gesture-replay import` refuses it with the file and line of what is
/// wrong and stores nothing of it: the database keeps its bytes and the scene folder its files.
@Suite struct RecorderFolderFailureTests {
    /// One bad recorder folder: the good one (`RecorderFolderFixture`) spoiled one way.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The folder the app left, written to `rec/`.
        var write: @Sendable (TemporaryFolder) throws -> Void
        /// The scene the earlier import stored in the scene folder.
        var earlierScene = RecorderFolderFixture.Spoiled.earlierScene
        /// The whole standard error.
        var output: String

        var testDescription: String { name }
    }

    static let scene = RecorderFolderFixture().scene
    static let single = "rec/single-tap-photo.touches.jsonl"

    /// The whole output for `error`, then the folder's line and the summary: of its two touch
    /// logs, one failed and the other is undone, or, when its scene file failed, both are undone.
    static func refused(_ error: String, sceneFailed: Bool = false) -> String {
        """
        Error: \(error)
        nothing of rec was stored: a recorder folder is stored whole or not at all
        0 of 2 dumps imported; \(sceneFailed ? "2 undone; scene file: 1 failed" : "1 failed; 1 undone")

        """
    }

    static let cases: [Case] = [
        Case(
            name: "a touch log whose last line was cut mid-JSON",
            write: { folder in
                // The app was killed while writing a sample: line 6, after the header (1), the two
                // samples (2, 3) and the two gesture lines (4, 5).
                try RecorderFolderFixture().write(in: folder, at: "rec")
                try folder.write(single, RecorderFolderFixture().singleTap + #"{"t":0.5,"touch":1,"pha"#)
            },
            output: refused("\(single):6: not JSON: unterminated string")),
        Case(
            name: "a scene naming a class that no registered type makes",
            write: { folder in
                var fixture = RecorderFolderFixture()
                fixture.tickleClass = "ShakeGestureRecognizer"
                try fixture.write(in: folder, at: "rec")
            },
            // The tickle is on line 11 of the scene, recognizers[2] (RecorderFolderFixture).
            output: refused(
                #"rec/\#(scene).scene.json:11: recognizers[2].type: unknown recognizer type "ShakeGestureRecognizer": register your class: registry.register(RecognizerType("shake", make: ShakeGestureRecognizer.init))"#,
                sceneFailed: true)),
        Case(
            name: "an empty session: a touch log of its header alone",
            write: { folder in
                let fixture = RecorderFolderFixture()
                try fixture.write(in: folder, at: "rec")
                try folder.write(single, fixture.header("single-tap-photo") + "\n")
            },
            output: refused("\(single):1: no touch samples after the header")),
        Case(
            name: "a touch log naming a scene neither in the folder nor known",
            write: { folder in
                var fixture = RecorderFolderFixture()
                try fixture.write(in: folder, at: "rec")
                fixture.scene = "screen-ffffffffffff"
                try folder.write(single, fixture.singleTap)
            },
            // Known: the scene files where scenes are looked up (the earlier import's, and this
            // folder's own while it is imported), then Examples.registry's Swift scenes, each sorted.
            output: refused(
                #"\#(single):1: the header names the scene "screen-ffffffffffff", which is neither in the folder (no screen-ffffffffffff.scene.json beside it) nor known (known: \#(RecorderFolderFixture.Spoiled.earlierScene), \#(scene), card-stack, knob, photo-viewer, tap-count-view)"#
                    + "\n"
                    + #"Next step: copy screen-ffffffffffff.scene.json from the recorder's folder beside it, or point at its folder with --scenes DIR"#
            )),
        Case(
            name: "a scene whose name is taken by a different scene where scenes are looked up",
            write: { folder in try RecorderFolderFixture().write(in: folder, at: "rec") },
            // The earlier import stored a scene of the same name that writes the tickle "tickle".
            earlierScene: scene,
            output: refused(
                #"rec/\#(scene).scene.json: the scene "\#(scene)" differs from db/scenes/\#(scene).scene.json, the scene of that name where scenes are looked up"#
                    + "\n"
                    + #"Next step: compare the two files; if this one is right, remove db/scenes/\#(scene).scene.json and import again"#,
                sceneFailed: true)),
    ]

    @Test("a bad recorder folder is refused with its file and line, and nothing of it is stored", arguments: cases)
    func refused(_ bad: Case) throws {
        let folder = try TemporaryFolder()
        // An earlier recording of the app, imported: the database and the scene folder to keep.
        var earlier = RecorderFolderFixture()
        earlier.scene = bad.earlierScene
        earlier.tickleClass = "tickle"
        earlier.sessionPrefix = "earlier-"
        try earlier.write(in: folder, at: "earlier")
        let first = try BinaryRun.run(["--db", "db/gestures.sqlite", "import", "earlier"], in: folder.url)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let database = folder.url.appendingPathComponent("db/gestures.sqlite")
        let scenes = folder.url.appendingPathComponent("db/scenes")
        let before = try Data(contentsOf: database)
        let scenesBefore = try FileManager.default.contentsOfDirectory(atPath: scenes.path).sorted()
        #expect(scenesBefore == ["\(bad.earlierScene).scene.json"])

        try bad.write(folder)
        let run = try BinaryRun.run(["--db", "db/gestures.sqlite", "import", "rec"], in: folder.url)
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(run.standardError == bad.output)
        #expect(try Data(contentsOf: database) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenes.path).sorted() == scenesBefore)
        #expect(
            try Data(contentsOf: scenes.appendingPathComponent("\(bad.earlierScene).scene.json"))
                == Data(try earlier.sceneText().utf8))
    }
}

extension RecorderFolderFixture {
    /// What the spoiled folders are imported beside.
    enum Spoiled {
        /// The scene of the earlier recording the database holds.
        static let earlierScene = "screen-0f0f0f0f0f0f"
    }
}
