/// An option of a command with a value (`--jobs 4`), converted through `ArgumentValue`; its
/// name is the property's (`skipExisting` is `--skip-existing`) unless it is given one.
///
/// The property's type says the rest: `T?` may be left out, `T = default` has a default (shown
/// in help), `T` alone is required, `[T]` may be repeated. An `ArgumentValue` with
/// `allValueStrings` accepts only those words, listed in help.
///
/// ```swift
/// @Option(short: "j", value: "n", in: 1...256, help: "Worker threads.") var jobs: Int?
/// @Option(value: "format", help: "How to print the outcome.") var format: OutcomeFormat = .jsonl
/// ```
@propertyWrapper
public struct Option<Value>: ArgumentDeclaration {
    private let spec: OptionSpec
    private let convert: (ParsedArguments, OptionSpec) throws(UsageError) -> Value
    private let slot = ArgumentSlot<Value>()

    /// The option's value once the command line is parsed.
    public var wrappedValue: Value { slot.value }

    /// The spec, named `name` if given, and the conversion of its values by `read`,
    /// which `collect` makes the property's value.
    private init<Element: ArgumentValue>(
        _ name: String?, short: Character?, value valueName: String, default defaultValue: Element? = nil,
        environment: String? = nil, required: Bool = false, repeatable: Bool = false, help: String,
        read: @escaping (String) throws(InvalidArgument) -> Element, collect: @escaping ([Element]) -> Value
    ) {
        spec = .option(
            name ?? "", short: short, value: valueName, default: defaultValue?.argumentText, environment: environment,
            choices: Element.allValueStrings, required: required, repeatable: repeatable, help: help)
        convert = { parsed, spec throws(UsageError) in collect(try parsed.values(of: spec, read)) }
    }

    func parts(label: String) -> [CommandPart] { [.option(spec.named(label: label))] }

    func load(from parsed: ParsedArguments, label: String) throws(UsageError) {
        slot.value = try convert(parsed, spec.named(label: label))
    }

}

extension Option {
    /// An option that may be left out: nil then, unless `environment` names a variable that is set.
    public init<Element: ArgumentValue>(
        name: String? = nil, short: Character? = nil, value valueName: String, environment: String? = nil,
        help: String
    ) where Value == Element? {
        self.init(
            name, short: short, value: valueName, environment: environment, help: help,
            read: Element.init(argument:), collect: \.last)
    }

    /// An option whose value is `wrappedValue` when it is not given (nor `environment`'s variable).
    public init(
        wrappedValue: Value, name: String? = nil, short: Character? = nil, value valueName: String,
        environment: String? = nil, help: String
    ) where Value: ArgumentValue {
        self.init(
            name, short: short, value: valueName, default: wrappedValue, environment: environment, help: help,
            read: Value.init(argument:), collect: { $0.last ?? wrappedValue })
    }

    /// An option the command cannot run without.
    public init(name: String? = nil, short: Character? = nil, value valueName: String, help: String)
    where Value: ArgumentValue {
        self.init(
            name, short: short, value: valueName, required: true, help: help, read: Value.init(argument:),
            collect: { $0.last! })
    }

    /// An option that may be given several times, every value kept in order.
    public init<Element: ArgumentValue>(name: String? = nil, value valueName: String, help: String)
    where Value == [Element] {
        self.init(
            name, short: nil, value: valueName, repeatable: true, help: help, read: Element.init(argument:),
            collect: { $0 })
    }

    /// An integer option within `bounds` that may be left out.
    public init(
        name: String? = nil, short: Character? = nil, value valueName: String, in bounds: ClosedRange<Int>,
        help: String
    ) where Value == Int? {
        self.init(
            name, short: short, value: valueName, help: help,
            read: { text throws(InvalidArgument) in try Int(argument: text, in: bounds) }, collect: \.last)
    }

    /// An integer option within `bounds` whose value is `wrappedValue` when it is not given.
    public init(
        wrappedValue: Int, name: String? = nil, short: Character? = nil, value valueName: String,
        in bounds: ClosedRange<Int>, help: String
    ) where Value == Int {
        self.init(
            name, short: short, value: valueName, default: wrappedValue, help: help,
            read: { text throws(InvalidArgument) in try Int(argument: text, in: bounds) },
            collect: { $0.last ?? wrappedValue })
    }
}
