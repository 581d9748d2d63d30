/// A parsed JSON value that remembers the line it started on, so that
/// errors in scenes and touch logs can name the line.
///
/// Objects keep their keys in order, and duplicate keys are rejected.
public struct JSONNode: Equatable, Sendable {
    /// The 1-based line of the value's first character.
    public var line: Int
    public var value: Value

    /// The JSON value itself.
    public enum Value: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    /// One `"key": value` of an object, in source order.
    public struct Member: Equatable, Sendable {
        public var key: String
        public var node: JSONNode
    }

    public init(line: Int, value: Value) {
        self.line = line
        self.value = value
    }

    /// The members, if this is an object.
    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The member named `key`, if this is an object that has it.
    public subscript(key: String) -> JSONNode? {
        members?.first { $0.key == key }?.node
    }

    /// The elements, if this is an array.
    public var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number, if this is one.
    public var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The boolean, if this is one.
    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    /// The JSON type's name, for error messages ("a string", "an object").
    public var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
