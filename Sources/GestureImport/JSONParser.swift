/// A small JSON parser (RFC 8259) over bytes that records each value's line
/// and fails with the line of the problem. Nesting is limited so that a
/// hostile file cannot exhaust the stack.
struct JSONParser {
    /// Why parsing stopped, and where.
    struct Failure: Error {
        var line: Int
        var reason: String
    }

    /// The deepest nesting accepted (W3C actions need 4 levels).
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var position: Int
    private let end: Int
    private var line = 1

    private init(_ bytes: [UInt8], range: Range<Int>, firstLine: Int) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = range.upperBound
        self.line = firstLine
    }

    /// Parses exactly one value filling `range` (blanks around it allowed).
    static func parse(_ bytes: [UInt8], range: Range<Int>? = nil, firstLine: Int = 1) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes, range: range ?? 0..<bytes.count, firstLine: firstLine)
        // A UTF-8 byte order mark is not part of the document.
        if parser.end - parser.position >= 3 && bytes[parser.position] == 0xEF && bytes[parser.position + 1] == 0xBB
            && bytes[parser.position + 2] == 0xBF
        {
            parser.position += 3
        }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.position == parser.end else { throw parser.failure("unexpected text after the JSON value") }
        return value
    }

    private func failure(_ reason: String) -> Failure { Failure(line: line, reason: reason) }

    private mutating func skipWhitespace() {
        while position < end {
            switch bytes[position] {
            case 0x0A: line += 1
            case 0x20, 0x09, 0x0D: break
            default: return
            }
            position += 1
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("JSON nested more than \(Self.maximumDepth) deep") }
        skipWhitespace()
        guard position < end else { throw failure("the JSON ends where a value should be") }
        let startLine = line
        switch bytes[position] {
        case 0x7B: return JSONValue(value: try parseObject(depth: depth), line: startLine)
        case 0x5B: return JSONValue(value: try parseArray(depth: depth), line: startLine)
        case 0x22: return JSONValue(value: .string(try parseString()), line: startLine)
        case 0x74: try literal("true"); return JSONValue(value: .bool(true), line: startLine)
        case 0x66: try literal("false"); return JSONValue(value: .bool(false), line: startLine)
        case 0x6E: try literal("null"); return JSONValue(value: .null, line: startLine)
        case 0x2D, 0x30...0x39: return JSONValue(value: .number(try parseNumber()), line: startLine)
        default: throw failure("not a JSON value: unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let length = word.utf8CodeUnitCount
        guard position + length <= end, ASCII.equals(bytes, position..<(position + length), word) else {
            throw failure("not a JSON value: unexpected character")
        }
        position += length
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue.Kind {
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if position < end && bytes[position] == 0x7D {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < end, bytes[position] == 0x22 else { throw failure("expected a quoted member name") }
            let key = try parseString()
            skipWhitespace()
            guard position < end, bytes[position] == 0x3A else { throw failure("expected `:` after a member name") }
            position += 1
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard position < end else { throw failure("the JSON ends inside an object") }
            if bytes[position] == 0x2C {
                position += 1
                continue
            }
            guard bytes[position] == 0x7D else { throw failure("expected `,` or `}` in an object") }
            position += 1
            return .object(members)
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue.Kind {
        position += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if position < end && bytes[position] == 0x5D {
            position += 1
            return .array(items)
        }
        while true {
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard position < end else { throw failure("the JSON ends inside an array") }
            if bytes[position] == 0x2C {
                position += 1
                continue
            }
            guard bytes[position] == 0x5D else { throw failure("expected `,` or `]` in an array") }
            position += 1
            return .array(items)
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        position += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = position
        func flush(_ upTo: Int) {
            if upTo > runStart {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<upTo], as: UTF8.self).unicodeScalars)
            }
        }
        while position < end {
            let byte = bytes[position]
            switch byte {
            case 0x22:
                flush(position)
                position += 1
                return String(scalars)
            case 0x5C:
                flush(position)
                position += 1
                guard position < end else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case 0x22: scalars.append("\"")
                case 0x5C: scalars.append("\\")
                case 0x2F: scalars.append("/")
                case 0x62: scalars.append("\u{08}")
                case 0x66: scalars.append("\u{0C}")
                case 0x6E: scalars.append("\n")
                case 0x72: scalars.append("\r")
                case 0x74: scalars.append("\t")
                case 0x75: scalars.append(try parseUnicodeEscape())
                default: throw failure("an unknown escape in a JSON string")
                }
                runStart = position
            case 0x00...0x1F:
                throw failure("a control character (or line break) inside a JSON string")
            default:
                position += 1
            }
        }
        throw failure("a JSON string without its closing quote")
    }

    /// `\uXXXX`, joining a surrogate pair; a lone surrogate becomes U+FFFD.
    private mutating func parseUnicodeEscape() throws(Failure) -> Unicode.Scalar {
        let high = try hexQuad()
        if (0xD800...0xDBFF).contains(high), position + 6 <= end, bytes[position] == 0x5C,
            bytes[position + 1] == 0x75
        {
            position += 2
            let low = try hexQuad()
            if (0xDC00...0xDFFF).contains(low) {
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        guard position + 4 <= end, let value = ASCII.hex(bytes, position..<(position + 4)) else {
            throw failure("a `\\u` escape needs four hex digits")
        }
        position += 4
        return value
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = position
        if bytes[position] == 0x2D { position += 1 }
        func digits() -> Int {
            let from = position
            while position < end && ASCII.isDigit(bytes[position]) { position += 1 }
            return position - from
        }
        let integerStart = position
        let integerDigits = digits()
        guard integerDigits > 0 else { throw failure("a JSON number needs digits") }
        if integerDigits > 1 && bytes[integerStart] == 0x30 { throw failure("a JSON number with a leading zero") }
        if position < end && bytes[position] == 0x2E {
            position += 1
            guard digits() > 0 else { throw failure("a JSON number needs digits after `.`") }
        }
        if position < end && (bytes[position] == 0x65 || bytes[position] == 0x45) {
            position += 1
            if position < end && (bytes[position] == 0x2B || bytes[position] == 0x2D) { position += 1 }
            guard digits() > 0 else { throw failure("a JSON number needs digits in its exponent") }
        }
        guard position - start <= 64, let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)),
            number.isFinite
        else { throw failure("a JSON number out of range") }
        return number
    }
}
