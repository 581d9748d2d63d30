import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureReports

/// The nightly report's "Margins that shrank": the passing sessions whose smallest margin is
/// closer to its threshold than in the previous run, compared as fractions of the limits
/// (docs/SEMANTICS.md §8). Every margin below is arithmetic on the values given: |value − limit|.
@Suite struct NightlyMarginTests {
    static let runs = [
        RunHistory.Run(id: 7, label: "a1", startedAt: ReportFixtures.startedAt, tally: StatusTally(pass: 5)),
        RunHistory.Run(
            id: 8, label: "b2", startedAt: ReportFixtures.startedAt.addingTimeInterval(86_400),
            tally: StatusTally(pass: 5, regression: 1)),
    ]

    static func decision(
        _ recognizer: String, _ state: ObservedState, at time: Double, _ threshold: String, value: Double,
        limit: Double, _ unit: ThresholdCheck.Unit
    ) -> Decision {
        Decision(
            time: Instant(seconds: time), recognizer: recognizer, kind: .state(state),
            checks: [
                ThresholdCheck(threshold: threshold, value: value, limit: limit, unit: unit, recognizer: recognizer)
            ])
    }

    static func session(_ name: String, _ scene: String, _ margin: Decision, kind: SessionVerdict.Kind = .pass())
        -> ReportedSession
    {
        var session = ReportedSession(name: name, scene: scene, kind)
        session.smallestMargin = margin
        return session
    }

    /// tap: second tap 0.33 s after the first against the 0.35 s window (0.02 s, 5.7 % of the
    /// limit), 0.31 s before (0.04 s, 11.4 %): shrank. flick: 60 pt against a 50 pt swipe
    /// distance (10 pt, 20 %), 70 pt before (20 pt, 40 %): shrank, listed after tap. press:
    /// lifted 0.56 s against 0.5 s (0.06 s), 0.52 s before (0.02 s): grew. hold: the same both
    /// times. pan: closer, but a regression (the report lists it as failing). pinch: no margin
    /// before (a run before margins were recorded).
    static let history = RunHistory(
        runs: runs,
        rows: [],
        latest: [
            session(
                "flick", "swipes",
                decision("swipe", .recognized, at: 0.2, "swipeMinimumDistance", value: 60, limit: 50, .points)),
            session(
                "hold", "presses",
                decision("press", .began, at: 0.5, "minimumPressDuration", value: 0.5, limit: 0.5, .seconds)),
            session(
                "pan", "pans", decision("pan", .began, at: 0.1, "panHysteresis", value: 10.5, limit: 10, .points),
                kind: .regression(diff: [])),
            session(
                "pinch", "pinches", decision("pinch", .began, at: 0.3, "pinchHysteresis", value: 9, limit: 8, .points)),
            session(
                "press", "presses",
                decision("press", .failed, at: 0.56, "minimumPressDuration", value: 0.56, limit: 0.5, .seconds)),
            session(
                "tap", "taps",
                decision("double", .recognized, at: 0.384, "tapMaximumInterval", value: 0.33, limit: 0.35, .seconds)),
        ],
        streaks: [],
        previousMargins: [
            "flick": decision("swipe", .recognized, at: 0.2, "swipeMinimumDistance", value: 70, limit: 50, .points),
            "hold": decision("press", .began, at: 0.5, "minimumPressDuration", value: 0.5, limit: 0.5, .seconds),
            "pan": decision("pan", .began, at: 0.1, "panHysteresis", value: 12, limit: 10, .points),
            "press": decision("press", .failed, at: 0.52, "minimumPressDuration", value: 0.52, limit: 0.5, .seconds),
            "tap": decision("double", .recognized, at: 0.364, "tapMaximumInterval", value: 0.31, limit: 0.35, .seconds),
        ])

    @Test("passing sessions closer to a threshold than in the previous run, closest first, as a fraction of the limit")
    func shrunk() {
        let report = NightlyReport(history: Self.history)
        #expect(report.shrunkMargins.map(\.session.name) == ["tap", "flick"])
        #expect(report.marginsNotCompared == nil)
    }

    @Test("the Markdown section, exactly")
    func markdown() throws {
        let markdown = NightlyReport(history: Self.history).markdown
        let section = try #require(markdown.range(of: "## Margins that shrank"))
        let end = try #require(markdown.range(of: "## Trend", range: section.upperBound..<markdown.endIndex))
        #expect(
            String(markdown[section.lowerBound..<end.lowerBound]) == """
                ## Margins that shrank (2)

                | session | scene | smallest margin | before |
                | --- | --- | --- | --- |
                | tap | taps | `0.02 s (tapMaximumInterval, double recognized at 0.384)` | `0.04 s (tapMaximumInterval, double recognized at 0.364)` |
                | flick | swipes | `10 pt (swipeMinimumDistance, swipe recognized at 0.2)` | `20 pt (swipeMinimumDistance, swipe recognized at 0.2)` |


                """)
    }

    @Test("the HTML section lists the same sessions")
    func html() {
        let html = NightlyReport(history: Self.history).html
        #expect(html.contains("<h2>Margins that shrank (2)</h2>"))
        #expect(
            html.contains(
                "<tr><td class=\"name\">tap</td><td>taps</td><td><code>0.02 s (tapMaximumInterval, double recognized at 0.384)</code></td><td><code>0.04 s (tapMaximumInterval, double recognized at 0.364)</code></td></tr>"
            ))
    }

    @Test("a run that recorded no margins is said so, with how to record them, never shown as nothing shrinking")
    func notRecorded() {
        var latestWithout = Self.history
        latestWithout.latest = latestWithout.latest.map { (session: ReportedSession) -> ReportedSession in
            var session = session
            session.smallestMargin = nil
            return session
        }
        let how = "a run records margins when it writes a report (--junit, --json, --html) or is given --min-margin."
        #expect(NightlyReport(history: latestWithout).marginsNotCompared == "Run #8 (b2) recorded no margins: \(how)")
        #expect(
            NightlyReport(history: latestWithout).markdown.contains(
                "## Margins that shrank (0)\n\nRun \\#8 (b2) recorded no margins: "))
        var previousWithout = Self.history
        previousWithout.previousMargins = [:]
        #expect(
            NightlyReport(history: previousWithout).marginsNotCompared
                == "Run #7 (a1) recorded no margins to compare with: \(how)")
        #expect(
            NightlyReport(history: previousWithout).html.contains(
                "<p class=\"muted\">Run #7 (a1) recorded no margins to compare with: "))
        // One run: nothing to compare with, and nothing to explain.
        var single = Self.history
        single.runs = [Self.runs[1]]
        #expect(NightlyReport(history: single).marginsNotCompared == nil)
        #expect(NightlyReport(history: single).shrunkMargins.isEmpty)
    }
}
