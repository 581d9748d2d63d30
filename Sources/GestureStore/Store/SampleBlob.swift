import GestureModel
import GestureReplay

/// The bytes of a session's samples in the `session_samples` table: little-endian, layouts 1 to 3
/// documented at the top of `schema.sql`. This build encodes layout 2, compact and lossless (every
/// sample reads back bit for bit), stores it compressed as layout 3 (`SampleBlob+Compressed.swift`),
/// and reads all three.
package enum SampleBlob {
    /// "GRTS": the first four bytes.
    package static let magic: [UInt8] = [0x47, 0x52, 0x54, 0x53]
    /// The layout `encode(_:)` writes (which the store keeps compressed, as layout 3).
    package static let layoutVersion: UInt16 = 2
    /// Magic, version, reserved, count.
    package static let headerSize = 12
    /// Layout 1: time, touch, phase, flags, x, y: a sample without force or radius.
    package static let fixedSampleSize = 34

    private static let hasForce: UInt8 = 1 << 0
    private static let hasMajorRadius: UInt8 = 1 << 1

    /// Layout 2's sample flags, after the phase in bits 0–2.
    private enum CompactFlag {
        static let hasForce: UInt8 = 1 << 3
        static let hasMajorRadius: UInt8 = 1 << 4
        static let rawX: UInt8 = 1 << 5
        static let rawY: UInt8 = 1 << 6
        static let rawForceAndRadius: UInt8 = 1 << 7
    }

    /// The largest decimal exponent of layout 2's time unit (10⁹ ns, a second).
    private static let maximumTimeExponent = 9
    /// The largest decimal exponent of layout 2's number unit (10⁻⁶ points, a millionth).
    private static let maximumNumberExponent = 6
    private static let powersOfTen: [Double] = [1, 10, 100, 1e3, 1e4, 1e5, 1e6]

    /// The blob for `samples`, in layout 2.
    package static func encode(_ samples: [TouchSample]) -> [UInt8] {
        precondition(samples.count <= Int(UInt32.max), "too many samples for layout 2")
        // The coarsest units in which every time, and every number that has one, is a whole number.
        var timeExponent = maximumTimeExponent
        var numberExponent = 0
        for sample in samples {
            while timeExponent > 0 && sample.time.nanoseconds % timeUnit(timeExponent) != 0 { timeExponent -= 1 }
            for value in [sample.x, sample.y, sample.force, sample.majorRadius] {
                if let value, let exponent = smallestExponent(of: value) {
                    numberExponent = max(numberExponent, exponent)
                }
            }
        }
        let unit = timeUnit(timeExponent)
        let scale = powersOfTen[numberExponent]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerSize + 2 + samples.count * 8)
        bytes += magic
        append(layoutVersion, to: &bytes)
        append(UInt16(0), to: &bytes)
        append(UInt32(samples.count), to: &bytes)
        bytes.append(UInt8(timeExponent))
        bytes.append(UInt8(numberExponent))
        var previous = (time: Int64(0), touch: Int64(0), x: Int64(0), y: Int64(0), force: Int64(0), radius: Int64(0))
        for sample in samples {
            let x = whole(sample.x, scale)
            let y = whole(sample.y, scale)
            let force = sample.force.map { whole($0, scale) }
            let radius = sample.majorRadius.map { whole($0, scale) }
            let rawForceAndRadius = force.map { $0 == nil } == true || radius.map { $0 == nil } == true
            var flags = code(of: sample.phase)
            if sample.force != nil { flags |= CompactFlag.hasForce }
            if sample.majorRadius != nil { flags |= CompactFlag.hasMajorRadius }
            if x == nil { flags |= CompactFlag.rawX }
            if y == nil { flags |= CompactFlag.rawY }
            if rawForceAndRadius { flags |= CompactFlag.rawForceAndRadius }
            bytes.append(flags)
            let time = sample.time.nanoseconds / unit
            Varint.append(signed: time &- previous.time, to: &bytes)
            previous.time = time
            Varint.append(signed: Int64(sample.touch) &- previous.touch, to: &bytes)
            previous.touch = Int64(sample.touch)
            func number(_ value: Double, _ whole: Int64??, raw: Bool, _ last: inout Int64) {
                if raw {
                    append(value.bitPattern, to: &bytes)
                } else if let whole = whole ?? nil {
                    Varint.append(signed: whole &- last, to: &bytes)
                    last = whole
                }
            }
            number(sample.x, x, raw: x == nil, &previous.x)
            number(sample.y, y, raw: y == nil, &previous.y)
            if let value = sample.force { number(value, force, raw: rawForceAndRadius, &previous.force) }
            if let value = sample.majorRadius { number(value, radius, raw: rawForceAndRadius, &previous.radius) }
        }
        return bytes
    }

    /// `bytes`, a blob of any layout this build reads, in layout 2; `bytes` as they are when they
    /// do not decode (`check` then names the session): what migration 7 stores.
    package static func compacted(_ bytes: [UInt8]) -> [UInt8] {
        guard let samples = try? bytes.withUnsafeBytes({ try decode($0, session: "") }) else { return bytes }
        return encode(samples)
    }

    /// 10^`exponent` nanoseconds.
    private static func timeUnit(_ exponent: Int) -> Int64 {
        (0..<exponent).reduce(1) { product, _ in product * 10 }
    }

    /// The smallest exponent `e` (0…6) for which `value` is a whole number of 10⁻ᵉ that reads back
    /// as exactly `value`; nil when there is none (it is stored raw).
    private static func smallestExponent(of value: Double) -> Int? {
        (0...maximumNumberExponent).first { whole(value, powersOfTen[$0]) != nil }
    }

    /// `value` as a whole number of 1/`scale`, when that reads back bit for bit (so not -0, an
    /// infinity or a NaN, nor a value beyond 2⁵³ units).
    private static func whole(_ value: Double, _ scale: Double) -> Int64? {
        let scaled = (value * scale).rounded()
        guard scaled.magnitude < 9_007_199_254_740_992 else { return nil }
        let units = Int64(scaled)
        return (Double(units) / scale).bitPattern == value.bitPattern ? units : nil
    }

    /// The samples in `bytes`, a blob of any layout (layout 3 decompressed with a decompressor of
    /// its own); throws `corruptSamples` naming `session` for anything its layout does not allow.
    package static func decode(_ bytes: UnsafeRawBufferPointer, session: String) throws(StoreError) -> [TouchSample] {
        func corrupt(_ reason: String) -> StoreError { .corruptSamples(session: session, reason: reason) }
        guard bytes.count >= headerSize, bytes.prefix(4).elementsEqual(magic) else {
            throw corrupt("not a sample blob (no GRTS header)")
        }
        let version = UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt16.self))
        let count = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
        switch version {
        case 1: return try decodeLayout1(bytes, count: count, corrupt)
        case 2: return try decodeLayout2(bytes, count: count, corrupt)
        case compressedLayoutVersion: return try decode(bytes, session: session, decompressor: Decompressor())
        default:
            throw corrupt(
                "sample layout \(version) is unknown to this gesture-replay (it reads 1 to \(compressedLayoutVersion)): upgrade gesture-replay"
            )
        }
    }

    /// Layout 1's samples, after the header.
    private static func decodeLayout1(
        _ bytes: UnsafeRawBufferPointer, count: Int, _ corrupt: (String) -> StoreError
    ) throws(StoreError) -> [TouchSample] {
        guard count <= (bytes.count - headerSize) / fixedSampleSize else {
            throw corrupt("\(count) samples do not fit in \(bytes.count) bytes")
        }
        var samples: [TouchSample] = []
        samples.reserveCapacity(count)
        var offset = headerSize
        for index in 0..<count {
            guard offset + fixedSampleSize <= bytes.count else { throw corrupt("sample \(index) is cut short") }
            let time = Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int64.self))
            let touch = Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: Int64.self))
            guard let phase = phase(of: bytes[offset + 16]) else {
                throw corrupt("sample \(index) has unknown phase \(bytes[offset + 16])")
            }
            let flags = bytes[offset + 17]
            guard flags & ~(hasForce | hasMajorRadius) == 0 else {
                throw corrupt("sample \(index) has unknown flags \(flags)")
            }
            let x = double(bytes, offset + 18)
            let y = double(bytes, offset + 26)
            offset += fixedSampleSize
            let optionalSize = (flags & hasForce == 0 ? 0 : 8) + (flags & hasMajorRadius == 0 ? 0 : 8)
            guard offset + optionalSize <= bytes.count else { throw corrupt("sample \(index) is cut short") }
            var force: Double?
            var radius: Double?
            if flags & hasForce != 0 {
                force = double(bytes, offset)
                offset += 8
            }
            if flags & hasMajorRadius != 0 {
                radius = double(bytes, offset)
                offset += 8
            }
            guard let touchID = Int(exactly: touch) else { throw corrupt("sample \(index) has touch id \(touch)") }
            samples.append(
                TouchSample(
                    time: Instant(nanoseconds: time), touch: touchID, phase: phase,
                    x: x, y: y, force: force, majorRadius: radius))
        }
        guard offset == bytes.count else { throw corrupt("extra bytes after the last sample: \(bytes.count - offset)") }
        return samples
    }

    /// Layout 2's samples, after the header.
    private static func decodeLayout2(
        _ bytes: UnsafeRawBufferPointer, count: Int, _ corrupt: (String) -> StoreError
    ) throws(StoreError) -> [TouchSample] {
        // Each sample takes at least 4 bytes: flags, time, touch, and an x and a y of 1 byte or 8.
        guard bytes.count >= headerSize + 2, count <= (bytes.count - headerSize - 2) / 4 else {
            throw corrupt("\(count) samples do not fit in \(bytes.count) bytes")
        }
        let timeExponent = Int(bytes[headerSize])
        let numberExponent = Int(bytes[headerSize + 1])
        guard timeExponent <= maximumTimeExponent, numberExponent <= maximumNumberExponent else {
            throw corrupt("unknown units: 10^\(timeExponent) ns and 10^-\(numberExponent) points")
        }
        let unit = timeUnit(timeExponent)
        let scale = powersOfTen[numberExponent]
        var samples: [TouchSample] = []
        samples.reserveCapacity(count)
        var previous = (time: Int64(0), touch: Int64(0))
        var last = (x: Int64(0), y: Int64(0), force: Int64(0), radius: Int64(0))
        var reader = CompactReader(bytes: bytes, offset: headerSize + 2, scale: scale)
        for index in 0..<count {
            guard reader.offset < bytes.count else { throw corrupt("sample \(index) is cut short") }
            let flags = bytes[reader.offset]
            reader.offset += 1
            guard let phase = phase(of: flags & 0x07) else {
                throw corrupt("sample \(index) has unknown phase \(flags & 0x07)")
            }
            let rawOptional = flags & CompactFlag.rawForceAndRadius != 0
            guard let timeDifference = reader.signed(), let touchDifference = reader.signed(),
                let x = reader.number(raw: flags & CompactFlag.rawX != 0, &last.x),
                let y = reader.number(raw: flags & CompactFlag.rawY != 0, &last.y)
            else { throw corrupt("sample \(index) is cut short") }
            var force: Double?
            var radius: Double?
            if flags & CompactFlag.hasForce != 0 {
                guard let value = reader.number(raw: rawOptional, &last.force) else {
                    throw corrupt("sample \(index) is cut short")
                }
                force = value
            }
            if flags & CompactFlag.hasMajorRadius != 0 {
                guard let value = reader.number(raw: rawOptional, &last.radius) else {
                    throw corrupt("sample \(index) is cut short")
                }
                radius = value
            }
            let time = previous.time &+ timeDifference
            let touch = previous.touch &+ touchDifference
            let (nanoseconds, overflow) = time.multipliedReportingOverflow(by: unit)
            guard !overflow else { throw corrupt("sample \(index) has time out of range") }
            previous.time = time
            previous.touch = touch
            guard let touchID = Int(exactly: touch) else { throw corrupt("sample \(index) has touch id \(touch)") }
            samples.append(
                TouchSample(
                    time: Instant(nanoseconds: nanoseconds), touch: touchID, phase: phase,
                    x: x, y: y, force: force, majorRadius: radius))
        }
        let offset = reader.offset
        guard offset == bytes.count else { throw corrupt("extra bytes after the last sample: \(bytes.count - offset)") }
        return samples
    }

    /// Reads layout 2's varints and numbers, each nil when the blob ends first.
    private struct CompactReader {
        let bytes: UnsafeRawBufferPointer
        var offset: Int
        /// Units a point.
        let scale: Double

        @inline(__always)
        mutating func signed() -> Int64? {
            guard let (value, end) = Varint.read(bytes, at: offset) else { return nil }
            offset = end
            return Varint.unzigzag(value)
        }

        /// A number, raw or in units since `last` (which becomes its units).
        @inline(__always)
        mutating func number(raw: Bool, _ last: inout Int64) -> Double? {
            if raw {
                guard offset + 8 <= bytes.count else { return nil }
                defer { offset += 8 }
                return SampleBlob.double(bytes, offset)
            }
            guard let difference = signed() else { return nil }
            last = last &+ difference
            return Double(last) / scale
        }
    }

    /// The phase's byte in layouts 1 and 2.
    private static func code(of phase: Touch.Phase) -> UInt8 {
        switch phase {
        case .began: 0
        case .moved: 1
        case .stationary: 2
        case .ended: 3
        case .cancelled: 4
        }
    }

    private static func phase(of code: UInt8) -> Touch.Phase? {
        switch code {
        case 0: .began
        case 1: .moved
        case 2: .stationary
        case 3: .ended
        case 4: .cancelled
        default: nil
        }
    }

    static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func double(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Double {
        Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }
}
