import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

@Suite struct SampleBlobTests {
    @Test("one sample is written in the layout documented in schema.sql")
    func documentedLayout() {
        let sample = TouchSample(
            time: Instant(nanoseconds: 0x0102_0304_0506_0708), touch: -2, phase: .ended,
            x: 1.5, y: -2, force: nil, majorRadius: 0.25)
        let expected: [UInt8] = [
            0x47, 0x52, 0x54, 0x53,  // "GRTS"
            0x01, 0x00,  // layout 1
            0x00, 0x00,  // reserved
            0x01, 0x00, 0x00, 0x00,  // one sample
            0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01,  // time, little-endian
            0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,  // touch -2
            0x03,  // ended
            0x02,  // majorRadius present, force absent
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf8, 0x3f,  // x 1.5 = 0x3FF8000000000000
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xc0,  // y -2 = 0xC000000000000000
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xd0, 0x3f,  // majorRadius 0.25 = 0x3FD0000000000000
        ]
        #expect(SampleBlob.encode([sample]) == expected)
    }

    /// Samples covering every phase, both optional fields present and absent,
    /// and times that `Double` seconds would not keep exact.
    static let samples: [TouchSample] = [
        TouchSample(time: .zero, touch: 1, phase: .began, x: 160, y: 240),
        TouchSample(time: Instant(nanoseconds: 1), touch: 1, phase: .moved, x: 160.1, y: 240.5, force: 0.5),
        TouchSample(
            time: Instant(nanoseconds: 16_666_667), touch: 2, phase: .began, x: -0.0, y: .leastNonzeroMagnitude,
            majorRadius: 7.5),
        TouchSample(
            time: Instant(nanoseconds: 16_666_667), touch: 1, phase: .stationary, x: .infinity, y: 3,
            force: 0, majorRadius: 0),
        TouchSample(time: Instant(nanoseconds: 9_007_199_254_740_993), touch: Int.max, phase: .ended, x: 1, y: 2),
        TouchSample(time: Instant(nanoseconds: .max), touch: Int.min, phase: .cancelled, x: 0, y: 0, force: 1e300),
    ]

    @Test("samples read back exactly, field by field")
    func roundTrip() throws {
        let bytes = SampleBlob.encode(Self.samples)
        // 12 header bytes, 34 per sample, 8 per optional value (4 present).
        #expect(bytes.count == 12 + 34 * 6 + 8 * 5)
        let decoded = try bytes.withUnsafeBytes { try SampleBlob.decode($0, session: "s") }
        #expect(decoded == Self.samples)
        #expect(decoded[2].x.sign == .minus)
        #expect(SampleBlob.encode([]) == [0x47, 0x52, 0x54, 0x53, 1, 0, 0, 0, 0, 0, 0, 0])
    }

    /// A damage to a valid blob, and the reason the reader must give.
    struct Damage: CustomTestStringConvertible, Sendable {
        var name: String
        var damage: @Sendable ([UInt8]) -> [UInt8]
        var reason: String
        var testDescription: String { name }
    }

    static let damages: [Damage] = [
        Damage(
            name: "bad magic",
            damage: {
                var b = $0; b[0] = 0x58; return b
            }, reason: "not a sample blob (no GRTS header)"),
        Damage(name: "too short", damage: { Array($0.prefix(8)) }, reason: "not a sample blob (no GRTS header)"),
        Damage(
            name: "newer layout",
            damage: {
                var b = $0; b[4] = 2; return b
            },
            reason: "sample layout 2 is unknown to this gesture-replay (it reads 1): upgrade gesture-replay"),
        Damage(
            name: "count too large",
            damage: {
                var b = $0; b[8] = 3; return b
            }, reason: "3 samples do not fit in 88 bytes"),
        Damage(name: "cut short", damage: { Array($0.dropLast(1)) }, reason: "sample 1 is cut short"),
        Damage(name: "trailing bytes", damage: { $0 + [0] }, reason: "extra bytes after the last sample: 1"),
        Damage(
            name: "unknown phase",
            damage: {
                var b = $0; b[12 + 16] = 5; return b
            }, reason: "sample 0 has unknown phase 5"),
        Damage(
            name: "unknown flag",
            damage: {
                var b = $0; b[12 + 17] = 4; return b
            }, reason: "sample 0 has unknown flags 4"),
    ]

    @Test("a damaged blob is refused with the reason", arguments: damages)
    func refusesDamage(_ damage: Damage) throws {
        // Header 12 bytes, a plain sample 34, a sample with force 42: 88 bytes.
        let valid = SampleBlob.encode([
            TouchSample(time: .zero, touch: 1, phase: .began, x: 1, y: 2),
            TouchSample(time: Instant(nanoseconds: 5), touch: 1, phase: .ended, x: 1, y: 2, force: 0.5),
        ])
        #expect(valid.count == 88)
        let bytes = damage.damage(valid)
        let error = try #require(throws: StoreError.self) {
            try bytes.withUnsafeBytes { try SampleBlob.decode($0, session: "swipe") }
        }
        #expect(error == .corruptSamples(session: "swipe", reason: damage.reason))
    }
}

@Suite struct SHA256Tests {
    // Test vectors of FIPS 180-2, appendix B.
    @Test(
        "digests match the FIPS 180-2 examples",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func vectors(_ message: String, _ digest: String) {
        #expect(SHA256.hexDigest(of: Array(message.utf8)) == digest)
    }

    @Test("a million 'a's, many blocks, digest as in FIPS 180-2")
    func millionA() {
        #expect(
            SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
