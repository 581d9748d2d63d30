/// One positional argument of a command, such as the `<dump>` of `import DUMP`.
public struct ArgumentSpec: Sendable, Equatable {
    /// How many values an argument takes.
    public enum Arity: Sendable, Equatable {
        /// Exactly one value.
        case required
        /// One value or none.
        case optional
        /// Any number of values, none included.
        case zeroOrMore
        /// At least one value.
        case oneOrMore
    }

    /// The name shown as `<name>` in help and used by `ParsedArguments.argument(_:)`.
    public var name: String
    /// How many values it takes.
    public var arity: Arity
    /// One sentence for the ARGUMENTS section of the help.
    public var help: String

    /// An argument with the given name, arity and help sentence.
    public init(_ name: String, arity: Arity, help: String) {
        self.name = name
        self.arity = arity
        self.help = help
    }

    /// An argument that must be given once.
    public static func required(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name, arity: .required, help: help)
    }

    /// An argument that may be left out.
    public static func optional(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name, arity: .optional, help: help)
    }

    /// An argument that takes every remaining value, possibly none.
    public static func zeroOrMore(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name, arity: .zeroOrMore, help: help)
    }

    /// An argument that takes every remaining value, at least one.
    public static func oneOrMore(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name, arity: .oneOrMore, help: help)
    }

    /// `<name>`, as in help and in error messages.
    public var label: String { "<\(name)>" }

    /// Whether the command cannot run without a value for it.
    public var isRequired: Bool { arity == .required || arity == .oneOrMore }

    /// Whether it takes every remaining value.
    public var isRepeated: Bool { arity == .zeroOrMore || arity == .oneOrMore }

    /// How it appears in a usage line: `<dump>`, `[<name>]`, `[<names> ...]`, `<names> ...`.
    var synopsis: String {
        switch arity {
        case .required: label
        case .optional: "[\(label)]"
        case .zeroOrMore: "[\(label) ...]"
        case .oneOrMore: "\(label) ..."
        }
    }
}
