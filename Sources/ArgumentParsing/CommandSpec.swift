/// The declarative description of a command: its name, help text, arguments, options and
/// subcommands, from which the parser, the help and the usage lines are all derived. A command
/// that runs is a `ParsableCommand`, whose `spec` this is; groups and the root are written out:
///
/// ```swift
/// let golden = CommandSpec(
///     "golden", abstract: "Work with golden outcomes.",
///     subcommands: [GoldenListCommand.spec])
/// ```
public struct CommandSpec: Sendable, Equatable {
    /// The word that selects the command (`run`); for the root, the program's name.
    public var name: String
    /// One sentence for the OVERVIEW line and the parent's SUBCOMMANDS section.
    public var abstract: String
    /// Paragraphs printed after the overview.
    public var discussion: [String]
    /// The positional arguments, in order: required ones first, then at most one optional or repeated one.
    public var arguments: [ArgumentSpec]
    /// The named options; `-h, --help` is added to every command.
    public var options: [OptionSpec]
    /// The commands below this one; a command with subcommands takes no arguments.
    public var subcommands: [CommandSpec]
    /// Command lines shown in an EXAMPLES section, without the program, which the help writes
    /// before each as the program was invoked (`run --all`).
    public var examples: [String]
    /// The program's version, printed by `--version`; root only.
    public var version: String?

    /// A command with the given description; everything but its name and abstract is optional.
    public init(
        _ name: String, abstract: String, discussion: [String] = [], arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [CommandSpec] = [], examples: [String] = [],
        version: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
        self.examples = examples
        self.version = version
    }

    /// Whether it only groups subcommands rather than running itself.
    public var isGroup: Bool { !subcommands.isEmpty }

    /// The subcommand with this name, if there is one.
    public func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The command reached by following subcommand names from this one (`[]` is this command).
    public func descendant(at path: [String]) -> CommandSpec? {
        guard let first = path.first else { return self }
        return subcommand(named: first)?.descendant(at: Array(path.dropFirst()))
    }

    /// The option with this long name, if there is one.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// Its options followed by the built-in `--version` (root with a version) and `-h, --help`.
    var optionsWithBuiltIns: [OptionSpec] {
        options + (version == nil ? [] : [.version]) + [.help]
    }

    /// The argument with this name, if there is one.
    public func argument(named name: String) -> ArgumentSpec? {
        arguments.first { $0.name == name }
    }

    /// Stops the program if the spec contradicts itself: these are mistakes in the code that
    /// declares commands, found the first time the program runs.
    package func checkWellFormed(isRoot: Bool = true) {
        let subject = "command '\(name)'"
        precondition(!name.isEmpty && !name.hasPrefix("-"), "\(subject): invalid name")
        precondition(isRoot || version == nil, "\(subject): only the root has a version")
        precondition(Set(options.map(\.name)).count == options.count, "\(subject): option names repeat")
        let shortNames = options.compactMap(\.shortName)
        precondition(Set(shortNames).count == shortNames.count, "\(subject): short names repeat")
        precondition(
            option(named: "help") == nil && !shortNames.contains("h"),
            "\(subject): -h, --help is built in")
        precondition(
            version == nil || option(named: "version") == nil, "\(subject): --version is built in")
        for option in options {
            precondition(!option.name.isEmpty && !option.name.hasPrefix("-"), "\(subject): option name")
            if case .value(let valueName) = option.kind {
                precondition(!valueName.isEmpty, "\(subject): --\(option.name) needs a valueName")
            } else {
                precondition(
                    !option.isRequired && !option.isRepeatable && option.defaultValue == nil
                        && option.environmentVariable == nil && option.choices.isEmpty,
                    "\(subject): flag --\(option.name) has value properties")
            }
            precondition(
                option.choices.isEmpty || option.defaultValue.map(option.choices.contains) ?? true,
                "\(subject): the default of --\(option.name) is not one of its choices")
        }
        precondition(
            Set(arguments.map(\.name)).count == arguments.count, "\(subject): argument names repeat")
        precondition(
            arguments.dropLast().allSatisfy { $0.arity == .required },
            "\(subject): only the last argument may be optional or repeated")
        if isGroup {
            precondition(arguments.isEmpty, "\(subject): a command with subcommands takes no arguments")
            precondition(isRoot || options.isEmpty, "\(subject): only the root group has options")
            precondition(
                Set(subcommands.map(\.name)).count == subcommands.count, "\(subject): subcommands repeat")
            precondition(!isRoot || subcommand(named: "help") == nil, "\(subject): 'help' is built in")
            for subcommand in subcommands {
                subcommand.checkWellFormed(isRoot: false)
            }
        }
    }
}
