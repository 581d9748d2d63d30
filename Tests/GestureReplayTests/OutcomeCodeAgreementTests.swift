import Examples
import Foundation
import GestureModel
import GestureSuite
import Testing

@testable import GestureBench
@testable import GestureReplay

/// A run decides a pass by comparing a replay with its golden's code, not its text
/// (`OutcomeMatcher`). That is sound only if the two comparisons agree: on every shipped session
/// and on two generated corpora (the example scenes, and the dense photo screen), replayed once as
/// the golden and again with a threshold moved, so that some replays differ from their goldens
/// and some do not.
@Suite struct OutcomeCodeAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Scenes by name: a folder's files and the example registry's Swift scenes.
    static func scenes(in folder: String) throws -> [String: Scene] {
        let library = SceneLibrary(folder: root.appendingPathComponent(folder), registry: Examples.registry)
        return Dictionary(try library.entries().map { ($0.scene.name, $0.scene) }, uniquingKeysWith: { a, _ in a })
    }

    static func size(of scene: Scene) -> (name: String, width: Double, height: Double) {
        switch scene {
        case .json(let spec): (spec.name, spec.windowWidth, spec.windowHeight)
        case .swift(let scene): (scene.name, scene.windowWidth, scene.windowHeight)
        }
    }

    /// Thresholds moved far enough to change some outcomes: taps must follow within 0.2 s (not
    /// 0.35), a pan begins after 30 pt (not 10), a swipe needs 150 pt.
    static let moved: [(key: Thresholds.Key, value: Double)] = [
        (.tapMaximumInterval, 0.2), (.panHysteresis, 30), (.swipeMinimumDistance, 150),
    ]

    struct Tally {
        var sessions = 0
        var differing = 0
    }

    /// Replays each session as its golden, then with `moved`, and checks that the code and the
    /// text agree on both.
    static func agree(_ sessions: [TouchSession], scenes: [String: Scene]) throws -> Tally {
        let replayer = Replayer(registry: Examples.registry)
        let movedReplayer = Replayer(registry: Examples.registry, thresholdOverrides: moved)
        let matcher = OutcomeMatcher()
        var tally = Tally()
        for session in sessions {
            let scene = try #require(scenes[session.scene], "scene \(session.scene)")
            let golden = try replayer.replay(session, in: scene).outcome
            let text = golden.jsonLines
            let code = try #require(OutcomeCode.encode(jsonLines: text), "\(session.name)")
            // The code made from the stored text is the code of the observations it was rendered from.
            #expect(code == OutcomeCode.encode(golden), "\(session.name)")
            for (replaying, isGolden) in [(replayer, true), (movedReplayer, false)] {
                let actual = try replaying.replay(session, in: scene).outcome.jsonLines
                let matches = try code.withUnsafeBytes { code in
                    try replaying.replay(session, in: scene, matching: code, with: matcher)
                    return matcher.matches
                }
                #expect(
                    matches == (actual == text), "\(session.name), thresholds \(isGolden ? "as they are" : "moved")")
                if isGolden { #expect(matches, "\(session.name) against its own golden") }
                if !isGolden && actual != text { tally.differing += 1 }
            }
            tally.sessions += 1
        }
        return tally
    }

    @Test("the code and the text agree on every shipped session, as recorded and with thresholds moved")
    func shipped() throws {
        let scenes = try Self.scenes(in: "recordings/scenes")
        let folder = Self.root.appendingPathComponent("recordings/sessions")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".touches.jsonl")
        }.sorted()
        let sessions = try files.map { file in
            try TouchLog.read(
                Array(Data(contentsOf: folder.appendingPathComponent(file))), file: file,
                defaultName: String(file.dropLast(".touches.jsonl".count)))
        }
        let tally = try Self.agree(sessions, scenes: scenes)
        #expect(tally.sessions == files.count && tally.sessions >= 80)
        // Moving three thresholds changes some of them, not all: both answers were compared.
        #expect(tally.differing > 0 && tally.differing < tally.sessions, "\(tally)")
    }

    @Test("the code and the text agree on generated corpora: the example scenes, and the dense photo screen")
    func generated() throws {
        let examples = try Self.scenes(in: "recordings/scenes")
        let generator = CorpusGenerator(scenes: examples.values.map(Self.size).sorted { $0.name < $1.name }, seed: 7)
        let dense = try Self.scenes(in: "bench/scenes").filter { if case .json = $0.value { true } else { false } }
        let denseGenerator = CorpusGenerator(
            scenes: dense.values.map(Self.size), seed: 7, rate: 120, gestures: CorpusGenerator.denseGestures)
        for (generator, scenes, count) in [(generator, examples, 300), (denseGenerator, dense, 100)] {
            let tally = try Self.agree((0..<count).map(generator.session(at:)), scenes: scenes)
            #expect(tally.sessions == count)
            #expect(tally.differing > 0 && tally.differing < tally.sessions, "\(tally)")
        }
    }
}
