import Foundation
import GestureTestSupport
import Testing

/// Device goldens through the binary: a session the model does not reproduce from what the
/// device recorded is a model/device difference, kept apart from a regression of an approved
/// golden in every output, with the relation a missing or wrong `require(toFail:)` points at,
/// and the model's fidelity after the counts.
///
/// Every expected time is derived from docs/SEMANTICS.md §2 for the scene tap-or-double-tap
/// (single requires double to fail; tapMaximumInterval 0.35 s from a lift): a lone tap lifted
/// at 0.08 makes double fail at 0.08 + 0.35 = 0.43, and single, waiting for it, recognize then.
@Suite struct DeviceGoldenEndToEndTests {
    /// A lone tap inside the photo view (frame 10,50 300×450): down at 0, up at 0.08.
    static let tap = """
        {"t":0,"touch":1,"phase":"began","x":160,"y":240}
        {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}
        """

    static func touchLog(_ name: String, scene: String = "tap-or-double-tap", device: [String] = []) -> String {
        (["{\"format\":\"gesture-replay.touches\",\"version\":1,\"name\":\"\(name)\",\"scene\":\"\(scene)\"}", tap]
            + device).joined(separator: "\n") + "\n"
    }

    /// A folder with the shipped scenes and three sessions of one lone tap:
    /// - tap-approved: approved with tapMaximumInterval 0.4, so its golden has 0.08 + 0.4 = 0.48 and
    ///   a run with the default 0.35 regresses to 0.43;
    /// - tap-device-at-lift: the device recognized single at the lift, 0.08 (the app sets no
    ///   requirement); the model waits for double: 0.43, 350 ms later, past the 50 ms tolerance;
    /// - tap-device-reproduced: the device saw double fail at 0.43 and single recognize at 0.45,
    ///   20 ms after the model's 0.43: within the tolerance, reproduced.
    static func workspace() throws -> TemporaryFolder {
        let folder = try EndToEndTests.workspace()
        _ = try folder.write("approved/tap-approved.touches.jsonl", touchLog("tap-approved"))
        _ = try folder.write(
            "device/tap-device-at-lift.touches.jsonl",
            touchLog("tap-device-at-lift", device: [#"{"t":0.08,"gesture":"single","state":"recognized"}"#]))
        _ = try folder.write(
            "device/tap-device-reproduced.touches.jsonl",
            touchLog(
                "tap-device-reproduced",
                device: [
                    #"{"t":0.43,"gesture":"double","state":"failed"}"#,
                    #"{"t":0.45,"gesture":"single","state":"recognized"}"#,
                ]))
        let approved = try BinaryRun.run(["import", "approved"], in: folder.url)
        #expect(approved.exitCode == 0, "\(approved.standardError)")
        let device = try BinaryRun.run(["import", "device"], in: folder.url)
        #expect(device.exitCode == 0, "\(device.standardError)")
        let accepted = try BinaryRun.run(
            ["approve", "tap-approved", "--threshold", "tapMaximumInterval=0.4", "--approve-under-overrides"],
            in: folder.url)
        #expect(accepted.exitCode == 0, "\(accepted.standardError)")
        return folder
    }

    /// A run's output with its wall time, which no test can know, as `(T s)`.
    static func timeless(_ text: String) -> String {
        text.replacing(#/\(\d+\.\d\d s\)/#, with: "(T s)")
    }

    @Test(
        "run prints a regression and a model/device difference as two kinds, with the hint and the fidelity; exit 1")
    func run() throws {
        let folder = try Self.workspace()
        let run = try BinaryRun.run(["run", "--all"], in: folder.url)
        let tool = BinaryRun.executable.path
        #expect(run.exitCode == 1)
        #expect(
            Self.timeless(run.standardOutput) == """
                REGRESSION tap-approved (scene tap-or-double-tap)
                    ~ 0.48 → 0.43 double failed
                    ~ 0.48 → 0.43 view photo: touches cancelled
                    ~ 0.48 → 0.43 single recognized
                  golden: approved outcome of tap-approved in recordings/gestures.sqlite
                  look:   \(tool) show tap-approved
                  accept: \(tool) approve tap-approved
                MODEL DIFFERS FROM DEVICE tap-device-at-lift (scene tap-or-double-tap): the model does not reproduce \
                what the device recorded; a finding about the model or the scene's relations, not a regression of your code
                    ~ 0.08 → 0.43 single recognized
                  hint:   the model waited 0.35 s for "double" to fail before "single" recognized; the device did not \
                wait: the app may not set single.require(toFail: double), or the scene declares a relation the app does \
                not have
                  golden: device outcome of tap-device-at-lift in recordings/gestures.sqlite
                  look:   \(tool) show tap-device-at-lift

                  tap-or-double-tap  1 passed, 1 regression, 1 model/device difference
                Run #1: 3 sessions in 1 scene, 1 passed, 1 regression, 1 model/device difference (T s)
                Model fidelity: of 2 device-recorded sessions, 1 reproduced
                  tap  1 of 2 reproduced
                  largest time differences (model − device):
                    tap-device-at-lift     single recognized  device 0.08 s  model 0.43 s  +350 ms
                    tap-device-reproduced  single recognized  device 0.45 s  model 0.43 s  -20 ms

                """)
    }

    @Test("show says the model does not reproduce the device golden, with the hint, and offers no accept")
    func show() throws {
        let folder = try Self.workspace()
        let show = try BinaryRun.run(["show", "tap-device-at-lift"], in: folder.url)
        #expect(show.exitCode == 0)
        #expect(
            show.standardOutput.hasSuffix(
                """
                      0.43  · double failed: single goes ahead

                the model does not reproduce its device golden:
                    ~ 0.08 → 0.43 single recognized
                hint: the model waited 0.35 s for "double" to fail before "single" recognized; the device did not \
                wait: the app may not set single.require(toFail: double), or the scene declares a relation the app \
                does not have

                """), "\(show.standardOutput)")
    }

    @Test("the history records the new status and its hint, and the nightly report lists it apart; exit 1")
    func history() throws {
        let folder = try Self.workspace()
        _ = try BinaryRun.run(["run", "--all"], in: folder.url)
        let report = try BinaryRun.run(["report"], in: folder.url)
        #expect(report.exitCode == 1)
        let lines = report.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            Self.timeless(lines.dropFirst().joined(separator: "\n")) == """

                newly failing (1)
                  tap-approved  regression  ~ 0.48 → 0.43 double failed (+2 more)

                still failing (0)

                the model does not reproduce the device (1)
                  tap-device-at-lift  ~ 0.08 → 0.43 single recognized  hint: the model waited 0.35 s for "double" \
                to fail before "single" recognized; the device did not wait: the app may not set \
                single.require(toFail: double), or the scene declares a relation the app does not have

                fixed (0)

                margins that shrank (0)

                obsolete goldens (0)

                """)
        let markdown = folder.url.appendingPathComponent("nightly.md").path
        _ = try BinaryRun.run(["report", "--markdown", markdown], in: folder.url)
        let text = try String(contentsOfFile: markdown, encoding: .utf8)
        #expect(
            text.contains(
                """
                ## The model does not reproduce the device (1)

                Their goldens are what a real device decided while recording: the model's fidelity, or a relation \
                the scene lacks or declares wrongly, not a regression of your code.

                | session | scene | since | runs | first difference | hint |
                | --- | --- | --- | ---: | --- | --- |
                """))
    }

