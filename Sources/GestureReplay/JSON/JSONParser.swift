/// A strict JSON parser over UTF-8 bytes (RFC 8259) that tracks lines, limits
/// nesting and rejects what a serious reader must: duplicate keys, invalid
/// UTF-8, unescaped control characters, numbers that overflow to infinity.
public struct JSONParser {
    /// Why a text is not acceptable JSON, and on which 1-based line.
    public struct Failure: Error, Equatable, Sendable {
        public var line: Int
        public var reason: String
    }

    /// Deepest nesting of arrays and objects accepted (CHOICE: real scenes
    /// nest 3 levels; 64 stops stack exhaustion on hostile input).
    public static let maximumDepth = 64

    private let bytes: ArraySlice<UInt8>
    private var index: Int
    private var line: Int
    private let end: Int

    /// Parses exactly one JSON value filling `text` (white space around it allowed).
    public static func parse(_ text: String, firstLine: Int = 1) throws(Failure) -> JSONNode {
        try parse(bytes: Array(text.utf8), firstLine: firstLine)
    }

    /// Parses exactly one JSON value filling `bytes`.
    public static func parse(bytes: [UInt8], firstLine: Int = 1) throws(Failure) -> JSONNode {
        try parse(bytes: bytes[...], firstLine: firstLine)
    }

