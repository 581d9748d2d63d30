import Foundation
import GestureSuite
import GestureTestSupport
import Testing

/// Where the built binary finds the scene of a stored session (`SceneFinder`): the file it
/// was imported from, wherever that lies; and what it says when the scene is not there.
@Suite struct SceneFindingTests {
    static let root = EndToEndTests.root

    /// The shipped scene `shipped`, renamed `name` (its file must be `name.scene.json`).
    static func scene(_ shipped: String, renamed name: String) throws -> String {
        let text = try String(
            contentsOf: root.appendingPathComponent("recordings/scenes/\(shipped).scene.json"), encoding: .utf8)
        return text.replacingOccurrences(of: "\"name\": \"\(shipped)\"", with: "\"name\": \"\(name)\"")
    }

    /// A folder with the touch logs `single-tap` and `double-tap` (tap-or-double-tap) and
    /// `long-press`, and the scene "my" (tap-or-double-tap renamed) in `elsewhere/`: not the
    /// scenes folder of the database `db/gestures.sqlite` (that is `db/scenes/`).
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for session in ["single-tap", "double-tap", "long-press"] {
            try folder.copy(
                root.appendingPathComponent("recordings/sessions/\(session).touches.jsonl"),
                as: "\(session).touches.jsonl")
        }
        try folder.write("elsewhere/my.scene.json", try scene("tap-or-double-tap", renamed: "my"))
        return folder
    }

    /// `Run #N: … (0.01 s)` with the time, which varies, as `(… s)`.
    static func steady(_ output: String) -> String {
        output.replacingOccurrences(of: #"\(\d+\.\d+ s\)"#, with: "(… s)", options: .regularExpression)
    }

    static func run(_ arguments: [String], in folder: TemporaryFolder) throws -> BinaryRun {
        try BinaryRun.run(["--db", "db/gestures.sqlite"] + arguments, in: folder.url)
    }

    /// The program as the hints print it: the path it was run by.
    static var program: String { BinaryRun.executable.path }

    @Test(
        "a session imported with --scene PATH outside the scenes folder replays from that file on the next run, and check agrees"
    )
    func importedFromElsewhere() throws {
        let folder = try Self.folder()
        let imported = try Self.run(
            [
                "import", "single-tap.touches.jsonl", "double-tap.touches.jsonl", "--scene", "elsewhere/my.scene.json",
                "--approve",
            ],
            in: folder)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let run = try Self.run(["run", "--all"], in: folder)
        #expect(run.exitCode == 0)
        #expect(
            Self.steady(run.standardOutput) == """

                  my  2 passed
                Run #1: 2 sessions in 1 scene, 2 passed (… s)

                """)
        #expect(run.standardError == "")
        let check = try Self.run(["check"], in: folder)
        #expect(check.standardOutput == "check: db/gestures.sqlite is healthy: 2 sessions, 2 goldens, 1 finished run\n")
        #expect(check.exitCode == 0)

        // The database and its scene moved together keep finding each other.
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("db"), to: folder.url.appendingPathComponent("moved-db"))
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("elsewhere"), to: folder.url.appendingPathComponent("moved-elsewhere")
        )
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("db"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("moved-db"), to: folder.url.appendingPathComponent("db/inner"))
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("moved-elsewhere"),
            to: folder.url.appendingPathComponent("db/elsewhere"))
        let moved = try BinaryRun.run(["--db", "db/inner/gestures.sqlite", "run", "--all"], in: folder.url)
        #expect(moved.exitCode == 0, "\(moved.standardOutput)")
        #expect(Self.steady(moved.standardOutput).hasSuffix("Run #2: 2 sessions in 1 scene, 2 passed (… s)\n"))
    }

    @Test(
        "a scene whose folder moved away is not found: run and check say where they looked and how to point at it, never delete"
    )
    func notFound() throws {
        let folder = try Self.folder()
        _ = try Self.run(
            ["import", "single-tap.touches.jsonl", "--scene", "elsewhere/my.scene.json", "--approve"], in: folder)
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("elsewhere"), to: folder.url.appendingPathComponent("scenes-now"))
        let looked = "elsewhere/my.scene.json, db/scenes/my.scene.json, and a Swift scene of that name"
        let run = try Self.run(["run", "--all"], in: folder)
        #expect(run.exitCode == 1)
        #expect(
            Self.steady(run.standardOutput) == """
                ERROR single-tap (scene my): scene "my" not found (looked for \(looked)): if it moved, point at its folder with --scenes DIR

                  my  0 passed, 1 error
                Run #1: 1 session in 1 scene, 0 passed, 1 error (… s)

                """)
        let check = try Self.run(["check"], in: folder)
        #expect(check.exitCode == 1)
        #expect(
            check.standardOutput == """
                problem: session "single-tap": scene "my" not found (looked for \(looked)) (it has a golden); fix: if it moved, point at its folder with --scenes DIR
                check: 1 problem in db/gestures.sqlite

                """)
        #expect(!run.standardOutput.contains("delete") && !check.standardOutput.contains("delete"))

        // Pointed at, it is found again, by run and check alike.
        let pointed = try Self.run(["run", "--all", "--scenes", "scenes-now"], in: folder)
        #expect(
            Self.steady(pointed.standardOutput) == "\n  my  1 passed\nRun #2: 1 session in 1 scene, 1 passed (… s)\n")
        #expect(pointed.exitCode == 0)
        let checked = try Self.run(["check", "--scenes", "scenes-now"], in: folder)
        #expect(
            checked.standardOutput == "check: db/gestures.sqlite is healthy: 1 session, 1 golden, 2 finished runs\n")
    }

    @Test("a scene file removed from the folder that held it is the one case run and check suggest delete")
    func removed() throws {
        let folder = try Self.folder()
        _ = try Self.run(
            ["import", "single-tap.touches.jsonl", "--scene", "elsewhere/my.scene.json", "--approve"], in: folder)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("elsewhere/my.scene.json"))
        let reason =
            "scene \"my\" was removed: elsewhere/my.scene.json is gone from its folder (also looked for db/scenes/my.scene.json; if it moved, point at its folder with --scenes DIR)"
        let run = try Self.run(["run", "--all"], in: folder)
        #expect(run.exitCode == 0)
        #expect(
            Self.steady(run.standardOutput) == """
                OBSOLETE single-tap: \(reason); nothing was replayed
                  remove: \(Self.program) --db db/gestures.sqlite delete single-tap
                  keep:   \(Self.program) --db db/gestures.sqlite retire single-tap

                  my  0 passed, 1 obsolete
                Run #1: 1 session in 1 scene, 0 passed, 1 obsolete (… s)

                """)
        let check = try Self.run(["check"], in: folder)
        #expect(
            check.standardOutput == """
                problem: session "single-tap": \(reason) (it has a golden); fix: \(Self.program) --db db/gestures.sqlite delete single-tap
                check: 1 problem in db/gestures.sqlite

                """)
    }

    @Test("one broken scene file fails only its own sessions, with its error; the others pass, and check says the same")
    func brokenScene() throws {
        let folder = try Self.folder()
        try folder.write("db/scenes/a.scene.json", try Self.scene("tap-or-double-tap", renamed: "a"))
        try folder.write("db/scenes/b.scene.json", try Self.scene("long-press", renamed: "b"))
        _ = try Self.run(["import", "single-tap.touches.jsonl", "--scene", "a", "--approve"], in: folder)
        _ = try Self.run(["import", "long-press.touches.jsonl", "--scene", "b", "--approve"], in: folder)
        try folder.write(
            "db/scenes/b.scene.json",
            """
            {"format":"gesture-replay.scene","version":1,"name":"b","window":{"width":320,"height":480},
             "recognizers":[{"name":"press","type":"longPres"}]}
            """)
        let error =
            "db/scenes/b.scene.json:2: recognizers[0].type: unknown recognizer type \"longPres\" (known: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, tickle, happyTickle, cross, crossFixed, swirl)"
        let run = try Self.run(["run", "--all"], in: folder)
        #expect(run.exitCode == 1)
        #expect(
            Self.steady(run.standardOutput) == """
                ERROR long-press (scene b): \(error)

                  a  1 passed
                  b  0 passed, 1 error
                Run #1: 2 sessions in 2 scenes, 1 passed, 1 error (… s)

                """)
        #expect(run.standardError == "")
        let check = try Self.run(["check"], in: folder)
        #expect(
            check.standardOutput == """
                problem: session "long-press": its scene cannot be built (\(error)) (it has a golden); fix: fix the scene file or register its recognizer types
                check: 1 problem in db/gestures.sqlite

                """)
    }

    /// `--dense` used to take its scenes from `bench/scenes` under the working folder whatever
    /// `--scenes` said: from any other folder the corpus could not be generated at all.
    @Test("the dense corpus takes --scenes from any folder; without it, the error says where the scenes are looked for")
    func denseCorpusScenes() throws {
        let folder = try TemporaryFolder()
        let database = folder.url.appendingPathComponent("dense.sqlite").path
        let scenes = Self.root.appendingPathComponent("bench/scenes").path
        let generated = try BinaryRun.run(
            ["generate", "-n", "4", "--dense", "--scenes", scenes, "--db", database], in: folder.url,
            executable: "gesture-replay-bench")
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        let run = try BinaryRun.run(["--db", database, "run", "--all"], in: folder.url)
        #expect(Self.steady(run.standardOutput).hasSuffix("Run #1: 4 sessions in 1 scene, 4 passed (… s)\n"))
        let lost = try BinaryRun.run(
            ["generate", "-n", "4", "--dense", "--db", database], in: folder.url, executable: "gesture-replay-bench")
        #expect(lost.exitCode != 0)
        #expect(
            lost.standardError.contains(
                "bench/scenes: no scenes (the default folders are the repository's: run from its root, or pass --scenes DIR)"
            ), "\(lost.standardError)")
    }

    @Test("a generated bench corpus runs with every session passing, from any folder")
    func benchCorpus() throws {
        let folder = try TemporaryFolder()
        let database = folder.url.appendingPathComponent("big.sqlite").path
        let generated = try BinaryRun.run(
            ["generate", "-n", "36", "--db", database], in: Self.root, executable: "gesture-replay-bench")
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        let run = try BinaryRun.run(["--db", database, "run", "--all"], in: folder.url)
        #expect(run.exitCode == 0)
        // The generator spreads its sessions in turn over every scene it finds: the 20 files of
        // recordings/scenes and the 4 Swift scenes of the examples.
        #expect(
            Self.steady(run.standardOutput).hasSuffix("Run #1: 36 sessions in 24 scenes, 36 passed (… s)\n"),
            "\(run.standardOutput)")
    }
}
