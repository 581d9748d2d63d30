import GestureModel
import GestureReplay
import Testing

@testable import GestureReports

@Suite struct HTMLReportTests {
    typealias F = ReportFixtures

    /// The fixture run, with pictures for the regression and the new session.
    static func run(sessions: [ReportedSession] = F.sessions) -> ReportedRun {
        var sessions = sessions
        for index in sessions.indices where sessions[index].status == .regression || sessions[index].status == .new {
            sessions[index].detail = SessionDetail(
                session: F.singleTap, expected: sessions[index].status == .new ? nil : F.goldenTap, actual: F.slowerTap,
                layout: SceneLayout(
                    width: 320, height: 480, views: [.init(name: "photo", x: 10, y: 50, width: 300, height: 450)]),
                recognizers: ["single", "double"],
                guides: [ThresholdGuide(time: Instant(seconds: 0.43), label: "tap interval 0.35 s")])
        }
        return F.run(sessions: sessions)
    }

    /// A passing session 0.35 − 0.12 = 0.23 s from tapMaximumInterval: 66 % of the limit, a bar
    /// 0.657 × 60 = 39 px wide, red and flagged under `--min-margin 300ms`; one with no threshold
    /// says so.
    @Test("passing rows show the smallest margin as a bar and in words, flagged within --min-margin")
    func marginColumn() throws {
        var close = ReportedSession(name: "double-tap", scene: "taps", .pass())
        let decision = Decision(
            time: Instant(seconds: 0.28), recognizer: "double", kind: .state(.recognized),
            checks: [
                ThresholdCheck(
                    threshold: "tapMaximumInterval", value: 0.12, limit: 0.35, unit: .seconds, recognizer: "double")
            ])
        close.verdict.noteMargins(of: [decision], limit: MarginLimit(text: "0.3s"))
        var plain = ReportedSession(name: "cross", scene: "crosses", .pass())
        plain.smallestMargin = Decision(time: .zero, recognizer: "cross", kind: .state(.recognized), checks: [])
        var run = ReportFixtures.run(sessions: [close, plain])
        run.minimumMargin = MarginLimit(text: "0.3s")
        let index = try #require(HTMLReport(run: run).files.first?.contents)
        #expect(index.contains("<th>smallest margin</th>"))
        #expect(
            index.contains(
                ##"<td><svg class="margin" width="60" height="8" role="img" aria-label="66 % of the limit"><rect width="60" height="8" fill="#e5e7eb"/><rect width="39" height="8" fill="#dc2626"/></svg> 0.23 s (tapMaximumInterval, double recognized at 0.28) <strong>within --min-margin 300ms</strong></td>"##
            ))
        #expect(index.contains(#"<td><span class="muted">no threshold</span></td>"#))
    }

    /// The double tap of `marginColumn` (0.23 s of 0.35 s, 66 %) passes within `--min-margin
    /// 300ms`: a fragile pass, linked to a page of its own that says so and lists its decisions
    /// with a bar each (the wait: the same check, 39 px, red; the failure at 0.43 that no
    /// threshold decided: no bar). Its closest decision is the first of the two equal ones, the
    /// wait. Under 200ms it is not fragile and has no page.
    @Test("a pass within --min-margin gets a detail page: fragile, its decisions with a margin bar each")
    func fragilePage() throws {
        let interval = ThresholdCheck(
            threshold: "tapMaximumInterval", value: 0.12, limit: 0.35, unit: .seconds, recognizer: "double")
        let decisions = [
            Decision(
                time: Instant(seconds: 0.08), recognizer: "single", kind: .waits(forFailureOf: "double"),
                checks: [interval]),
            Decision(time: Instant(seconds: 0.28), recognizer: "double", kind: .state(.recognized), checks: [interval]),
            Decision(time: Instant(seconds: 0.43), recognizer: "two", kind: .state(.failed), checks: []),
        ]
        var close = ReportedSession(name: "double-tap", scene: "taps", .pass())
        close.verdict.noteMargins(of: decisions, limit: MarginLimit(text: "0.3s"))
        close.detail = SessionDetail(
            session: F.singleTap, expected: F.goldenTap, actual: F.goldenTap, recognizers: ["single", "double"],
            decisions: decisions)
        var run = ReportFixtures.run(sessions: [close])
        run.minimumMargin = MarginLimit(text: "0.3s")
        let files = HTMLReport(run: run).files
        #expect(files.map(\.path) == ["index.html", "sessions/001-double-tap.html"])
        #expect(
            files[0].contents.contains(#"<td class="name"><a href="sessions/001-double-tap.html">double-tap</a></td>"#))
        let page = files[1].contents
        #expect(
            page.contains(
                "<h2>Matches its golden</h2>\n<p><strong>Fragile:</strong> it passes within --min-margin 300ms; "
                    + "its closest decision: 0.23 s (tapMaximumInterval, single waits at 0.08).</p>"))
        let bar =
            ##"<svg class="margin" width="60" height="8" role="img" aria-label="66 % of the limit"><rect width="60" height="8" fill="#e5e7eb"/><rect width="39" height="8" fill="#dc2626"/></svg>"##
        #expect(
            page.contains(
                """
                <h2>Decisions and their margins</h2>
                <table>
                <thead><tr><th class="num">t</th><th>recognizer</th><th>decision</th><th>threshold</th><th>measured</th><th>margin</th></tr></thead>
                <tbody>
                <tr><td class="num">0.08</td><td>single</td><td>waits for double</td><td>tapMaximumInterval (double&#39;s)</td><td>0.12 s against 0.35 s</td><td>\(bar) 0.23 s <strong>within --min-margin 300ms</strong></td></tr>
                <tr><td class="num">0.28</td><td>double</td><td>recognized</td><td>tapMaximumInterval</td><td>0.12 s against 0.35 s</td><td>\(bar) 0.23 s <strong>within --min-margin 300ms</strong></td></tr>
                <tr><td class="num">0.43</td><td>two</td><td>failed</td><td>no threshold</td><td></td><td></td></tr>
                </tbody>
                </table>
                """))
        run.minimumMargin = MarginLimit(text: "200ms")
        run.sessions[0].verdict.noteMargins(of: decisions, limit: run.minimumMargin)
        #expect(HTMLReport(run: run).files.map(\.path) == ["index.html"])
    }

    @Test("an index, then a detail page for each session that did not pass and has pictures, numbered in run order")
    func files() {
        #expect(
            HTMLReport(run: Self.run()).files.map(\.path) == [
                "index.html", "sessions/001-double.html", "sessions/002-pan.html",
            ])
        #expect(
            HTMLReport(run: Self.run(), maximumDetailPages: 1).files.map(\.path) == [
                "index.html", "sessions/001-double.html",
            ])
    }

    @Test(
        "file names keep letters and digits only",
        arguments: [
            ("double-tap", 7, "007-double-tap.html"),
            (F.hostileName, 12, "012-script-alert-x-script-31m-q.html"),
            ("Ünïcode ✓", 1000, "1000-n-code.html"),
            ("***", 1, "001.html"),
        ])
    func fileNames(name: String, number: Int, file: String) {
        #expect(HTMLReport.fileName(for: name, number: number) == file)
    }

    @Test(
        "the index: counts, the sessions that need attention with their first differences and links, scenes, passing rows"
    )
    func index() throws {
        let index = try #require(HTMLReport(run: Self.run()).files.first?.contents)
        #expect(
            index.contains(
                "<title>gesture-replay run #7 (3f2a9c1): 1 passed, 1 regression, 1 new, 1 error, 1 obsolete</title>"))
        #expect(index.contains("<h1>gesture-replay run #7 (3f2a9c1)</h1>"))
        #expect(
            index.contains(
                "2023-11-14 22:13 UTC · 5 sessions in 4 scenes · 12.5 ms · gesture-replay 0.1.0 · thresholds tapMaximumInterval=0.4"
            ))
        #expect(
            index.contains(
                #"<div class="card regression"><div class="count">1</div><div class="what">regressions</div></div>"#))
        #expect(index.contains("<h2>Needs attention (4)</h2>"))
        #expect(index.contains(#"<td class="name"><a href="sessions/001-double.html">double</a></td>"#))
        #expect(index.contains(#"<span class="changed">~ 0.43 → 0.48 single recognized</span>"#))
        #expect(
            index.contains(#"<td class="name">knob</td><td>knob</td><td>scene &quot;knob&quot; is not registered</td>"#)
        )
        #expect(index.contains("<h2>Scenes (4)</h2>"))
        #expect(index.contains("<h2>Passed (1)</h2>"))
        #expect(index.contains(#"<tr><td class="name">tap</td><td>taps</td><td class="num">1.5 ms</td></tr>"#))
        #expect(
            index.contains(
                #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">"#
            ))
        #expect(!index.contains("<script") && !index.contains("http://") && !index.contains("https://"))
    }

    @Test("passing rows stop at the limit and say how many more passed")
    func passingLimit() throws {
        let index = try #require(HTMLReport(run: Self.run(), maximumPassingRows: 0).files.first?.contents)
        #expect(index.contains("<p class=\"hint\">… and 1 more passed.</p>"))
        #expect(!index.contains(#"<td class="name">tap</td>"#))
    }

    @Test(
        "a detail page: the diff with the commands, both pictures, and the timelines side by side with differences marked"
    )
    func detail() throws {
        let page = try #require(
            HTMLReport(run: Self.run()).files.first { $0.path == "sessions/001-double.html" }?.contents)
        #expect(page.contains(#"<a href="../index.html">← run #7 (3f2a9c1)</a>"#))
        #expect(page.contains(#"<h1>double <span class="badge regression">regression</span></h1>"#))
        #expect(page.contains("scene taps · 1 finger · 2 samples · 0.08 s recorded · replayed in 2 ms · hand-written"))
        #expect(page.contains("<h2>Differences from the golden (2)</h2>"))
        #expect(
            page.contains(
                "look: <code>gesture-replay show double</code> · accept: <code>gesture-replay approve double</code>"))
        #expect(page.components(separatedBy: "<svg ").count - 1 == 2)
        #expect(page.contains("Recognizer states of single-tap over time: 3 lanes, golden above replay"))
        #expect(page.contains(">tap interval 0.35 s</text>"))
        #expect(
            page.contains(
                """
                <tr class="changed"><td class="t"><span class="key">0.43</span></td><td class="golden"><strong>double</strong> failed</td>\
                <td class="sign">~</td><td class="t"><span class="key">0.48</span></td><td class="replay"><strong>double</strong> failed  \
                <span class="muted">(no next tap within 0.4 s)</span></td></tr>
                """))
        #expect(
            page.contains(
                """
                <tr class="same"><td class="t">0</td><td class="golden">view <strong>photo</strong>: 1 touch began</td><td class="sign"></td>\
                <td class="t">0</td><td class="replay">view <strong>photo</strong>: 1 touch began</td></tr>
                """))
    }

    @Test("a new session's page shows the replay alone, every row new")
    func newSession() throws {
        let page = try #require(
            HTMLReport(run: Self.run()).files.first { $0.path == "sessions/002-pan.html" }?.contents)
        #expect(page.contains("<h2>No golden yet</h2>"))
        #expect(page.contains("The replay; differences are haloed"))
        #expect(!page.contains(">golden</text>"))
        #expect(
            page.contains(
                #"<tr class="unexpected"><td class="t"></td><td class="golden"></td><td class="sign">+</td><td class="t">0</td>"#
            ))
    }

    @Test("a hostile session, scene and view name never reach a page as markup")
    func hostile() {
        let hostile = ReportedSession(
            name: F.hostileName, scene: "<i>scene</i>", .regression(diff: ["- 0.1 <b>x</b> failed"]), duration: .zero)
        var run = Self.run(sessions: [hostile])
        run.label = "<img src=x onerror=alert(1)>"
        for file in HTMLReport(run: run).files {
            #expect(!file.contents.contains("<script"), "\(file.path)")
            #expect(
                !file.contents.contains("<i>") && !file.contents.contains("<b>x") && !file.contents.contains("<img"),
                "\(file.path)")
            #expect(!file.contents.contains("\u{1B}"), "\(file.path)")
        }
        let index = HTMLReport(run: run).files[0].contents
        #expect(
            index.contains(
                #"<a href="sessions/001-script-alert-x-script-31m-q.html">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;␛[31m&#39;q&#39;</a>"#
            ))
        #expect(index.contains("<h1>gesture-replay run #7 (&lt;img src=x onerror=alert(1)&gt;)</h1>"))
    }

    @Test("a big corpus stays bounded: capped rows with counts, no page for sessions without pictures")
    func bounded() throws {
        let passing = (0..<10_000).map { ReportedSession(name: "pass-\($0)", scene: "scene-\($0 % 50)", .pass()) }
        let failing = (0..<3_000).map {
            ReportedSession(name: "fail-\($0)", scene: "scene-\($0 % 50)", .regression(diff: ["- 0.1 tap recognized"]))
        }
        let files = HTMLReport(run: F.run(sessions: passing + failing)).files
        #expect(files.map(\.path) == ["index.html"])
        let index = files[0].contents
        #expect(index.contains("<p class=\"hint\">… and 2000 more; every result is in the JUnit and JSON reports"))
        #expect(index.contains("<p class=\"hint\">… and 8000 more passed.</p>"))
        #expect(index.contains("<h2>Scenes (50)</h2>"))
        #expect(index.utf8.count < 1_500_000)
    }
}
