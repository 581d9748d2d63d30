import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

@testable import GestureReports

/// Every report writer, given names and messages of arbitrary Unicode, writes a file its
/// reader parses: `xmllint` finds nothing in the JUnit XML, the HTML pages or their SVG
/// pictures, and the Markdown shows every `<` as text.
@Suite struct UnicodeNameFuzzTests {
    /// What a hostile or careless recording may be named with: the invisible characters shown
    /// as `<U+XXXX>` (bidirectional overrides and isolates, NEL, the line and paragraph
    /// separators, noncharacters), C0 and C1 controls, markup and quotes, and a few ordinary
    /// scalars of each width; `random` adds any scalar that is not a surrogate.
    static let chosen: [Unicode.Scalar] =
        [
            0x202E, 0x2066, 0x2069, 0x0085, 0x2028, 0x2029, 0x200E, 0xFFFE, 0xFFFF, 0x00, 0x07, 0x09, 0x0A, 0x0D, 0x1B,
            0x7F, 0x9B,
        ]
        .map { Unicode.Scalar($0)! } + Array("<>&\"'`|*_[]#;/é日✓🙂 a").flatMap(\.unicodeScalars)

    /// A name of 1 to 24 scalars drawn by `generator`: mostly from `chosen`, else any scalar.
    static func name(_ generator: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...24, using: &generator) {
            if Int.random(in: 0..<4, using: &generator) > 0 {
                scalars.append(chosen.randomElement(using: &generator)!)
            } else {
                var value = UInt32.random(in: 1...0x10FFFF, using: &generator)
                if (0xD800...0xDFFF).contains(value) { value -= 0x800 }  // no surrogates
                scalars.append(Unicode.Scalar(value)!)
            }
        }
        return String(scalars)
    }

    /// One session of each status, every name, scene, message and diff line random; the
    /// regression has a detail page with its pictures.
    static func sessions(_ generator: inout SeededGenerator) -> [ReportedSession] {
        SessionStatus.allCases.map { status in
            let sessionName = name(&generator)
            let sceneName = name(&generator)
            let diff = status == .regression || status == .modelDiffers ? [name(&generator), name(&generator)] : []
            let message = name(&generator)
            let kind: SessionVerdict.Kind =
                switch status {
                case .pass: .pass()
                case .regression: .regression(diff: diff)
                case .modelDiffers: .modelDiffers(diff: diff, hint: message)
                case .new: .new()
                case .error: .error(message: message)
                case .obsolete: .obsolete(reason: message)
                case .empty: .empty()
                }
            return ReportedSession(
                name: sessionName, scene: sceneName, kind, duration: .microseconds(250),
                detail: status == .regression
                    ? SessionDetail(
                        session: ReportFixtures.singleTap, expected: ReportFixtures.goldenTap,
                        actual: ReportFixtures.slowerTap,
                        layout: SceneLayout(
                            width: 320, height: 480,
                            views: [.init(name: name(&generator), x: 10, y: 50, width: 300, height: 450)]),
                        recognizers: [name(&generator), name(&generator)],
                        guides: [ThresholdGuide(time: Instant(seconds: 0.43), label: name(&generator))])
                    : nil)
        }
    }

    @Test("JUnit, run HTML, report HTML and Markdown, and coverage HTML parse whatever the names", arguments: 1...12)
    func everyWriter(seed: UInt64) throws {
        var generator = SeededGenerator(state: seed)
        let sessions = Self.sessions(&generator)
        let run = ReportedRun(
            id: 1, label: Self.name(&generator), startedAt: ReportFixtures.startedAt, elapsed: .milliseconds(3),
            toolVersion: "0.1.0", thresholdOverrides: [Self.name(&generator)], newIsFailure: seed.isMultiple(of: 2),
            sessions: sessions)
        try Self.expectNoProblems(XMLLint.xmlProblems(JUnitReport(run: run).text), "seed \(seed): JUnit")
        for file in HTMLReport(run: run).files {
            try Self.expectNoProblems(XMLLint.htmlProblems(file.contents), "seed \(seed): run HTML \(file.path)")
        }
        let latest = RunHistory.Run(id: 1, label: run.label, startedAt: run.startedAt, tally: StatusTally(pass: 1))
        let history = RunHistory(
            runs: [latest], rows: sessions.map { SessionStatusRow(session: $0.name, statuses: [$0.status]) },
            latest: sessions,
            streaks: sessions.filter { $0.status.isFailing }.map {
                RunHistory.Streak(session: $0.name, since: latest, failedRuns: 1)
            })
        let nightly = NightlyReport(history: history)
        try Self.expectNoProblems(XMLLint.htmlProblems(nightly.html), "seed \(seed): report HTML")
        #expect(Self.openAngles(in: nightly.markdown) == [], "seed \(seed): Markdown")
        let coverage = SceneCoverage(
            scene: Self.name(&generator), sessions: 1,
            recognizers: (0..<3).map { _ in SceneCoverage.Recognizer(name: Self.name(&generator)) },
            requirements: [], simultaneous: [], exclusions: [])
        try Self.expectNoProblems(XMLLint.htmlProblems(CoverageReport.html([coverage])), "seed \(seed): coverage HTML")
    }

    /// Records each of `problems` as an issue of `document`.
    static func expectNoProblems(_ problems: [String], _ document: String) {
        for problem in problems { Issue.record("\(document): \(problem)") }
    }

    /// The lines of `markdown` with a `<` or `>` that is neither backslash-escaped nor in a code
    /// span (CommonMark: a run of N backticks up to the next run of exactly N), where it could
    /// open an HTML tag.
    static func openAngles(in markdown: String) -> [String] {
        markdown.split(separator: "\n").map(Array.init).filter { line in
            var index = 0
            while index < line.count {
                switch line[index] {
                case "\\": index += 2
                case "<", ">": return true
                case "`":
                    let fence = line[index...].prefix { $0 == "`" }.count
                    var end = index + fence
                    while end < line.count {
                        let run = line[end...].prefix { $0 == "`" }.count
                        if run == fence { break }
                        end += max(run, 1)
                    }
                    index = end < line.count ? end + fence : index + fence  // unclosed: literal
                default: index += 1
                }
            }
            return false
        }.map { String($0) }
    }

    @Test("the checker itself finds a picture written after escaping")
    func checkerFindsTheFault() throws {
        // What the writers did before: `<U+202E>` put in after the markup was escaped.
        #expect(try XMLLint.xmlProblems("<a>x<U+202E>y</a>") != [])
        #expect(try XMLLint.htmlProblems("<!DOCTYPE html><html><body><p>x<U+202E>y</p></body></html>") != [])
        #expect(Self.openAngles(in: "a \\<b\\> `<c>` ``x`<d>`` ok\nx<U+202E>y") == ["x<U+202E>y"])
        #expect(
            try XMLLint.htmlProblems("<!DOCTYPE html><html><body><svg ><text>x<U+2066></text></svg></body></html>")
                != [])
    }
}
