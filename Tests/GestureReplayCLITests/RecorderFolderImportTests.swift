import Foundation
import GestureReplayCLI
import GestureTestSupport
import Testing

/// `import FOLDER` on a folder an app's own recorder wrote (`RecorderFolderFixture`): its
/// scene is put where scenes are looked up and stored with its sessions, each session with the
/// golden its device observed; importing it again changes nothing.
@Suite struct RecorderFolderImportTests {
    static let scene = RecorderFolderFixture().scene

    /// A scratch folder holding the recorder's folder `rec/`, and the database path to import into.
    static func workspace() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try RecorderFolderFixture().write(in: folder, at: "rec")
        return folder
    }

    static func importFolder(in folder: TemporaryFolder) throws -> BinaryRun {
        try BinaryRun.run(["--db", "db/gestures.sqlite", "import", "rec"], in: folder.url)
    }

    @Test(
        "a recorder folder is imported as it comes: its scene copied beside the database, each session with its device golden"
    )
    func importsAsItComes() throws {
        let folder = try Self.workspace()
        let run = try Self.importFolder(in: folder)
        #expect(run.exitCode == 0)
        #expect(run.standardOutput == "")
        // The scene goes to scenes/ beside the database (no --scenes); the sessions in name order.
        // double-tap-photo: 2 touch-downs, 4 samples, its last at 0.28 s; single-tap-photo: 1, 2, 0.08 s.
        #expect(
            run.standardError == """
                copied rec/\(Self.scene).scene.json to db/scenes/\(Self.scene).scene.json
                imported double-tap-photo (scene \(Self.scene)): 2 touches, 4 samples, 0.28 s; golden: device
                imported single-tap-photo (scene \(Self.scene)): 1 touch, 2 samples, 0.08 s; golden: device
                2 of 2 dumps imported; scene file: 1 copied

                """)
        let copy = try Data(contentsOf: folder.url.appendingPathComponent("db/scenes/\(Self.scene).scene.json"))
        #expect(copy == Data(try RecorderFolderFixture().sceneText().utf8))
        // Each device gesture line becomes a recognizer line of the golden (docs/FORMATS.md §2, §3).
        let goldens = try BinaryRun.run(["goldens", "db/gestures.sqlite"], in: folder.url)
        #expect(goldens.exitCode == 0)
        #expect(
            goldens.standardOutput == """
                == double-tap-photo (scene \(Self.scene), device, gesture-replay \(GestureReplayCLI.version))
                {"t":0.28,"recognizer":"double","state":"recognized"}
                {"t":0.28,"recognizer":"single","state":"failed"}
                == single-tap-photo (scene \(Self.scene), device, gesture-replay \(GestureReplayCLI.version))
                {"t":0.43,"recognizer":"double","state":"failed"}
                {"t":0.43,"recognizer":"single","state":"recognized"}

                """)
        // The stored scene's file is the copy: a run finds it with no --scenes, and the replays
        // match what the device saw (the times and states derived in RecorderFolderFixture).
        let replayed = try BinaryRun.run(["--db", "db/gestures.sqlite", "run", "--all", "--quiet"], in: folder.url)
        #expect(replayed.exitCode == 0, "\(replayed.standardOutput)\(replayed.standardError)")
        #expect(replayed.standardOutput.contains("  \(Self.scene)  2 passed\n"), "\(replayed.standardOutput)")
    }

    @Test("importing the same recorder folder again changes nothing and says so")
    func importsAgainUnchanged() throws {
        let folder = try Self.workspace()
        #expect(try Self.importFolder(in: folder).exitCode == 0)
        let database = folder.url.appendingPathComponent("db/gestures.sqlite")
        let before = try Data(contentsOf: database)
        let again = try Self.importFolder(in: folder)
        #expect(again.exitCode == 0)
        #expect(
            again.standardError == """
                unchanged double-tap-photo (scene \(Self.scene)): stored from the same bytes
                unchanged single-tap-photo (scene \(Self.scene)): stored from the same bytes
                0 of 2 dumps imported; 2 unchanged; scene file: 1 unchanged

                """)
        #expect(try Data(contentsOf: database) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("db/scenes").path)
                == ["\(Self.scene).scene.json"])
    }

    @Test("a folder whose touch logs name no scene file beside them is a plain folder: its scene files are skipped")
    func plainFolderSkipsSceneFiles() throws {
        let folder = try TemporaryFolder()
        try folder.copy(
            RecorderFolderFixture.root.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json"),
            as: "scenes/tap-or-double-tap.scene.json")
        // The recorder's scene file beside a touch log of another scene (the shipped one).
        try folder.write("dumps/\(Self.scene).scene.json", try RecorderFolderFixture().sceneText())
        try folder.copy(
            RecorderFolderFixture.root.appendingPathComponent("recordings/sessions/double-tap.touches.jsonl"),
            as: "dumps/double-tap.touches.jsonl")
        let run = try BinaryRun.run(["--db", "gestures.sqlite", "import", "dumps"], in: folder.url)
        #expect(run.exitCode == 0)
        // double-tap.touches.jsonl: 2 touch-downs, 4 samples, the last at 0.28 s, no gesture lines.
        #expect(
            run.standardError == """
                imported double-tap (scene tap-or-double-tap): 2 touches, 4 samples, 0.28 s; golden: none
                1 of 1 dump imported; skipped 1 other file: 1 scene file

                """)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("scenes").path)
                == ["tap-or-double-tap.scene.json"])
    }
}
