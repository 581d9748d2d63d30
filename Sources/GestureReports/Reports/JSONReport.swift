import GestureModel
import GestureReplay

/// A run's results as JSON, for tools: the run, the counts, and every session with its status,
/// whether it fails the run, its time, its differences and its message (errors, obsolete, a
/// model/device difference's hint), and the model's fidelity to the device-recorded sessions.
/// Names are kept exactly (JSON-escaped), so a tool can pass them back to `approve`. Keys are
/// in a fixed order and equal runs give equal bytes.
///
/// ```json
/// {
///   "format": "gesture-replay.results", "version": 1,
///   "run": {"id": 3, "label": "3f2a9c1", "startedAt": "2023-11-14T22:13:20Z", "seconds": 0.84,
///           "toolVersion": "0.1.0", "thresholds": ["tapMaximumInterval=0.4"], "newIsFailure": false},
///   (a run of one shard has "shard": "2/3" after "thresholds": `gesture-replay collect` takes
///   such files in, so that the shards of a CI matrix add up to one run in the history)
///   "counts": {"total": 6, "pass": 5, "regression": 1, "new": 0, "error": 0, "obsolete": 0, "empty": 0},
///   "sessions": [
///     {"name": "single-tap", "scene": "tap-or-double-tap", "status": "regression", "fails": true,
///      "seconds": 0.0012, "diff": ["~ 0.43 → 0.48 single recognized"]}
///   ],
///   (when the run had device goldens, the model's fidelity to them, `ModelFidelity`:)
///   "fidelity": {"sessions": 2, "reproduced": 1, "types": [{"type": "tap", "sessions": 2, "reproduced": 1}],
///     "largestTimeDifferences": [{"session": "tap-late", "recognizer": "single", "state": "recognized",
///       "device": 0.1, "model": 0.3, "differenceMs": 200}]}
/// }
/// ```
public struct JSONReport: Sendable {
    /// The format's name, in the document.
    public static let format = "gesture-replay.results"
    /// The format's version, in the document.
    public static let version = 1

    /// The run to report.
    public var run: ReportedRun

    /// The JSON report of `run`.
    public init(run: ReportedRun) {
        self.run = run
    }

    /// The JSON document, one session a line.
    public var text: String {
        let tally = run.tally
        var json = "{\n  \"format\": \(JSONText.quoted(JSONReport.format)), \"version\": \(JSONReport.version),\n"
        json += "  \"run\": {"
        json += "\"id\": \(run.id.map(String.init) ?? "null"), \"label\": \(run.label.map(JSONText.quoted) ?? "null"), "
        json +=
            "\"startedAt\": \"\(UTCDate.iso8601(run.startedAt))\", \"seconds\": \(DurationText.seconds(run.elapsed)), "
        json += "\"toolVersion\": \(JSONText.quoted(run.toolVersion)), "
        json += "\"thresholds\": [\(run.thresholdOverrides.map(JSONText.quoted).joined(separator: ", "))], "
        if let shard = run.shard { json += "\"shard\": \(JSONText.quoted(shard)), " }
        json += "\"newIsFailure\": \(run.newIsFailure)},\n"
        json += "  \"counts\": {\"total\": \(tally.total)"
        for status in SessionStatus.allCases { json += ", \"\(status.rawValue)\": \(tally[status])" }
        json += "},\n"
        json += "  \"sessions\": ["
        for (index, session) in run.sessions.enumerated() {
            json += index == 0 ? "\n" : ",\n"
            json += "    {\"name\": \(JSONText.quoted(session.name)), \"scene\": \(JSONText.quoted(session.scene)), "
            json += "\"status\": \"\(session.status.rawValue)\", \"fails\": \(run.fails(session)), "
            json += "\"seconds\": \(DurationText.seconds(session.duration)), "
            json += "\"diff\": [\(session.diff.map(JSONText.quoted).joined(separator: ", "))]"
            if let message = session.message { json += ", \"message\": \(JSONText.quoted(message))" }
            if let decision = session.smallestMargin { json += ", \"smallestMargin\": {\(decision.marginJSONMembers)}" }
            json += "}"
        }
        json += run.sessions.isEmpty ? "]" : "\n  ]"
        if !run.fidelity.isEmpty { json += ",\n  \"fidelity\": \(fidelityJSON(run.fidelity))" }
        return json + "\n}\n"
    }

    /// The fidelity object: counts, types, and the largest time differences with the device's
    /// and the model's times in seconds and their difference in milliseconds.
    private func fidelityJSON(_ fidelity: ModelFidelity) -> String {
        let types = fidelity.types.map {
            "{\"type\": \(JSONText.quoted($0.type)), \"sessions\": \($0.sessions), \"reproduced\": \($0.reproduced)}"
        }
        let differences = fidelity.largestTimeDifferences.map { difference in
            let state = difference.state
            return
                "{\"session\": \(JSONText.quoted(difference.session)), \"recognizer\": \(JSONText.quoted(state.recognizer)), "
                + "\"state\": \"\(state.state.rawValue)\", \"device\": \(state.device), \"model\": \(state.model), "
                + "\"differenceMs\": \(StableNumber.text(Double(state.difference) / 1_000_000))}"
        }
        return "{\"sessions\": \(fidelity.sessions), \"reproduced\": \(fidelity.reproduced), "
            + "\"types\": [\(types.joined(separator: ", "))], "
            + "\"largestTimeDifferences\": [\(differences.joined(separator: ", "))]}"
    }
}
