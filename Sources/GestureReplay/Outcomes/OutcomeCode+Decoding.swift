import GestureModel

extension OutcomeCode {
    /// Why bytes are not a code of this layout: what was expected, at which byte.
    public struct DecodingError: Error, Equatable, Sendable, CustomStringConvertible {
        public var offset: Int
        public var reason: String

        public var description: String { "\(reason) (byte \(offset))" }
    }

    /// The outcome whose code is `code`: its observations as the text is written from them
    /// (times in whole microseconds, numbers in millionths; reasons are not kept), so that
    /// `decode(code).jsonLines` is the text the code was made from. Throws for bytes that are not
    /// a code of this layout.
    public static func decode(_ code: [UInt8]) throws(DecodingError) -> Outcome {
        let result = code.withUnsafeBytes { bytes in
            var reader = Reader(code: bytes)
            return Result { () throws(DecodingError) in try reader.outcome() }
        }
        return try result.get()
    }

    /// Reads a code's parts in the order `write(_:to:)` writes them.
    private struct Reader {
        let code: UnsafeRawBufferPointer
        var offset = 0
        var previousTime: Int64 = 0
        var numbers = NumberSlots()
        var strings: [String] = []

        init(code: UnsafeRawBufferPointer) { self.code = code }

        func fail(_ reason: String) -> DecodingError { DecodingError(offset: offset, reason: reason) }

        mutating func outcome() throws(DecodingError) -> Outcome {
            let layout = try byte()
            guard layout == OutcomeCode.version else {
                offset = 0
                throw fail("outcome code layout \(layout), this gesture-replay reads \(OutcomeCode.version)")
            }
            var observations: [Observation] = []
            // Room for as many as the bytes hold at 6 a piece (a view's line takes 6 or more, a
            // recognizer's 4 and up): grown once or not at all.
            observations.reserveCapacity(code.count / 6)
            while offset < code.count { observations.append(try observation()) }
            return Outcome(observations)
        }

        mutating func observation() throws(DecodingError) -> Observation {
            let delta = Varint.unzigzag(try unsigned())
            let (micros, overflow) = previousTime.addingReportingOverflow(delta)
            guard !overflow, micros.magnitude <= Int64.max / 1000 else { throw fail("time out of range") }
            previousTime = micros
            let time = Instant(nanoseconds: micros * 1000)
            let kindOffset = offset
            switch Kind(rawValue: try byte()) {
            case .recognizer:
                let name = try string()
                let stateByte = try byte()
                guard let state = ObservedState.allCases.first(where: { $0.codeByte == stateByte }) else {
                    offset -= 1
                    throw fail("unknown recognizer state \(stateByte)")
                }
                return Observation(
                    time: time, subject: .recognizer(name: name, state: state, values: try values(), reason: nil))
            case .view:
                let name = try string()
                let phaseByte = try byte()
                guard let phase = Touch.Phase.allCases.first(where: { $0.codeByte == phaseByte }) else {
                    offset -= 1
                    throw fail("unknown touch phase \(phaseByte)")
                }
                let count = try unsigned()
                let tapCount = try unsigned()
                guard count < 1_000_000_000, (1..<1_000_000_000).contains(tapCount) else {
                    throw fail("touch count \(count) or tap count \(tapCount) out of range")
                }
                return Observation(
                    time: time, subject: .view(name: name, phase: phase, count: Int(count), tapCount: Int(tapCount)))
            case .handler:
                let name = try string()
                return Observation(time: time, subject: .handler(name: name, values: try values()))
            case .diagnostic:
                let message = try string()
                return Observation(time: time, subject: .diagnostic(subject: try string(), message: message))
            case nil:
                offset = kindOffset
                throw fail("unknown observation kind \(code[kindOffset])")
            }
        }

        mutating func values() throws(DecodingError) -> [ObservedValue] {
            let count = try unsigned()
            guard count <= code.count - offset else { throw fail("\(count) values do not fit") }
            var values: [ObservedValue] = []
            values.reserveCapacity(Int(count))
            for _ in 0..<count {
                let (key, index) = try indexedString()
                let kindOffset = offset
                switch ValueKind(rawValue: try byte()) {
                case .fixedPoint, .numberText:
                    offset = kindOffset
                    values.append(ObservedValue(key, .number(try number(slot: 2 * index))))
                case .point:
                    let x = try number(slot: 2 * index)
                    values.append(ObservedValue(key, .point(x, try number(slot: 2 * index + 1))))
                case .text: values.append(ObservedValue(key, .text(try string())))
                case .false: values.append(ObservedValue(key, .flag(false)))
                case .true: values.append(ObservedValue(key, .flag(true)))
                case nil:
                    offset = kindOffset
                    throw fail("unknown value kind \(code[kindOffset])")
                }
            }
            return values
        }

        /// A number of `slot`: its kind byte, then its difference in millionths or its text.
        mutating func number(slot: Int) throws(DecodingError) -> Double {
            let kindOffset = offset
            switch ValueKind(rawValue: try byte()) {
            case .fixedPoint:
                let fieldOffset = offset
                let field = try unsigned()
                let previous = numbers.values.count > slot ? numbers.values[slot] : 0
                guard let difference = OutcomeCode.difference(ofNumberField: field),
                    case (let micros, false) = previous.addingReportingOverflow(difference),
                    // Below the fixed-point limit the quotient reads back as the same millionths.
                    micros.magnitude < UInt64(StableNumber.fixedPointLimit * 1_000_000)
                else {
                    offset = fieldOffset
                    throw fail("fixed-point number out of range")
                }
                _ = numbers.exchange(slot, with: micros)
                return Double(micros) / 1_000_000
            case .numberText:
                let text = try string()
                guard let number = Double(text) else { throw fail("number text \(text) is not a number") }
                return number
            default:
                offset = kindOffset
                throw fail("expected a number, found value kind \(code[kindOffset])")
            }
        }

        mutating func byte() throws(DecodingError) -> UInt8 {
            guard offset < code.count else { throw fail("cut short") }
            defer { offset += 1 }
            return code[offset]
        }

        mutating func unsigned() throws(DecodingError) -> UInt64 {
            guard let (value, end) = Varint.read(code, at: offset) else {
                throw fail("cut short or a varint longer than 10 bytes")
            }
            offset = end
            return value
        }

        mutating func string() throws(DecodingError) -> String { try indexedString().text }

        /// A string and its index among the outcome's distinct strings.
        mutating func indexedString() throws(DecodingError) -> (text: String, index: Int) {
            let field = try unsigned()
            if field & 1 != 0 {
                guard field >> 1 < strings.count else {
                    throw fail("reference to string \(field >> 1) of \(strings.count)")
                }
                return (strings[Int(field >> 1)], Int(field >> 1))
            }
            let length = field >> 1
            guard length <= code.count - offset else { throw fail("a string of \(length) bytes does not fit") }
            let text = String(
                decoding: UnsafeRawBufferPointer(rebasing: code[offset..<offset + Int(length)]), as: UTF8.self)
            offset += Int(length)
            strings.append(text)
            return (text, strings.count - 1)
        }
    }
}
