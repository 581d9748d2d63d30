import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

@Suite struct SampleBlobTests {
    /// One sample in layout 1 as schema.sql documents it: what files of schema 6 and older hold.
    static let layout1Sample = TouchSample(
        time: Instant(nanoseconds: 0x0102_0304_0506_0708), touch: -2, phase: .ended,
        x: 1.5, y: -2, force: nil, majorRadius: 0.25)
    static let layout1Bytes: [UInt8] = [
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

    @Test("a blob of layout 1, as schema.sql documents it, still reads back")
    func readsLayout1() throws {
        let decoded = try Self.layout1Bytes.withUnsafeBytes { try SampleBlob.decode($0, session: "s") }
        #expect(decoded == [Self.layout1Sample])
        #expect(SampleBlob.compacted(Self.layout1Bytes) == SampleBlob.encode([Self.layout1Sample]))
    }

    @Test("one sample is written in layout 2 as documented in schema.sql")
    func documentedLayout() {
        let sample = TouchSample(
            time: Instant(nanoseconds: 8_333_000), touch: -2, phase: .ended, x: 1.5, y: -2, force: nil,
            majorRadius: 0.25)
        let expected: [UInt8] = [
            0x47, 0x52, 0x54, 0x53,  // "GRTS"
            0x02, 0x00,  // layout 2
            0x00, 0x00,  // reserved
            0x01, 0x00, 0x00, 0x00,  // one sample
            0x03,  // times in 10^3 ns: 8,333,000 ns is not a whole number of 10^4 ns
            0x02,  // numbers in 10^-2 points: 0.25 needs hundredths
            0x13,  // ended (3), majorRadius present (bit 4), nothing raw
            0x9a, 0x82, 0x01,  // time 8,333 µs since 0: zigzag 16,666 = 0x1a + 0x02 << 7 + 0x01 << 14
            0x03,  // touch -2 since 0: zigzag 3
            0xac, 0x02,  // x 150 hundredths: zigzag 300 = 0x2c + 0x02 << 7
            0x8f, 0x03,  // y -200 hundredths: zigzag 399 = 0x0f + 0x03 << 7
            0x32,  // majorRadius 25 hundredths: zigzag 50
        ]
        #expect(SampleBlob.encode([sample]) == expected)
    }

    @Test("a dense sample, 120 Hz at half-point positions, takes 7 bytes in layout 2")
    func denseSample() {
        let samples = [
            TouchSample(time: .zero, touch: 1, phase: .began, x: 160, y: 240),
            TouchSample(time: Instant(nanoseconds: 8_333_000), touch: 1, phase: .moved, x: 160.5, y: 241),
        ]
        let expected: [UInt8] = [
            0x47, 0x52, 0x54, 0x53, 0x02, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
            0x03,  // µs
            0x01,  // tenths of a point
            0x00, 0x00, 0x02, 0x80, 0x19, 0xc0, 0x25,  // began, 0, touch 1, x 1,600 tenths, y 2,400 tenths
            0x01, 0x9a, 0x82, 0x01, 0x00, 0x0a, 0x14,  // moved, +8,333 µs, same touch, x +5, y +10
        ]
        #expect(SampleBlob.encode(samples) == expected)
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
        TouchSample(
            time: Instant(nanoseconds: .min), touch: 0, phase: .moved, x: 0.1 + 0.2, y: -123_456.789012,
            force: .nan, majorRadius: 4e15),
    ]

    @Test("samples read back bit for bit, field by field, whether stored as units or raw")
    func roundTrip() throws {
        for samples in [Self.samples, Array(Self.samples.reversed()), [Self.layout1Sample]] {
            let bytes = SampleBlob.encode(samples)
            let decoded = try bytes.withUnsafeBytes { try SampleBlob.decode($0, session: "s") }
            #expect(decoded.count == samples.count)
            for (read, written) in zip(decoded, samples) {
                #expect(read.time == written.time && read.touch == written.touch && read.phase == written.phase)
                #expect(read.x.bitPattern == written.x.bitPattern && read.y.bitPattern == written.y.bitPattern)
                #expect(read.force?.bitPattern == written.force?.bitPattern)
                #expect(read.majorRadius?.bitPattern == written.majorRadius?.bitPattern)
            }
        }
        // No samples: the header, times in seconds (the largest unit) and numbers in points.
        #expect(SampleBlob.encode([]) == [0x47, 0x52, 0x54, 0x53, 2, 0, 0, 0, 0, 0, 0, 0, 9, 0])
    }

    /// A damage to a valid blob, and the reason the reader must give.
    struct Damage: CustomTestStringConvertible, Sendable {
        var name: String
        var damage: @Sendable ([UInt8]) -> [UInt8]
        var reason: String
        /// Damages the layout 1 blob of `layout1Bytes` rather than `valid`.
        var ofLayout1 = false
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
                var b = $0; b[4] = 4; return b
            },
            reason: "sample layout 4 is unknown to this gesture-replay (it reads 1 to 3): upgrade gesture-replay"),
        Damage(
            name: "count too large",
            damage: {
                var b = $0; b[8] = 3; return b
            }, reason: "3 samples do not fit in 25 bytes"),
        Damage(name: "cut short", damage: { Array($0.dropLast(1)) }, reason: "sample 1 is cut short"),
        Damage(name: "trailing bytes", damage: { $0 + [0] }, reason: "extra bytes after the last sample: 1"),
        Damage(
            name: "unknown phase",
            damage: {
                var b = $0; b[14] = 5; return b
            }, reason: "sample 0 has unknown phase 5"),
        Damage(
            name: "unknown units",
            damage: {
                var b = $0; b[12] = 10; return b
            }, reason: "unknown units: 10^10 ns and 10^-1 points"),
        Damage(
            name: "layout 1, unknown flag",
            damage: {
                var b = $0; b[12 + 17] = 4; return b
            }, reason: "sample 0 has unknown flags 4", ofLayout1: true),
        Damage(
            name: "layout 1, count too large",
            damage: {
                var b = $0; b[8] = 2; return b
            }, reason: "2 samples do not fit in 54 bytes", ofLayout1: true),
    ]

    @Test("a damaged blob is refused with the reason", arguments: damages)
    func refusesDamage(_ damage: Damage) throws {
        // Header 14 bytes; a plain sample 5 (flags, time, touch 1, x 10 tenths, y 20 tenths); one
        // with force 6 (flags, +5 ns, same touch, same x and y, force 5 tenths): 25 bytes.
        let valid = SampleBlob.encode([
            TouchSample(time: .zero, touch: 1, phase: .began, x: 1, y: 2),
            TouchSample(time: Instant(nanoseconds: 5), touch: 1, phase: .ended, x: 1, y: 2, force: 0.5),
        ])
        #expect(valid.count == 25)
        let bytes = damage.damage(damage.ofLayout1 ? Self.layout1Bytes : valid)
        let error = try #require(throws: StoreError.self) {
            try bytes.withUnsafeBytes { try SampleBlob.decode($0, session: "swipe") }
        }
        #expect(error == .corruptSamples(session: "swipe", reason: damage.reason))
    }
}

@Suite struct SHA256Tests {
    // Test vectors of FIPS 180-2, appendix B.
    static let examples = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ]

    @Test("digests match the FIPS 180-2 examples, on every engine", arguments: SHA256.Engine.available, examples)
    func vectors(_ engine: SHA256.Engine, _ vector: (message: String, digest: String)) {
        #expect(SHA256.hexDigest(of: Array(vector.message.utf8), engine: engine) == vector.digest)
    }

    @Test("a million 'a's, many blocks, digest as in FIPS 180-2, on every engine", arguments: SHA256.Engine.available)
    func millionA(_ engine: SHA256.Engine) {
        #expect(
            SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1_000_000), engine: engine)
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("the engines agree on every length from 0 to 300 bytes: one, two and several blocks, each padding")
    func enginesAgree() {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) }
        for count in 0...300 {
            let digests = SHA256.Engine.available.map { SHA256.hexDigest(of: bytes[..<count], engine: $0) }
            #expect(Set(digests).count == 1, "\(count) bytes: \(digests)")
        }
    }
}
