import GestureModel

/// Reads a touch log's sample line (`docs/FORMATS.md` §2) straight from its UTF-8 bytes into
/// the sample's fields, with no JSON tree: the reader's fast path for the lines that make up
/// nearly all of a log.
///
/// It takes only the plain shape: one object whose keys are among `t`, `touch`, `phase`, `x`,
/// `y`, `force` and `majorRadius`, each once, spelled without escapes; every value a JSON
/// number but `phase`, a string without escapes that names a phase; `t`, `touch`, `phase`, `x`
/// and `y` present; JSON white space anywhere between tokens. Anything else (a device gesture
/// line, an unknown or repeated key, an escape, another type, broken JSON, a number that is
/// not finite) gives nil, and the line is read through `JSONParser` as before, which accepts
/// or refuses it with its own message: the scanner changes how fast a line is read, never what
/// is accepted or what an error says.
///
/// A line it reads is ASCII: its keys, its phase and its numbers are, and so is JSON white space.
///
/// Numbers are the values `Double(text)` gives for the same text, bit for bit: a significand of
/// at most 19 digits below 2⁵³ with a power of ten up to 10²² is one exact conversion and one
/// correctly rounded multiplication or division (Clinger's fast path); other numbers go through
/// `Double(text)` itself.
struct TouchSampleScanner {
    /// The fields of one sample line, unchecked: the reader applies the rules of §2 to them.
    struct Fields {
        var time: Double
        var touch: Double
        var phase: Touch.Phase
        var x: Double
        var y: Double
        var force: Double?
        var majorRadius: Double?
    }

    /// The fields of `line`, or nil when it is not of the plain shape.
    static func scan(_ line: ArraySlice<UInt8>) -> Fields? {
        line.withUnsafeBufferPointer { buffer in
            var scanner = TouchSampleScanner(bytes: buffer)
            return scanner.scanObject()
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The keys, as bits of the set of keys seen.
    private enum Key: UInt8 {
        case t = 1, touch = 2, phase = 4, x = 8, y = 16, force = 32, majorRadius = 64
        static let required: UInt8 = 1 | 2 | 4 | 8 | 16
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A else { return }
            index += 1
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func scanObject() -> Fields? {
        var seen: UInt8 = 0
        var fields = Fields(time: 0, touch: 0, phase: .began, x: 0, y: 0)
        skipWhitespace()
        guard consume(UInt8(ascii: "{")) else { return nil }
        while true {
            skipWhitespace()
            guard let key = scanKey(), seen & key.rawValue == 0 else { return nil }
            seen |= key.rawValue
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { return nil }
            skipWhitespace()
            if key == .phase {
                guard let phase = scanPhase() else { return nil }
                fields.phase = phase
            } else {
                guard let number = scanNumber() else { return nil }
                switch key {
                case .t: fields.time = number
                case .touch: fields.touch = number
                case .x: fields.x = number
                case .y: fields.y = number
                case .force: fields.force = number
                case .majorRadius: fields.majorRadius = number
                case .phase: preconditionFailure("read above")
                }
            }
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            guard consume(UInt8(ascii: "}")) else { return nil }
            skipWhitespace()
            guard index == bytes.count, seen & Key.required == Key.required else { return nil }
            return fields
        }
    }

    /// The bytes of a string without escapes or control characters, after its opening quote.
    private mutating func scanPlainString() -> UnsafeBufferPointer<UInt8>? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return text
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            index += 1
        }
        return nil
    }

    private mutating func scanKey() -> Key? {
        guard let key = scanPlainString() else { return nil }
        switch key.count {
        case 1:
            switch key[0] {
            case UInt8(ascii: "t"): return .t
            case UInt8(ascii: "x"): return .x
            case UInt8(ascii: "y"): return .y
            default: return nil
            }
        case 5:
            switch key[0] {
            case UInt8(ascii: "t"): return Self.equal(key, Self.touchKey) ? .touch : nil
            case UInt8(ascii: "p"): return Self.equal(key, Self.phaseKey) ? .phase : nil
            case UInt8(ascii: "f"): return Self.equal(key, Self.forceKey) ? .force : nil
            default: return nil
            }
        case 11:
            return Self.equal(key, Self.majorRadiusKey) ? .majorRadius : nil
        default:
            return nil
        }
    }

    private static let touchKey = Array("touch".utf8)
    private static let phaseKey = Array("phase".utf8)
    private static let forceKey = Array("force".utf8)
    private static let majorRadiusKey = Array("majorRadius".utf8)
    /// The phases' names, as bytes, in the order of `Touch.Phase.allCases`.
    private static let phaseNames = Touch.Phase.allCases.map { (Array($0.rawValue.utf8), $0) }

    private mutating func scanPhase() -> Touch.Phase? {
        guard let name = scanPlainString() else { return nil }
        for (bytes, phase) in Self.phaseNames where Self.equal(name, bytes) { return phase }
        return nil
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard bytes.count == word.count else { return false }
        for index in 0..<word.count where bytes[index] != word[index] { return false }
        return true
    }

    /// Exact powers of ten: 10⁰ … 10²², every one a double.
    private static let powersOfTen: [Double] = (0...22).reduce(into: []) { powers, exponent in
        powers.append(exponent == 0 ? 1 : powers[exponent - 1] * 10)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// A JSON number (RFC 8259's grammar, as `JSONParser` reads it), or nil.
    private mutating func scanNumber() -> Double? {
        let start = index
        let isNegative = consume(UInt8(ascii: "-"))
        guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
        var significand: UInt64 = 0
        var digits = 0  // significant digits in `significand`, leading zeros not counted
        var isExact = true  // no nonzero digit was left out of `significand`
        var exponent = 0  // of ten, for the digits kept
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count && Self.isDigit(bytes[index]) { return nil }  // a leading zero
        } else {
            while index < bytes.count, Self.isDigit(bytes[index]) {
                let digit = UInt64(bytes[index] &- UInt8(ascii: "0"))
                if digits < 19 {
                    significand = significand * 10 + digit
                    digits += 1
                } else {
                    exponent += 1
                    if digit != 0 { isExact = false }
                }
                index += 1
            }
        }
        if consume(UInt8(ascii: ".")) {
            guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
            while index < bytes.count, Self.isDigit(bytes[index]) {
                let digit = UInt64(bytes[index] &- UInt8(ascii: "0"))
                if digits < 19 {
                    if significand != 0 || digit != 0 {
                        significand = significand * 10 + digit
                        digits += 1
                    }
                    exponent -= 1
                } else if digit != 0 {
                    isExact = false
                }
                index += 1
            }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            var isExponentNegative = false
            if consume(UInt8(ascii: "-")) {
                isExponentNegative = true
            } else {
                _ = consume(UInt8(ascii: "+"))
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
            var written = 0
            while index < bytes.count, Self.isDigit(bytes[index]) {
                // Past 10⁶ the value is 0 or infinite whatever the digits: the slow path says which.
                if written < 1_000_000 { written = written * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            exponent += isExponentNegative ? -written : written
        }
        if isExact && significand == 0 { return isNegative ? -0.0 : 0.0 }
        if isExact && significand <= 1 << 53 && (-22...22).contains(exponent) {
            let value =
                exponent >= 0
                ? Double(significand) * Self.powersOfTen[exponent]
                : Double(significand) / Self.powersOfTen[-exponent]
            return isNegative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
