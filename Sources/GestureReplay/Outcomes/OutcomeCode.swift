import Foundation
import GestureModel

/// An outcome's compact binary form: how the store keeps a golden (its one copy: the JSON Lines
/// text is rendered from it, `OutcomeCode.decode(_:)` then `Outcome.jsonLines`), and what a run
/// compares a replay with, observation by observation as they happen, so that a pass is decided
/// without rendering text (`OutcomeMatcher`). The text stays the reviewable contract (`goldens`,
/// `show`, the diff): a code renders back to the text it was made from, byte for byte, and the
/// store keeps a text that would not (one that does not parse) as text (`GoldenBlob`).
///
/// The code holds exactly the parts the text is written from, quantised as the text quantises
/// them, each in a form of its own kind: equal codes mean equal texts (the text is a function of
/// these parts), and different texts mean different codes (so does the code). Layout:
///
/// - one byte, `version`; then, per observation in order:
/// - its time in whole microseconds, rounded as the text's `"t"` (`Instant.roundedMicroseconds`),
///   as a signed varint of its difference from the previous observation's (the first's from 0);
/// - a kind byte (`Kind`), then the kind's parts: a recognizer's name, its state (a byte,
///   `ObservedState`'s order) and its values; a view's name, its phase (a byte, `Touch.Phase`'s
///   order), its touch count and its tap count (unsigned varints; a tap count of 1 or less is 1,
///   as the text writes none); a handler's name and values; a diagnostic's message and subject;
/// - a string: the first time it occurs in the outcome, an unsigned varint of twice its UTF-8
///   byte count, then its bytes, unescaped; after that, an unsigned varint of twice its index
///   among the distinct strings written so far (in order of first occurrence) plus one. Names and
///   keys repeat on every line: this is the outcome's name table, and the matcher compares a
///   repeated one with the String it matched before, not byte by byte;
/// - values: their count (an unsigned varint), then per value its key (a string), a value-kind
///   byte (`ValueKind`) and the value: a number, when the text writes it in fixed point
///   (`StableNumber.fixedPointMicros`), as its difference in millionths from the last such number
///   written under the same key (for a point, of the same coordinate) in this outcome, 0 before
///   the first, with its k trailing decimal zeros dropped (k at most 6): the unsigned varint of
///   zigzag(difference / 10^k) × 8 + k; else as the string of its text; a point as two numbers; a
///   text as a string; a flag in its kind byte. A pan's location moving by half a point takes one
///   byte.
///
/// Varints are `Varint`'s: unsigned LEB128, and signed ones in zigzag form.
public enum OutcomeCode {
    /// The layout's version, its first byte: a code of another version is not compared (the run
    /// compares the text instead). 1 had no string references; 2 wrote times, counts and numbers
    /// as fixed-width integers, and string lengths and references in 4 bytes.
    public static let version: UInt8 = 3

    /// The code of an outcome's JSON Lines text; nil when the text does not parse.
    public static func encode(jsonLines text: String) -> [UInt8]? {
        guard let outcome = try? Outcome.parse(jsonLines: text, file: "golden") else { return nil }
        return encode(outcome)
    }

    /// The code of `outcome`.
    public static func encode(_ outcome: Outcome) -> [UInt8] {
        var writer = Writer()
        for observation in outcome.observations { write(observation, to: &writer) }
        return writer.bytes
    }

    /// The code of `outcome` when `decode(_:)` reads it back, by construction, as observations
    /// whose text is `outcome.jsonLines`: every part the text is written from is kept as the text
    /// writes it, and each number is in fixed point. (Any time is covered: rounded to whole
    /// microseconds, an instant is within the `Int64.max / 1000` a code reads back.) Nil when a
    /// part is outside what that covers: a touch or tap count from 10⁹ or a negative touch count
    /// (which the reader refuses), a number written by
    /// `StableNumber.text(_:)`'s slow path (from 10⁹, or not finite: `null` reads back as no
    /// number), or a fixed-point number whose millionths reach `fixedPointLimit` × 10⁶. Such an
    /// outcome is stored as `GoldenBlob.encode(text:)` decides, which renders and compares.
    ///
    /// A fixed-point number reads back as `Double(micros) / 10⁶`, which `fixedPointMicros` turns
    /// into the same millionths: below 10¹⁵ millionths the division and the multiplication back
    /// are each off by at most half a unit in the last place, well under half a millionth.
    public static func losslessCode(of outcome: Outcome) -> [UInt8]? {
        var writer = Writer()
        for observation in outcome.observations {
            guard rendersBack(observation) else { return nil }
            write(observation, to: &writer)
        }
        return writer.bytes
    }