    /// Parses exactly one JSON value filling `bytes` (a line of a larger buffer, say).
    public static func parse(bytes: ArraySlice<UInt8>, firstLine: Int = 1) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes: bytes, line: firstLine)
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.end {
            throw Failure(line: parser.line, reason: "unexpected \(parser.describeCurrent()) after the JSON value")
        }
        return node
    }

    private init(bytes: ArraySlice<UInt8>, line: Int) {
        self.bytes = bytes
        self.index = bytes.startIndex
        self.line = line
        self.end = bytes.endIndex
    }

    private mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                line += 1
                index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < end else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private func failure(_ reason: String) -> Failure { Failure(line: line, reason: reason) }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONNode {
        guard index < end else { throw failure("unexpected end of input, expected a value") }
        let startLine = line
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(line: startLine, value: try parseObject(depth: depth + 1))
        case UInt8(ascii: "["): return JSONNode(line: startLine, value: try parseArray(depth: depth + 1))
        case UInt8(ascii: "\""): return JSONNode(line: startLine, value: .string(try parseString()))
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(line: startLine, value: .bool(true))
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(line: startLine, value: .bool(false))
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(line: startLine, value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(line: startLine, value: .number(try parseNumber()))
        default:
            throw failure("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(Failure) {
        var position = index
        for expected in literal.utf8 {
            guard position < end, bytes[position] == expected else {
                throw failure("unexpected \(describeCurrent()), expected a value")
            }
            position += 1
        }
        index = position
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONNode.Value {
        guard depth <= JSONParser.maximumDepth else {
            throw failure("nested more than \(JSONParser.maximumDepth) levels deep")
        }
        index += 1
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if index < end && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < end, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("unexpected \(describeCurrent()), expected a key in quotes")
            }
            let keyLine = line
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw Failure(line: keyLine, reason: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard index < end, bytes[index] == UInt8(ascii: ":") else {
                throw failure("unexpected \(describeCurrent()), expected ':' after \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append(JSONNode.Member(key: key, node: try parseValue(depth: depth)))
            skipWhitespace()
            guard index < end else { throw failure("unexpected end of input, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw failure("unexpected \(describeCurrent()), expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONNode.Value {
        guard depth <= JSONParser.maximumDepth else {
            throw failure("nested more than \(JSONParser.maximumDepth) levels deep")
        }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < end && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < end else { throw failure("unexpected end of input, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw failure("unexpected \(describeCurrent()), expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        index += 1  // opening quote
        let start = index
        var needsDecoding = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                needsDecoding = true
                index += 2
                continue
            }
            if byte < 0x20 { throw failure("control character 0x\(String(byte, radix: 16)) inside a string") }
            if byte >= 0x80 { needsDecoding = true }
            index += 1
        }
        guard index < end else { throw failure("unterminated string") }
        let stop = index
        index += 1  // closing quote
        if !needsDecoding {
            return String(decoding: bytes[start..<stop], as: UTF8.self)
        }
        return try decodeString(bytes[start..<stop])
    }

    private func decodeString(_ raw: ArraySlice<UInt8>) throws(Failure) -> String {
        var scalars = String.UnicodeScalarView()
        var position = raw.startIndex
        var pendingHigh: UInt32?
        while position < raw.endIndex {
            let byte = raw[position]
            if byte != UInt8(ascii: "\\") {
                // Decode one UTF-8 scalar, validating it. A fresh decoder each
                // time: a decoder buffers the bytes it read ahead of the scalar.
                var utf8 = UTF8()
                var slice = raw[position...].makeIterator()
                switch utf8.decode(&slice) {
                case .scalarValue(let scalar):
                    if pendingHigh != nil { throw failure("unpaired surrogate escape in a string") }
                    scalars.append(scalar)
                    position += UTF8.width(scalar)
                case .error, .emptyInput:
                    throw failure("invalid UTF-8 inside a string")
                }
                continue
            }
            guard position + 1 < raw.endIndex else { throw failure("unterminated escape in a string") }
            let escape = raw[position + 1]
            position += 2
            var scalarValue: UInt32
            switch escape {
            case UInt8(ascii: "\""): scalarValue = 0x22
            case UInt8(ascii: "\\"): scalarValue = 0x5C
            case UInt8(ascii: "/"): scalarValue = 0x2F
            case UInt8(ascii: "b"): scalarValue = 0x08
            case UInt8(ascii: "f"): scalarValue = 0x0C
            case UInt8(ascii: "n"): scalarValue = 0x0A
            case UInt8(ascii: "r"): scalarValue = 0x0D
            case UInt8(ascii: "t"): scalarValue = 0x09
            case UInt8(ascii: "u"):
                guard position + 4 <= raw.endIndex, let code = UInt32(hex: raw[position..<position + 4]) else {
                    throw failure("bad \\u escape in a string")
                }
                position += 4
                scalarValue = code
            default:
                throw failure("unknown escape \\\(Character(Unicode.Scalar(escape))) in a string")
            }
            if let high = pendingHigh {
                guard (0xDC00...0xDFFF).contains(scalarValue) else {
                    throw failure("unpaired surrogate escape in a string")
                }
                scalarValue = 0x10000 + ((high - 0xD800) << 10) + (scalarValue - 0xDC00)
                pendingHigh = nil
            } else if (0xD800...0xDBFF).contains(scalarValue) {
                pendingHigh = scalarValue
                continue
            } else if (0xDC00...0xDFFF).contains(scalarValue) {
                throw failure("unpaired surrogate escape in a string")
            }
            guard let scalar = Unicode.Scalar(scalarValue) else { throw failure("bad \\u escape in a string") }
            scalars.append(scalar)
        }
        if pendingHigh != nil { throw failure("unpaired surrogate escape in a string") }
        return String(scalars)
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end, isDigit(bytes[index]) else { throw failure("bad number: a digit must follow '-'") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end && isDigit(bytes[index]) { throw failure("bad number: leading zero") }
        } else {
            while index < end && isDigit(bytes[index]) { index += 1 }
        }
        if index < end && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, isDigit(bytes[index]) else { throw failure("bad number: a digit must follow '.'") }
            while index < end && isDigit(bytes[index]) { index += 1 }
        }
        if index < end && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < end && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < end, isDigit(bytes[index]) else {
                throw failure("bad number: a digit must follow the exponent")
            }
            while index < end && isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("number \(text) is too large") }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

extension UInt32 {
    /// Four hex digits, or nil.
    init?(hex digits: ArraySlice<UInt8>) {
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        self = value
    }
}
