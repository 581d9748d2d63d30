import CZstd

/// Compresses the store's blobs, each into one Zstandard frame (RFC 8878) that records its
/// content size and a checksum of it, with one compression context reused from blob to blob: what
/// writes schema 8's compressed blobs (`schema.sql`, migration 8). One per thread that writes
/// blobs (a store's connection, an import's worker): not `Sendable`.
package final class Compressor {
    /// zstd's level 3, its default. On the 5,000 dense sessions of BENCHMARKS.md ("Issue 33: the
    /// store compressed") the blobs come to 0.34 of their size at about 220 MB/s; level 1 makes
    /// them 2 % larger, 15 % sooner, and level 5 5 % smaller at half the speed. Decompressing
    /// takes the same time at every level.
    package static let level: Int32 = 3

    private let context: OpaquePointer

    package init() {
        // Fails only for want of memory.
        guard let context = ZSTD_createCCtx() else { preconditionFailure("zstd cannot allocate a compression context") }
        self.context = context
        for (parameter, value) in [
            (ZSTD_c_compressionLevel, Self.level), (ZSTD_c_contentSizeFlag, 1), (ZSTD_c_checksumFlag, 1),
        ] {
            // Fails only for a parameter or value out of range, and these are constants.
            precondition(ZSTD_isError(ZSTD_CCtx_setParameter(context, parameter, value)) == 0, "zstd refused \(parameter)")
        }
    }

    deinit { ZSTD_freeCCtx(context) }

    /// `header` followed by the frame of `bytes`, in one array.
    package func compress(_ bytes: UnsafeRawBufferPointer, after header: [UInt8]) -> [UInt8] {
        let bound = ZSTD_compressBound(bytes.count)
        return [UInt8](unsafeUninitializedCapacity: header.count + bound) { buffer, count in
            _ = UnsafeMutableBufferPointer(rebasing: buffer[..<header.count]).initialize(from: header)
            let size = ZSTD_compress2(
                context, buffer.baseAddress! + header.count, bound, bytes.baseAddress, bytes.count)
            // ZSTD_compressBound is room enough for any input: zstd's promise.
            precondition(ZSTD_isError(size) == 0, "zstd could not compress: \(Self.errorName(size))")
            count = header.count + size
        }
    }

    static func errorName(_ code: Int) -> String { String(cString: ZSTD_getErrorName(code)) }
}

/// Decompresses the store's blobs (one Zstandard frame each, `Compressor`) with one context reused
/// from blob to blob: what reads schema 8's compressed blobs. One per `Store`, so one per run
/// worker: not `Sendable`.
package final class Decompressor {
    private let context: OpaquePointer
    /// The buffer `withDecompressed(_:damaged:_:)` decompresses into, reused from blob to blob.
    private var scratch = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    package init() {
        guard let context = ZSTD_createDCtx() else { preconditionFailure("zstd cannot allocate a decompression context") }
        self.context = context
    }

    deinit {
        ZSTD_freeDCtx(context)
        scratch.deallocate()
    }

    /// Decompresses `frame` into this decompressor's buffer and hands its bytes to `body`, valid
    /// only during the call; throws `damaged(reason)` when `frame` is not one whole frame whose
    /// content and checksum are intact.
    package func withDecompressed<Result, Failure: Error>(
        _ frame: UnsafeRawBufferPointer, damaged: (String) -> Failure,
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let count = try contentSize(of: frame, damaged: damaged)
        if scratch.count < count {
            scratch.deallocate()
            // Grows to the largest blob read, with room to spare so that a few larger ones do not
            // each reallocate.
            scratch = .allocate(byteCount: max(count, scratch.count * 2, 4096), alignment: 16)
        }
        let destination = UnsafeMutableRawBufferPointer(rebasing: scratch[..<count])
        if let reason = decompress(frame, into: destination) { throw damaged(reason) }
        return try body(UnsafeRawBufferPointer(destination))
    }

    /// Decompresses `frame` into a new array; throws `damaged(reason)` as `withDecompressed`.
    package func decompressed<Failure: Error>(
        _ frame: UnsafeRawBufferPointer, damaged: (String) -> Failure
    ) throws(Failure) -> [UInt8] {
        let count = try contentSize(of: frame, damaged: damaged)
        var reason: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            reason = decompress(frame, into: UnsafeMutableRawBufferPointer(buffer))
            initialized = reason == nil ? count : 0
        }
        if let reason { throw damaged(reason) }
        return bytes
    }

    /// The content size `frame`'s header records, when it is one this frame can hold: a block
    /// holds at most 128 KiB and takes at least 4 bytes (RFC 8878, §3.1.1.2), so a damaged size
    /// does not allocate gigabytes.
    private func contentSize<Failure: Error>(
        of frame: UnsafeRawBufferPointer, damaged: (String) -> Failure
    ) throws(Failure) -> Int {
        let size = ZSTD_getFrameContentSize(frame.baseAddress, frame.count)
        guard czstd_is_content_size(size) != 0 else { throw damaged("its frame header is damaged or cut short") }
        guard size <= UInt64(frame.count) * 32_768 else {
            throw damaged("it says it holds \(size) bytes, more than \(frame.count) compressed bytes can")
        }
        return Int(size)
    }

    /// Decompresses `frame` into `destination`, which its content must fill exactly, the frame
    /// ending at the end of `frame`. Nil when it did, else why not.
    private func decompress(_ frame: UnsafeRawBufferPointer, into destination: UnsafeMutableRawBufferPointer) -> String? {
        let frameSize = ZSTD_findFrameCompressedSize(frame.baseAddress, frame.count)
        if ZSTD_isError(frameSize) != 0 { return "its frame is damaged (zstd: \(Compressor.errorName(frameSize)))" }
        if frameSize != frame.count { return "extra bytes after its frame: \(frame.count - frameSize)" }
        let size = ZSTD_decompressDCtx(
            context, destination.baseAddress, destination.count, frame.baseAddress, frame.count)
        if ZSTD_isError(size) != 0 { return "its frame is damaged (zstd: \(Compressor.errorName(size)))" }
        // The frame's content size is checked by zstd against what it decompressed.
        return size == destination.count ? nil : "it decompresses to \(size) bytes, not \(destination.count)"
    }
}
