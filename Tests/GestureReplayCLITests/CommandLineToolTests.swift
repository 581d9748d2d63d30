@testable import ArgumentParsing
import GestureImport
import GestureReplay
import GestureReplayCLI
import GestureSuite
import Testing

@Suite struct CommandLineToolTests {
    /// What one in-process run of the tool did.
    struct Transcript: Equatable {
        var exitCode: ExitCode
        var standardOutput = ""
        var standardError = ""
    }

    /// An error nobody planned for.
    struct Surprise: Error, CustomStringConvertible {
        var description: String { "the disk caught fire" }
    }

    /// The sample program with handlers that print what they were given.
    static func tool() -> CommandLineTool {
        var tool = CommandLineTool(root: SampleCommands.root)
        tool.register(SampleCommands.Run.self) { run, context in
            let shard = run.shard.map { " shard \($0)" } ?? ""
            context.terminal.status("Replaying \(run.names.count) sessions with \(run.jobs) jobs\(shard)")
            context.terminal.print("db: \(context.databasePath)")
            context.terminal.print("names: \(run.names.joined(separator: ", "))")
            return run.names.contains("broken") ? .regressions : .success
        }
        tool.register(SampleCommands.Import.self) { command, _ in
            throw InputError.malformed(file: command.dump, line: 3, reason: "unknown event type 'EV_FOO'")
        }
        tool.register(SampleCommands.Show.self) { show, context in
            context.report(InputError(file: "\(show.name).jsonl", line: 2, reason: "bad phase"))
            context.terminal.print("shown")
            return .success
        }
        return tool
    }

    /// A command that only fails.
    struct Explode: ParsableCommand {
        static let configuration = CommandConfiguration("explode", abstract: "Fail.")
    }

    /// A command registered below a root that did not list it.
    struct Scenes: ParsableCommand {
        static let configuration = CommandConfiguration("scenes", abstract: "List the scenes.")
        @Flag(help: "Only scenes built in Swift.") var swift: Bool
    }

