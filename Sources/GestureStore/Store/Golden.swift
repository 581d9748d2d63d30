import Foundation
import GestureReplay

/// A session's expected outcome: as it is stored, as a run reads it, and as an import or
/// `approve` brings it.
public struct Golden: Equatable, Sendable {
    /// Who said this is the expected outcome.
    public typealias Origin = GoldenOrigin

    public var session: String
    /// The outcome's text (JSON Lines, UTF-8), as it was stored: a run compares it with a replay's
    /// outcome and parses it only when they differ. The store keeps it as its `GoldenBlob`. A
    /// golden made from a replay's outcome whose `code` renders back to its text by construction
    /// keeps no text: it is rendered from the code when read.
    public var bytes: [UInt8] {
        get {
            if let text { return text }
            guard let code, let outcome = try? OutcomeCode.decode(code) else {
                preconditionFailure("a golden without its text has a lossless code")
            }
            return Array(outcome.jsonLines.utf8)
        }
        set {
            text = newValue
            code = nil
        }
    }
    /// The text, unless `code` stands for it.
    private var text: [UInt8]?
    public var origin: Origin
    /// When it was stored; nil for one not stored yet (the store stamps it with its clock).
    public var approvedAt: Date?
    /// The gesture-replay version that stored it.
    public var toolVersion: String
    /// The outcome code to store it as, when it was made from a replay's outcome
    /// (`approved(session:outcome:toolVersion:)`) whose code renders back to its text by
    /// construction (`OutcomeCode.losslessCode(of:)`): stored as it is, with no text rendered
    /// nor compared. Nil: the store makes the blob from the text (`GoldenBlob.encode(text:)`).
    /// Never read back: a stored golden has nil.
    public private(set) var code: [UInt8]?

    public init(session: String, bytes: [UInt8], origin: Origin, approvedAt: Date? = nil, toolVersion: String) {
        self.session = session
        self.text = bytes
        self.origin = origin
        self.approvedAt = approvedAt
        self.toolVersion = toolVersion
    }

    /// A golden from its outcome's text.
    public init(session: String, outcome: String, origin: Origin, approvedAt: Date? = nil, toolVersion: String) {
        self.init(
            session: session, bytes: Array(outcome.utf8), origin: origin, approvedAt: approvedAt,
            toolVersion: toolVersion)
    }

    /// An approved golden of `outcome`, a replay's (what `approve` and `import --approve` store):
    /// its lossless code alone when it has one, else its text.
    public static func approved(session: String, outcome: Outcome, toolVersion: String) -> Golden {
        guard let code = OutcomeCode.losslessCode(of: outcome) else {
            return Golden(session: session, outcome: outcome.jsonLines, origin: .approved, toolVersion: toolVersion)
        }
        var golden = Golden(session: session, bytes: [], origin: .approved, toolVersion: toolVersion)
        golden.text = nil
        golden.code = code
        return golden
    }

    /// The outcome as text (`docs/FORMATS.md` §3); ill-formed UTF-8 is repaired, as everywhere
    /// the store reads text.
    public var outcome: String { String(decoding: bytes, as: UTF8.self) }

    /// The code stored beside a golden's `outcome` text of `origin` in a file of schema 5 or 6: an
    /// approved golden, compared whole and exactly, has its text's `OutcomeCode`; a device golden,
    /// compared on states, has none, nor has a text that does not parse (it is compared, and its
    /// error reported, as text). The store's SQL function `outcome_code(outcome, origin)`, which
    /// migration 5 runs and `check` compares such a file's codes with.
    public static func codeOfText(outcome: String?, origin: String?) -> [UInt8]? {
        guard let outcome, origin == Origin.approved.rawValue else { return nil }
        return OutcomeCode.encode(jsonLines: outcome)
    }
}
