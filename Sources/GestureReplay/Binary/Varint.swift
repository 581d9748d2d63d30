/// Unsigned LEB128 varints and the zigzag form of signed integers: the integers of the store's
/// compact forms (`OutcomeCode`, the sample blob's layout 2).
///
/// An unsigned varint takes 7 bits a byte, least significant first, the high bit set on every
/// byte but the last, at most 10 bytes: 0–127 in one byte, up to 16,383 in two. A signed value
/// is written as the unsigned varint of its zigzag form (0, -1, 1, -2… as 0, 1, 2, 3…), so that
/// small differences of either sign stay short.
public enum Varint {
    /// Appends `value`'s varint to `bytes`.
    @inlinable
    public static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends the varint of `value`'s zigzag form.
    @inlinable
    public static func append(signed value: Int64, to bytes: inout [UInt8]) {
        append(zigzag(value), to: &bytes)
    }

    /// The varint at `offset` of `bytes` and the offset after it; nil when `bytes` ends first or
    /// the varint is longer than 10 bytes. Inlined: a run's comparison and a samples blob's
    /// decoding read one or more for every part.
    @inlinable @inline(__always)
    public static func read(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> (value: UInt64, end: Int)? {
        guard offset < bytes.count else { return nil }
        var byte = bytes[offset]
        if byte < 0x80 { return (UInt64(byte), offset + 1) }
        var value = UInt64(byte & 0x7F)
        var shift: UInt64 = 7
        var at = offset + 1
        while at < bytes.count {
            byte = bytes[at]
            at += 1
            value |= UInt64(byte & 0x7F) &<< shift
            if byte < 0x80 { return (value, at) }
            shift += 7
            if shift >= 70 { return nil }
        }
        return nil
    }

    /// `value`'s zigzag form: 0, -1, 1, -2… as 0, 1, 2, 3…
    @inlinable
    public static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    /// The signed value of a zigzag form.
    @inlinable
    public static func unzigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }
}