    /// Runs the sample tool on `arguments` with buffers for its outputs.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], isColorEnabled: Bool = false,
        tool: CommandLineTool = tool()
    ) -> Transcript {
        let output = OutputBuffer(), error = OutputBuffer()
        let terminal = Terminal(
            standardOutput: .buffer(output, isColorEnabled: isColorEnabled),
            standardError: .buffer(error, isColorEnabled: isColorEnabled))
        let code = tool.run(arguments, environment: environment, terminal: terminal)
        return Transcript(exitCode: code, standardOutput: output.text, standardError: error.text)
    }

    let help = HelpRenderer(root: SampleCommands.root)

    @Test("a command runs with its arguments, writing results and progress apart")
    func dispatch() {
        #expect(
            Self.run(["--db", "ci.sqlite", "run", "tap", "pan", "-j", "4", "--shard", "1/2"])
                == Transcript(
                    exitCode: .success,
                    standardOutput: "db: ci.sqlite\nnames: tap, pan\n",
                    standardError: "Replaying 2 sessions with 4 jobs shard 1/2\n"))
    }

    @Test("the handler's exit code is the process's")
    func regressions() {
        #expect(Self.run(["run", "broken"]).exitCode == .regressions)
    }

    @Test(
        "the database comes from --db, then $GESTURE_REPLAY_DB, then the default",
        arguments: [
            ([], [:], "recordings/gestures.sqlite"),
            ([], ["GESTURE_REPLAY_DB": "env.sqlite"], "env.sqlite"),
            (["--db=flag.sqlite"], ["GESTURE_REPLAY_DB": "env.sqlite"], "flag.sqlite"),
        ] as [([String], [String: String], String)])
    func databasePath(arguments: [String], environment: [String: String], expected: String) {
        let transcript = Self.run(arguments + ["run", "--all", "-q"], environment: environment)
        #expect(transcript.standardOutput == "db: \(expected)\nnames: \n")
    }

    @Test("--quiet leaves out progress")
    func quiet() {
        #expect(
            Self.run(["run", "--all", "--quiet"])
                == Transcript(
                    exitCode: .success, standardOutput: "db: recordings/gestures.sqlite\nnames: \n"))
    }

    @Test(
        "help goes to standard output and exits 0, however it is asked for",
        arguments: [
            (["--help"], []),
            (["help"], []),
            (["run", "--bogus", "-h"], ["run"]),
            (["help", "import"], ["import"]),
            (["golden", "list", "-h"], ["golden", "list"]),
        ] as [([String], [String])])
    func helpRequests(arguments: [String], path: [String]) {
        #expect(Self.run(arguments) == Transcript(exitCode: .success, standardOutput: help.help(for: path)))
    }

    @Test("--version prints the version and exits 0")
    func version() {
        #expect(Self.run(["--version"]) == Transcript(exitCode: .success, standardOutput: "1.2.3\n"))
    }

    @Test("a usage error from the parser goes to standard error and exits 64")
    func parserUsageError() {
        #expect(
            Self.run(["run", "--jobs"])
                == Transcript(
                    exitCode: .usage,
                    standardError: """
                        Error: Missing value for '--jobs <n>'

                        Usage: gesture-replay run [<options>] [<names> ...]
                        See 'gesture-replay run --help'.

                        """))
    }

    @Test("a usage error from a handler's own checks renders the same way")
    func handlerUsageError() {
        #expect(
            Self.run(["run", "--all", "tap"])
                == Transcript(
                    exitCode: .usage,
                    standardError: """
                        Error: Give session names or --all, not both

                        Usage: gesture-replay run [<options>] [<names> ...]
                        See 'gesture-replay run --help'.

                        """))
        #expect(
            Self.run(["run", "--all", "--jobs", "0"]).standardError.hasPrefix(
                "Error: Invalid value '0' for '--jobs <n>': expected an integer of at least 1\n\nUsage: gesture-replay run"
            ))
    }

    @Test("bad input data exits 65 with one line naming the file and line")
    func dataError() {
        #expect(
            Self.run(["import", "dump.txt", "--scene", "photo"])
                == Transcript(
                    exitCode: .dataError, standardError: "Error: dump.txt:3: unknown event type 'EV_FOO'\n"))
    }

    @Test("a handler can report an error and go on")
    func reportAndContinue() {
        #expect(
            Self.run(["show", "tap"])
                == Transcript(
                    exitCode: .success, standardOutput: "shown\n", standardError: "Error: tap.jsonl:2: bad phase\n"))
    }

    @Test("an unplanned error, or a command without a handler, exits 70")
    func internalErrors() {
        var tool = Self.tool()
        tool.register(Explode.self) { _, _ in throw Surprise() }
        #expect(
            Self.run(["explode"], tool: tool)
                == Transcript(
                    exitCode: .internalError, standardError: "Error: the disk caught fire\n"))
        #expect(
            Self.run(["golden", "list"])
                == Transcript(
                    exitCode: .internalError, standardError: "Error: 'gesture-replay golden list' has no handler\n"))
    }

    @Test("a registered command is parsed, listed in the root's help and dispatched")
    func register() {
        var tool = CommandLineTool(root: .gestureReplay(version: "0.1.0"))
        tool.register(Scenes.self) { scenes, context in
            context.terminal.print(scenes.swift ? "swift scenes" : "all scenes")
            return .success
        }
        #expect(
            Self.run(["scenes", "--swift"], tool: tool)
                == Transcript(
                    exitCode: .success, standardOutput: "swift scenes\n"))
        #expect(
            Self.run([], tool: tool).standardError == """
                Error: Missing expected argument '<subcommand>'

                Usage: gesture-replay [--db <path>] [--history <path>] <subcommand>
                See 'gesture-replay --help'.

                """)
        #expect(
            Self.run(["--help"], tool: tool).standardOutput.contains(
                "SUBCOMMANDS:\n  scenes                  List the scenes.\n"))
    }

    @Test("errors are coloured only when standard error allows it")
    func colouredError() {
        #expect(
            Self.run(["rnu"], isColorEnabled: true).standardError.hasPrefix(
                "\u{1B}[1;31mError:\u{1B}[0m Unknown command 'rnu'. Did you mean 'run'?\n"))
    }
}
