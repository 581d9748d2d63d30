import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

/// The compressed forms of schema 8 (`schema.sql`, migration 8): `Compressor` and `Decompressor`
/// over Zstandard frames (RFC 8878), samples layout 3, and goldens behind byte 255.
@Suite struct CompressedBlobTests {
    /// Bytes to compress, by name: none, one, and 300,000 (a counter's low bytes mixed with a
    /// repeating phrase: some repeats, some not).
    static let inputs: [(String, [UInt8])] = [("empty", []), ("one byte", [42]), ("300,000 bytes", mixed)]

    static let mixed: [UInt8] = {
        let phrase = Array("pan began ".utf8)
        var bytes: [UInt8] = []
        for index in 0..<300_000 {
            let scrambled: Int = (index &* 2_654_435_761) >> 13
            bytes.append(index % 7 == 0 ? UInt8(truncatingIfNeeded: scrambled) : phrase[index % 10])
        }
        return bytes
    }()

    struct Failure: Error, Equatable {
        var reason: String
    }

    @Test("compressed and decompressed again, bytes come back as they were", arguments: inputs.map(\.0))
    func roundTrip(_ name: String) throws {
        let bytes = try #require(Self.inputs.first { $0.0 == name }?.1)
        let compressed = bytes.withUnsafeBytes { Compressor().compress($0, after: [7, 8]) }
        #expect(Array(compressed.prefix(2)) == [7, 8])
        let frame = Array(compressed.dropFirst(2))
        let decompressor = Decompressor()
        let decompressed = try frame.withUnsafeBytes { frame in
            try decompressor.decompressed(frame) { Failure(reason: $0) }
        }
        #expect(decompressed == bytes)
        // The reused buffer gives the same bytes, twice.
        for _ in 0..<2 {
            let again = try frame.withUnsafeBytes { frame in
                try decompressor.withDecompressed(frame, damaged: { Failure(reason: $0) }) {
                    (decompressed: UnsafeRawBufferPointer) throws(Failure) -> [UInt8] in Array(decompressed)
                }
            }
            #expect(again == bytes)
        }
    }

