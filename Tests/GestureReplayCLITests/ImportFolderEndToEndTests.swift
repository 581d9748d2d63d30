import Foundation
import GestureTestSupport
import Testing

/// `import FOLDER` through the binary, on a folder of real dumps (copies of the sample dumps in
/// `Tests/GestureImportTests/Fixtures`) mixed with what else such a folder holds.
@Suite struct ImportFolderEndToEndTests {
    static let fixtures = ImportEndToEndTests.dumps

    /// A workspace whose `dumps/` folder holds two real dumps (an evemu `.events` with its `.desc`,
    /// a getevent capture), a scene file, an SQLite database with its side files and a copy of it
    /// under a name of no kind, a `.desc` whose `.events` is not there, and two notes.
    static func mixedFolder() throws -> TemporaryFolder {
        let folder = try EndToEndTests.workspace()
        for file in [
            "evemu/N-Trig-MultiTouch.2-fingers-touch-release.events", "evemu/N-Trig-MultiTouch.desc",
            "evemu/Wacom-ISDv4-E6-Finger.desc", "getevent/mh-galaxys-protoA-lt-three-taps.txt", "README.md",
        ] {
            try folder.copy(
                fixtures.appendingPathComponent(file), as: "dumps/" + URL(fileURLWithPath: file).lastPathComponent)
        }
        try folder.copy(
            EndToEndTests.root.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json"),
            as: "dumps/tap-or-double-tap.scene.json")
        try folder.write("dumps/README.txt", "Dumps from the field tests, one file per session.\n")
        // A real database with its side files: an import into it while it is open leaves the -wal
        // and -shm; the -journal is what a rollback-journal database would leave.
        let made = try BinaryRun.run(
            [
                "--db", "dumps/gestures.sqlite", "import", "recordings/sessions/single-tap.touches.jsonl", "--scenes",
                "recordings/scenes", "--quiet",
            ],
            in: folder.url)
        #expect(made.exitCode == 0, "\(made.standardError)")
        let dumps = folder.url.appendingPathComponent("dumps")
        try FileManager.default.copyItem(
            at: dumps.appendingPathComponent("gestures.sqlite"), to: dumps.appendingPathComponent("backup"))
        for side in ["-wal", "-shm", "-journal"]
        where !FileManager.default.fileExists(atPath: dumps.path + "/gestures.sqlite" + side) {
            try folder.write("dumps/gestures.sqlite" + side, "")
        }
        return folder
    }

