import Examples
import Foundation
import GestureReplay
import GestureTestSupport
import Testing

/// The sample recordings of `recordings/`, replayed in-process against the outcomes derived
/// by hand in `SampleOutcomes`.
@Suite struct SampleReplayTests {
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("recordings")

    static func replay(session: String, scene: String) throws -> String {
        let sceneFile = recordings.appendingPathComponent("scenes/\(scene).scene.json")
        let spec = try SceneSpec.parse(
            String(contentsOf: sceneFile, encoding: .utf8), file: sceneFile.lastPathComponent,
            registry: Examples.registry)
        let logFile = recordings.appendingPathComponent("sessions/\(session).touches.jsonl")
        let touches = try TouchLog.read(
            Array(Data(contentsOf: logFile)), file: logFile.lastPathComponent, defaultName: session)
        return try Replayer(registry: Examples.registry).replay(touches, in: .json(spec)).outcome.jsonLines
    }

    @Test("each sample replays to the outcome derived by hand", arguments: SampleOutcomes.all)
    func sample(_ sample: SampleOutcomes.Sample) throws {
        #expect(try Self.replay(session: sample.session, scene: sample.scene) == sample.outcome, "\(sample.behaviour)")
    }

    @Test("replaying the same session twice gives byte-identical outcomes", arguments: SampleOutcomes.all)
    func deterministic(_ sample: SampleOutcomes.Sample) throws {
        #expect(
            try Self.replay(session: sample.session, scene: sample.scene)
                == Self.replay(session: sample.session, scene: sample.scene))
    }
}

/// Issue 30 item 9: `tools/fuzz/run.sh 300 touchlog` found a touch log (kept in
/// tools/fuzz/regressions/touchlog/) whose pan velocity, past 4.5e9, wrote as
/// 4413489713.600001 and, read back, as 4413489713.600002. From 10⁹ on a number is written
/// with 15 significant digits (docs/FORMATS.md §3): 4413489713.60000, so `4413489713.6`.
@Suite struct HugeNumberRoundTripTests {
    @Test("an outcome with a velocity past 4.5e9 reads back and writes as itself")
    func hugeVelocity() throws {
        let folder = SampleReplayTests.recordings.deletingLastPathComponent()
            .appendingPathComponent("tools/fuzz/regressions/touchlog")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let log = try #require(
            files.first { name in
                (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))?
                    .contains("459738613") == true
            })
        let sceneFile = SampleReplayTests.recordings.appendingPathComponent("scenes/pan-or-tap.scene.json")
        let spec = try SceneSpec.parse(
            String(contentsOf: sceneFile, encoding: .utf8), file: sceneFile.lastPathComponent,
            registry: Examples.registry)
        let touches = try TouchLog.read(
            Array(Data(contentsOf: folder.appendingPathComponent(log))), file: log, defaultName: "fuzz")
        let text = try Replayer(registry: Examples.registry).replay(touches, in: .json(spec)).outcome.jsonLines
        #expect(text.contains("4413489713.6,"), "\(text)")
        let again = try Outcome.parse(jsonLines: text, file: "replay").jsonLines
        #expect(again == text)
        #expect(OutcomeCode.encode(jsonLines: again) == OutcomeCode.encode(jsonLines: text))
    }
}
