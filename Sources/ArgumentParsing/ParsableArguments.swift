/// A type whose stored properties declare options and arguments (`@Option`, `@Flag`,
/// `@Argument`, `@OptionGroup`), read in declaration order: the command's help and parser are
/// derived from them, and after parsing each property holds its converted value.
public protocol ParsableArguments {
    /// Every declaration with its description, before any value is read.
    init()
    /// Checks rules across options ("give session names or --all, not both") once every value is
    /// read; throw a `UsageError` to refuse the command line.
    func validate() throws(UsageError)
}

extension ParsableArguments {
    /// No rule across options.
    public func validate() throws(UsageError) {}

    /// The declarations read from `parsed`, then `validate()`d.
    public init(_ parsed: ParsedArguments) throws(UsageError) {
        self.init()
        try load(from: parsed)
    }

    /// The options and arguments the properties declare, in declaration order.
    static var parts: [CommandPart] {
        Self().declarations.flatMap { $0.declaration.parts(label: $0.label) }
    }

    /// The options its properties declare, for a root or a spec of one's own.
    public static var options: [OptionSpec] { declared.options }

    /// The arguments its properties declare.
    public static var arguments: [ArgumentSpec] { declared.arguments }

    /// The options and the arguments, from one reflection of the properties.
    static var declared: (options: [OptionSpec], arguments: [ArgumentSpec]) {
        var declared: (options: [OptionSpec], arguments: [ArgumentSpec]) = ([], [])
        for part in parts {
            switch part {
            case .option(let option): declared.options.append(option)
            case .argument(let argument): declared.arguments.append(argument)
            }
        }
        return declared
    }

    /// Gives every declaration its value from `parsed`, then checks the rules across them.
    func load(from parsed: ParsedArguments) throws(UsageError) {
        for (label, declaration) in declarations {
            try declaration.load(from: parsed, label: label)
        }
        try validate()
    }

    /// The declaring properties by name (without the `_` of the wrapper's storage).
    private var declarations: [(label: String, declaration: any ArgumentDeclaration)] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let declaration = child.value as? any ArgumentDeclaration, let label = child.label else { return nil }
            return (String(label.trimmingPrefix("_")), declaration)
        }
    }
}
