/// A command line that does not fit its command's spec (exit 64). Shown with the command's usage
/// line and a pointer to its help. Every message the parser produces is built here.
public struct UsageError: Error, Equatable {
    /// What is wrong with the command line, without a final period.
    public var message: String
    /// The subcommand names of the command whose usage is shown; `nil` means the running command.
    public var command: [String]?

    /// A usage error with a message of the handler's own, such as "Give session names or --all, not both".
    public init(_ message: String, command: [String]? = nil) {
        self.message = message
        self.command = command
    }

    /// Always `.usage`.
    public var exitCode: ExitCode { .usage }

    /// `--frobnicate` is not an option of the command.
    static func unknownOption(_ text: String, suggestion: String?, command: [String]) -> UsageError {
        UsageError("Unknown option '\(text)'" + didYouMean(suggestion.map { "--\($0)" }), command: command)
    }

    /// A global option such as `--db` given after the command name.
    static func misplacedOption(_ name: String, command: [String]) -> UsageError {
        UsageError("Global option '--\(name)' must come before '\(command[0])'", command: command)
    }

    /// `--scene` at the end of the line or followed by another option.
    static func missingValue(for option: OptionSpec, command: [String]) -> UsageError {
        UsageError("Missing value for '\(option.label)'", command: command)
    }

    /// `--approve=yes`.
    static func unexpectedValue(for option: OptionSpec, command: [String]) -> UsageError {
        UsageError("Option '--\(option.name)' does not take a value", command: command)
    }

    /// `--scene a --scene b` for an option that is not repeatable.
    static func repeatedOption(_ option: OptionSpec, command: [String]) -> UsageError {
        UsageError("Option '--\(option.name)' may only be given once", command: command)
    }

    /// A required option or argument that is absent; `label` is `--scene <path>` or `<dump>`.
    static func missingArgument(_ label: String, command: [String]) -> UsageError {
        UsageError("Missing expected argument '\(label)'", command: command)
    }

    /// A positional value beyond the command's arguments.
    static func unexpectedArgument(_ text: String, command: [String]) -> UsageError {
        UsageError("Unexpected argument '\(text)'", command: command)
    }

    /// A value an option or argument (`label`: `--jobs <n>`, `<name>`) cannot take: `expected`
    /// says what it can, `source` where the value came from.
    static func invalidValue(
        _ value: String, for label: String, expected: String, source: String? = nil,
        suggestion: String? = nil, command: [String]
    ) -> UsageError {
        let from = source.map { " (from \($0))" } ?? ""
        return UsageError(
            "Invalid value '\(value)'\(from) for '\(label)': expected \(expected)"
                + didYouMean(suggestion),
            command: command)
    }

    /// A word in the place of a command that names none.
    static func unknownCommand(_ name: String, suggestion: String?, command: [String]) -> UsageError {
        UsageError("Unknown command '\(name)'" + didYouMean(suggestion), command: command)
    }

    /// A command group given without one of its subcommands.
    static func missingSubcommand(command: [String]) -> UsageError {
        missingArgument("<subcommand>", command: command)
    }

    /// `. Did you mean 'run'?` or nothing.
    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { ". Did you mean '\($0)'?" } ?? ""
    }
}
