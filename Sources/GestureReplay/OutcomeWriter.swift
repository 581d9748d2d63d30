import GestureModel

/// Writes outcome JSON Lines into a byte buffer: the hot path of every replay
/// (the actual outcome is compared with the golden as bytes), so it builds no
/// intermediate Strings.
struct OutcomeWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func write(_ observation: Observation) {
        literal("{\"t\":")
        observation.time.append(to: &bytes)
        switch observation.subject {
        case .recognizer(let name, let state, let values, _):
            literal(",\"recognizer\":")
            quoted(name)
            literal(",\"state\":\"")
            raw(state.rawValue)
            literal("\"")
            write(values)
        case .view(let name, let phase, let count):
            literal(",\"view\":")
            quoted(name)
            literal(",\"touches\":\"")
            raw(phase.rawValue)
            literal("\",\"count\":")
            StableNumber.appendMicros(Int64(count) * 1_000_000, to: &bytes)
        case .handler(let name, let values):
            literal(",\"handler\":")
            quoted(name)
            write(values)
        case .diagnostic(let subject, let message):
            literal(",\"diagnostic\":")
            quoted(message)
            literal(",\"subject\":")
            quoted(subject)
        }
        literal("}\n")
    }

    private mutating func write(_ values: [ObservedValue]) {
        for value in values {
            literal(",")
            quoted(value.key)
            literal(":")
            switch value.value {
            case .number(let number):
                StableNumber.append(number, to: &bytes)
            case .point(let x, let y):
                literal("[")
                StableNumber.append(x, to: &bytes)
                literal(",")
                StableNumber.append(y, to: &bytes)
                literal("]")
            case .text(let text):
                quoted(text)
            case .flag(let flag):
                literal(flag ? "true" : "false")
            }
        }
    }

    /// Fixed text. (Named apart from `raw(_: String)`: a string literal
    /// argument would pick the `String` overload.)
    private mutating func literal(_ text: StaticString) {
        if text.utf8CodeUnitCount == 1 {
            bytes.append(text.utf8Start.pointee)
        } else {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
    }

    private mutating func raw(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: text.utf8) }
    }

    /// A JSON string literal; plain names (the usual case) are copied as they are.
    private mutating func quoted(_ text: String) {
        // Native strings are contiguous UTF-8: checked and copied as one buffer.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.allSatisfy(OutcomeWriter.isPlain) else { return false }
            bytes.append(0x22)
            bytes.append(contentsOf: utf8)
            bytes.append(0x22)
            return true
        }
        if copied == true { return }
        let plain = text.utf8.allSatisfy(OutcomeWriter.isPlain)
        if plain {
            bytes.append(0x22)
            bytes.append(contentsOf: text.utf8)
            bytes.append(0x22)
        } else {
            bytes.append(contentsOf: JSONText.quoted(text).utf8)
        }
    }

    /// A byte JSON strings carry as it is (printable ASCII other than `"` and `\`).
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte < 0x7F
    }
}
