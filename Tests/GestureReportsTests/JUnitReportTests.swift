import Foundation
import GestureModel
import GestureTestSupport
import Testing

@testable import GestureReports

@Suite struct JUnitReportTests {
    /// The run's properties, as every suite carries them.
    static let properties = """
            <properties>
              <property name="label" value="3f2a9c1"/>
              <property name="run" value="7"/>
              <property name="tool.version" value="0.1.0"/>
              <property name="thresholds" value="tapMaximumInterval=0.4"/>
            </properties>

        """

    @Test(
        "one suite per scene by name, one case per session; regression a failure with the diff, error an error, new and obsolete skipped"
    )
    func wholeDocument() {
        let p = Self.properties
        #expect(
            JUnitReport(run: ReportFixtures.run()).text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="gesture-replay" tests="5" failures="1" errors="1" skipped="2" time="0.0125" timestamp="2023-11-14T22:13:20">
                  <testsuite name="gone" tests="1" failures="0" errors="0" skipped="1" time="0" timestamp="2023-11-14T22:13:20" id="0" package="gesture-replay">
                \(p)    <testcase name="old" classname="gone" time="0">
                      <skipped message="obsolete: its scene &quot;gone&quot; no longer exists"/>
                    </testcase>
                  </testsuite>
                  <testsuite name="knob" tests="1" failures="0" errors="1" skipped="0" time="0" timestamp="2023-11-14T22:13:20" id="1" package="gesture-replay">
                \(p)    <testcase name="knob" classname="knob" time="0">
                      <error type="error" message="scene &quot;knob&quot; is not registered">scene "knob" is not registered</error>
                    </testcase>
                  </testsuite>
                  <testsuite name="pans" tests="1" failures="0" errors="0" skipped="1" time="0.00025" timestamp="2023-11-14T22:13:20" id="2" package="gesture-replay">
                \(p)    <testcase name="pan" classname="pans" time="0.00025">
                      <skipped message="new: no golden yet; accept: gesture-replay approve pan"/>
                    </testcase>
                  </testsuite>
                  <testsuite name="taps" tests="2" failures="1" errors="0" skipped="0" time="0.0035" timestamp="2023-11-14T22:13:20" id="3" package="gesture-replay">
                \(p)    <testcase name="tap" classname="taps" time="0.0015"/>
                    <testcase name="double" classname="taps" time="0.002">
                      <failure type="regression" message="~ 0.43 → 0.48 single recognized&#10;- 0.5 double failed">~ 0.43 → 0.48 single recognized
                - 0.5 double failed

                look:   gesture-replay show double
                accept: gesture-replay approve double</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test("in CI a new session is a failure, counted as one")
    func newInCI() {
        let run = ReportFixtures.run(
            sessions: [ReportedSession(name: "pan", scene: "pans", .new())], newIsFailure: true)
        let text = JUnitReport(run: run).text
        #expect(text.contains(#"<testsuites name="gesture-replay" tests="1" failures="1" errors="0" skipped="0""#))
        #expect(
            text.contains(
                """
                    <testcase name="pan" classname="pans" time="0">
                      <failure type="new" message="no golden yet: approve it on a developer&apos;s machine, not in CI">accept: gesture-replay approve pan</failure>
                    </testcase>
                """))
    }

    @Test("a long diff is cut in the message attribute and whole in the text")
    func longDiff() {
        let diff = (1...3).map { "+ 0.\($0) pan changed" }
        let run = ReportFixtures.run(sessions: [
            ReportedSession(name: "pan", scene: "pans", .regression(diff: diff))
        ])
        let text = JUnitReport(run: run, maximumMessageLines: 2).text
        #expect(text.contains(#"message="+ 0.1 pan changed&#10;+ 0.2 pan changed&#10;… 1 more">+ 0.1 pan changed"#))
        #expect(text.contains("+ 0.3 pan changed\n\nlook:"))
    }

