/// Reading ASCII fields out of a dump's bytes without making strings: the
/// readers' hot path (a getevent dump is hundreds of thousands of lines).
enum ASCII {
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The value of a hex digit, or nil.
    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    /// `range` without blanks at either end.
    static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && isBlank(bytes[lower]) { lower += 1 }
        while upper > lower && isBlank(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// Whether the bytes in `range` are exactly `literal`.
    static func equals(_ bytes: [UInt8], _ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { text in
            var index = range.lowerBound
            for byte in text {
                if bytes[index] != byte { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether the bytes in `range` start with `literal`.
    static func hasPrefix(_ bytes: [UInt8], _ range: Range<Int>, _ literal: StaticString) -> Bool {
        guard range.count >= literal.utf8CodeUnitCount else { return false }
        return equals(bytes, range.lowerBound..<(range.lowerBound + literal.utf8CodeUnitCount), literal)
    }

    /// The first index of `byte` in `range`, or nil.
    static func firstIndex(of byte: UInt8, in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The first index where `literal` starts in `range`, or nil.
    static func firstIndex(of literal: StaticString, in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        let length = literal.utf8CodeUnitCount
        guard length > 0, range.count >= length else { return nil }
        let first = literal.utf8Start.pointee
        var index = range.lowerBound
        let last = range.upperBound - length
        while index <= last {
            if bytes[index] == first && equals(bytes, index..<(index + length), literal) { return index }
            index += 1
        }
        return nil
    }

    /// 1 to 8 hex digits as a 32-bit pattern (`ffffffff` is 0xffffffff).
    static func hex(_ bytes: [UInt8], _ range: Range<Int>) -> UInt32? {
        guard !range.isEmpty, range.count <= 8 else { return nil }
        var value: UInt32 = 0
        for index in range {
            guard let digit = hexDigit(bytes[index]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// A decimal integer with an optional sign and leading zeros (`-001`,
    /// `0538`), at most 18 digits so that it cannot overflow.
    static func decimal(_ bytes: [UInt8], _ range: Range<Int>) -> Int64? {
        var index = range.lowerBound
        var negative = false
        if index < range.upperBound && (bytes[index] == 0x2D || bytes[index] == 0x2B) {
            negative = bytes[index] == 0x2D
            index += 1
        }
        let digits = range.upperBound - index
        guard digits > 0, digits <= 18 else { return nil }
        var value: Int64 = 0
        while index < range.upperBound {
            let byte = bytes[index]
            guard isDigit(byte) else { return nil }
            value = value * 10 + Int64(byte - 0x30)
            index += 1
        }
        return negative ? -value : value
    }

    /// A decimal that must fit an `Int32` (an evdev value).
    static func int32(_ bytes: [UInt8], _ range: Range<Int>) -> Int32? {
        guard let value = decimal(bytes, range), let narrow = Int32(exactly: value) else { return nil }
        return narrow
    }

    /// The largest number of whole seconds a timestamp may have: about the
    /// year 2255 as epoch seconds, so that nanoseconds fit an `Int64`.
    static let maximumSeconds: Int64 = 9_000_000_000

    /// `SECONDS.FRACTION` (1 to 9 fractional digits, or none) as nanoseconds:
    /// `53890.813990`, `1357751031.716015`, `0.000001`.
    static func seconds(_ bytes: [UInt8], _ range: Range<Int>) -> Int64? {
        guard let dot = firstIndex(of: 0x2E, in: bytes, range) else {
            guard let whole = decimal(bytes, range), whole >= 0, whole <= maximumSeconds,
                isDigit(bytes[range.lowerBound])
            else { return nil }
            return whole * 1_000_000_000
        }
        let wholeRange = range.lowerBound..<dot
        let fractionRange = (dot + 1)..<range.upperBound
        guard !wholeRange.isEmpty, isDigit(bytes[wholeRange.lowerBound]),
            let whole = decimal(bytes, wholeRange), whole <= maximumSeconds,
            fractionRange.count <= 9
        else { return nil }
        var nanoseconds: Int64 = 0
        var scale: Int64 = 100_000_000
        for index in fractionRange {
            let byte = bytes[index]
            guard isDigit(byte) else { return nil }
            nanoseconds += Int64(byte - 0x30) * scale
            scale /= 10
        }
        return whole * 1_000_000_000 + nanoseconds
    }

    /// The bytes as a string (invalid UTF-8 repaired), for messages and names.
    static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// A short quote of a line for an error message: at most 60 characters.
    static func excerpt(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        let trimmedRange = trimmed(bytes, range)
        let text = string(bytes, trimmedRange)
        guard text.count > 60 else { return "\"\(text)\"" }
        return "\"\(text.prefix(57))...\""
    }
}

/// The blank-separated fields of one line, one at a time.
struct FieldScanner {
    let bytes: [UInt8]
    private(set) var position: Int
    let end: Int

    init(_ bytes: [UInt8], _ range: Range<Int>) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = range.upperBound
    }

    /// The next field, or nil when only blanks are left.
    mutating func next() -> Range<Int>? {
        while position < end && ASCII.isBlank(bytes[position]) { position += 1 }
        guard position < end else { return nil }
        let start = position
        while position < end && !ASCII.isBlank(bytes[position]) { position += 1 }
        return start..<position
    }
}
