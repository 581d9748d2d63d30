import GestureModel
import GestureReplay
import Testing

@testable import GestureReports

/// `run --min-margin` and `--strict-margins` as the verdicts and the reports carry them
/// (docs/SEMANTICS.md §8). Two decisions of one passing session: a swipe 51 pt against a 45 pt
/// limit (6 pt, 6 / 45 = 13 % of the limit) and a tap held 0.7 s against 0.75 s (0.05 s, 6.7 %).
@Suite struct StrictMarginReportTests {
    static let swipe = Decision(
        time: Instant(seconds: 0.2), recognizer: "swipe", kind: .state(.failed),
        checks: [
            ThresholdCheck(threshold: "tapAllowableMovement", value: 51, limit: 45, unit: .points, recognizer: "swipe")
        ])
    static let hold = Decision(
        time: Instant(seconds: 0.7), recognizer: "tap", kind: .state(.recognized),
        checks: [
            ThresholdCheck(threshold: "tapMaximumDuration", value: 0.7, limit: 0.75, unit: .seconds, recognizer: "tap")
        ])

    static func verdict(limit: String?) -> SessionVerdict {
        var verdict = SessionVerdict(name: "flick", scene: "swipes", .pass())
        verdict.noteMargins(of: [swipe, hold], limit: limit.flatMap(MarginLimit.init(text:)))
        return verdict
    }

    @Test("the smallest margin is the same whatever --min-margin says; the close decision is the one in its sense")
    func closeMarginInItsUnit() {
        // Smallest as a fraction of its limit: the hold's 6.7 %, with any limit or none.
        for limit in [nil, "20ms", "10pt", "5%"] { #expect(Self.verdict(limit: limit).smallestMargin == Self.hold) }
        #expect(Self.verdict(limit: nil).closeMargin == nil)
        #expect(Self.verdict(limit: "20ms").closeMargin == nil)  // the hold's 0.05 s is not within 0.02 s
        #expect(Self.verdict(limit: "10pt").closeMargin == Self.swipe)  // 6 pt within 10 pt
        #expect(Self.verdict(limit: "10%").closeMargin == Self.hold)  // 6.7 % within 10 %
        #expect(Self.verdict(limit: "10pt").isFragilePass)
        var failed = Self.verdict(limit: "10pt")
        failed.kind = .regression(diff: ["~"])
        #expect(!failed.isFragilePass)
    }

    @Test("under --strict-margins a fragile pass fails in JUnit, JSON and HTML, as it fails the run")
    func strictFailsEverywhere() throws {
        var run = ReportFixtures.run(sessions: [ReportedSession(Self.verdict(limit: "10pt"))])
        run.minimumMargin = MarginLimit(text: "10pt")
        let failure =
            "passed within --min-margin 10pt (--strict-margins): margin 6 pt (tapAllowableMovement, swipe failed at 0.2)"
        for strict in [false, true] {
            run.strictMargins = strict
            #expect(run.fails(run.sessions[0]) == strict)
            #expect(run.strictMarginFailure(run.sessions[0]) == (strict ? failure : nil))
            let junit = JUnitReport(run: run).text
            #expect(junit.contains(#"<testsuites name="gesture-replay" tests="1" failures="\#(strict ? 1 : 0)""#))
            #expect(junit.contains(#"<failure type="margin" message="\#(failure)"/>"#) == strict)
            #expect(JSONReport(run: run).text.contains(#""fails": \#(strict)"#))
            let index = try #require(HTMLReport(run: run).files.first?.contents)
            #expect(index.contains("<h2>Needs attention (\(strict ? 1 : 0))</h2>"))
            #expect(index.contains("<td>\(failure)</td>") == strict)
        }
    }
}
