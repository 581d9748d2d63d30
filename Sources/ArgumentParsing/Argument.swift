/// A positional argument of a command (`<names>`), converted through `ArgumentValue`; its name
/// is the property's. `T` is required, `T?` may be left out, `[T]` takes every remaining value.
///
/// ```swift
/// @Argument(help: "Sessions to replay (or --all).") var names: [String]
/// ```
@propertyWrapper
public struct Argument<Value>: ArgumentDeclaration {
    private let spec: ArgumentSpec
    private let convert: (ParsedArguments, ArgumentSpec) throws(UsageError) -> Value
    private let slot = ArgumentSlot<Value>()

    /// The argument's value once the command line is parsed.
    public var wrappedValue: Value { slot.value }

    private init<Element: ArgumentValue>(
        _ name: String?, arity: ArgumentSpec.Arity, help: String, collect: @escaping ([Element]) -> Value
    ) {
        spec = ArgumentSpec(name ?? "", arity: arity, help: help)
        convert = { parsed, spec throws(UsageError) in collect(try parsed.values(of: spec, Element.init(argument:))) }
    }

    func parts(label: String) -> [CommandPart] { [.argument(spec.named(label: label))] }

    func load(from parsed: ParsedArguments, label: String) throws(UsageError) {
        slot.value = try convert(parsed, spec.named(label: label))
    }

}

extension Argument {
    /// An argument that must be given once.
    public init(name: String? = nil, help: String) where Value: ArgumentValue {
        self.init(name, arity: .required, help: help, collect: { (values: [Value]) in values[0] })
    }

    /// An argument that may be left out.
    public init<Element: ArgumentValue>(name: String? = nil, help: String) where Value == Element? {
        self.init(name, arity: .optional, help: help, collect: { (values: [Element]) in values.first })
    }

    /// An argument that takes every remaining value: at least one if `atLeastOne`.
    public init<Element: ArgumentValue>(name: String? = nil, atLeastOne: Bool = false, help: String)
    where Value == [Element] {
        self.init(name, arity: atLeastOne ? .oneOrMore : .zeroOrMore, help: help, collect: { $0 })
    }
}
