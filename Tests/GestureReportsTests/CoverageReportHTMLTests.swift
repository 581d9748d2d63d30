import GestureReplay
import Testing

@testable import GestureReports

/// The coverage page's tables (`coverage --html`), by hand: `a` recognized once and never
/// failed; `b` failed once and never succeeded; `a` excluded `b` once, `b` never excluded `a`.
/// What was never exercised, in the order of `SceneCoverage.uncovered`: "a never failed", "b
/// never recognized or began", then the exclusion, which the exclusion table marks and the list
/// only counts. Neither began, so neither could be cancelled: "-".
@Suite struct CoverageReportHTMLTests {
    @Test("exclusions are a row a recognizer, with whom it excludes and who excludes it")
    func tables() {
        let coverage = SceneCoverage(
            scene: "s", sessions: 2, recognizers: [.init(name: "a", succeeded: 1), .init(name: "b", failed: 1)],
            requirements: [], simultaneous: [],
            exclusions: [.init(preventing: "a", prevented: "b", seen: 1), .init(preventing: "b", prevented: "a")])
        #expect(
            CoverageReport.htmlTables(coverage) == """
                <table class="coverage">
                <tr><th>recognizer</th><th>recognized/began</th><th>failed</th><th>cancelled</th></tr>
                <tr><td class="name">a</td><td>1</td><td><span class="never">0</span></td><td>-</td></tr>
                <tr><td class="name">b</td><td><span class="never">0</span></td><td>1</td><td>-</td></tr>
                </table>
                <h3>Exclusions</h3>
                <p class="muted">Why: the two are on one view, or on a view and a view inside it, neither may recognize with the other and neither requires the other to fail; so the first to begin or be recognized fails or cancels the other. Each name has the times it was seen; <span class="never">never</span> marks one the corpus did not exercise.</p>
                <table class="exclusions">
                <tr><th>recognizer</th><th>excludes</th><th>excluded by</th></tr>
                <tr><td class="name">a</td><td>b ×1</td><td>b <span class="never">never</span></td></tr>
                <tr><td class="name">b</td><td>a <span class="never">never</span></td><td>a ×1</td></tr>
                </table>
                <h3>Never exercised</h3>
                <ul>
                <li>a never failed</li>
                <li>b never recognized or began</li>
                <li>1 exclusion (marked never above)</li>
                </ul>

                """)
    }

    /// Two scenes on one page: each graph's arrowhead is its own (`arrow-1`, `arrow-2`), and
    /// each graph's arrows point at their own.
    @Test("each scene's arrowhead marker has its own id")
    func markerIDs() {
        let scene = { (name: String) in
            SceneCoverage(
                scene: name, sessions: 1, recognizers: [.init(name: "single"), .init(name: "double")],
                requirements: [.init(waiter: "single", required: "double")], simultaneous: [], exclusions: [])
        }
        let page = CoverageReport.html([scene("one"), scene("two")])
        let ids = page.matches(of: /id="([^"]*)"/).map { String($0.output.1) }
        let references = page.matches(of: /url\(#([^)]*)\)/).map { String($0.output.1) }
        #expect(ids == ["arrow-1", "arrow-2"])
        #expect(references == ["arrow-1", "arrow-2"])
    }
}