    @Test("JUnit gives the two kinds their own failure types; JSON and HTML their statuses and the fidelity")
    func reportFiles() throws {
        let folder = try Self.workspace()
        let run = try BinaryRun.run(
            ["run", "--all", "--junit", "junit.xml", "--json", "results.json", "--html", "html"], in: folder.url)
        #expect(run.exitCode == 1)
        let junit = try String(contentsOf: folder.url.appendingPathComponent("junit.xml"), encoding: .utf8)
        let failures = junit.matches(of: #/<failure type="([^"]+)" message="([^\n"]*)/#).map {
            "\($0.1): \($0.2)"
        }
        #expect(
            failures == [
                "regression: ~ 0.48 → 0.43 double failed&#10;~ 0.48 → 0.43 view photo: touches cancelled&#10;"
                    + "~ 0.48 → 0.43 single recognized",
                "model-differs: model differs from device: the model does not reproduce the device golden "
                    + "(a finding about the model or the scene&apos;s relations, not a regression of your code)&#10;"
                    + "~ 0.08 → 0.43 single recognized&#10;hint: the model waited 0.35 s for &quot;double&quot; to "
                    + "fail before &quot;single&quot; recognized; the device did not wait: the app may not set "
                    + "single.require(toFail: double), or the scene declares a relation the app does not have",
            ])
        let json = try String(contentsOf: folder.url.appendingPathComponent("results.json"), encoding: .utf8)
        #expect(
            json.contains(
                #""counts": {"total": 3, "pass": 1, "regression": 1, "model-differs": 1, "new": 0, "error": 0, "obsolete": 0, "empty": 0}"#
            ))
        #expect(
            json.hasSuffix(
                """
                  ],
                  "fidelity": {"sessions": 2, "reproduced": 1, "types": [{"type": "tap", "sessions": 2, "reproduced": 1}], \
                "largestTimeDifferences": [{"session": "tap-device-at-lift", "recognizer": "single", "state": "recognized", \
                "device": 0.08, "model": 0.43, "differenceMs": 350}, {"session": "tap-device-reproduced", \
                "recognizer": "single", "state": "recognized", "device": 0.45, "model": 0.43, "differenceMs": -20}]}
                }

                """))
        let html = try String(contentsOf: folder.url.appendingPathComponent("html/index.html"), encoding: .utf8)
        #expect(html.contains(#"<td><span class="badge model-differs">model differs</span></td>"#))
        #expect(html.contains(#"<td><span class="badge regression">regression</span></td>"#))
        #expect(
            html.contains(
                """
                <section>
                <h2>Model fidelity: of 2 device-recorded sessions, 1 reproduced</h2>
                <table>
                <thead><tr><th>recognizer type</th><th class="num">sessions</th><th class="num">reproduced</th></tr></thead>
                <tbody>
                <tr><td class="name">tap</td><td class="num">2</td><td class="num">1</td></tr>
                </tbody>
                </table>
                <h2>Largest time differences (model − device)</h2>
                """))
        #expect(
            html.contains(
                #"<tr><td class="name">tap-device-at-lift</td><td>single</td><td>recognized</td>"#
                    + #"<td class="num">0.08 s</td><td class="num">0.43 s</td><td class="num">+350 ms</td></tr>"#))
        // collect takes the file back in: the status and the hint reach the history of another machine.
        let collected = try BinaryRun.run(["--history", "other.sqlite", "collect", "results.json"], in: folder.url)
        #expect(collected.exitCode == 0, "\(collected.standardError)")
        let report = try BinaryRun.run(["--history", "other.sqlite", "report"], in: folder.url)
        #expect(report.standardOutput.contains("the model does not reproduce the device (1)\n  tap-device-at-lift  "))
    }

    @Test(
        "where the device waited for double and a scene without the requirement did not, the hint says to declare it")
    func deviceWaited() throws {
        let folder = try EndToEndTests.workspace()
        // tap-or-double-tap without "requireToFail": single recognizes at the lift, 0.08.
        let scene = try String(
            contentsOf: folder.url.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json"),
            encoding: .utf8
        )
        .replacingOccurrences(of: "\"tap-or-double-tap\"", with: "\"tap-and-double-tap\"")
        .replacingOccurrences(of: ",\n  \"requireToFail\": [ [\"single\", \"double\"] ]", with: "")
        #expect(!scene.contains("requireToFail"))
        _ = try folder.write("recordings/scenes/tap-and-double-tap.scene.json", scene)
        // The device: double failed at 0.43, and single, which waited for it, recognized then.
        _ = try folder.write(
            "device/waited.touches.jsonl",
            Self.touchLog(
                "waited", scene: "tap-and-double-tap",
                device: [
                    #"{"t":0.43,"gesture":"double","state":"failed"}"#,
                    #"{"t":0.43,"gesture":"single","state":"recognized"}"#,
                ]))
        _ = try BinaryRun.run(["import", "device"], in: folder.url)
        let run = try BinaryRun.run(["run", "--all"], in: folder.url)
        let tool = BinaryRun.executable.path
        #expect(run.exitCode == 1)
        // The device's lines in its order, double then single; the model's single then double: the
        // alignment pairs single (0.43 → 0.08), and double's failure is on both sides unpaired.
        #expect(
            Self.timeless(run.standardOutput) == """
                MODEL DIFFERS FROM DEVICE waited (scene tap-and-double-tap): the model does not reproduce what the \
                device recorded; a finding about the model or the scene's relations, not a regression of your code
                    - 0.43 double failed
                    ~ 0.43 → 0.08 single recognized
                    + 0.43 double failed
                  hint:   the device waited 0.35 s for "double" to fail before "single" recognized; the model did not \
                wait: the app sets single.require(toFail: double): record it with GestureRecorder.require(single, \
                toFail: double) where the app sets it, or declare it in the scene ("requireToFail": [["single", \
                "double"]])
                  golden: device outcome of waited in recordings/gestures.sqlite
                  look:   \(tool) show waited

                  tap-and-double-tap  0 passed, 1 model/device difference
                Run #1: 1 session in 1 scene, 0 passed, 1 model/device difference (T s)
                Model fidelity: of 1 device-recorded session, 0 reproduced
                  tap  0 of 1 reproduced
                  largest time differences (model − device):
                    waited  single recognized  device 0.43 s  model 0.08 s  -350 ms

                """)
    }
}
