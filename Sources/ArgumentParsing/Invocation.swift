/// What a command line asks for, once parsed.
public enum Invocation: Sendable, Equatable {
    /// Show the help of the command at this path of subcommand names (`[]`: the root).
    case help([String])
    /// Print this version.
    case version(String)
    /// Run a command with its arguments; `global` holds the root's options.
    case run(ParsedArguments, global: ParsedArguments)
}
