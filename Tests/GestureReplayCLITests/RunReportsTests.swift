import ArgumentParsing
import Foundation
import GestureReplayCLI
import GestureTestSupport
import Testing

@testable import GestureReports

/// `run --junit --html --json` on a database of real sessions, in process.
@Suite struct RunReportsTests {
    @Test("a regression appears in all three reports, and the HTML detail page draws it")
    func regression() throws {
        let (folder, db) = try CommandLine.workspace()
        try folder.write("single-tap.touches.jsonl", CommandLine.singleTap(jsonName: "single-tap"))
        let imported = CommandLine.run([
            "--db", db, "import", folder.url.appendingPathComponent("single-tap.touches.jsonl").path, "--approve",
        ])
        #expect(imported.exitCode == .success, "\(imported.standardError)")
        let out = folder.url.appendingPathComponent("out").path
        let run = CommandLine.run([
            "--db", db, "run", "--all", "--label", "nightly-1", "--threshold", "tapMaximumInterval=0.4",
            "--junit", "\(out)/junit.xml", "--html", "\(out)/html", "--json", "\(out)/results.json",
        ])
        #expect(run.exitCode == .regressions)
        #expect(run.standardError == "wrote \(out)/junit.xml\nwrote \(out)/results.json\nwrote \(out)/html/index.html\n")

        let junit = try String(contentsOfFile: "\(out)/junit.xml", encoding: .utf8)
        #expect(junit.contains(#"<property name="label" value="nightly-1"/>"#))
        #expect(junit.contains(#"<property name="thresholds" value="tapMaximumInterval=0.4"/>"#))
        #expect(
            junit.contains(
                """
                    <testcase name="single-tap" classname="tap-or-double-tap" time=
                """))
        #expect(
            junit.contains(
                """
                <failure type="regression" message="~ 0.43 → 0.48 double failed&#10;~ 0.43 → 0.48 view photo: touches cancelled&#10;~ 0.43 → 0.48 single recognized">
                """))
        #expect(
            junit.contains(
                "accept: gesture-replay --db \(db) approve single-tap --threshold tapMaximumInterval=0.4 --approve-under-overrides</failure>"))
        if XMLLint.path != nil {
            let validation = try XMLLint.validateJUnit(junit)
            #expect(validation.status == 0, "\(validation.output)")
        }

        let json = try String(contentsOfFile: "\(out)/results.json", encoding: .utf8)
        #expect(json.contains(#""label": "nightly-1""#))
        #expect(
            json.contains(
                #"{"name": "single-tap", "scene": "tap-or-double-tap", "status": "regression", "fails": true"#))

        try folder.write("out/html/sessions/001-from-an-earlier-report.html", "stale")
        _ = CommandLine.run([
            "--db", db, "run", "--all", "--label", "nightly-1", "--threshold", "tapMaximumInterval=0.4", "--html",
            "\(out)/html",
        ])
        let files = try FileManager.default.contentsOfDirectory(atPath: "\(out)/html/sessions")
        #expect(files == ["001-single-tap.html"])  // an earlier report's pages are gone
        let page = try String(contentsOfFile: "\(out)/html/sessions/001-single-tap.html", encoding: .utf8)
        // The run's 0.4 s and the scene's own 0.35 s, both counted from the lift at 0.08.
        #expect(page.contains(">tap interval 0.4 s</text>"))
        #expect(page.contains(">tap interval 0.35 s (scene's own)</text>"))
        #expect(page.contains("<title>view photo</title>"))  // the scene's view under the touches
        #expect(page.contains("<span class=\"muted\">(no next tap within tapMaximumInterval 0.4 s)</span>"))  // the arbiter's reason
        #expect(page.contains("· single waits for double to fail"))
        let index = try String(contentsOfFile: "\(out)/html/index.html", encoding: .utf8)
        #expect(index.contains("<h1>gesture-replay run #2 (nightly-1)</h1>"))
    }

    @Test("without report options nothing is written; a file that cannot be written is bad input (65)")
    func unwritable() throws {
        let (folder, db) = try CommandLine.workspace()
        try folder.write("single-tap.touches.jsonl", CommandLine.singleTap(jsonName: "single-tap"))
        _ = CommandLine.run([
            "--db", db, "import", folder.url.appendingPathComponent("single-tap.touches.jsonl").path, "--approve",
        ])
        try folder.write("blocker", "a file where a folder should be")
        let run = CommandLine.run([
            "--db", db, "run", "--all", "--label", "x", "--json",
            folder.url.appendingPathComponent("blocker/results.json").path,
        ])
        #expect(run.exitCode == .dataError)
        #expect(
            run.standardError.hasPrefix(
                "Error: \(folder.url.appendingPathComponent("blocker/results.json").path): cannot be written ("))
    }

    /// A recording named `<script>alert("x")</script>` with an escape sequence and quotes.
    static let hostileJSONName = #"<script>alert(\"x\")</script>\u001b[31m'q'"#

    @Test(
        "a hostile recording name comes out escaped in the JUnit, HTML, JSON and Markdown reports and the report's terminal summary"
    )
    func hostileName() throws {
        let (folder, db) = try CommandLine.workspace()
        try folder.write("hostile.touches.jsonl", CommandLine.singleTap(jsonName: Self.hostileJSONName))
        let imported = CommandLine.run([
            "--db", db, "import", folder.url.appendingPathComponent("hostile.touches.jsonl").path, "--approve",
        ])
        #expect(imported.exitCode == .success, "\(imported.standardError)")
        let out = folder.url.appendingPathComponent("out").path
        let run = CommandLine.run([
            "--db", db, "run", "--all", "--label", "<b>label</b>", "--threshold", "tapMaximumInterval=0.4",
            "--junit", "\(out)/junit.xml", "--html", "\(out)/html", "--json", "\(out)/results.json",
        ])
        #expect(run.exitCode == .regressions)

        let junit = try String(contentsOfFile: "\(out)/junit.xml", encoding: .utf8)
        #expect(
            junit.contains(#"<testcase name="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;␛[31m&apos;q&apos;""#))
        #expect(junit.contains(#"<property name="label" value="&lt;b&gt;label&lt;/b&gt;"/>"#))
        #expect(!junit.contains("<script") && !junit.contains("\u{1B}"))
        if XMLLint.path != nil { #expect(try XMLLint.validateJUnit(junit).status == 0) }

        for file in try FileManager.default.subpathsOfDirectory(atPath: "\(out)/html") where file.hasSuffix(".html") {
            let html = try String(contentsOfFile: "\(out)/html/\(file)", encoding: .utf8)
            #expect(!html.contains("<script") && !html.contains("<b>label") && !html.contains("\u{1B}"), "\(file)")
            #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;␛[31m&#39;q&#39;"), "\(file)")
        }

        let json = try String(contentsOfFile: "\(out)/results.json", encoding: .utf8)
        #expect(json.contains(#""name": "<script>alert(\"x\")</script>\u001b[31m'q'""#))
        #expect(!json.contains("\u{1B}"))

        let report = CommandLine.run(["--db", db, "report", "--markdown", "\(out)/nightly.md"])
        let markdown = try String(contentsOfFile: "\(out)/nightly.md", encoding: .utf8)
        #expect(
            markdown.contains(#"| \<script\>alert("x")\</script\>␛\[31m'q' | tap-or-double-tap | regression | – |"#))
        #expect(!markdown.contains("\u{1B}"))
        #expect(!markdown.replacingOccurrences(of: "\\<", with: "").contains("<"))  // every < escaped as \<
        #expect(
            report.standardOutput.contains(
                #"  <script>alert("x")</script>␛[31m'q'  regression  ~ 0.43 → 0.48 double failed (+2 more)"#))
        #expect(!report.standardOutput.contains("\u{1B}"))
    }

    @Test("the run's own terminal summary shows a hostile name's escape sequence as text")
    func runSummary() throws {
        let (folder, db) = try CommandLine.workspace()
        try folder.write("hostile.touches.jsonl", CommandLine.singleTap(jsonName: Self.hostileJSONName))
        _ = CommandLine.run([
            "--db", db, "import", folder.url.appendingPathComponent("hostile.touches.jsonl").path, "--approve",
        ])
        let run = CommandLine.run(["--db", db, "run", "--all", "--label", "x", "--threshold", "tapMaximumInterval=0.4"])
        #expect(run.standardOutput.hasPrefix("REGRESSION <script>alert(\"x\")</script>"))
        #expect(!run.standardOutput.contains("\u{1B}"))
        #expect(run.standardOutput.contains("␛[31m"))
    }
}
