import GestureReplayCLI

/// A small program shaped like gesture-replay, shared by the suites: each command exercises
/// a different part of the spec.
enum SampleCommands {
    /// A repeated argument, flags, a short alias, a default, a repeatable option, `--quiet`.
    static let run = CommandSpec(
        "run",
        abstract: "Replay stored sessions and compare their outcomes with the goldens.",
        discussion: [
            "Without --all, only the named sessions are replayed. A session whose outcome differs from its golden is a regression, and the command exits with status 1."
        ],
        arguments: [.zeroOrMore("names", help: "The sessions to replay.")],
        options: [
            .flag("all", help: "Replay every stored session."),
            .option(
                "shard", value: "k/n",
                help: "Replay only shard K of N, to split the sessions across machines."),
            .option("jobs", short: "j", value: "n", default: "2", help: "How many sessions to replay at once."),
            .option("tag", value: "tag", repeatable: true, help: "Replay only sessions with this tag."),
            .quiet,
        ],
        examples: ["run --all --shard 2/4", "run double-tap-photo"])

    /// A required argument, a required option, an option with choices.
    static let importDump = CommandSpec(
        "import",
        abstract: "Parse a device dump and store it as a session.",
        arguments: [.required("dump", help: "The dump file.")],
        options: [
            .option("scene", value: "name", required: true, help: "The scene the touches were recorded in."),
            .option(
                "format", value: "format", default: "auto",
                choices: ["auto", "touchlog", "getevent", "libinput", "w3c"], help: "The dump's format."),
            .flag("approve", help: "Also store today's replay as the golden outcome."),
        ])

    /// A required then an optional argument, and an option with an environment variable.
    static let show = CommandSpec(
        "show",
        abstract: "Show a stored session.",
        arguments: [
            .required("name", help: "The session."),
            .optional("part", help: "What to show of it: touches, outcome or golden."),
        ],
        options: [
            .option(
                "width", value: "columns", environment: "SAMPLE_WIDTH",
                help: "The width to lay the session out in.")
        ])

    /// A group below the root.
    static let golden = CommandSpec(
        "golden",
        abstract: "Work with golden outcomes.",
        subcommands: [CommandSpec("list", abstract: "List the goldens.")])

    /// The root, with gesture-replay's global options.
    static let root = CommandSpec.gestureReplay(
        version: "1.2.3", commands: [run, importDump, show, golden])

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

    /// The root's options for `arguments`.
    static func global(_ arguments: [String], environment: [String: String] = [:]) throws -> ParsedArguments {
        guard case .run(_, let global) = try parse(arguments, environment: environment) else {
            throw UsageError("not a command to run: \(arguments)")
        }
        return global
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
