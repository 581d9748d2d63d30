import GestureModel

/// A recognizer type a scene can name in `"type"`, with the UIKit properties
/// a scene may set on it.
///
/// ```swift
/// RecognizerType("tap", make: TapGestureRecognizer.init, properties: [
///     .integer("numberOfTapsRequired", \.numberOfTapsRequired, minimum: 1),
/// ])
/// ```
public struct RecognizerType: Sendable {
    /// The name scenes use.
    public let name: String
    let make: @ReplayActor () -> GestureRecognizer
    let properties: [ErasedProperty]
    private let classNameOnce = RecognizerClassName()

    /// The Swift class name of the recognizers this type makes (`TickleGestureRecognizer`),
    /// which a scene may give as its `"type"` too; made once, when first asked for.
    public var className: String { classNameOnce.value(make) }

    struct ErasedProperty: Sendable {
        let name: String
        let apply: @ReplayActor (GestureRecognizer, JSONNode) throws(SceneValueError) -> Void
    }

    /// A type named `name` whose recognizers `make` builds, with the given
    /// settable properties (the common ones — `enabled`,
    /// `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded` —
    /// come with every type).
    public init<R: GestureRecognizer>(
        _ name: String, make: @escaping @ReplayActor () -> R, properties: [RecognizerProperty<R>] = []
    ) {
        self.name = name
        self.make = make
        self.properties =
            properties.map { property in
                ErasedProperty(name: property.name) { recognizer, node throws(SceneValueError) in
                    guard let typed = recognizer as? R else { throw SceneValueError("recognizer is not a \(R.self)") }
                    try property.apply(typed, node)
                }
            } + RecognizerType.common
    }

    /// The names a scene may set on this type, in declaration order.
    public var propertyNames: [String] { properties.map(\.name) }

    /// Builds a recognizer and sets the given properties; a key the type does
    /// not know is an error naming the known ones.
    @ReplayActor func makeRecognizer(settings: [JSONNode.Member]) throws(SceneValueError) -> GestureRecognizer {
        let recognizer = make()
        for member in settings {
            guard let property = properties.first(where: { $0.name == member.key }) else {
                throw SceneValueError(
                    "unknown key \"\(member.key)\" for type \(name) (known: \(propertyNames.joined(separator: ", ")))")
            }
            do {
                try property.apply(recognizer, member.node)
            } catch {
                throw SceneValueError("\(member.key): \(error.reason)")
            }
        }
        return recognizer
    }

    static let common: [ErasedProperty] = [
        ErasedProperty(name: "enabled") { recognizer, node throws(SceneValueError) in
            recognizer.isEnabled = try node.expectBool()
        },
        ErasedProperty(name: "cancelsTouchesInView") { recognizer, node throws(SceneValueError) in
            recognizer.cancelsTouchesInView = try node.expectBool()
        },
        ErasedProperty(name: "delaysTouchesBegan") { recognizer, node throws(SceneValueError) in
            recognizer.delaysTouchesBegan = try node.expectBool()
        },
        ErasedProperty(name: "delaysTouchesEnded") { recognizer, node throws(SceneValueError) in
            recognizer.delaysTouchesEnded = try node.expectBool()
        },
    ]
}

/// One UIKit property a scene may set on a recognizer type.
public struct RecognizerProperty<R: GestureRecognizer>: Sendable {
    public let name: String
    let apply: @ReplayActor (R, JSONNode) throws(SceneValueError) -> Void

    /// A property set from any JSON value by `apply`, which throws
    /// `SceneValueError` for a value that does not fit.
    public init(_ name: String, apply: @escaping @ReplayActor (R, JSONNode) throws(SceneValueError) -> Void) {
        self.name = name
        self.apply = apply
    }

    // The key path is an isolated autoclosure: a key path to a recognizer's property is formed
    // on its actor (`ReplayActor`), so a registration function anywhere may name one.