    @Test("a run without a label or id leaves those properties out")
    func noLabel() {
        var run = ReportFixtures.run(sessions: [ReportFixtures.sessions[0]])
        run.label = nil
        run.id = nil
        run.thresholdOverrides = []
        #expect(
            JUnitReport(run: run).text.contains(
                """
                    <properties>
                      <property name="tool.version" value="0.1.0"/>
                    </properties>
                """))
    }

    /// A regression of an approved golden and a model/device difference in one scene: two
    /// failures of different types; the second's message says it is the model's, then its diff,
    /// then the relation its hint names; no accept line, since approving would replace the
    /// device's evidence.
    static let twoKinds = ReportFixtures.run(sessions: [
        ReportedSession(name: "tap-approved", scene: "taps", .regression(diff: ["~ 0.48 → 0.43 single recognized"])),
        ReportedSession(
            name: "tap-device", scene: "taps",
            .modelDiffers(
                diff: ["~ 0.08 → 0.43 single recognized"],
                hint: "the model waited 0.35 s for \"double\" to fail before \"single\" recognized")),
    ])

    @Test("a regression and a model/device difference are failures of their own types")
    func twoKinds() {
        #expect(
            JUnitReport(run: Self.twoKinds).text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="gesture-replay" tests="2" failures="2" errors="0" skipped="0" time="0.0125" timestamp="2023-11-14T22:13:20">
                  <testsuite name="taps" tests="2" failures="2" errors="0" skipped="0" time="0" timestamp="2023-11-14T22:13:20" id="0" package="gesture-replay">
                \(Self.properties)    <testcase name="tap-approved" classname="taps" time="0">
                      <failure type="regression" message="~ 0.48 → 0.43 single recognized">~ 0.48 → 0.43 single recognized

                look:   gesture-replay show tap-approved
                accept: gesture-replay approve tap-approved</failure>
                    </testcase>
                    <testcase name="tap-device" classname="taps" time="0">
                      <failure type="model-differs" message="model differs from device: the model does not reproduce the device golden (a finding about the model or the scene&apos;s relations, not a regression of your code)&#10;~ 0.08 → 0.43 single recognized&#10;hint: the model waited 0.35 s for &quot;double&quot; to fail before &quot;single&quot; recognized">~ 0.08 → 0.43 single recognized

                hint: the model waited 0.35 s for "double" to fail before "single" recognized
                look:   gesture-replay show tap-device</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test(
        "a model/device difference keeps the document valid against the committed schema",
        .enabled(if: XMLLint.path != nil, XMLLint.missing))
    func twoKindsValidate() throws {
        let result = try XMLLint.validateJUnit(JUnitReport(run: Self.twoKinds).text)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("validates"))
    }

    @Test("the report validates against the committed JUnit schema", .enabled(if: XMLLint.path != nil, XMLLint.missing))
    func validates() throws {
        let hostile = ReportedSession(
            name: ReportFixtures.hostileName, scene: "scene & <co>",
            .regression(diff: ["- 0.1 \(ReportFixtures.hostileName) failed"]), duration: .milliseconds(1))
        let run = ReportFixtures.run(sessions: ReportFixtures.sessions + [hostile], newIsFailure: true)
        let result = try XMLLint.validateJUnit(JUnitReport(run: run).text)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("validates"))
    }

    @Test(
        "the schema is strict: it refuses a testcase without a classname",
        .enabled(if: XMLLint.path != nil, XMLLint.missing))
    func schemaRefuses() throws {
        let text = JUnitReport(run: ReportFixtures.run()).text.replacingOccurrences(of: #" classname="taps""#, with: "")
        let result = try XMLLint.validateJUnit(text)
        #expect(result.status != 0)
        #expect(result.output.contains("The attribute 'classname' is required but missing"))
    }

    /// A passing session with its smallest margin (a run with margins recorded) and a regression
    /// with one: the margin goes in the testcase's system-out, after any failure, as the schema
    /// orders it.
    @Test(
        "a session's smallest margin is in its testcase's system-out, and the document stays valid",
        .enabled(if: XMLLint.path != nil, XMLLint.missing))
    func smallestMargin() throws {
        let margin = Decision(
            time: Instant(seconds: 0.28), recognizer: "double", kind: .state(.recognized),
            checks: [
                ThresholdCheck(
                    threshold: "tapMaximumInterval", value: 0.12, limit: 0.35, unit: .seconds, recognizer: "double")
            ])
        var pass = ReportedSession(name: "tap", scene: "taps", .pass())
        pass.smallestMargin = margin
        var regression = ReportedSession(name: "double", scene: "taps", .regression(diff: ["- 0.5 double failed"]))
        regression.smallestMargin = margin
        let text = JUnitReport(run: ReportFixtures.run(sessions: [pass, regression])).text
        // 0.35 − 0.12 = 0.23 s.
        let out =
            "      <system-out>smallest margin: 0.23 s (tapMaximumInterval, double recognized at 0.28)</system-out>\n"
        #expect(text.contains("<testcase name=\"tap\" classname=\"taps\" time=\"0\">\n" + out + "    </testcase>"))
        #expect(text.contains("accept: gesture-replay approve double</failure>\n" + out + "    </testcase>"))
        let result = try XMLLint.validateJUnit(text)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("a hostile session name is escaped in the document")
    func hostileName() {
        let run = ReportFixtures.run(sessions: [
            ReportedSession(
                name: ReportFixtures.hostileName, scene: "taps",
                .regression(diff: ["- 0.1 \(ReportFixtures.hostileName) failed"]))
        ])
        let text = JUnitReport(run: run).text
        #expect(
            text.contains(
                #"<testcase name="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;␛[31m&apos;q&apos;" classname="taps""#
            ))
        #expect(text.contains(#">- 0.1 &lt;script&gt;alert("x")&lt;/script&gt;␛[31m'q' failed"#))
        // The suggested command quotes the name for the shell.
        #expect(
            text.contains(
                #"accept: gesture-replay approve '&lt;script&gt;alert("x")&lt;/script&gt;␛[31m'\''q'\'''</failure>"#))
        #expect(!text.contains("<script"))
        #expect(!text.contains("\u{1B}"))
    }
}