    @Test(
        "a folder import reads the dumps, pairs X.events with X.desc, and skips and counts scenes, databases and unrecognised files"
    )
    func mixedFolderImport() throws {
        let folder = try Self.mixedFolder()
        let run = try BinaryRun.run(["import", "dumps", "--scene", "pan-or-tap"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == "")
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // In byte order of the names: N-Trig…, README.md, README.txt, Wacom….desc, backup, gestures.sqlite*,
        // mh-galaxys…, tap-or-double-tap.scene.json. Only the dumps (two lines each: the session
        // and the reader's mapping) and the files a person may have meant as dumps get a line.
        #expect(lines.count == 9, "\(run.standardError)")
        guard lines.count == 9 else { return }
        #expect(
            lines[0].hasPrefix("imported N-Trig-MultiTouch.2-fingers-touch-release (scene pan-or-tap): 2 touches, "))
        // The .desc gives the panel's ranges (its `A: 35 0 9600` and `A: 36 0 7200` lines, the
        // multitouch X and Y): 9601 × 7201 units, a point each without --screen. Without the .desc
        // the .events file has no ranges at all.
        #expect(lines[1] == "mapping: panel X 0–9600, Y 0–7200 → 1 pt per panel unit, 9601×7201 pt (no screen given)]")
        #expect(lines[2] == "skipped dumps/README.md: no reader recognises it (import it alone to see why)")
        #expect(lines[3] == "skipped dumps/README.txt: no reader recognises it (import it alone to see why)")
        #expect(
            lines[4]
                == "skipped dumps/Wacom-ISDv4-E6-Finger.desc: an evemu device description with no .events file beside it"
        )
        // Three taps, each a touch-down frame and an empty lift frame: 3 touches, 6 samples; from the
        // first frame's SYN_REPORT at 1482.431956 s to the last one's at 1486.531224 s: 4.099268 s.
        #expect(
            lines[5]
                == "imported mh-galaxys-protoA-lt-three-taps (scene pan-or-tap): 3 touches, 6 samples, 4.099268 s; golden: none [getevent, multitouch protocol A"
        )
        #expect(lines[6] == "mapping: raw panel values taken as points (no axis ranges known)]")
        // 2 dumps; the others: the scene file; gestures.sqlite, its -wal, -shm and -journal, and
        // `backup` (an SQLite file by its first bytes); the lone .desc; the two READMEs.
        #expect(
            lines[7]
                == "2 of 2 dumps imported; skipped 9 other files: 1 scene file, 5 SQLite files, 1 lone evemu description, 2 unrecognised"
        )
        #expect(lines[8] == "")

        let listed = try BinaryRun.run(["list"], in: folder.url)
        #expect(
            listed.standardOutput.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[0]) }
                == ["N-Trig-MultiTouch.2-fingers-touch-release", "mh-galaxys-protoA-lt-three-taps"])
    }

    @Test("a folder import's errors name their file (and line), say the next step, and show no usage")
    func errorsNameTheirFile() throws {
        let folder = try EndToEndTests.workspace()
        try folder.copy(
            Self.fixtures.appendingPathComponent("getevent/mh-galaxys-protoA-lt-three-taps.txt"),
            as: "dumps/three-taps.txt")
        try folder.write(
            "dumps/tap.touches.jsonl",
            """

            {"format":"gesture-replay.touches","version":1}
            {"t":0,"touch":1,"phase":"began","x":160,"y":240}
            {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}

            """)
        let run = try BinaryRun.run(["import", "dumps"], in: folder.url)
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                Error: dumps/tap.touches.jsonl:2: the touch log's header names no scene
                Next step: give --scene NAME, or add "scene" to the header
                Error: dumps/three-taps.txt: a getevent dump names no scene
                Next step: give --scene NAME
                0 of 2 dumps imported; 2 failed

                """)
    }

    @Test("an error that is not about the dump's content still names the dump it stopped")
    func storeErrorNamesTheFile() throws {
        let folder = try EndToEndTests.workspace()
        let first = try BinaryRun.run(["import", "recordings/sessions/single-tap.touches.jsonl"], in: folder.url)
        #expect(first.exitCode == 0)
        let again = try BinaryRun.run(["import", "recordings/sessions/single-tap.touches.jsonl"], in: folder.url)
        #expect(again.exitCode == 65)
        #expect(
            again.standardError == """
                Error: recordings/sessions/single-tap.touches.jsonl: cannot store session 'single-tap': a session with this name exists: choose another name or replace it
                Next step: import with --replace to overwrite single-tap, or choose another --name

                """)
    }

    @Test("a file named on the command line is read whatever its name, and an .events file takes the .desc beside it")
    func namedFiles() throws {
        let folder = try EndToEndTests.workspace()
        for file in ["evemu/N-Trig-MultiTouch.2-fingers-touch-release.events", "evemu/N-Trig-MultiTouch.desc"] {
            try folder.copy(
                Self.fixtures.appendingPathComponent(file), as: "dumps/" + URL(fileURLWithPath: file).lastPathComponent)
        }
        let run = try BinaryRun.run(
            [
                "import", "dumps/N-Trig-MultiTouch.2-fingers-touch-release.events", "--scene", "pan-or-tap", "--name",
                "ntrig",
            ], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("imported ntrig (scene pan-or-tap): 2 touches, "))
        #expect(run.standardError.contains("mapping: panel X 0–9600, Y 0–7200"))
        #expect(!run.standardError.contains("dumps imported"))
    }
}
