/// A command as a type: its configuration (name, abstract, discussion, examples) and its
/// options and arguments as properties, from which its `CommandSpec` is derived.
///
/// ```swift
/// struct ApproveCommand: ParsableCommand {
///     static let configuration = CommandConfiguration("approve", abstract: "Accept outcomes as goldens.")
///     @Argument(help: "Sessions to approve.") var names: [String]
///     @Flag(help: "Approve every session that failed in the latest run.") var failing: Bool
///
///     func validate() throws(UsageError) {
///         guard failing == names.isEmpty else { throw UsageError("give session names or --failing, not both") }
///     }
/// }
/// ```
public protocol ParsableCommand: ParsableArguments {
    /// What the command is called and how its help describes it.
    static var configuration: CommandConfiguration { get }
}

extension ParsableCommand {
    /// The command's spec: its configuration with the options and arguments it declares.
    public static var spec: CommandSpec {
        let configuration = configuration
        let declared = declared
        return CommandSpec(
            configuration.name, abstract: configuration.abstract, discussion: configuration.discussion,
            arguments: declared.arguments, options: declared.options, examples: configuration.examples)
    }
}
