import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite
import Testing

/// The evidence of a run's HTML detail pages (`ReportEvidence`): the run's kept replay reused,
/// one replay made otherwise, and what cannot be shown said as a gap.
@Suite struct ReportEvidenceTests {
    /// A 320 × 480 window with one view, "photo" at (10, 50, 300, 400), and no recognizer: a
    /// replay's outcome is the view's own touches (docs/SEMANTICS.md §2), with no threshold guide.
    static let plainScene = """
        {"format":"gesture-replay.scene","version":1,"name":"plain","window":{"width":320,"height":480},
         "views":[{"name":"photo","frame":[10,50,300,400]}],"recognizers":[]}
        """
    /// The photo's layout as the detail shows it: the window, the view at its window origin.
    static let plainLayout = SceneLayout(
        width: 320, height: 480, views: [SceneLayout.ViewFrame(name: "photo", x: 10, y: 50, width: 300, height: 400)])

    /// One finger down at 0 and up at 0.08 s at (160, 240), inside the photo.
    static let tap = TouchSession(
        name: "tap", scene: "plain",
        samples: [
            TouchSample(time: .zero, touch: 1, phase: .began, x: 160, y: 240),
            TouchSample(time: Instant(nanoseconds: 80_000_000), touch: 1, phase: .ended, x: 160, y: 240),
        ])
    /// The tap's replay in the plain scene: the photo sees the touch begin and end.
    static let tapOutcome = """
        {"t":0,"view":"photo","touches":"began","count":1}
        {"t":0.08,"view":"photo","touches":"ended","count":1}

        """
    /// Two fingers down together at 0.2 s and up at 0.3 s: a replay unlike the tap's, to tell
    /// a kept replay from one made again. A view line's count is the tap count, 1 for a first
    /// tap (docs/SEMANTICS.md §2), not the number of fingers.
    static let twoFingers = TouchSession(
        name: "two-fingers", scene: "plain",
        samples: [
            TouchSample(time: Instant(nanoseconds: 200_000_000), touch: 1, phase: .began, x: 100, y: 200),
            TouchSample(time: Instant(nanoseconds: 200_000_000), touch: 2, phase: .began, x: 200, y: 200),
            TouchSample(time: Instant(nanoseconds: 300_000_000), touch: 1, phase: .ended, x: 100, y: 200),
            TouchSample(time: Instant(nanoseconds: 300_000_000), touch: 2, phase: .ended, x: 200, y: 200),
        ])
    static let twoFingersOutcome = """
        {"t":0.2,"view":"photo","touches":"began","count":1}
        {"t":0.3,"view":"photo","touches":"ended","count":1}

        """

    static func evidence(_ scenes: [String: Scene]) -> ReportEvidence {
        ReportEvidence(replayer: Replayer(registry: .builtIn), scenes: scenes)
    }

    static func plain() throws -> Scene {
        .json(try SceneSpec.parse(plainScene, file: "plain.scene.json", registry: .builtIn))
    }

    /// A store holding the tap with `golden` as its approved golden.
    static func store(golden: String?) throws -> Store {
        let store = try Store.inMemory()
        try store.insertSession(tap, source: SessionSource(format: .touchlog))
        if let golden { try store.setGolden(session: "tap", outcome: golden, origin: .approved, toolVersion: "1") }
        return store
    }

    @Test("a regression's kept replay is what its detail shows: the session is not replayed again")
    func keptReplayReused() throws {
        let scene = try Self.plain()
        let kept = try Replayer(registry: .builtIn).replay(Self.twoFingers, in: scene)
        #expect(kept.outcome.jsonLines == Self.twoFingersOutcome)
        let verdict = SessionVerdict(name: "tap", scene: "plain", .regression(diff: ["~"], replay: kept))

        let detail = try Self.evidence(["plain": scene]).detail(of: verdict, in: try Self.store(golden: Self.tapOutcome))
        #expect(
            detail
                == SessionDetail(
                    session: Self.tap, expected: try Outcome.parse(jsonLines: Self.tapOutcome, file: "tap"),
                    actual: try Outcome.parse(jsonLines: Self.twoFingersOutcome, file: "two-fingers"),
                    layout: Self.plainLayout))
    }

    @Test("without a kept replay the session is replayed once, in the run's scene")
    func replayedWhenNotKept() throws {
        let verdict = SessionVerdict(name: "tap", scene: "plain", .new())
        let detail = try Self.evidence(["plain": try Self.plain()]).detail(of: verdict, in: try Self.store(golden: nil))
        #expect(
            detail
                == SessionDetail(
                    session: Self.tap, expected: nil, actual: try Outcome.parse(jsonLines: Self.tapOutcome, file: "tap"),
                    layout: Self.plainLayout))
    }

    /// Not JSON Lines: the parser's own error, whatever its wording, is what the gap says.
    static let corruptGolden = "{\"t\":0.08,\"view\":\n"

    static func parseError(_ text: String) -> String {
        do {
            _ = try Outcome.parse(jsonLines: text, file: "tap")
            return "parsed"
        } catch {
            return error.description
        }
    }

    @Test("a golden that does not parse is a gap the page says, unless the verdict's message says it")
    func corruptGolden() throws {
        let reason = Self.parseError(Self.corruptGolden)
        #expect(reason != "parsed")
        let evidence = Self.evidence(["plain": try Self.plain()])
        let store = try Self.store(golden: Self.corruptGolden)
        let unsaid = try evidence.detail(of: SessionVerdict(name: "tap", scene: "plain", .regression(diff: ["~"])), in: store)
        let tapOutcome = try Outcome.parse(jsonLines: Self.tapOutcome, file: "tap")
        #expect(
            unsaid
                == SessionDetail(
                    session: Self.tap, expected: nil, actual: tapOutcome, layout: Self.plainLayout,
                    gaps: ["its golden is unreadable: \(reason)"]))
        // As the run reports it (SuiteRunner's message for an unreadable golden).
        let said = SessionVerdict(
            name: "tap", scene: "plain", .error(message: "its golden is unreadable: \(reason)"))
        #expect(
            try evidence.detail(of: said, in: store)
                == SessionDetail(session: Self.tap, expected: nil, actual: tapOutcome, layout: Self.plainLayout))
    }

    @Test("a scene that cannot be built is one gap: no replay, no layout")
    func sceneNotBuilt() throws {
        // A timeline entry for a recognizer the scene never adds.
        let broken = Scene.swift(
            SwiftScene(
                name: "plain", timeline: [.at(0, "ghost", enabled: false)]
            ) { instance in _ = instance.addView(named: "photo", frame: CGRect(x: 10, y: 50, width: 300, height: 400)) })
        let error = SceneError(
            file: "plain", line: 0, path: "timeline[0].recognizer", reason: "recognizer \"ghost\" is not defined")
        let verdict = SessionVerdict(name: "tap", scene: "plain", .new())
        #expect(
            try Self.evidence(["plain": broken]).detail(of: verdict, in: try Self.store(golden: nil))
                == SessionDetail(
                    session: Self.tap, expected: nil, actual: nil,
                    gaps: ["its scene cannot be built or replayed: \(error.description)"]))
    }

    @Test("a session no longer stored is an error, not a page left out")
    func sessionGone() throws {
        let verdict = SessionVerdict(name: "gone", scene: "plain", .regression(diff: ["~"]))
        #expect(throws: StoreError.noSuchSession(name: "gone")) {
            try Self.evidence([:]).detail(of: verdict, in: try Self.store(golden: nil))
        }
    }
}
