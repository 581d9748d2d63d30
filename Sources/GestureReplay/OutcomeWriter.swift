import GestureModel

/// Writes outcome JSON Lines into a byte buffer: the hot path of every replay
/// (the actual outcome is compared with the golden as bytes), so it builds no
/// intermediate Strings.
///
/// Each line is written with plain stores into a stack buffer (`Line`) and
/// appended to `bytes` in one copy; a line too long for it is written again
/// into a larger one.
struct OutcomeWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func write(_ observation: Observation) {
        var capacity = 512
        while true {
            let done = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { storage in
                var line = Line(storage: storage)
                line.write(observation)
                if line.overflowed { return false }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: storage[..<line.count]))
                return true
            }
            if done { return }
            capacity *= 4
        }
    }
}

/// One JSON line being written into fixed storage; `overflowed` when it did not fit.
private struct Line {
    let storage: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0
    private(set) var overflowed = false

    init(storage: UnsafeMutableBufferPointer<UInt8>) { self.storage = storage }

    mutating func write(_ observation: Observation) {
        literal("{\"t\":")
        observation.time.withText { bytes($0) }
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
            StableNumber.withMicrosText(Int64(count) * 1_000_000) { bytes($0) }
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
                StableNumber.withText(number) { bytes($0) }
            case .point(let x, let y):
                literal("[")
                StableNumber.withText(x) { bytes($0) }
                literal(",")
                StableNumber.withText(y) { bytes($0) }
                literal("]")
            case .text(let text):
                quoted(text)
            case .flag(let flag):
                literal(flag ? "true" : "false")
            }
        }
    }

    @inline(__always)
    private mutating func bytes(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress, count + source.count <= storage.count else {
            if count + source.count > storage.count { overflowed = true }
            return
        }
        (storage.baseAddress! + count).update(from: start, count: source.count)
        count += source.count
    }

    /// Fixed text.
    @inline(__always)
    private mutating func literal(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        guard self.count + count <= storage.count else {
            overflowed = true
            return
        }
        let start = text.utf8Start
        for index in 0..<count { storage[self.count + index] = start[index] }
        self.count += count
    }

    private mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes($0) }
    }

    /// A JSON string literal; plain names (the usual case) are copied as they are.
    private mutating func quoted(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard utf8.allSatisfy(Line.isPlain) else { return false }
            literal("\"")
            bytes(utf8)
            literal("\"")
            return true
        }
        if !plain { raw(JSONText.quoted(text)) }
    }

    /// A byte JSON strings carry as it is (printable ASCII other than `"` and `\`).
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte < 0x7F
    }
}
