import GestureModel

/// Writes outcome JSON Lines into a byte buffer: the hot path of every replay
/// (the actual outcome is compared with the golden as bytes), so it builds no
/// intermediate Strings.
struct OutcomeWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func write(_ observation: Observation) {
        raw("{\"t\":")
        observation.time.append(to: &bytes)
        switch observation.subject {
        case .recognizer(let name, let state, let values, _):
            raw(",\"recognizer\":")
            quoted(name)
            raw(",\"state\":\"")
            raw(state.rawValue)
            raw("\"")
            write(values)
        case .view(let name, let phase, let count):
            raw(",\"view\":")
            quoted(name)
            raw(",\"touches\":\"")
            raw(phase.rawValue)
            raw("\",\"count\":")
            StableNumber.appendMicros(Int64(count) * 1_000_000, to: &bytes)
        case .handler(let name, let values):
            raw(",\"handler\":")
            quoted(name)
            write(values)
        case .diagnostic(let subject, let message):
            raw(",\"diagnostic\":")
            quoted(message)
            raw(",\"subject\":")
            quoted(subject)
        }
        raw("}\n")
    }

    private mutating func write(_ values: [ObservedValue]) {
        for value in values {
            raw(",")
            quoted(value.key)
            raw(":")
            switch value.value {
            case .number(let number):
                StableNumber.append(number, to: &bytes)
            case .point(let x, let y):
                raw("[")
                StableNumber.append(x, to: &bytes)
                raw(",")
                StableNumber.append(y, to: &bytes)
                raw("]")
            case .text(let text):
                quoted(text)
            case .flag(let flag):
                raw(flag ? "true" : "false")
            }
        }
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A JSON string literal; plain names (the usual case) are copied as they are.
    private mutating func quoted(_ text: String) {
        let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 < 0x7F }
        if plain {
            bytes.append(0x22)
            bytes.append(contentsOf: text.utf8)
            bytes.append(0x22)
        } else {
            bytes.append(contentsOf: JSONText.quoted(text).utf8)
        }
    }
}