    /// Whether every part of `observation` is one `losslessCode(of:)` covers.
    private static func rendersBack(_ observation: Observation) -> Bool {
        switch observation.subject {
        case .recognizer(_, _, let values, _), .handler(_, let values):
            return values.allSatisfy { value in
                switch value.value {
                case .number(let number): isFixedPoint(number)
                case .point(let x, let y): isFixedPoint(x) && isFixedPoint(y)
                case .text, .flag: true
                }
            }
        case .view(_, _, let count, let tapCount):
            return (0..<1_000_000_000).contains(count) && tapCount < 1_000_000_000
        case .diagnostic:
            return true
        }
    }

    /// Whether `number` is written in fixed point, in millionths a code reads back.
    private static func isFixedPoint(_ number: Double) -> Bool {
        guard let micros = StableNumber.fixedPointMicros(number) else { return false }
        return micros.magnitude < UInt64(StableNumber.fixedPointLimit * 1_000_000)
    }

    /// Whether `code` is of this layout (a run compares only those).
    public static func isCurrent(_ code: [UInt8]) -> Bool { code.first == version }

    enum Kind: UInt8 { case recognizer = 1, view, handler, diagnostic }
    enum ValueKind: UInt8 { case fixedPoint = 1, numberText, point, text, `false`, `true` }

    /// The one walk of an observation's parts, in the order of the layout above: a code written
    /// (`Writer`), compared (`OutcomeMatcher`) and read (`Reader`) see the same parts.
    @inline(__always)
    static func write<Sink: OutcomeCodeSink>(_ observation: Observation, to sink: inout Sink) {
        sink.time(Instant.roundedMicroseconds(observation.time.nanoseconds))
        switch observation.subject {
        case .recognizer(let name, let state, let values, _):
            sink.byte(Kind.recognizer.rawValue)
            sink.string(name)
            sink.byte(state.codeByte)
            write(values, to: &sink)
        case .view(let name, let phase, let count, let tapCount):
            sink.byte(Kind.view.rawValue)
            sink.string(name)
            sink.byte(phase.codeByte)
            sink.unsigned(UInt64(truncatingIfNeeded: count))
            sink.unsigned(tapCount > 1 ? UInt64(truncatingIfNeeded: tapCount) : 1)
        case .handler(let name, let values):
            sink.byte(Kind.handler.rawValue)
            sink.string(name)
            write(values, to: &sink)
        case .diagnostic(let subject, let message):
            sink.byte(Kind.diagnostic.rawValue)
            sink.string(message)
            sink.string(subject)
        }
    }

    @inline(__always)
    private static func write<Sink: OutcomeCodeSink>(_ values: [ObservedValue], to sink: inout Sink) {
        sink.unsigned(UInt64(values.count))
        for value in values {
            let key = sink.string(value.key)
            switch value.value {
            case .number(let number):
                write(number, slot: 2 * key, to: &sink)
            case .point(let x, let y):
                sink.byte(ValueKind.point.rawValue)
                write(x, slot: 2 * key, to: &sink)
                write(y, slot: 2 * key + 1, to: &sink)
            case .text(let text):
                sink.byte(ValueKind.text.rawValue)
                sink.string(text)
            case .flag(let flag):
                sink.byte(flag ? ValueKind.true.rawValue : ValueKind.false.rawValue)
            }
        }
    }

    /// A number as the text writes it: fixed point, or `StableNumber.text`'s slow path. `slot`:
    /// its key's index among the outcome's strings, twice, plus 1 for a point's y.
    @inline(__always)
    private static func write<Sink: OutcomeCodeSink>(_ number: Double, slot: Int, to sink: inout Sink) {
        if let micros = StableNumber.fixedPointMicros(number) {
            sink.byte(ValueKind.fixedPoint.rawValue)
            sink.number(micros, slot: slot)
        } else {
            sink.byte(ValueKind.numberText.rawValue)
            sink.string(StableNumber.text(number))
        }
    }

    /// The field of a number `difference` millionths from the last of its slot: its trailing
    /// decimal zeros dropped, as the layout says.
    static func numberField(difference: Int64) -> UInt64 {
        var quotient = difference
        var zeros: UInt64 = 0
        while zeros < 6 && quotient != 0 && quotient % 10 == 0 {
            quotient /= 10
            zeros += 1
        }
        return Varint.zigzag(quotient) &<< 3 | zeros
    }

