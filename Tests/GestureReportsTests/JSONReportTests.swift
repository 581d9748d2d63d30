import Foundation
import Testing

@testable import GestureReports

@Suite struct JSONReportTests {
    @Test("the run, the counts and every session in the run's order, keys in a fixed order")
    func wholeDocument() {
        #expect(
            JSONReport(run: ReportFixtures.run()).text == """
                {
                  "format": "gesture-replay.results", "version": 1,
                  "run": {"id": 7, "label": "3f2a9c1", "startedAt": "2023-11-14T22:13:20Z", "seconds": 0.0125, "toolVersion": "0.1.0", "thresholds": ["tapMaximumInterval=0.4"], "newIsFailure": false},
                  "counts": {"total": 5, "pass": 1, "regression": 1, "model-differs": 0, "new": 1, "error": 1, "obsolete": 1, "empty": 0},
                  "sessions": [
                    {"name": "tap", "scene": "taps", "status": "pass", "fails": false, "seconds": 0.0015, "diff": []},
                    {"name": "double", "scene": "taps", "status": "regression", "fails": true, "seconds": 0.002, "diff": ["~ 0.43 → 0.48 single recognized", "- 0.5 double failed"]},
                    {"name": "knob", "scene": "knob", "status": "error", "fails": true, "seconds": 0, "diff": [], "message": "scene \\"knob\\" is not registered"},
                    {"name": "pan", "scene": "pans", "status": "new", "fails": false, "seconds": 0.00025, "diff": []},
                    {"name": "old", "scene": "gone", "status": "obsolete", "fails": false, "seconds": 0, "diff": [], "message": "its scene \\"gone\\" no longer exists"}
                  ]
                }

                """)
    }

    @Test("an empty run without id or label is valid JSON with nulls and an empty list")
    func emptyRun() throws {
        var run = ReportFixtures.run(sessions: [])
        run.id = nil
        run.label = nil
        let text = JSONReport(run: run).text
        #expect(text.hasSuffix("  \"sessions\": []\n}\n"))
        #expect(text.contains(#""run": {"id": null, "label": null,"#))
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect((parsed?["sessions"] as? [Any])?.isEmpty == true)
    }

    @Test("a hostile name is a JSON string that reads back exactly, quotes and control characters escaped")
    func hostileName() throws {
        let run = ReportFixtures.run(sessions: [
            ReportedSession(name: ReportFixtures.hostileName, scene: "taps", .pass())
        ])
        let text = JSONReport(run: run).text
        #expect(text.contains(#"{"name": "<script>alert(\"x\")</script>\u001b[31m'q'", "scene": "taps""#))
        #expect(!text.contains("\u{1B}"))
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let sessions = parsed?["sessions"] as? [[String: Any]]
        #expect(sessions?.first?["name"] as? String == ReportFixtures.hostileName)
    }
}
