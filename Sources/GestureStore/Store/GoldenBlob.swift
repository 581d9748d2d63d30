import GestureReplay

/// The bytes of a golden in `goldens.outcome` (schema 7 and later, `schema.sql`): the one copy of
/// its outcome, from which its text is rendered wherever a person reads it, and which a run
/// compares a replay with directly.
///
/// Schema 8 stores each golden compressed: byte `compressedMarker` (255), then one Zstandard
/// frame (`Compressor`) of one of schema 7's two forms, which a file of schema 7 holds as they
/// are:
///
/// - An outcome code (`OutcomeCode`, its first byte the layout version, 3): the text is
///   `OutcomeCode.decode(_:)` rendered as JSON Lines, byte for byte the text stored.
/// - Byte 0, then the text's bytes as they are: a text that is not the rendering of any code (it
///   does not parse, or parses to an outcome that renders otherwise, as a hand-edited golden with
///   other spacing). Such a golden is compared as text, as before.
package enum GoldenBlob {
    /// The first byte of a golden kept as text.
    package static let textMarker: UInt8 = 0
    /// The first byte of a golden stored compressed: far from the outcome code's layout versions.
    package static let compressedMarker: UInt8 = 255

    /// The blob for `text`: its code when the code renders back to exactly `text`, else the text.
    /// (A golden made from a replay's outcome brings its code when that renders back by
    /// construction, `Golden.code`, and is stored as that code without coming here.)
    package static func encode(text: [UInt8]) -> [UInt8] {
        if let code = OutcomeCode.encode(jsonLines: String(decoding: text, as: UTF8.self)),
            let outcome = try? OutcomeCode.decode(code), outcome.jsonLines.utf8.elementsEqual(text)
        {
            return code
        }
        return [textMarker] + text
    }

    /// What a blob holds: the golden's text and, when the blob is its code, the code.
    package struct Decoded {
        package var text: [UInt8]
        package var code: [UInt8]?
    }

    /// `blob` (a code, or `textMarker` and a text) as schema 8 stores it: compressed.
    package static func compressed(_ blob: [UInt8], with compressor: Compressor) -> [UInt8] {
        precondition(blob.first != compressedMarker, "a golden is compressed once")
        return blob.withUnsafeBytes { compressor.compress($0, after: [compressedMarker]) }
    }

    /// `bytes` as schema 8 stores them: compressed when they decode, else as they are (`check`
    /// names the session): what migration 8 stores.
    package static func compressedIfDecoded(_ bytes: [UInt8], with compressor: Compressor) -> [UInt8] {
        guard bytes.first != compressedMarker, (try? stored(bytes, session: "")) != nil else { return bytes }
        return compressed(bytes, with: compressor)
    }

    /// What the golden `stored` for the session named `session` holds, a code or a text (schema
    /// 7's forms): decompressed with `decompressor` when it is compressed, else copied as it is.
    /// Throws `corruptGolden` naming the session for a frame that does not decompress.
    package static func uncompressed(
        _ stored: UnsafeRawBufferPointer, session: String, decompressor: Decompressor
    ) throws(StoreError) -> [UInt8] {
        guard stored.first == compressedMarker else { return [UInt8](copying: stored) }
        func damaged(_ reason: String) -> StoreError {
            .corruptGolden(session: session, reason: "its compressed outcome does not decompress: \(reason)")
        }
        let blob = try decompressor.decompressed(UnsafeRawBufferPointer(rebasing: stored.dropFirst()), damaged: damaged)
        guard blob.first != compressedMarker else { throw damaged("it is compressed twice") }
        return blob
    }

    /// The text (and code) of `bytes`, a code or a text (schema 7's forms), stored for the session
    /// named `session`; throws `corruptGolden` naming it for bytes that are neither form.
    package static func decode(_ bytes: [UInt8], session: String) throws(StoreError) -> Decoded {
        // A text's bytes as they are (not through a String, which would mend bad UTF-8).
        if bytes.first == textMarker { return Decoded(text: Array(bytes.dropFirst()), code: nil) }
        guard case .outcome(let outcome) = try stored(bytes, session: session) else {
            preconditionFailure("a blob that is not text decodes as a code or throws")
        }
        return Decoded(text: Array(outcome.jsonLines.utf8), code: bytes)
    }

    /// What `bytes`, a code or a text (schema 7's forms), hold, read without rendering text: a
    /// code decoded, or a text as it is. Throws `corruptGolden` naming `session` for bytes that
    /// are neither form.
    package static func stored(_ bytes: [UInt8], session: String) throws(StoreError) -> StoredGolden {
        guard let first = bytes.first else { throw .corruptGolden(session: session, reason: "its outcome is empty") }
        if first == textMarker { return .text(String(decoding: bytes.dropFirst(), as: UTF8.self)) }
        do {
            return .outcome(try OutcomeCode.decode(bytes))
        } catch {
            throw .corruptGolden(session: session, reason: "its outcome code does not decode: \(error.description)")
        }
    }
}

/// A golden as it is stored, read for its observations: `check` reads every golden's
/// recognizer names this way, with no text rendered from a code and parsed again.
public enum StoredGolden: Sendable {
    /// Decoded from its outcome code: the observations its text is rendered from.
    case outcome(Outcome)
    /// Kept as text (a text no code renders, or a database of schema 6 or older).
    case text(String)
}