    @Test("no bytes compress to a frame of RFC 8878 §3.1.1: one empty raw block, its content size and checksum")
    func emptyFrame() {
        // The magic number 0xFD2FB528 little-endian; the frame header descriptor 0x24 (single
        // segment, so a 1-byte content size, and a checksum); content size 0; the block header
        // 0x000001 (last block, raw, size 0); the low 4 bytes of XXH64 of no bytes with seed 0
        // (0xEF46DB3751D8E999), little-endian.
        #expect(
            [UInt8]().withUnsafeBytes { Compressor().compress($0, after: []) } == [
                0x28, 0xB5, 0x2F, 0xFD, 0x24, 0x00, 0x01, 0x00, 0x00, 0x99, 0xE9, 0xD8, 0x51,
            ])
    }

    /// Samples for layout 3: none, one, and 5,000 of a 120 Hz drag in half points.
    static let sampleSets: [(String, [TouchSample])] = [
        ("no samples", []),
        ("one sample", [TouchSample(time: .zero, touch: 1, phase: .began, x: 160, y: 240)]),
        ("5,000 samples", drag),
    ]

    /// Five strokes of 1,000 samples, 120 Hz, in half points.
    static let drag: [TouchSample] = (0..<5_000).map { (index: Int) -> TouchSample in
        let step = index % 1_000
        let phase: Touch.Phase = step == 0 ? .began : step == 999 ? .ended : .moved
        let x: Double = 100 + Double(step) / 2
        let y: Double = 300 - Double(index % 400) / 2
        return TouchSample(
            time: Instant(nanoseconds: Int64(index) * 8_333_333), touch: 1 + index / 1_000, phase: phase, x: x, y: y)
    }

    @Test(
        "samples stored in layout 3 read back as they were, its header as schema.sql documents it",
        arguments: sampleSets.map(\.0))
    func layout3(_ name: String) throws {
        let samples = try #require(Self.sampleSets.first { $0.0 == name }?.1)
        let layout2 = SampleBlob.encode(samples)
        let stored = SampleBlob.encodeCompressed(samples, with: Compressor())
        let length = UInt32(layout2.count)
        #expect(
            Array(stored.prefix(16)) == [
                0x47, 0x52, 0x54, 0x53, 3, 0, 0, 0,
                UInt8(length & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 24),
                0x28, 0xB5, 0x2F, 0xFD,  // a Zstandard frame's magic number
            ])
        #expect(stored.count < layout2.count + 12 + 20, "a frame adds at most a header, a block header and a checksum")
        let decompressor = Decompressor()
        #expect(
            try stored.withUnsafeBytes { try SampleBlob.decode($0, session: "s", decompressor: decompressor) }
                == samples)
        // Without a decompressor of the caller's, as tests and tools read a blob.
        #expect(try stored.withUnsafeBytes { try SampleBlob.decode($0, session: "s") } == samples)
        // Layouts 1 and 2 still read as they are.
        #expect(
            try layout2.withUnsafeBytes { try SampleBlob.decode($0, session: "s", decompressor: decompressor) }
                == samples)
        #expect(
            try SampleBlobTests.layout1Bytes.withUnsafeBytes {
                try SampleBlob.decode($0, session: "s", decompressor: decompressor)
            }
                == [SampleBlobTests.layout1Sample])
    }

    @Test("5,000 samples of a drag take less than a third of their layout 2 blob, compressed")
    func dragCompresses() {
        // Layout 2 spends a byte on each of the flags, the time's difference (after its first),
        // the touch's, and x's and y's: five strokes repeat the same few bytes, which a
        // Zstandard frame names once and refers back to.
        let layout2 = SampleBlob.encode(Self.drag).count
        #expect(SampleBlob.encodeCompressed(Self.drag, with: Compressor()).count * 3 < layout2)
    }

    /// A damage to a valid layout 3 blob (of `damagedSamples`) and the reason the reader gives.
    typealias Damage = SampleBlobTests.Damage

    /// Two samples; their layout 2 blob is 25 bytes (`SampleBlobTests.refusesDamage`).
    static let damagedSamples = [
        TouchSample(time: .zero, touch: 1, phase: .began, x: 1, y: 2),
        TouchSample(time: Instant(nanoseconds: 5), touch: 1, phase: .ended, x: 1, y: 2, force: 0.5),
    ]

    /// The damaged blob's frame begins at byte 12: magic (4 bytes), frame header descriptor 0x24
    /// (single segment and a checksum: RFC 8878 §3.1.1.1.1), content size 25 (1 byte), then
    /// its first block's 3-byte header at byte 18, and the checksum in its last 4 bytes.
    static let damages: [Damage] = [
        Damage(
            name: "reserved block type",
            damage: {
                // Last block, type 3, which RFC 8878 §3.1.1.2.2 reserves: "corruption".
                var b = $0; b[18] = 0x07; b[19] = 0; b[20] = 0; return b
            },
            reason: "its compressed samples do not decompress: its frame is damaged (zstd: Data corruption detected)"),
        Damage(
            name: "checksum", damage: { var b = $0; b[b.count - 1] ^= 0xFF; return b },
            reason:
                "its compressed samples do not decompress: its frame is damaged (zstd: Restored data doesn't match checksum)"
        ),
        Damage(
            name: "cut short", damage: { Array($0.dropLast(3)) },
            reason: "its compressed samples do not decompress: its frame is damaged (zstd: Src size is incorrect)"),
        Damage(
            name: "trailing bytes", damage: { $0 + [0, 0] },
            reason: "its compressed samples do not decompress: extra bytes after its frame: 2"),
        Damage(
            name: "length one more",
            damage: {
                var b = $0; b[8] = 26; return b
            },
            reason: "its compressed samples do not decompress: they come to 25 bytes, but its header says 26"),
        Damage(
            name: "no frame",
            damage: {
                var b = $0; b[12] = 0; return b
            },
            reason: "its compressed samples do not decompress: its frame header is damaged or cut short"),
        Damage(
            name: "content size beyond what the frame can hold",
            damage: { _ in
                // Frame header descriptor 0xE0: an 8-byte content size (2³⁰), single segment, no
                // checksum; then an empty last raw block: 16 bytes, which can hold 16 × 32,768.
                [0x47, 0x52, 0x54, 0x53, 3, 0, 0, 0, 0, 0, 0, 0x40, 0x28, 0xB5, 0x2F, 0xFD, 0xE0]
                    + [0, 0, 0, 0x40, 0, 0, 0, 0] + [0x01, 0x00, 0x00]
            },
            reason:
                "its compressed samples do not decompress: it says it holds 1073741824 bytes, more than 16 compressed bytes can"
        ),
        Damage(
            name: "layout 3 inside", damage: { _ in nested },
            reason: "its compressed samples do not decompress: they hold a blob of layout 3, not 2"),
    ]

    /// A layout 3 blob whose frame holds another layout 3 blob.
    static let nested: [UInt8] = {
        let inner = SampleBlob.encodeCompressed(damagedSamples, with: Compressor())
        let header: [UInt8] = [0x47, 0x52, 0x54, 0x53, 3, 0, 0, 0, UInt8(inner.count), 0, 0, 0]
        return inner.withUnsafeBytes { Compressor().compress($0, after: header) }
    }()

    @Test("a damaged layout 3 blob is refused with the reason, naming the session", arguments: damages)
    func refusesDamage(_ damage: Damage) throws {
        let valid = SampleBlob.encodeCompressed(Self.damagedSamples, with: Compressor())
        #expect(SampleBlob.encode(Self.damagedSamples).count == 25)
        #expect(Array(valid[12...17]) == [0x28, 0xB5, 0x2F, 0xFD, 0x24, 25])
        let bytes = damage.damage(valid)
        let error = try #require(throws: StoreError.self) {
            try bytes.withUnsafeBytes { try SampleBlob.decode($0, session: "swipe", decompressor: Decompressor()) }
        }
        #expect(error == .corruptSamples(session: "swipe", reason: damage.reason))
        #expect(error.description == "cannot read the samples of session 'swipe': \(damage.reason)")
    }

    @Test("a golden stored compressed is byte 255 and a frame of its code or text; it decodes as before")
    func golden() throws {
        let text = StoreReplayInputTests.outcome
        for blob in [GoldenBlob.encode(text: Array(text.utf8)), [GoldenBlob.textMarker] + Array("{\"t\":".utf8)] {
            let stored = GoldenBlob.compressed(blob, with: Compressor())
            #expect(Array(stored.prefix(5)) == [255, 0x28, 0xB5, 0x2F, 0xFD])
            let decompressor = Decompressor()
            let uncompressed = try GoldenBlob.uncompressed(stored, session: "tap", decompressor: decompressor)
            #expect(uncompressed == blob)
            let decoded = try GoldenBlob.decode(uncompressed, session: "tap")
            let plain = try GoldenBlob.decode(blob, session: "tap")
            #expect(decoded.text == plain.text && decoded.code == plain.code)
            // A blob of schema 7 (not compressed) comes back as it is.
            #expect(try GoldenBlob.uncompressed(blob, session: "tap", decompressor: decompressor) == blob)
        }
    }

    @Test("a golden whose frame is damaged is refused with the reason, naming the session")
    func damagedGolden() throws {
        var stored = GoldenBlob.compressed(
            GoldenBlob.encode(text: Array(StoreReplayInputTests.outcome.utf8)), with: Compressor())
        stored[stored.count - 1] ^= 0xFF  // the checksum's last byte
        let error = try #require(throws: StoreError.self) {
            try GoldenBlob.uncompressed(stored, session: "tap", decompressor: Decompressor())
        }
        let reason =
            "its compressed outcome does not decompress: its frame is damaged (zstd: Restored data doesn't match checksum)"
        #expect(error == .corruptGolden(session: "tap", reason: reason))
        #expect(error.description == "cannot read the golden of session 'tap': \(reason)")
    }
}

extension GoldenBlob {
    /// `uncompressed(_:session:decompressor:)` of an array: what these tests store and read.
    static func uncompressed(
        _ stored: [UInt8], session: String, decompressor: Decompressor
    ) throws(StoreError) -> [UInt8] {
        try stored.withUnsafeBytes { bytes in
            Result { () throws(StoreError) in try uncompressed(bytes, session: session, decompressor: decompressor) }
        }.get()
    }
}
