import GestureReplay

/// The bytes of a golden in `goldens.outcome` (schema 7, `schema.sql`): the one copy of its
/// outcome, from which its text is rendered wherever a person reads it, and which a run compares
/// a replay with directly.
///
/// - An outcome code (`OutcomeCode`, its first byte the layout version, 3): the text is
///   `OutcomeCode.decode(_:)` rendered as JSON Lines, byte for byte the text stored.
/// - Byte 0, then the text's bytes as they are: a text that is not the rendering of any code (it
///   does not parse, or parses to an outcome that renders otherwise, as a hand-edited golden with
///   other spacing). Such a golden is compared as text, as before.
package enum GoldenBlob {
    /// The first byte of a golden kept as text.
    package static let textMarker: UInt8 = 0

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

    /// The text (and code) of `bytes`, stored for the session named `session`; throws
    /// `corruptGolden` naming it for bytes that are neither form.
    package static func decode(_ bytes: [UInt8], session: String) throws(StoreError) -> Decoded {
        guard let first = bytes.first else { throw .corruptGolden(session: session, reason: "its outcome is empty") }
        if first == textMarker { return Decoded(text: Array(bytes.dropFirst()), code: nil) }
        do {
            return Decoded(text: Array(try OutcomeCode.decode(bytes).jsonLines.utf8), code: bytes)
        } catch {
            throw .corruptGolden(session: session, reason: "its outcome code does not decode: \(error.description)")
        }
    }
}
