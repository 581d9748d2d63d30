import GestureStore

/// The arguments of one command after parsing, read by the names its `CommandSpec` declares.
/// Option values already include environment variables and defaults.
///
/// Reading a name the spec does not declare is a mistake in the handler and stops the program.
public struct ParsedArguments: Sendable, Equatable {
    /// The subcommand names that selected the command (`["run"]`; `[]` for the root).
    public let command: [String]
    /// The spec the arguments were parsed by.
    public let spec: CommandSpec
    /// Every positional value, in command-line order.
    public let positionals: [String]
    /// The flags that were given.
    let flags: Set<String>
    /// The values of each value option: those given, or else the environment's or the default.
    let optionValues: [String: [String]]
    /// For option values that came from the environment: the variable, as `$NAME`.
    let optionSources: [String: String]
    /// The positional values of each argument.
    let argumentValues: [String: [String]]

    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool {
        let option = declaredOption(name)
        precondition(option.kind == .flag, "--\(name) takes a value: read it with value(_:)")
        return flags.contains(name)
    }

    /// The value of `--name`: the last one given, else its environment variable's, else its default.
    public func value(_ name: String) -> String? {
        values(name).last
    }

    /// Every value given for `--name` in order (or its environment variable's or default value).
    public func values(_ name: String) -> [String] {
        let option = declaredOption(name)
        precondition(option.takesValue, "--\(name) is a flag: read it with flag(_:)")
        return optionValues[name] ?? []
    }

    /// The value of the positional argument `<name>`, if it was given.
    public func argument(_ name: String) -> String? {
        arguments(name).first
    }

    /// Every value of the positional argument `<name>` (one at most unless it is repeated).
    public func arguments(_ name: String) -> [String] {
        precondition(spec.argument(named: name) != nil, "\(subject) declares no argument <\(name)>")
        return argumentValues[name] ?? []
    }

    /// The value of `--name` as an integer within the bounds given; `nil` when it has no value.
    public func int(_ name: String, atLeast minimum: Int? = nil, atMost maximum: Int? = nil)
        throws(UsageError) -> Int?
    {
        guard let text = value(name) else { return nil }
        let expected =
            switch (minimum, maximum) {
            case let (minimum?, maximum?): "an integer from \(minimum) to \(maximum)"
            case let (minimum?, nil): "an integer of at least \(minimum)"
            case let (nil, maximum?): "an integer of at most \(maximum)"
            case (nil, nil): "an integer"
            }
        guard let number = Int(text), number >= minimum ?? .min, number <= maximum ?? .max else {
            throw invalidValue(text, for: name, expected: expected)
        }
        return number
    }

    /// The value of `--name` as a shard `K/N` with 1 ≤ K ≤ N; `nil` when it has no value.
    public func shard(_ name: String) throws(UsageError) -> Shard? {
        guard let text = value(name) else { return nil }
        guard let shard = Shard(text) else {
            throw invalidValue(text, for: name, expected: "K/N with 1 <= K <= N <= \(Shard.maximumCount), such as 2/4")
        }
        return shard
    }

    /// A usage error about this command, for checks a spec cannot express ("give NAME or --all").
    public func usageError(_ message: String) -> UsageError {
        UsageError(message, command: command)
    }

    /// The error for a value of `--name` that does not read as `expected`.
    private func invalidValue(_ text: String, for name: String, expected: String) -> UsageError {
        .invalidValue(
            text, for: declaredOption(name), expected: expected, source: optionSources[name],
            command: command)
    }

    /// The spec of `--name`, which must exist.
    private func declaredOption(_ name: String) -> OptionSpec {
        guard let option = spec.option(named: name) else {
            preconditionFailure("\(subject) declares no option --\(name)")
        }
        return option
    }

    /// `command 'run'`, for messages about mistakes in handlers.
    private var subject: String { "command '\(spec.name)'" }
}
