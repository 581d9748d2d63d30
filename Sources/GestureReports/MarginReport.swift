import GestureModel
import GestureReplay

/// `gesture-replay margins` as text and as JSON Lines: per session, each decision with the
/// threshold that decided it and its margin, and the session's smallest margin.
public enum MarginReport {
    /// The decisions of `sessions` that `below` admits (all without it), one JSON object a line:
    /// `{"session", "t", "recognizer", "state", "threshold", "limit", "value", "margin", "unit"}`,
    /// and `"of"` when the threshold is another recognizer's. A decision no threshold decided
    /// has null threshold fields (and is left out with `below`).
    public static func jsonLines(_ sessions: [SessionMargins], below: MarginLimit? = nil) -> String {
        var text = ""
        for session in sessions {
            for decision in session.decisions {
                if let below, !(decision.deciding.map(below.admits) ?? false) { continue }
                text += "{\"session\":\(JSONText.quoted(session.name)),\(decision.marginJSONMembers)}\n"
            }
        }
        return text
    }

    /// A block a session: its decisions in columns (time, recognizer, decision, threshold,
    /// value against limit, margin), then its smallest margin. With `below`, only the decisions
    /// it admits, and only the sessions that have one.
    public static func text(_ sessions: [SessionMargins], below: MarginLimit? = nil) -> String {
        var blocks: [String] = []
        for session in sessions {
            var rows: [[String]] = []
            for decision in session.decisions {
                if let below, !(decision.deciding.map(below.admits) ?? false) { continue }
                let cells = Cells(decision)
                rows.append([
                    "  " + decision.time.description, decision.recognizer, cells.decision, cells.threshold,
                    cells.measured, cells.margin.isEmpty ? "" : "margin \(cells.margin)",
                ])
            }
            if below != nil && rows.isEmpty { continue }
            var lines = ["\(session.name)  (scene \(session.scene))"]
            lines += rows.isEmpty ? ["  no decisions"] : TextTable.lines(rows)
            if let summary = session.decisions.closest?.marginSummary {
                lines.append("  smallest margin: \(summary)")
            } else {
                lines.append("  smallest margin: none (no threshold decided anything)")
            }
            blocks.append(lines.joined(separator: "\n") + "\n")
        }
        if let below, blocks.isEmpty {
            let count = sessions.count
            return "no decision closer than \(below) to its threshold in \(count) session\(count == 1 ? "" : "s")\n"
        }
        return blocks.joined(separator: "\n")
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
