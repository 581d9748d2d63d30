/// A type whose values are read from one word of the command line: an option's value
/// (`--jobs 4`) or a positional argument. Every `@Option` and `@Argument` converts through it,
/// and a word it refuses becomes a usage error naming the option and the word.
///
/// ```swift
/// enum Rotation: String, CaseIterable, ArgumentValue { case none = "0", quarter = "90" }
/// ```
public protocol ArgumentValue {
    /// The value `argument` spells, or `InvalidArgument` saying what was expected.
    init(argument: String) throws(InvalidArgument)
    /// The only words accepted, shown in help as `values: …`; empty when any word may be tried.
    static var allValueStrings: [String] { get }
    /// The word that spells this value, as the help shows a default.
    var argumentText: String { get }
}

extension ArgumentValue {
    /// Any word may be tried.
    public static var allValueStrings: [String] { [] }
    /// The value as Swift describes it.
    public var argumentText: String { "\(self)" }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// The case whose raw value is `argument`.
    public init(argument: String) throws(InvalidArgument) {
        guard let value = Self(rawValue: argument) else {
            throw InvalidArgument(
                expected: "one of " + Self.allValueStrings.joined(separator: ", "),
                suggestion: EditDistance.closest(to: argument, among: Self.allValueStrings))
        }
        self = value
    }

    /// The raw values of every case, in declaration order.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// The raw value.
    public var argumentText: String { rawValue }
}

extension String: ArgumentValue {
    /// The word itself.
    public init(argument: String) { self = argument }
}

extension Int: ArgumentValue {
    /// A whole number in decimal (`4`, `-3`, `+7`).
    public init(argument: String) throws(InvalidArgument) {
        try self.init(argument: argument, in: .min ... .max)
    }

    /// A whole number within `bounds`; the error says which integers are accepted.
    public init(argument: String, in bounds: ClosedRange<Int>) throws(InvalidArgument) {
        guard let number = Int(argument), bounds.contains(number) else {
            let expected =
                switch (bounds.lowerBound, bounds.upperBound) {
                case (.min, .max): "an integer"
                case (let minimum, .max): "an integer of at least \(minimum)"
                case (.min, let maximum): "an integer of at most \(maximum)"
                case (let minimum, let maximum): "an integer from \(minimum) to \(maximum)"
                }
            throw InvalidArgument(expected: expected)
        }
        self = number
    }
}

extension UInt64: ArgumentValue {
    /// A whole number from 0, in decimal.
    public init(argument: String) throws(InvalidArgument) {
        guard let number = UInt64(argument) else { throw InvalidArgument(expected: "a whole number") }
        self = number
    }
}

extension Double: ArgumentValue {
    /// A finite decimal number (`2`, `0.05`, `-1.5e3`).
    public init(argument: String) throws(InvalidArgument) {
        guard let number = Double(argument), number.isFinite else { throw InvalidArgument(expected: "a number") }
        self = number
    }

    /// The number in Swift's shortest exact form: `0.05`.
    public var argumentText: String { "\(self)" }
}
