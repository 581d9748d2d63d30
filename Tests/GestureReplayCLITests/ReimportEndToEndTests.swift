import Foundation
import GestureTestSupport
import Testing

/// Importing again what is stored: `--replace` and `--skip-existing`, through the binary.
@Suite struct ReimportEndToEndTests {
    /// A lone tap of the recognizers' sample scene, under a name no shipped session has.
    static let lateTap = """
        {"format":"gesture-replay.touches","version":1,"name":"late-tap","scene":"tap-or-double-tap"}
        {"t":0,"touch":1,"phase":"began","x":160,"y":240}
        {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}

        """

    /// The end of a run's summary line, after its `Run #N: ` and before its wall time.
    static func summary(_ output: String) -> String? {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("Run #") }),
            let colon = line.firstIndex(of: ":"), let time = line.lastIndex(of: "(")
        else { return nil }
        return String(line[line.index(colon, offsetBy: 2)..<time]).trimmingCharacters(in: .whitespaces)
    }

    @Test("import --replace keeps the approved golden, says so, and the next run compares the new touches against it")
    func replaceKeepsGolden() throws {
        let folder = try EndToEndTests.workspace()
        let approved = try BinaryRun.run(
            ["import", "recordings/sessions/single-tap.touches.jsonl", "--approve"], in: folder.url)
        #expect(approved.exitCode == 0)
        // New touches for single-tap: the double tap's (taps at 0 and 0.2 s, lifted at 0.08 and 0.28 s).
        let replaced = try BinaryRun.run(
            ["import", "recordings/sessions/double-tap.touches.jsonl", "--name", "single-tap", "--replace"],
            in: folder.url)
        #expect(replaced.exitCode == 0)
        #expect(
            replaced.standardError == """
                imported single-tap (scene tap-or-double-tap): 2 touches, 4 samples, 0.28 s; golden: approved, kept
                kept the approved golden of single-tap: the next run compares the new touches with it (import with --approve to replace it)

                """)
        // The golden says single recognized at 0.08 + 0.35 = 0.43 s; the new touches make double
        // recognize at 0.28 s instead: a regression, not a new session.
        let run = try BinaryRun.run(["run", "--all"], in: folder.url)
        #expect(run.exitCode == 1)
        #expect(
            run.standardOutput.hasPrefix("REGRESSION single-tap (scene tap-or-double-tap)\n"), "\(run.standardOutput)")
        #expect(Self.summary(run.standardOutput) == "1 session in 1 scene, 0 passed, 1 regression")
    }

    @Test("import --replace --approve stores today's replay of the new touches as the golden")
    func replaceAndApprove() throws {
        let folder = try EndToEndTests.workspace()
        _ = try BinaryRun.run(["import", "recordings/sessions/single-tap.touches.jsonl", "--approve"], in: folder.url)
        let replaced = try BinaryRun.run(
            [
                "import", "recordings/sessions/double-tap.touches.jsonl", "--name", "single-tap", "--replace",
                "--approve",
            ], in: folder.url)
        #expect(replaced.exitCode == 0)
        #expect(
            replaced.standardError
                == "imported single-tap (scene tap-or-double-tap): 2 touches, 4 samples, 0.28 s; golden: approved\n")
        let run = try BinaryRun.run(["run", "--all"], in: folder.url)
        #expect(run.exitCode == 0)
        #expect(Self.summary(run.standardOutput) == "1 session in 1 scene, 1 passed")
    }

    @Test("import --skip-existing imports what a folder gained, and warns about a stored session whose file changed")
    func skipExisting() throws {
        let folder = try EndToEndTests.workspace()
        let first = try BinaryRun.run(["import", "recordings/sessions", "--approve"], in: folder.url)
        #expect(first.exitCode == 0)
        try folder.write("recordings/sessions/late-tap.touches.jsonl", Self.lateTap)
        // single-tap's file changes (a trailing blank line): other bytes, the same session name.
        let single = folder.url.appendingPathComponent("recordings/sessions/single-tap.touches.jsonl")
        try (String(contentsOf: single, encoding: .utf8) + "\n").write(to: single, atomically: true, encoding: .utf8)

        let again = try BinaryRun.run(
            ["import", "recordings/sessions", "--approve", "--skip-existing"], in: folder.url)
        #expect(again.exitCode == 0)
        // Seven files: the six stored ones and late-tap, in name order.
        #expect(
            again.standardError == """
                imported late-tap (scene tap-or-double-tap): 1 touch, 2 samples, 0.08 s; golden: approved
                Warning: recordings/sessions/single-tap.touches.jsonl: session single-tap is stored from other bytes (its SHA-256 differs); kept the stored one: import the file with --replace to replace it
                1 of 7 dumps imported; 6 already stored

                """)
        let run = try BinaryRun.run(["run", "--all"], in: folder.url)
        #expect(run.exitCode == 0)
        #expect(Self.summary(run.standardOutput) == "7 sessions in 5 scenes, 7 passed")
    }

    @Test("import --help says what --replace does with the golden, and what --skip-existing leaves")
    func help() throws {
        let run = try BinaryRun.run(["import", "--help"], in: EndToEndTests.root)
        #expect(run.exitCode == 0)
        #expect(
            run.standardOutput.contains(
                """
                  --replace               Replace a stored session of the same name, keeping its
                                          golden unless --approve is given.
                  --skip-existing         Leave dumps whose session is stored already, and
                                          import the others.

                """))
        #expect(run.standardOutput.contains("/gesture-replay import dumps --scene photo-viewer --skip-existing\n"))
    }

    @Test("--replace and --skip-existing together are a usage error")
    func replaceOrSkip() throws {
        let folder = try EndToEndTests.workspace()
        let run = try BinaryRun.run(["import", "recordings/sessions", "--replace", "--skip-existing"], in: folder.url)
        #expect(run.exitCode == 64)
        #expect(
            run.standardError.hasPrefix(
                "Error: give --replace or --skip-existing, not both\n\nUsage: \(BinaryRun.executable.path) import"))
    }
}
