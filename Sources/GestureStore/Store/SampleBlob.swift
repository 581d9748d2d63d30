import GestureModel
import GestureReplay

/// The bytes of a session's samples in the `session_samples` table:
/// layout version 1, little-endian, documented at the top of `schema.sql`.
package enum SampleBlob {
    /// "GRTS": the first four bytes.
    package static let magic: [UInt8] = [0x47, 0x52, 0x54, 0x53]
    /// The layout this build writes and reads.
    package static let layoutVersion: UInt16 = 1
    /// Magic, version, reserved, count.
    package static let headerSize = 12
    /// Time, touch, phase, flags, x, y: a sample without force or radius.
    package static let fixedSampleSize = 34

    private static let hasForce: UInt8 = 1 << 0
    private static let hasMajorRadius: UInt8 = 1 << 1

    /// The blob for `samples`.
    package static func encode(_ samples: [TouchSample]) -> [UInt8] {
        precondition(samples.count <= Int(UInt32.max), "too many samples for layout 1")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerSize + samples.count * fixedSampleSize)
        bytes += magic
        append(layoutVersion, to: &bytes)
        append(UInt16(0), to: &bytes)
        append(UInt32(samples.count), to: &bytes)
        for sample in samples {
            append(sample.time.nanoseconds, to: &bytes)
            append(Int64(sample.touch), to: &bytes)
            bytes.append(code(of: sample.phase))
            bytes.append((sample.force == nil ? 0 : hasForce) | (sample.majorRadius == nil ? 0 : hasMajorRadius))
            append(sample.x.bitPattern, to: &bytes)
            append(sample.y.bitPattern, to: &bytes)
            if let force = sample.force { append(force.bitPattern, to: &bytes) }
            if let radius = sample.majorRadius { append(radius.bitPattern, to: &bytes) }
        }
        return bytes
    }

    /// The samples in `bytes`; throws `corruptSamples` naming `session`
    /// for anything layout 1 does not allow.
    package static func decode(_ bytes: UnsafeRawBufferPointer, session: String) throws(StoreError) -> [TouchSample] {
        func corrupt(_ reason: String) -> StoreError { .corruptSamples(session: session, reason: reason) }
        guard bytes.count >= headerSize, bytes.prefix(4).elementsEqual(magic) else {
            throw corrupt("not a sample blob (no GRTS header)")
        }
        let version = UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt16.self))
        guard version == layoutVersion else {
            throw corrupt(
                "sample layout \(version) is unknown to this gesture-replay (it reads \(layoutVersion)): upgrade gesture-replay"
            )
        }
        let count = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
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

    /// The phase's byte in layout 1.
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

    private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func double(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Double {
        Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }
}