    /// The difference in millionths a number's field stands for; nil past 64 bits or for a
    /// count of zeros above 6.
    @inline(__always)
    static func difference(ofNumberField field: UInt64) -> Int64? {
        let power: Int64 =
            switch field & 7 {
            case 0: 1
            case 1: 10
            case 2: 100
            case 3: 1000
            case 4: 10000
            case 5: 100_000
            case 6: 1_000_000
            default: 0
            }
        guard power != 0 else { return nil }
        let (difference, overflow) = Varint.unzigzag(field &>> 3).multipliedReportingOverflow(by: power)
        return overflow ? nil : difference
    }

    /// The last number of each slot (`write(_:slot:to:)`), 0 before the first.
    struct NumberSlots {
        var values: [Int64] = []

        /// The slot's last number, which becomes `micros`.
        @inline(__always)
        mutating func exchange(_ slot: Int, with micros: Int64) -> Int64 {
            if slot >= values.count { values.append(contentsOf: repeatElement(0, count: slot + 1 - values.count)) }
            defer { values[slot] = micros }
            return values[slot]
        }
    }

    /// Appends a code's parts.
    struct Writer: OutcomeCodeSink {
        var bytes: [UInt8] = [OutcomeCode.version]
        /// The distinct strings written, with their indices.
        var strings: [String: UInt64] = [:]
        var previousTime: Int64 = 0
        var numbers = NumberSlots()

        mutating func number(_ micros: Int64, slot: Int) {
            unsigned(OutcomeCode.numberField(difference: micros &- numbers.exchange(slot, with: micros)))
        }

        mutating func byte(_ value: UInt8) { bytes.append(value) }

        mutating func time(_ micros: Int64) {
            unsigned(Varint.zigzag(micros &- previousTime))
            previousTime = micros
        }

        mutating func unsigned(_ value: UInt64) { Varint.append(value, to: &bytes) }

        mutating func string(_ text: String) -> Int {
            if let index = strings[text] {
                unsigned(index << 1 | 1)
                return Int(index)
            }
            let index = strings.count
            strings[text] = UInt64(index)
            unsigned(UInt64(text.utf8.count) << 1)
            bytes.append(contentsOf: text.utf8)
            return index
        }
    }
}

/// What `OutcomeCode.write(_:to:)` hands an observation's parts to.
protocol OutcomeCodeSink {
    mutating func byte(_ value: UInt8)
    /// An observation's time in microseconds (the sink writes its difference from the last).
    mutating func time(_ micros: Int64)
    /// An unsigned varint.
    mutating func unsigned(_ value: UInt64)
    /// A fixed-point number in millionths, in its slot (`OutcomeCode.write(_:slot:to:)`).
    mutating func number(_ micros: Int64, slot: Int)
    /// A string; returns its index among the outcome's distinct strings.
    @discardableResult mutating func string(_ text: String) -> Int
}

extension ObservedState {
    /// The state's byte in an outcome code: its position in the enumeration, from 1.
    var codeByte: UInt8 {
        switch self {
        case .began: 1
        case .changed: 2
        case .ended: 3
        case .cancelled: 4
        case .recognized: 5
        case .failed: 6
        }
    }
}

extension Touch.Phase {
    /// The phase's byte in an outcome code: its position in the enumeration, from 1.
    var codeByte: UInt8 {
        switch self {
        case .began: 1
        case .moved: 2
        case .stationary: 3
        case .ended: 4
        case .cancelled: 5
        }
    }
}

/// Compares a replay's observations with a golden's code as they happen
/// (`GestureEnvironment.streamObservations(to:)`): each part is compared with the code's bytes
/// where the last one ended, nothing is written, and after the first difference nothing more is
/// compared. One matcher serves one thread, session after session.
public final class OutcomeMatcher {
    /// The comparison's state, reached through a pointer: a class's stored `var` would cost a
    /// run-time exclusivity check on every observation.
    private let state: UnsafeMutablePointer<Cursor>

    public init() {
        state = .allocate(capacity: 1)
        state.initialize(to: Cursor())
    }

