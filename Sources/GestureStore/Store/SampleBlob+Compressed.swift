import GestureModel

/// Layout 3, what schema 8 stores (`schema.sql`): a layout 2 blob, compressed. The 12-byte header
/// of layouts 1 and 2 with version 3 and, in place of the sample count, the length of the layout
/// 2 blob; then one Zstandard frame of that blob (`Compressor`). Layout 2 stays the samples' one
/// form; this one only wraps its bytes.
extension SampleBlob {
    /// The layout the store writes.
    package static let compressedLayoutVersion: UInt16 = 3

    /// The blob the store keeps for `samples`: layout 3.
    package static func encodeCompressed(_ samples: [TouchSample], with compressor: Compressor) -> [UInt8] {
        compressed(layout2: encode(samples), with: compressor)
    }

    /// `bytes` as schema 8 stores them: a blob that decodes in layout 3 (its samples in layout 2),
    /// one that does not as it is (`check` names the session): what migration 8 stores.
    package static func compressedIfDecoded(_ bytes: [UInt8], with compressor: Compressor) -> [UInt8] {
        guard bytes.withUnsafeBytes(version(of:)) != compressedLayoutVersion,
            let samples = try? bytes.withUnsafeBytes({ try decode($0, session: "") })
        else { return bytes }
        return encodeCompressed(samples, with: compressor)
    }

    /// The samples in `bytes`, a blob of any layout, of the session named `session`: layout 3
    /// decompressed with `decompressor` into its reused buffer and decoded from there. Throws
    /// `corruptSamples` naming the session for a frame that does not decompress to a layout 2
    /// blob of the length its header says.
    package static func decode(
        _ bytes: UnsafeRawBufferPointer, session: String, decompressor: Decompressor
    ) throws(StoreError) -> [TouchSample] {
        guard version(of: bytes) == compressedLayoutVersion else { return try decode(bytes, session: session) }
        func damaged(_ reason: String) -> StoreError {
            .corruptSamples(session: session, reason: "its compressed samples do not decompress: \(reason)")
        }
        let length = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
        return try decompressor.withDecompressed(
            UnsafeRawBufferPointer(rebasing: bytes[headerSize...]), damaged: damaged
        ) { layout2 throws(StoreError) in
            guard layout2.count == length else {
                throw damaged("they come to \(layout2.count) bytes, but its header says \(length)")
            }
            let inner = version(of: layout2)
            guard inner == layoutVersion else {
                throw damaged("they hold a blob of layout \(inner.map(String.init) ?? "none"), not \(layoutVersion)")
            }
            return try decode(layout2, session: session)
        }
    }

    /// Layout 3 of `layout2`, a blob of layout 2.
    private static func compressed(layout2: [UInt8], with compressor: Compressor) -> [UInt8] {
        precondition(layout2.count <= Int(UInt32.max), "a layout 2 blob too long for layout 3")
        var header = magic
        append(compressedLayoutVersion, to: &header)
        append(UInt16(0), to: &header)
        append(UInt32(layout2.count), to: &header)
        return layout2.withUnsafeBytes { compressor.compress($0, after: header) }
    }

    /// The layout version in the header of `bytes`, nil when they have none.
    private static func version(of bytes: UnsafeRawBufferPointer) -> UInt16? {
        guard bytes.count >= headerSize, bytes.prefix(4).elementsEqual(magic) else { return nil }
        return UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt16.self))
    }
}
