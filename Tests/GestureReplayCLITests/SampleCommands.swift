@testable import ArgumentParsing
import GestureReplayCLI
import GestureStore

/// A small program shaped like gesture-replay, shared by the suites: each command exercises
/// a different part of the spec.
enum SampleCommands {
    /// A repeated argument, flags, a short alias, a default, a repeatable option, `--quiet`, a
    /// rule across options.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            "run",
            abstract: "Replay stored sessions and compare their outcomes with the goldens.",
            discussion: [
                "Without --all, only the named sessions are replayed. A session whose outcome differs from its golden is a regression, and the command exits with status 1."
            ],
            examples: ["run --all --shard 2/4", "run double-tap-photo"])

        @Argument(help: "The sessions to replay.") var names: [String]
        @Flag(help: "Replay every stored session.") var all: Bool
        @Option(value: "k/n", help: "Replay only shard K of N, to split the sessions across machines.")
        var shard: Shard?
        @Option(short: "j", value: "n", in: 1 ... .max, help: "How many sessions to replay at once.") var jobs: Int = 2
        @Option(value: "tag", help: "Replay only sessions with this tag.") var tag: [String]
        @OptionGroup var quiet: QuietOption

        func validate() throws(UsageError) {
            guard names.isEmpty == all else { throw UsageError("Give session names or --all, not both") }
        }
    }

    /// A required argument, a required option, an option with choices.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            "import", abstract: "Parse a device dump and store it as a session.")

        enum Format: String, CaseIterable, ArgumentValue { case auto, touchlog, getevent, libinput, w3c }

        @Argument(help: "The dump file.") var dump: String
        @Option(value: "name", help: "The scene the touches were recorded in.") var scene: String
        @Option(value: "format", help: "The dump's format.") var format: Format = .auto
        @Flag(help: "Also store today's replay as the golden outcome.") var approve: Bool
    }

    /// A required then an optional argument, and an option with an environment variable.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration("show", abstract: "Show a stored session.")

        @Argument(help: "The session.") var name: String
        @Argument(help: "What to show of it: touches, outcome or golden.") var part: String?
        @Option(value: "columns", environment: "SAMPLE_WIDTH", help: "The width to lay the session out in.")
        var width: Int?
    }

    /// A group below the root.
    static let golden = CommandSpec(
        "golden",
        abstract: "Work with golden outcomes.",
        subcommands: [CommandSpec("list", abstract: "List the goldens.")])

    /// The root, with gesture-replay's global options.
    static let root = CommandSpec.gestureReplay(
        version: "1.2.3", commands: [Run.spec, Import.spec, Show.spec, golden])

    /// Parses `arguments` by the sample root, with `environment`.
    static func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> Invocation {
        try CommandLineParser(root: root, environment: environment).parse(arguments)
    }

    /// The arguments of the command that `arguments` runs.
    static func parsed(_ arguments: [String], environment: [String: String] = [:]) throws -> ParsedArguments {
        guard case .run(let parsed, _) = try parse(arguments, environment: environment) else {
            throw UsageError("not a command to run: \(arguments)")
        }
        return parsed
    }

    /// The command that `arguments` runs, read as `Command`.
    static func command<Command: ParsableCommand>(
        _ type: Command.Type, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> Command {
        try Command(parsed(arguments, environment: environment))
    }

    /// The root's options for `arguments`.
    static func global(_ arguments: [String], environment: [String: String] = [:]) throws -> GlobalOptions {
        guard case .run(_, let global) = try parse(arguments, environment: environment) else {
            throw UsageError("not a command to run: \(arguments)")
        }
        return try GlobalOptions(global)
    }

    /// The usage error `arguments` give.
    static func usageError(_ arguments: [String]) -> UsageError? {
        do {
            _ = try parse(arguments)
            return nil
        } catch let error as UsageError {
            return error
        } catch {
            return nil
        }
    }
}
