import Foundation
import GestureReplay
import GestureTestSupport
import Testing

/// The round trip as a team makes it: the recorder writes a folder (here attached to the model's
/// window, driven by every shipped session with a JSON scene), `gesture-replay import FOLDER`
/// stores it, and `run --all` compares the model with what the "device" decided.
@Suite(.serialized) struct RecorderImportTests {
    /// A scratch folder with `rec/`, the recorder's folder for every shipped session.
    static func recordedFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let recorder = folder.url.appendingPathComponent("rec")
        for fixture in RecorderRoundTripTests.shipped { try fixture.record(into: recorder) }
        return folder
    }

    @Test("a recorded folder imports whole and every device golden is reproduced")
    func importAndRun() throws {
        let folder = try Self.recordedFolder()
        let count = RecorderRoundTripTests.shipped.count
        let imported = try BinaryRun.run(["--db", "db/gestures.sqlite", "import", "rec"], in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        // One scene file per screen: each shipped JSON scene the sessions use is a screen of its own.
        let screens = Set(RecorderRoundTripTests.shipped.map(\.session.scene)).count
        #expect(
            imported.standardError.hasSuffix("\(count) of \(count) dumps imported; scene files: \(screens) copied\n"))
        // Device goldens, each the model's own outcome when recorded: every one is reproduced.
        let run = try BinaryRun.run(["--db", "db/gestures.sqlite", "run", "--all", "--quiet"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("\(count) passed"), "\(run.standardOutput)")
    }

    @Test("a device line moved 0.2 s is a model/device difference, not a regression: exit 1")
    func movedDeviceLine() throws {
        let folder = try Self.recordedFolder()
        // single-tap: the single tap is recognized when the double tap's interval (0.35 s) has
        // passed since the lift at 0.08 (docs/SEMANTICS.md §3): 0.43, the log's last line.
        let log = folder.url.appendingPathComponent("rec/single-tap-0001.touches.jsonl")
        let text = try String(contentsOf: log, encoding: .utf8)
        let line = #"{"t":0.43,"gesture":"single","state":"recognized"}"#
        #expect(text.hasSuffix(line + "\n"))
        try text.replacingOccurrences(of: line, with: #"{"t":0.63,"gesture":"single","state":"recognized"}"#)
            .write(to: log, atomically: true, encoding: .utf8)
        #expect(try BinaryRun.run(["--db", "db/gestures.sqlite", "import", "rec"], in: folder.url).exitCode == 0)
        let run = try BinaryRun.run(["--db", "db/gestures.sqlite", "run", "--all"], in: folder.url)
        #expect(run.exitCode == 1)
        let count = RecorderRoundTripTests.shipped.count
        #expect(run.standardOutput.contains("MODEL DIFFERS FROM DEVICE single-tap-0001 (scene "), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("    ~ 0.63 → 0.43 single recognized\n"))
        #expect(run.standardOutput.contains("\(count - 1) passed, 1 model/device difference ("))
        #expect(!run.standardOutput.contains("REGRESSION"))
        #expect(run.standardOutput.contains("    single-tap-0001  single recognized  device 0.63 s  model 0.43 s  -200 ms\n"))
    }
}
