import GestureModel

/// Writes outcome JSON Lines into a byte buffer: the hot path of every replay
/// (the actual outcome is compared with the golden as bytes), so it builds no
/// intermediate Strings and makes no allocation per line.
///
/// The bytes go straight into one growing buffer through a pointer. Each
/// piece first makes sure there is room for its longest form (a plain name
/// `count + 2` bytes, a fast-path number 20), so nothing is measured twice.
struct OutcomeWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    /// The quoted keys of the last values written, by position in their list, and where their
    /// bytes are in the buffer: a recognizer's lines repeat their keys (`"location"`,
    /// `"numberOfTouches"`, …), so a key equal to the one last written at its position is copied,
    /// not scanned again for characters to escape.
    private var keys: [(key: String, bytes: Range<Int>)] = []
    /// The end of the last view line written (`viewLineEnd`): where its bytes are in the buffer.
    private var lastViewLine: (name: String, phase: Touch.Phase, count: Int, tapCount: Int, bytes: Range<Int>)?

    deinit {
        start.deallocate()
    }

    /// Forgets the bytes written, keeping the buffer.
    mutating func removeAll() {
        count = 0
        lastViewLine = nil  // its bytes are gone with the rest
        keys.removeAll(keepingCapacity: true)
    }

    /// Hands `body` the bytes written, valid only during the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    mutating func write(_ observation: Observation) {
        literal("{\"t\":")
        micros(Instant.roundedMicroseconds(observation.time.nanoseconds))
        switch observation.subject {
        case .recognizer(let name, let state, let values, _):
            literal(",\"recognizer\":")
            quoted(name)
            literal(",\"state\":\"")
            stateName(state)
            literal("\"")
            write(values)
        case .view(let name, let phase, let count, let tapCount):
            viewLineEnd(name: name, phase: phase, count: count, tapCount: tapCount)
            return
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

    /// The rest of a view's line after its time. Most lines of an outcome
    /// are a view's, and most of those repeat the one before but for the
    /// time (a finger moving: `"touches":"moved","count":1`), so the last
    /// one is kept and copied whole when it repeats.
    private mutating func viewLineEnd(name: String, phase: Touch.Phase, count: Int, tapCount: Int) {
        if let last = lastViewLine, last.phase == phase, last.count == count, last.tapCount == tapCount,
            last.name == name
        {
            copy(last.bytes)
            return
        }
        let from = self.count
        literal(",\"view\":")
        quoted(name)
        literal(",\"touches\":\"")
        phaseName(phase)
        literal("\",\"count\":")
        micros(Int64(count) * 1_000_000)
        if tapCount > 1 {  // a first tap's 1 is not written: docs/FORMATS.md §3
            literal(",\"tapCount\":")
            micros(Int64(tapCount) * 1_000_000)
        }
        literal("}\n")
        lastViewLine = (name, phase, count, tapCount, from..<self.count)
    }

    private mutating func write(_ values: [ObservedValue]) {
        for (position, value) in values.enumerated() {
            literal(",")
            if position < keys.count && keys[position].key == value.key {
                copy(keys[position].bytes)
            } else {
                let from = count
                quoted(value.key)
                if position < keys.count {
                    keys[position] = (value.key, from..<count)
                } else if position == keys.count {
                    keys.append((value.key, from..<count))
                }
            }
            literal(":")
            switch value.value {
            case .number(let number):
                self.number(number)
            case .point(let x, let y):
                literal("[")
                number(x)
                literal(",")
                number(y)
                literal("]")
            case .text(let text):
                quoted(text)
            case .flag(let flag):
                if flag { literal("true") } else { literal("false") }
            }
        }
    }

    // MARK: - Pieces

    /// The bytes at `bytes`, written earlier in this buffer, once more (room first: growing
    /// moves the buffer, so they are addressed by offset).
    @inline(__always)
    private mutating func copy(_ bytes: Range<Int>) {
        reserve(bytes.count)
        (start + count).update(from: start + bytes.lowerBound, count: bytes.count)
        count += bytes.count
    }

    /// Room for `needed` more bytes, growing the buffer geometrically.
    @inline(__always)
    private mutating func reserve(_ needed: Int) {
        if capacity - count < needed { grow(needed) }
    }

    private mutating func grow(_ needed: Int) {
        let larger = max(capacity * 2, count + needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    @inline(__always)
    private mutating func byte(_ value: UInt8) {
        start[count] = value
        count += 1
    }

    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        reserve(source.count)
        if let base = source.baseAddress { (start + count).update(from: base, count: source.count) }
        count += source.count
    }

    /// Fixed text.
    @inline(__always)
    private mutating func literal(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (start + count).update(from: text.utf8Start, count: length)
        count += length
    }

    private mutating func stateName(_ state: ObservedState) {
        switch state {
        case .began: literal("began")
        case .changed: literal("changed")
        case .ended: literal("ended")
        case .cancelled: literal("cancelled")
        case .recognized: literal("recognized")
        case .failed: literal("failed")
        }
    }

    private mutating func phaseName(_ phase: Touch.Phase) {
        switch phase {
        case .began: literal("began")
        case .moved: literal("moved")
        case .stationary: literal("stationary")
        case .ended: literal("ended")
        case .cancelled: literal("cancelled")
        }
    }

    /// A JSON string literal. Plain names (the usual case) are copied as
    /// they are while being checked; anything else is escaped by `JSONText`.
    private mutating func quoted(_ text: String) {
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 in
            reserve(utf8.count + 2)
            var at = count
            start[at] = UInt8(ascii: "\"")
            at += 1
            for unit in utf8 {
                // Printable ASCII (0x20–0x7E, one unsigned comparison) other than `"` and `\`
                // is carried as it is.
                guard unit &- 0x20 < 0x5F && unit != 0x22 && unit != 0x5C else { return false }
                start[at] = unit
                at += 1
            }
            start[at] = UInt8(ascii: "\"")
            count = at + 1
            return true
        }
        if plain != true {
            var escaped = JSONText.quoted(text)
            escaped.withUTF8 { append($0) }
        }
    }

    /// A number as `StableNumber.text` writes it.
    private mutating func number(_ value: Double) {
        guard let micros = StableNumber.fixedPointMicros(value) else {
            var text = StableNumber.text(value)
            text.withUTF8 { append($0) }
            return
        }
        self.micros(micros)
    }

    /// `micros` millionths, written in place by `StableNumber.writeMicros`.
    private mutating func micros(_ micros: Int64) {
        reserve(StableNumber.maximumMicrosLength)
        count += StableNumber.writeMicros(micros, to: start + count)
    }
}

/// Renders a replay's observations to outcome JSON Lines as they happen
/// (`GestureEnvironment.streamObservations(to:)`): a run's path, which
/// compares the bytes with the golden and keeps no list of observations.
/// One renderer serves one thread, session after session, with one buffer.
public final class OutcomeRenderer {
    /// The writer, reached through a pointer: a class's stored `var` would
    /// cost a run-time exclusivity check on every observation.
    private let writer: UnsafeMutablePointer<OutcomeWriter>

    public init() {
        writer = .allocate(capacity: 1)
        writer.initialize(to: OutcomeWriter(capacity: 64 * 1024))
    }

    deinit {
        writer.deinitialize(count: 1)
        writer.deallocate()
    }

    /// Forgets what was rendered, keeping the buffer.
    func removeAll() { writer.pointee.removeAll() }

    func write(_ observation: Observation) { writer.pointee.write(observation) }

    /// Hands `body` the bytes rendered since the replay began (the bytes of
    /// `Outcome.jsonLines`), valid only during the call.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try writer.pointee.withBytes(body)
    }
}
