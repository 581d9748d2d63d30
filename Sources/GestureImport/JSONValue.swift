/// A parsed JSON value that remembers the 1-based line it started on, so
/// that a W3C actions reader can name the line of a bad action.
struct JSONValue {
    enum Kind {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order (duplicates kept; lookups take the first).
        case object([(key: String, value: JSONValue)])
    }

    var value: Kind
    var line: Int

    /// The member `key` of an object, or nil.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let items) = value { return items }
        return nil
    }

    var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    /// `string`, `number`, `object`…: for messages.
    var kindName: String {
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
