import Examples
import Foundation
@testable import GestureRecorder
import GestureModel
import GestureReplay
import GestureUIKit

/// A shipped session and its scene, recorded by a `GestureRecorder` attached to the window of
/// the scene's instance as the session replays.
struct RecordingFixture: CustomStringConvertible, Sendable {
    let session: TouchSession
    /// The scene file's text and its parsed form (nil for a Swift scene).
    let sceneText: String?
    let spec: SceneSpec?

    var description: String { session.name }

    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("recordings")

    static func allShippedSessions() -> [TouchSession] {
        let folder = recordings.appendingPathComponent("sessions")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".touches.jsonl") }.sorted().compactMap { file in
            let url = folder.appendingPathComponent(file)
            guard let bytes = try? Data(contentsOf: url) else { return nil }
            return try? TouchLog.read(Array(bytes), file: file, defaultName: String(file.dropLast(14)))
        }
    }

    static func shippedSessions() -> [RecordingFixture] {
        allShippedSessions().compactMap { session in
            let url = recordings.appendingPathComponent("scenes/\(session.scene).scene.json")
            guard let text = try? String(contentsOf: url, encoding: .utf8),
                let spec = try? SceneSpec.parse(text, file: url.lastPathComponent, registry: Examples.registry)
            else { return nil }
            return RecordingFixture(session: session, sceneText: text, spec: spec)
        }
    }

    /// What the recorder wrote for the session: its touch log read back, and the scene it names.
    struct Recording {
        var session: TouchSession
        var scene: SceneSpec
        /// The outcome of the replay the recorder was attached to.
        var outcome: Outcome
    }

    /// The session replayed in its scene, unwatched.
    func replay() throws -> Replayer.Result {
        try Replayer(registry: Examples.registry).replay(session, in: .json(spec!))
    }

    /// Replays the session with a recorder attached to the window, writing into a fresh folder,
    /// the scene's failure requirements declared as an app declares them
    /// (`GestureRecorder.require(_:toFail:)`), and reads back what it wrote.
    func record() throws -> Recording {
        let files = try recordFiles()
        let recorded = try TouchLog.read(Array(files.log.utf8), file: "recorded.touches.jsonl", defaultName: "")
        let scene = try SceneSpec.parse(files.scene, file: "\(recorded.scene).scene.json", registry: Examples.registry)
        return Recording(session: recorded, scene: scene, outcome: files.outcome)
    }

    /// What `record()` reads: the outcome of the replay the recorder watched, and the texts of
    /// the touch log and scene file it wrote.
    func recordFiles() throws -> (outcome: Outcome, log: String, scene: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gesture-recorder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try record(into: folder)
        let written = try RecordingFixture.files(in: folder, endingWith: ".touches.jsonl")
        guard written == ["\(session.name)-0001.touches.jsonl"] else {
            throw RecordingError(description: "\(session.name): the recorder wrote \(written)")
        }
        let log = try String(
            contentsOf: folder.appendingPathComponent("\(session.name)-0001.touches.jsonl"), encoding: .utf8)
        let scenes = try RecordingFixture.files(in: folder, endingWith: ".scene.json")
        guard scenes.count == 1 else { throw RecordingError(description: "\(session.name): scene files \(scenes)") }
        let scene = try String(contentsOf: folder.appendingPathComponent(scenes[0]), encoding: .utf8)
        return (outcome, log, scene)
    }

    /// Replays the session with a recorder attached, writing into `folder` (the session as
    /// `NAME-0001`, beside its screen's scene file); returns the outcome of that replay.
    @discardableResult
    func record(into folder: URL) throws -> Outcome {
        let configuration = GestureRecorder.Configuration(folder: folder, sessionPrefix: session.name)
        // Kept here: the window's interceptor holds the recorder weakly (on iOS, `current` keeps it).
        nonisolated(unsafe) var recorder: GestureRecorder?
        let result = try Replayer(registry: Examples.registry).replay(session, in: .json(spec!)) { environment in
            let window = environment.window  // Sendable, as UIKit's main-actor classes are
            MainActor.assumeIsolated {
                let attached = GestureRecorder(configuration: configuration)
                attached.attach(to: window)
                recorder = attached
                let recognizers = RecordingFixture.recognizers(in: window)
                for (first, second) in spec!.requireToFail {
                    GestureRecorder.require(recognizers[first]!, toFail: recognizers[second]!)
                }
            }
        }
        // The session ends by itself: every touch up, every recognizer back at possible, and
        // the quiet time passed on the replay's clock (its timers are drained).
        withExtendedLifetime(recorder) {}
        return result.outcome
    }

    /// The names of the files in `folder` whose names end with `suffix`, sorted.
    static func files(in folder: URL, endingWith suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(suffix) }.sorted()
    }

    struct RecordingError: Error, CustomStringConvertible {
        var description: String
    }

    /// The window's recognizers by name.
    @MainActor static func recognizers(in window: UIWindow) -> [String: UIGestureRecognizer] {
        var result: [String: UIGestureRecognizer] = [:]
        var views: [UIView] = [window]
        while let view = views.popLast() {
            for recognizer in view.gestureRecognizers ?? [] { result[recognizer.name ?? ""] = recognizer }
            views += view.subviews
        }
        return result
    }

    /// The first touch's time: the recording's zero.
    var origin: Instant { session.samples.first?.time ?? .zero }

    func shift(_ time: Instant) -> Instant { Instant(nanoseconds: time.nanoseconds - origin.nanoseconds) }

    func micros(_ time: Instant) -> Int64 { shift(time).nanoseconds / 1000 }

    /// The session's samples as the recorder writes them (`RecordingSession.add`): times from
    /// the first touch, stationary samples left out, fingers numbered 1, 2, … in the order
    /// they go down, each the lowest number no finger down has.
    func expectedSamples() -> [TouchLine] {
        var numbers: [Int: Int] = [:]
        var lines: [TouchLine] = []
        for sample in session.samples where sample.phase != .stationary {
            let number: Int
            if sample.phase == .began {
                var free = 1
                while numbers.values.contains(free) { free += 1 }
                number = free
                numbers[sample.touch] = number
            } else {
                number = numbers[sample.touch] ?? 0
            }
            if sample.phase == .ended || sample.phase == .cancelled { numbers[sample.touch] = nil }
            lines.append(
                TouchLine(
                    micros: micros(sample.time), touch: number, phase: sample.phase.rawValue, x: sample.x,
                    y: sample.y, force: sample.force, majorRadius: sample.majorRadius))
        }
        return lines
    }
}
