import ArgumentParsing
import GestureReports

/// The warning for a golden that holds no observation: a session that passes forever and
/// tests nothing (its touches landed outside every view: raw coordinates without axis ranges,
/// a scene too small for the screen).
enum EmptyOutcome {
    /// Why a replay may hold nothing, and what to do about it.
    static let cause =
        "its touches may reach no view (for a device dump, check --screen and --ranges against the scene's window); if that is meant, set \"emptyOutcomesExpected\": true in its scene"

    /// The warning of `import --approve` and `approve` for `session`.
    static func warning(_ session: String) -> String {
        "\(TerminalText.sanitized(session)): its replay holds no observation at all, so its golden tests nothing: \(cause)"
    }

    /// The hint `show` prints under an empty replay.
    static let hint = "hint: the replay holds no observation at all: \(cause)"
}
