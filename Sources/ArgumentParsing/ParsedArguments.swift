/// The words of one command's line after parsing, by the `CommandSpec` it was parsed by; option
/// values already include environment variables and defaults. A `ParsableArguments` type reads
/// its declarations from it (`init(_:)`): commands see typed properties, never these words.
///
/// Reading a part the spec does not declare is a mistake in the declarations and stops the program.
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

    /// Whether the flag was given.
    package func isSet(_ flag: OptionSpec) -> Bool {
        precondition(declared(flag).kind == .flag, "--\(flag.name) takes a value")
        return flags.contains(flag.name)
    }

    /// Every value of the option as written: those given in order, else its environment
    /// variable's or its default.
    package func words(of option: OptionSpec) -> [String] {
        precondition(declared(option).takesValue, "--\(option.name) is a flag")
        return optionValues[option.name] ?? []
    }

    /// Every value of the option converted by `read`; a word it refuses is a usage error naming
    /// the option, the word and the variable it came from.
    func values<Value>(of option: OptionSpec, _ read: (String) throws(InvalidArgument) -> Value) throws(UsageError)
        -> [Value]
    {
        var values: [Value] = []
        for word in words(of: option) {
            do {
                values.append(try read(word))
            } catch {
                throw .invalidValue(
                    word, for: option.label, expected: error.expected, source: optionSources[option.name],
                    suggestion: error.suggestion, command: command)
            }
        }
        return values
    }

    /// Every value of the positional argument converted by `read` (one at most unless it is repeated).
    func values<Value>(of argument: ArgumentSpec, _ read: (String) throws(InvalidArgument) -> Value)
        throws(UsageError) -> [Value]
    {
        precondition(spec.argument(named: argument.name) != nil, "\(subject) declares no argument <\(argument.name)>")
        var values: [Value] = []
        for word in argumentValues[argument.name] ?? [] {
            do {
                values.append(try read(word))
            } catch {
                throw .invalidValue(
                    word, for: argument.label, expected: error.expected, suggestion: error.suggestion, command: command)
            }
        }
        return values
    }

    /// The option as the spec declares it, which must be as `option` says.
    private func declared(_ option: OptionSpec) -> OptionSpec {
        guard let declared = spec.option(named: option.name), declared.kind == option.kind else {
            preconditionFailure("\(subject) declares no option \(option.label)")
        }
        return declared
    }

    /// `command 'run'`, for messages about mistakes in declarations.
    private var subject: String { "command '\(spec.name)'" }
}