    /// A whole-number property with a lower bound.
    public static func integer(
        _ name: String, _ keyPath: @escaping @autoclosure @ReplayActor () -> ReferenceWritableKeyPath<R, Int>,
        minimum: Int
    ) -> Self {
        Self(name) { recognizer, node throws(SceneValueError) in
            recognizer[keyPath: keyPath()] = try node.expectInteger(minimum: minimum)
        }
    }

    /// A finite, non-negative number (seconds or points).
    public static func number(
        _ name: String, _ keyPath: @escaping @autoclosure @ReplayActor () -> ReferenceWritableKeyPath<R, Double>
    ) -> Self {
        Self(name) { recognizer, node throws(SceneValueError) in
            recognizer[keyPath: keyPath()] = try node.expectNumber(minimum: 0)
        }
    }

    /// A boolean.
    public static func boolean(
        _ name: String, _ keyPath: @escaping @autoclosure @ReplayActor () -> ReferenceWritableKeyPath<R, Bool>
    ) -> Self {
        Self(name) { recognizer, node throws(SceneValueError) in
            recognizer[keyPath: keyPath()] = try node.expectBool()
        }
    }
}

extension JSONNode {
    /// This boolean, or an error saying what was found instead.
    public func expectBool() throws(SceneValueError) -> Bool {
        guard let flag = bool else { throw SceneValueError("expected true or false, found \(typeName)") }
        return flag
    }

    /// This number, finite, at least `minimum` and at most 10⁹ either way
    /// (points or seconds: past any screen or session, and far from what
    /// the model's integer nanoseconds can hold).
    public func expectNumber(minimum: Double = -.greatestFiniteMagnitude) throws(SceneValueError) -> Double {
        guard let value = number else { throw SceneValueError("expected a number, found \(typeName)") }
        guard value.magnitude <= 1e9 else { throw SceneValueError("expected a number from -1000000000 to 1000000000") }
        guard value >= minimum else {
            throw SceneValueError(
                "expected a number ≥ \(StableNumber.text(minimum)), found \(StableNumber.text(value))")
        }
        return value
    }

    /// A list of `count` numbers, each as `expectNumber()` reads it; `shape` names them in the
    /// error (`[x, y]`).
    public func expectNumbers(count: Int, _ shape: String) throws(SceneValueError) -> [Double] {
        guard let elements, elements.count == count else {
            throw SceneValueError("expected \(shape), found \(typeName)")
        }
        var numbers: [Double] = []
        for element in elements { numbers.append(try element.expectNumber()) }
        return numbers
    }

    /// This number as a whole number of at least `minimum`.
    public func expectInteger(minimum: Int) throws(SceneValueError) -> Int {
        guard let value = number else { throw SceneValueError("expected a whole number, found \(typeName)") }
        guard value == value.rounded(), value.magnitude < 1e9 else {
            throw SceneValueError("expected a whole number, found \(StableNumber.text(value))")
        }
        guard Int(value) >= minimum else {
            throw SceneValueError("expected a whole number ≥ \(minimum), found \(Int(value))")
        }
        return Int(value)
    }

    /// This string.
    public func expectString() throws(SceneValueError) -> String {
        guard let text = string else { throw SceneValueError("expected a string, found \(typeName)") }
        return text
    }

    /// A string or a list of strings, each one of `allowed`.
    public func expectNames(allowed: [String]) throws(SceneValueError) -> [String] {
        let nodes = elements ?? [self]
        var names: [String] = []
        for node in nodes {
            guard let name = node.string else {
                throw SceneValueError("expected a string or a list of strings, found \(node.typeName)")
            }
            guard allowed.contains(name) else {
                throw SceneValueError("unknown value \"\(name)\" (allowed: \(allowed.joined(separator: ", ")))")
            }
            names.append(name)
        }
        if names.isEmpty { throw SceneValueError("expected at least one of \(allowed.joined(separator: ", "))") }
        return names
    }
}