    deinit {
        state.pointee.slots.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Starts comparing with `code`, which must stay valid until `matches` is read.
    func begin(_ code: UnsafeRawBufferPointer) {
        state.pointee.start(code)
        state.pointee.byte(OutcomeCode.version)
    }

    func match(_ observation: Observation) {
        guard !state.pointee.differs else { return }
        state.pointee.observations += 1
        OutcomeCode.write(observation, to: &state.pointee)
    }

    /// Whether every observation matched and the code holds no more.
    public var matches: Bool { !state.pointee.differs && state.pointee.offset == state.pointee.code.count }
    /// How many observations were compared (all of them, when `matches`).
    public var observationCount: Int { state.pointee.observations }

    /// Where the comparison is in the code. A part that differs sets `differs` and leaves
    /// `offset` where it was; the parts after it compare nothing that counts (`match` stops at
    /// the next observation), and every read is bounds-checked.
    struct Cursor: OutcomeCodeSink {
        var code = UnsafeRawBufferPointer(start: nil, count: 0)
        var offset = 0
        var differs = false
        var observations = 0
        var previousTime: Int64 = 0
        /// The last number of each slot below `slotCount` (`OutcomeCode.NumberSlots`, kept in a
        /// buffer of the matcher's: an array's write would check its uniqueness each time).
        var slots = UnsafeMutablePointer<Int64>.allocate(capacity: 64)
        var slotCapacity = 64
        var slotCount = 0
        /// The distinct strings matched so far, in order: those the code's references name (while
        /// every part matched, the golden's strings are these).
        var strings: [String] = []

        mutating func start(_ code: UnsafeRawBufferPointer) {
            self.code = code
            offset = 0
            differs = false
            observations = 0
            previousTime = 0
            slotCount = 0
            strings.removeAll(keepingCapacity: true)
        }

        @inline(__always)
        mutating func byte(_ value: UInt8) {
            guard offset < code.count, code[offset] == value else { return differ() }
            offset += 1
        }

        @inline(__always)
        mutating func time(_ micros: Int64) {
            unsigned(Varint.zigzag(micros &- previousTime))
            previousTime = micros
        }

        @inline(__always)
        mutating func unsigned(_ value: UInt64) {
            guard let (stored, end) = varint(), stored == value else { return differ() }
            offset = end
        }

        /// Compares the stored field's number with `micros`: the field is decoded (a table
        /// lookup and a multiplication), not made from `micros`.
        @inline(__always)
        mutating func number(_ micros: Int64, slot: Int) {
            if slot >= slotCount { addSlots(through: slot) }
            let previous = slots[slot]
            slots[slot] = micros
            guard let (field, end) = varint(), let difference = OutcomeCode.difference(ofNumberField: field),
                previous &+ difference == micros
            else { return differ() }
            offset = end
        }

        /// Compares a string; returns its index (0 once the code differs: nothing after counts).
        @inline(__always)
        mutating func string(_ text: String) -> Int {
            guard let (field, end) = varint() else {
                differ()
                return 0
            }
            if field & 1 != 0 {
                // A string that occurred before: the String it matched then (equal Strings of the
                // same bits, a short one or the same storage, compare without reading bytes).
                let index = Int(truncatingIfNeeded: field >> 1)
                guard index >= 0, index < strings.count, strings[index] == text else {
                    differ()
                    return 0
                }
                offset = end
                return index
            }
            let equal = text.utf8.withContiguousStorageIfAvailable { utf8 in
                let length = utf8.count
                guard field >> 1 == UInt64(length), code.count - end >= length else { return false }
                return length == 0 || memcmp(code.baseAddress! + end, utf8.baseAddress!, length) == 0
            }
            guard equal == true else {
                differ()
                return 0
            }
            offset = end + text.utf8.count
            strings.append(text)
            return strings.count - 1
        }

        /// The unsigned varint at `offset` and where it ends; nil when the code ends first or it
        /// is longer than 10 bytes.
        @inline(__always)
        private func varint() -> (UInt64, Int)? { Varint.read(code, at: offset) }

        private mutating func differ() { differs = true }

        /// Slots up to `slot`, at 0.
        private mutating func addSlots(through slot: Int) {
            if slot >= slotCapacity {
                let larger = max(slotCapacity * 2, slot + 1)
                let moved = UnsafeMutablePointer<Int64>.allocate(capacity: larger)
                moved.update(from: slots, count: slotCount)
                slots.deallocate()
                slots = moved
                slotCapacity = larger
            }
            (slots + slotCount).initialize(repeating: 0, count: slot + 1 - slotCount)
            slotCount = slot + 1
        }
    }
}
