import ArgumentParsing

/// `-q, --quiet`: the conventional flag that silences progress messages (see
/// `Terminal.status(_:)`); a command that has it is quiet when it is given.
public struct QuietOption: ParsableArguments {
    /// Whether progress messages are left out.
    @Flag(short: "q", help: "Print only results and errors.") public var quiet: Bool

    /// The flag, declared.
    public init() {}
}

extension OptionSpec {
    /// The spec of `QuietOption`'s flag, by which the tool knows a command that has it.
    public static let quiet = QuietOption.options[0]
}
