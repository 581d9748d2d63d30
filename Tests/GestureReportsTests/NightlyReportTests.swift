import Foundation
import GestureReplay
import Testing

@testable import GestureReports

@Suite struct NightlyReportTests {
    /// Four nightly runs a day apart: tap has failed since #2; pan failed in #3 only; swipe
    /// fails for the first time in #4; old's scene is gone in #4.
    static func day(_ number: Int) -> Date { ReportFixtures.startedAt.addingTimeInterval(Double(number - 1) * 86_400) }
    static let runs = [
        RunHistory.Run(id: 1, label: "a1", startedAt: day(1), tally: StatusTally(pass: 3)),
        RunHistory.Run(id: 2, label: "b2", startedAt: day(2), tally: StatusTally(pass: 2, regression: 1)),
        RunHistory.Run(id: 3, label: "c3", startedAt: day(3), tally: StatusTally(pass: 1, regression: 2)),
        RunHistory.Run(
            id: 4, label: "d4", startedAt: day(4), tally: StatusTally(pass: 1, regression: 1, error: 1, obsolete: 1)),
    ]
    static let history = RunHistory(
        runs: runs,
        rows: [
            SessionStatusRow(session: "old", statuses: [nil, nil, nil, .obsolete]),
            SessionStatusRow(session: "pan", statuses: [.pass, .pass, .regression, .pass]),
            SessionStatusRow(session: "swipe", statuses: [.pass, .pass, .pass, .error]),
            SessionStatusRow(session: "tap", statuses: [.pass, .regression, .regression, .regression]),
        ],
        latest: [
            ReportedSession(name: "old", scene: "gone", .obsolete(reason: "its scene \"gone\" no longer exists")),
            ReportedSession(name: "pan", scene: "pans", .pass(), duration: .milliseconds(3)),
            ReportedSession(
                name: "swipe", scene: "swipes", .error(message: "scene \"swipes\" is not registered"),
                duration: .milliseconds(1)),
            ReportedSession(
                name: "tap", scene: "taps",
                .regression(diff: ["~ 0.43 → 0.48 single recognized", "- 0.5 double failed"]),
                duration: .milliseconds(2)),
        ],
        streaks: [
            RunHistory.Streak(session: "swipe", since: runs[3], failedRuns: 1),
            RunHistory.Streak(session: "tap", since: runs[1], failedRuns: 3),
        ])

    @Test("new, still failing since when, fixed, slowest and obsolete, from the history")
    func lists() {
        let report = NightlyReport(history: Self.history, maximumSlowest: 3)
        #expect(report.latestRun == Self.runs[3])
        #expect(report.previousRun == Self.runs[2])
        #expect(report.newlyFailing.map(\.session.name) == ["swipe"])
        #expect(report.newlyFailing.first?.previous == .pass)
        #expect(report.stillFailing.map(\.session.name) == ["tap"])
        #expect(report.stillFailing.first?.since == Self.runs[1])
        #expect(report.stillFailing.first?.failedRuns == 3)
        #expect(report.fixed.map(\.session.name) == ["pan"])
        #expect(report.fixed.first?.previous == .regression)
        #expect(report.slowest.map(\.name) == ["pan", "tap", "swipe"])
        #expect(report.obsolete.map(\.name) == ["old"])
    }

    @Test("a session not replayed by the previous run is compared with the last run that replayed it")
    func gaps() {
        let history = RunHistory(
            runs: Array(Self.runs.prefix(3)),
            rows: [SessionStatusRow(session: "pan", statuses: [.regression, nil, .pass])],
            latest: [ReportedSession(name: "pan", scene: "pans", .pass())], streaks: [])
        #expect(NightlyReport(history: history).fixed.map(\.session.name) == ["pan"])
    }

