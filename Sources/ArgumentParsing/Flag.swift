/// A flag of a command (`--all`), true when it is given; its name is the property's.
///
/// ```swift
/// @Flag(help: "Replay every stored session.") var all: Bool
/// ```
@propertyWrapper
public struct Flag: ArgumentDeclaration {
    private let spec: OptionSpec
    private let slot = ArgumentSlot<Bool>()

    /// Whether the flag was given.
    public var wrappedValue: Bool { slot.value }

    /// A flag named after its property unless `name` is given, with a one-letter alias `short`.
    public init(name: String? = nil, short: Character? = nil, help: String) {
        spec = .flag(name ?? "", short: short, help: help)
    }

    func parts(label: String) -> [CommandPart] { [.option(spec.named(label: label))] }

    func load(from parsed: ParsedArguments, label: String) throws(UsageError) {
        slot.value = parsed.isSet(spec.named(label: label))
    }

}
