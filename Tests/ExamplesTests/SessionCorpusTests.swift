import Examples
import Foundation
import GestureModel
import GestureReplay
import Testing

/// Every session under `recordings/sessions/`: it parses, its scene exists,
/// and it replays without diagnostics, except the sessions made to show one.
///
/// Set `EXAMPLES_OUTCOMES_DIR` to a directory to have each replay's outcome
/// written there as `NAME.outcome.jsonl` (to read what a session does).
@Suite struct SessionCorpusTests {
    /// Sessions whose replay is meant to carry diagnostics, with the diagnostic lines.
    // knob-cancelled was one until the swirl's possible → cancelled became a failure
    // (docs/SEMANTICS.md §1, DEC).
    static let expectedDiagnostics: [String: [String]] = [:]

    /// The scenes of the Examples module, each of which needs sessions.
    static let exampleScenes = [
        "photo-viewer", "cross", "cross-fixed", "cross-two-views", "six-gestures", "tap-count-view",
        "demo-two-finger-tap", "long-press", "demo-pan", "demo-rotation", "demo-pinch",
        "demo-vertical-swipe", "demo-horizontal-swipe", "knob", "card-stack",
    ]

    @Test("every session parses, names itself after its file, and has a scene", arguments: Recordings.sessionFiles)
    func parses(file: String) throws {
        let session = try Recordings.session(file: file)
        #expect(session.name + ".touches.jsonl" == file)
        #expect(try Recordings.scene(named: session.scene) != nil, "no scene \(session.scene)")
        #expect(!session.samples.isEmpty)
    }

    @Test(
        "every session replays without diagnostics, except those made to show one, and its outcome reads back",
        arguments: Recordings.sessionFiles)
    func replaysCleanly(file: String) throws {
        let name = String(file.dropLast(".touches.jsonl".count))
        let outcome = try Recordings.replay(name)
        if let directory = ProcessInfo.processInfo.environment["EXAMPLES_OUTCOMES_DIR"] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent("\(name).outcome.jsonl")
            try outcome.jsonLines.write(to: url, atomically: true, encoding: .utf8)
        }
        let diagnostics = outcome.observations.compactMap { observation -> String? in
            guard case .diagnostic(let subject, let message) = observation.subject else { return nil }
            return "\(subject): \(message)"
        }
        #expect(diagnostics == Self.expectedDiagnostics[name] ?? [])
        // What a golden stores is the JSON Lines form: it must read back as written (a handler
        // value named like an observation key, such as "view", would not).
        let readBack = try Outcome.parse(jsonLines: outcome.jsonLines, file: "\(name).outcome.jsonl")
        #expect(readBack.jsonLines == outcome.jsonLines)
    }

    @Test("rendered as it happens, every session gives the bytes of its outcome's JSON Lines, with one renderer reused")
    func rendersAsItHappens() throws {
        let replayer = Replayer(registry: Examples.registry)
        let renderer = OutcomeRenderer()
        // Forwards, then backwards: each session follows a different one, so nothing
        // the renderer keeps between sessions (its buffer, the last view line) may leak.
        let files = Recordings.sessionFiles
        #expect(files.count > 20)
        for file in files + files.reversed() {
            let session = try Recordings.session(file: file)
            let scene = try #require(try Recordings.scene(named: session.scene))
            let expected = try replayer.replay(session, in: scene).outcome.jsonLines
            try replayer.replay(session, in: scene, renderingInto: renderer)
            #expect(renderer.withBytes { String(decoding: $0, as: UTF8.self) } == expected, "\(file)")
        }
    }

    @Test("every scene file parses with the example registry", arguments: Recordings.sceneFiles)
    func sceneParses(file: String) throws {
        let name = String(file.dropLast(".scene.json".count))
        guard case .json(let spec)? = try Recordings.scene(named: name) else {
            Issue.record("\(file) did not parse as a JSON scene")
            return
        }
        #expect(spec.name == name)
    }

    @Test("there are at least 60 sessions, and sessions for every example scene")
    func coverage() throws {
        let sessions = try Recordings.sessionFiles.map { try Recordings.session(file: $0) }
        #expect(sessions.count >= 60)
        for scene in Self.exampleScenes {
            #expect(sessions.contains { $0.scene == scene }, "no session for \(scene)")
        }
    }

    @Test("the registry has the example recognizer types and Swift scenes")
    func registry() {
        let registry = Examples.registry
        for type in ["tickle", "happyTickle", "cross", "crossFixed", "swirl"] {
            #expect(registry.recognizerType(named: type) != nil, "no type \(type)")
        }
        // Registered in Examples.register's order: the three of the reference apps, then card-stack.
        #expect(registry.swiftScenes.map(\.name) == ["photo-viewer", "tap-count-view", "knob", "card-stack"])
    }
}