    @Test("the Markdown report, exactly")
    func markdown() {
        #expect(
            NightlyReport(history: Self.history).markdown == """
                # gesture-replay nightly report

                Run \\#4 (d4), 2023-11-17 22:13 UTC: 4 sessions, 1 passed, 1 regression, 1 error, 1 obsolete. \
                Compared with run \\#3 (c3), 2023-11-16 22:13 UTC.

                ## Newly failing (1)

                | session | scene | status | was | first difference |
                | --- | --- | --- | --- | --- |
                | swipe | swipes | error | passed | `scene "swipes" is not registered` |

                ## Still failing (1)

                | session | scene | status | failing since | runs | first difference |
                | --- | --- | --- | --- | ---: | --- |
                | tap | taps | regression | \\#2 (b2), 2023-11-15 22:13 UTC | 3 | `~ 0.43 → 0.48 single recognized (+1 more)` |

                ## The model does not reproduce the device (0)

                None.

                ## Fixed (1)

                | session | scene | was |
                | --- | --- | --- |
                | pan | pans | regression |

                ## Margins that shrank (0)

                Run \\#4 (d4) recorded no margins: a run records margins when it writes a report (--junit, --json, \
                --html) or is given --min-margin.

                ## Trend (last 4 runs)

                | run | started | passed | regressions | model/device | new | errors | obsolete |
                | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
                | \\#4 (d4) | 2023-11-17 22:13 UTC | 1 | 1 | 0 | 0 | 1 | 1 |
                | \\#3 (c3) | 2023-11-16 22:13 UTC | 1 | 2 | 0 | 0 | 0 | 0 |
                | \\#2 (b2) | 2023-11-15 22:13 UTC | 2 | 1 | 0 | 0 | 0 | 0 |
                | \\#1 (a1) | 2023-11-14 22:13 UTC | 3 | 0 | 0 | 0 | 0 | 0 |

                ## Slowest sessions

                | session | scene | time |
                | --- | --- | ---: |
                | pan | pans | 3 ms |
                | tap | taps | 2 ms |
                | swipe | swipes | 1 ms |
                | old | gone | 0 µs |

                ## Obsolete goldens (1)

                | session | why |
                | --- | --- |
                | old | its scene "gone" no longer exists |

                """)
    }

    @Test("an empty history says so")
    func empty() {
        let report = NightlyReport(history: RunHistory(runs: [], rows: [], latest: [], streaks: []))
        #expect(report.markdown == "# gesture-replay nightly report\n\nNo finished runs in the history.\n")
        #expect(report.html.contains("<div class=\"meta\">No finished runs in the history.</div>"))
    }

    @Test("the HTML page: cards, a trend bar per run with its failures, the lists")
    func html() {
        let html = NightlyReport(history: Self.history).html
        #expect(
            html.contains(
                #"<div class="card regression"><div class="count">1</div><div class="what">newly failing</div></div>"#))
        #expect(html.contains("Pass and fail counts of the last 4 runs"))
        #expect(html.contains("<title>run #3 (c3), 2023-11-16 22:13 UTC: 1 passed, 2 regressions</title>"))
        #expect(html.contains(#"<td>#2 (b2), 2023-11-15 22:13 UTC</td><td class="num">3</td>"#))
        #expect(html.contains("<h2>Fixed (1)</h2>"))
    }

    @Test("hostile names are escaped in Markdown and HTML")
    func hostile() {
        var history = Self.history
        history.latest[3].name = ReportFixtures.hostileName
        history.streaks[1].session = ReportFixtures.hostileName
        history.runs[3].label = "<b>|x|</b>"
        let report = NightlyReport(history: history)
        #expect(report.markdown.contains("| \\<script\\>alert(\"x\")\\</script\\>␛\\[31m'q' | taps | regression |"))
        #expect(report.markdown.contains("Run \\#4 (\\<b\\>\\|x\\|\\</b\\>)"))
        #expect(!report.markdown.contains("\u{1B}"))
        #expect(report.html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;␛[31m&#39;q&#39;"))
        #expect(!report.html.contains("<script") && !report.html.contains("<b>"))
    }
}
