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
