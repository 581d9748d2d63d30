import Foundation
import GestureTestSupport
import Testing

/// A green run means "replayed and unchanged", never "nothing was tested" (issue 14, items 2
/// and 6): the built binary on databases that test nothing.
@Suite struct NoFalseGreenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A folder with the shipped scenes in `scenes/` (where `g.sqlite` finds them) and a touch
    /// log of one tap at (1000, 1000): outside the 320 × 568 window of `tap-or-double-tap`, so hit
    /// testing finds no view (docs/SEMANTICS.md §2 step 1: the point must be inside the bounds)
    /// and nothing observes the touch.
    static func workspace() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.copy(root.appendingPathComponent("recordings/scenes"), as: "scenes")
        try folder.write(
            "outside.touches.jsonl",
            """
            {"format":"gesture-replay.touches","version":1,"name":"outside","scene":"tap-or-double-tap"}
            {"t":0,"touch":1,"phase":"began","x":1000,"y":1000}
            {"t":0.08,"touch":1,"phase":"ended","x":1000,"y":1000}

            """)
        return folder
    }

    /// `text` with a run's wall time, `(0.01 s)`, written `(… s)`.
    static func untimed(_ text: String) -> String {
        text.replacing(/\(\d+\.\d\d s\)/, with: "(… s)")
    }

    @Test("run on a database that does not exist is an error and creates nothing, in CI too")
    func missingDatabase() throws {
        let folder = try Self.workspace()
        let run = try BinaryRun.run(
            ["--db", "gesture.sqlite", "run", "--all"], in: folder.url, environment: ["CI": "1"])
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix("Error: gesture.sqlite: no such database\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("gesture.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".gesture-replay").path))
    }

    /// A mistyped `--db` given to `check --repair` used to become an empty database that check
    /// then called healthy (exit 0): a green check of nothing. Repairing needs a database to
    /// repair, as reading does; the refusal is the reading commands' (`Workspace.requireDatabase`).
    @Test("check, with or without --repair, on a database that does not exist is an error and creates nothing")
    func missingDatabaseChecked() throws {
        let folder = try Self.workspace()
        for arguments in [["check"], ["check", "--repair"]] {
            let check = try BinaryRun.run(["--db", "gesture.sqlite"] + arguments, in: folder.url)
            #expect(check.exitCode == 65, "\(arguments)")
            #expect(check.standardOutput == "", "\(arguments)")
            #expect(
                check.standardError.hasPrefix("Error: gesture.sqlite: no such database\n"), "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("gesture.sqlite").path))
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".gesture-replay").path))
        }
    }

    @Test("a run that replays no session warns on a developer's machine and fails in CI")
    func zeroSessions() throws {
        let folder = try Self.workspace()
        #expect(
            try BinaryRun.run(["--db", "g.sqlite", "import", "outside.touches.jsonl", "--quiet"], in: folder.url)
                .exitCode == 0)
        #expect(try BinaryRun.run(["--db", "g.sqlite", "delete", "outside"], in: folder.url).exitCode == 0)
        let local = try BinaryRun.run(["--db", "g.sqlite", "run", "--all"], in: folder.url)
        #expect(local.exitCode == 0)
        #expect(
            local.standardError == "Warning: no session was replayed: nothing was tested (g.sqlite holds 0 sessions)\n")
        let ci = try BinaryRun.run(["--db", "g.sqlite", "run", "--all"], in: folder.url, environment: ["CI": "true"])
        #expect(ci.exitCode == 1)
        #expect(
            ci.standardError
                == "Error: no session was replayed: nothing was tested (g.sqlite holds 0 sessions); a failure in CI\n")
    }

    @Test("a golden whose touches reached no view is warned about at approval, counted empty, and fails in CI")
    func emptyGolden() throws {
        let folder = try Self.workspace()
        #expect(
            try BinaryRun.run(["--db", "g.sqlite", "import", "outside.touches.jsonl", "--quiet"], in: folder.url)
                .exitCode == 0)
        let approve = try BinaryRun.run(["--db", "g.sqlite", "approve", "outside"], in: folder.url)
        #expect(approve.exitCode == 0)
        #expect(
            approve.standardError == """
                approved outside: 0 observations
                Warning: outside: its replay holds no observation at all, so its golden tests nothing: its touches may reach no view (for a device dump, check --screen and --ranges against the scene's window); if that is meant, set "emptyOutcomesExpected": true in its scene

                """)
        let local = try BinaryRun.run(["--db", "g.sqlite", "run", "--all"], in: folder.url)
        #expect(local.exitCode == 0)
        #expect(
            Self.untimed(local.standardOutput) == """
                EMPTY outside (scene tap-or-double-tap): golden and replay hold no observation, so it tests nothing; its touches may reach no view (a dump's --screen or --ranges), or set "emptyOutcomesExpected": true in its scene
                  look:   \(BinaryRun.executable.path) --db g.sqlite show outside

                  tap-or-double-tap  0 passed, 1 empty
                Run #1: 1 session in 1 scene, 0 passed, 1 empty (… s)

                """)
        let ci = try BinaryRun.run(
            ["--db", "g.sqlite", "run", "--all", "--junit", "junit.xml"], in: folder.url, environment: ["CI": "1"])
        #expect(ci.exitCode == 1)
        #expect(ci.standardOutput.contains("so it tests nothing (a failure in CI)"))
        let junit = try String(contentsOf: folder.url.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(
            junit.contains(
                "<failure type=\"empty\" message=\"empty: golden and replay hold no observation, so it tests nothing\">"
            ))
    }

    @Test("import --approve of a session whose touches reach no view warns, naming the session")
    func emptyAtImport() throws {
        let folder = try Self.workspace()
        let run = try BinaryRun.run(
            ["--db", "g.sqlite", "import", "outside.touches.jsonl", "--approve"], in: folder.url)
        #expect(run.exitCode == 0)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                imported outside (scene tap-or-double-tap): 1 touch, 2 samples, 0.08 s; golden: approved
                Warning: outside: its replay holds no observation at all, so its golden tests nothing: its touches may reach no view (for a device dump, check --screen and --ranges against the scene's window); if that is meant, set "emptyOutcomesExpected": true in its scene

                """)
    }

    @Test("a scene that says its sessions are meant to be empty makes an empty golden pass, in CI too")
    func emptyOutcomesExpected() throws {
        let folder = try Self.workspace()
        let scene = folder.url.appendingPathComponent("scenes/tap-or-double-tap.scene.json")
        let text = try String(contentsOf: scene, encoding: .utf8)
        try text.replacingOccurrences(
            of: "\"requireToFail\"", with: "\"emptyOutcomesExpected\": true,\n  \"requireToFail\""
        )
        .write(to: scene, atomically: true, encoding: .utf8)
        #expect(
            try BinaryRun.run(["--db", "g.sqlite", "import", "outside.touches.jsonl", "--quiet"], in: folder.url)
                .exitCode == 0)
        let approve = try BinaryRun.run(["--db", "g.sqlite", "approve", "outside"], in: folder.url)
        #expect(approve.standardError == "approved outside: 0 observations\n")  // and no warning
        let ci = try BinaryRun.run(["--db", "g.sqlite", "run", "--all"], in: folder.url, environment: ["CI": "1"])
        #expect(ci.exitCode == 0)
        #expect(ci.standardOutput.contains("Run #1: 1 session in 1 scene, 1 passed ("))
    }
}
