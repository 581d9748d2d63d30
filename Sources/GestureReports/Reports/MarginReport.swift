import GestureModel
import GestureReplay

/// `gesture-replay margins` as text and as JSON Lines: per session, each decision with the
/// threshold that decided it and its margin, and the session's smallest margin; a session at a
/// time, so that `margins --all` writes as it replays.
public enum MarginReport {
    /// The decisions of `session` that `below` admits (all without it), one JSON object a line:
    /// `{"session", "t", "recognizer", "state", "threshold", "limit", "value", "margin", "unit"}`,
    /// with `"for"` when it waits for another's failure and `"of"` when the threshold is another
    /// recognizer's. A decision no threshold decided has null threshold fields (and is left out
    /// with `below`).
    public static func jsonLines(_ session: SessionMargins, below: MarginLimit? = nil) -> String {
        var text = ""
        for decision in session.decisions {
            if let below, !(decision.deciding.map(below.admits) ?? false) { continue }
            text += "{\"session\":\(JSONText.quoted(session.name)),\(decision.marginJSONMembers)}\n"
        }
        return text
    }

    /// A session's block: its decisions in columns (time, recognizer, decision, threshold,
    /// value against limit, margin), then its smallest margin. With `below`, only the decisions
    /// it admits, and nil when it admits none. Blocks are separated by an empty line.
    public static func block(_ session: SessionMargins, below: MarginLimit? = nil) -> String? {
        var rows: [[String]] = []
        for decision in session.decisions {
            if let below, !(decision.deciding.map(below.admits) ?? false) { continue }
            let cells = Cells(decision)
            rows.append([
                "  " + decision.time.description, decision.recognizer, cells.decision, cells.threshold,
                cells.measured, cells.margin.isEmpty ? "" : "margin \(cells.margin)",
            ])
        }
        if below != nil && rows.isEmpty { return nil }
        var lines = ["\(session.name)  (scene \(session.scene))"]
        lines += rows.isEmpty ? ["  no decisions"] : TextTable.lines(rows)
        if let summary = session.decisions.closest?.marginSummary {
            lines.append("  smallest margin: \(summary)")
        } else {
            lines.append("  smallest margin: none (no threshold decided anything)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the text says when `below` admitted no decision of `count` sessions.
    public static func noneCloser(than below: MarginLimit, sessions count: Int) -> String {
        "no decision closer than \(below) to its threshold in \(count) session\(count == 1 ? "" : "s")\n"
    }

    /// A decision in words, as `margins` and the HTML report's detail pages show it:
    /// `waits for double`, `tapMaximumInterval (double's)`, `0.12 s against 0.35 s`, `0.23 s`;
    /// `no threshold` and empty cells when no threshold decided it.
    public struct Cells: Equatable, Sendable {
        public var decision: String
        public var threshold: String
        public var measured: String
        public var margin: String

        public init(_ decision: Decision) {
            switch decision.kind {
            case .state(let state): self.decision = state.rawValue
            case .waits(let required): self.decision = "waits for \(required)"
            }
            guard let check = decision.deciding else {
                (threshold, measured, margin) = ("no threshold", "", "")
                return
            }
            let unit = check.unit.rawValue
            threshold = check.threshold + (check.recognizer == decision.recognizer ? "" : " (\(check.recognizer)'s)")
            measured = "\(StableNumber.text(check.value)) \(unit) against \(StableNumber.text(check.limit)) \(unit)"
            margin = "\(StableNumber.text(check.margin)) \(unit)"
        }
    }
}
