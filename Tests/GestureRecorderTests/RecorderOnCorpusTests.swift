import Examples
import Foundation
@testable import GestureBench
@testable import GestureRecorder
import GestureReplay
import GestureUIKit
import Testing

/// Recording changes no outcome on the benchmark's dense corpus: 300 sessions of one screen with
/// a tap, a double tap, a long press, a pan, a pinch, a rotation and swipes, sampled at 120 Hz
/// (`gesture-replay-bench generate -n 300 --dense`, the corpus `BENCHMARKS.md` counts).
@Suite(.serialized) struct RecorderOnCorpusTests {
    static let sceneFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("bench/scenes/dense-photo.scene.json")

    @Test("the 300-session dense corpus replays byte-identically with the recorder attached")
    func denseCorpus() throws {
        let spec = try SceneSpec.parse(
            String(contentsOf: Self.sceneFile, encoding: .utf8), file: "dense-photo.scene.json",
            registry: Examples.registry)
        // The bench's own generator and seed (`BenchTool`: --seed 1, --dense: 120 Hz, its gestures).
        let generator = CorpusGenerator(
            scenes: [(spec.name, spec.windowWidth, spec.windowHeight)], seed: 1, rate: 120,
            gestures: CorpusGenerator.denseGestures)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gesture-recorder-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let replayer = Replayer(registry: Examples.registry)
        var differing: [String] = []
        for index in 0..<300 {
            let session = generator.session(at: index)
            let plain = try replayer.replay(session, in: .json(spec)).outcome.jsonLines
            nonisolated(unsafe) var recorder: GestureRecorder?  // the window holds it weakly
            let watched = try replayer.replay(session, in: .json(spec)) { environment in
                let window = environment.window
                MainActor.assumeIsolated {
                    let attached = GestureRecorder(
                        configuration: .init(folder: folder, sessionPrefix: "corpus-\(index)"))
                    attached.attach(to: window)
                    recorder = attached
                }
            }.outcome.jsonLines
            withExtendedLifetime(recorder) {}
            if watched != plain { differing.append(session.name) }
        }
        #expect(differing == [])
        // Every session was written: none ends with a recognizer short of possible.
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written.filter { $0.hasSuffix(".touches.jsonl") }.count >= 300)
    }
}
