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
///   byte (`ValueKind`) and the value: a number as a signed varint of millionths when the text
///   writes it in fixed point (`StableNumber.fixedPointMicros`), else as the string of its text; a
///   point as two numbers; a text as a string; a flag in its kind byte.
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
            sink.string(value.key)
            switch value.value {
            case .number(let number):
                write(number, to: &sink)
            case .point(let x, let y):
                sink.byte(ValueKind.point.rawValue)
                write(x, to: &sink)
                write(y, to: &sink)
            case .text(let text):
                sink.byte(ValueKind.text.rawValue)
                sink.string(text)
            case .flag(let flag):
                sink.byte(flag ? ValueKind.true.rawValue : ValueKind.false.rawValue)
            }
        }
    }

    /// A number as the text writes it: fixed point, or `StableNumber.text`'s slow path.
    @inline(__always)
    private static func write<Sink: OutcomeCodeSink>(_ number: Double, to sink: inout Sink) {
        if let micros = StableNumber.fixedPointMicros(number) {
            sink.byte(ValueKind.fixedPoint.rawValue)
            sink.unsigned(Varint.zigzag(micros))
        } else {
            sink.byte(ValueKind.numberText.rawValue)
            sink.string(StableNumber.text(number))
        }
    }

    /// Appends a code's parts.
    struct Writer: OutcomeCodeSink {
        var bytes: [UInt8] = [OutcomeCode.version]
        /// The distinct strings written, with their indices.
        var strings: [String: UInt64] = [:]
        var previousTime: Int64 = 0

        mutating func byte(_ value: UInt8) { bytes.append(value) }

        mutating func time(_ micros: Int64) {
            unsigned(Varint.zigzag(micros &- previousTime))
            previousTime = micros
        }

        mutating func unsigned(_ value: UInt64) { Varint.append(value, to: &bytes) }

        mutating func string(_ text: String) {
            if let index = strings[text] { return unsigned(index << 1 | 1) }
            strings[text] = UInt64(strings.count)
            unsigned(UInt64(text.utf8.count) << 1)
            bytes.append(contentsOf: text.utf8)
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
    mutating func string(_ text: String)
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
        /// The distinct strings matched so far, in order: those the code's references name (while
        /// every part matched, the golden's strings are these).
        var strings: [String] = []

        mutating func start(_ code: UnsafeRawBufferPointer) {
            self.code = code
            offset = 0
            differs = false
            observations = 0
            previousTime = 0
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

        @inline(__always)
        mutating func string(_ text: String) {
            guard let (field, end) = varint() else { return differ() }
            if field & 1 != 0 {
                // A string that occurred before: the String it matched then (equal Strings of the
                // same bits, a short one or the same storage, compare without reading bytes).
                let index = field >> 1
                guard index < strings.count, strings[Int(index)] == text else { return differ() }
                offset = end
                return
            }
            let equal = text.utf8.withContiguousStorageIfAvailable { utf8 in
                let length = utf8.count
                guard field >> 1 == UInt64(length), code.count - end >= length else { return false }
                return length == 0 || memcmp(code.baseAddress! + end, utf8.baseAddress!, length) == 0
            }
            guard equal == true else { return differ() }
            offset = end + text.utf8.count
            strings.append(text)
        }

        /// The unsigned varint at `offset` and where it ends; nil when the code ends first or it
        /// is longer than 10 bytes.
        @inline(__always)
        private func varint() -> (UInt64, Int)? { Varint.read(code, at: offset) }

        private mutating func differ() { differs = true }
    }
}
