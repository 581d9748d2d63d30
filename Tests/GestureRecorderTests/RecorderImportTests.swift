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
}
