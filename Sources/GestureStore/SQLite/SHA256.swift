import CSHA256

/// SHA-256 (FIPS 180-4) of a byte sequence, for the hash of an imported
/// dump: Foundation on Linux has no digest of its own.
package enum SHA256 {
    /// What compresses the blocks: the processor's SHA extensions (`CSHA256`), several times
    /// faster, or this file's Swift, where the processor has none.
    package enum Engine: CaseIterable, Sendable {
        case portable, extensions

        /// The engines this processor runs.
        package static let available: [Engine] = gesture_sha256_has_extensions() != 0 ? [.portable, .extensions] : [.portable]
        /// The fastest of them.
        package static let fastest = available.last!
    }

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    package static func hexDigest(of bytes: some Collection<UInt8>, engine: Engine = .fastest) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest(of: bytes, engine: engine) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The 32-byte digest of `bytes`.
    package static func digest(of bytes: some Collection<UInt8>, engine: Engine = .fastest) -> [UInt8] {
        if let digest = bytes.withContiguousStorageIfAvailable({ digest(of: UnsafeRawBufferPointer($0), engine) }) {
            return digest
        }
        return Array(bytes).withUnsafeBytes { digest(of: $0, engine) }
    }

    /// The digest of `message`: its whole blocks read where they lie, the rest padded (a 1 bit,
    /// zeros, the length in bits) into one or two blocks of its own.
    private static func digest(of message: UnsafeRawBufferPointer, _ engine: Engine) -> [UInt8] {
        var state: [UInt32] = [
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
        ]
        let wholeBlocks = message.count / 64
        var tail = [UInt8](repeating: 0, count: 128)
        let rest = message.count - wholeBlocks * 64
        for index in 0..<rest { tail[index] = message[wholeBlocks * 64 + index] }
        tail[rest] = 0x80
        let tailBlocks = rest < 56 ? 1 : 2
        let bitLength = UInt64(message.count) &* 8
        for index in 0..<8 { tail[tailBlocks * 64 - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> (8 * index)) }
        if engine == .extensions {
            precondition(Engine.available.contains(.extensions), "the processor has no SHA extensions")
            state.withUnsafeMutableBufferPointer { state in
                if let start = message.baseAddress, wholeBlocks > 0 {
                    gesture_sha256_compress(state.baseAddress!, start.assumingMemoryBound(to: UInt8.self), wholeBlocks)
                }
                tail.withUnsafeBufferPointer { gesture_sha256_compress(state.baseAddress!, $0.baseAddress!, tailBlocks) }
            }
        } else {
            var words = [UInt32](repeating: 0, count: 64)
            if let start = message.baseAddress {
                for block in 0..<wholeBlocks { compress(start + block * 64, &state, &words) }
            }
            tail.withUnsafeBytes { padded in
                for block in 0..<tailBlocks { compress(padded.baseAddress! + block * 64, &state, &words) }
            }
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    /// One 64-byte block of the message into `state` (FIPS 180-4 §6.2.2), with `words` for its
    /// message schedule.
    private static func compress(_ block: UnsafeRawPointer, _ state: inout [UInt32], _ words: inout [UInt32]) {
        for index in 0..<16 {
            words[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
            let s0 = rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
            let s1 = rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (
            state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
        )
        for index in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ roundConstants[index] &+ words[index]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
