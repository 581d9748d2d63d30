import ArgumentParsing
import Foundation
import GestureTestSupport
import Testing

/// `perturb`, `margins` and `coverage` with `--jobs N`: the whole transcript (standard output,
/// standard error, exit status) and any file written are the same whatever N, as `run`'s are
/// (README "Speed": results come out in the same order whatever it is).
@Suite struct SurveyJobsTests {
    /// The shipped database (`recordings/gestures.sqlite`: 100 sessions, the count
    /// `ShardedHistoryTests.shippedSessions` pins) with its scenes, in a scratch folder.
    static func shipped() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in ["recordings/gestures.sqlite", "recordings/scenes"] {
            try folder.copy(EndToEndTests.root.appendingPathComponent(name), as: name)
        }
        return folder
    }

    /// What a command printed and how it exited.
    struct Transcript: Equatable, CustomStringConvertible {
        var exitCode: Int32
        var standardOutput: String
        var standardError: String

        init(_ arguments: [String], in folder: TemporaryFolder) throws {
            let run = try BinaryRun.run(arguments, in: folder.url)
            (exitCode, standardOutput, standardError) = (run.exitCode, run.standardOutput, run.standardError)
        }

        var description: String { "exit \(exitCode)\n\(standardError)\n\(standardOutput)" }
    }

    /// Each command, and how many of the shipped sessions its output accounts for: every one of
    /// the 100 (a transcript that replayed nothing would pass the comparison without testing it).
    static let commands: [(arguments: [String], exitCode: Int32, sessions: @Sendable (String) -> Int)] = [
        // The summary line counts the sessions searched; some shipped sessions are fragile: exit 1.
        (
            ["perturb", "--all", "--trials", "2"], 1,
            { Int($0.firstMatch(of: #/\n(\d+) sessions: \d+ robust, \d+ fragile\n$/#)?.1 ?? "") ?? 0 }
        ),
        // One block a session, headed "NAME  (scene SCENE)".
        (["margins", "--all"], 0, { $0.matches(of: #/(?m)^\S+  \(scene \S+\)$/#).count }),
        // "scene NAME: N sessions" heads each scene's block.
        (
            ["coverage"], 0,
            { $0.matches(of: #/(?m)^scene \S+: (\d+) sessions?$/#).reduce(0) { $0 + (Int($1.1) ?? 0) } }
        ),
    ]

    @Test(
        "perturb, margins and coverage print the same transcript with --jobs 1, 2 and 3",
        arguments: commands.indices)
    func sameTranscript(command: Int) throws {
        let (arguments, exitCode, sessions) = Self.commands[command]
        let folder = try Self.shipped()
        let one = try Transcript(arguments + ["--jobs", "1"], in: folder)
        #expect(one.exitCode == exitCode && one.standardError == "", "\(one)")
        #expect(sessions(one.standardOutput) == 100)
        for jobs in [2, 3] {
            let many = try Transcript(arguments + ["--jobs", "\(jobs)"], in: folder)
            #expect(many == one, "--jobs \(jobs)")
        }
    }

    /// pinch-rotate's scene file removed: margins and perturb replay the sessions before it by
    /// name and print their blocks as they go, then stop at it with its error (perturb without
    /// its closing count); coverage, which counts per scene, prints only the error. A worker that
    /// replayed sessions after it changes none of that.
    @Test(
        "a session whose scene is gone stops each survey at its turn, with the same transcript for any --jobs",
        arguments: [["margins", "--all"], ["perturb", "--all", "--trials", "0"], ["coverage"]])
    func errorInTurn(arguments: [String]) throws {
        let folder = try Self.shipped()
        try FileManager.default.removeItem(
            at: folder.url.appendingPathComponent("recordings/scenes/pinch-rotate.scene.json"))
        let one = try Transcript(arguments + ["--jobs", "1"], in: folder)
        #expect(one.exitCode == 65, "\(one)")  // a data error
        #expect(one.standardError.hasPrefix("Error: scene \"pinch-rotate\" was removed"), "\(one)")
        if arguments[0] != "coverage" {
            // The blocks of the sessions named before pinch-rotate's first, and none after.
            let blocks = one.standardOutput.matches(of: #/(?m)^(\S+)  (?:robust |fragile )?\(scene \S+[,)]/#)
                .map { String($0.1) }
            #expect(!blocks.isEmpty && blocks == blocks.sorted() && blocks.allSatisfy { $0 < "pinch-rotate" })
            #expect(!one.standardOutput.contains(" robust, "), "no closing count")
        } else {
            #expect(one.standardOutput == "")
        }
        for jobs in [2, 3] {
            #expect(try Transcript(arguments + ["--jobs", "\(jobs)"], in: folder) == one, "--jobs \(jobs)")
        }
    }

    @Test("perturb --write saves the same touch log with --jobs 1 and 2")
    func writtenFile() throws {
        let folder = try PerturbCommandTests.workspace()
        var written: [String] = []
        var transcripts: [Transcript] = []
        for jobs in [1, 2] {
            transcripts.append(
                try Transcript(
                    ["perturb", "inside-by-5ms", "--trials", "4", "--write", "out.touches.jsonl", "--jobs", "\(jobs)"],
                    in: folder))
            written.append(
                try String(contentsOf: folder.url.appendingPathComponent("out.touches.jsonl"), encoding: .utf8))
        }
        // inside-by-5ms flips at time ×1.015 (PerturbCommandTests.fragile): the log is perturbed.
        #expect(transcripts[0].exitCode == 1 && written[0].contains(#""name":"inside-by-5ms-perturbed""#))
        #expect(transcripts[1] == transcripts[0])
        #expect(written[1] == written[0])
    }

    /// The error `run --jobs` gives (`ArgumentValueTests`, `CommandLineToolTests`): the value, the
    /// option, the range `in: 1...256` allows, then the command's usage.
    @Test(
        "a bad --jobs value gives run's error, with each command's usage",
        arguments: [
            (["run", "--all"], "<names>"), (["perturb", "--all"], "<names>"), (["margins", "--all"], "<names>"),
            (["coverage"], "<scenes>"),
        ], ["0", "-1", "x", "257"])
    func badValue(command: (arguments: [String], usage: String), value: String) {
        let name = command.arguments[0]
        let run = CommandLine.run(command.arguments + ["--jobs", value])
        #expect(run.exitCode == .usage)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                Error: Invalid value '\(value)' for '--jobs <n>': expected an integer from 1 to 256

                Usage: gesture-replay \(name) [<options>] [\(command.usage) ...]
                See 'gesture-replay \(name) --help'.

                """)
    }
}
