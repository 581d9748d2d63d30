import Examples
import Foundation
import GestureModel
import GestureReplay

/// The repository's `recordings/`: scene files, session files, and replays
/// of them with the example registry.
enum Recordings {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("recordings")
    static let scenesDirectory = root.appendingPathComponent("scenes")
    static let sessionsDirectory = root.appendingPathComponent("sessions")

    /// File names in `directory` ending in `suffix`, sorted.
    static func files(in directory: URL, endingIn suffix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// Every session file name (`*.touches.jsonl`).
    static var sessionFiles: [String] { files(in: sessionsDirectory, endingIn: ".touches.jsonl") }

    /// Every scene file name (`*.scene.json`).
    static var sceneFiles: [String] { files(in: scenesDirectory, endingIn: ".scene.json") }

    /// The scene named `name`: a file in `recordings/scenes/` or a registered Swift scene.
    static func scene(named name: String) throws -> Scene? {
        let file = scenesDirectory.appendingPathComponent("\(name).scene.json")
        if FileManager.default.fileExists(atPath: file.path) {
            let text = try String(contentsOf: file, encoding: .utf8)
            return .json(try SceneSpec.parse(text, file: file.lastPathComponent, registry: Examples.registry))
        }
        return Examples.registry.swiftScene(named: name).map(Scene.swift)
    }

    /// Reads a session file.
    static func session(file: String) throws -> TouchSession {
        let url = sessionsDirectory.appendingPathComponent(file)
        let name = String(file.dropLast(".touches.jsonl".count))
        return try TouchLog.read(Array(try Data(contentsOf: url)), file: file, defaultName: name)
    }

    /// Replays the session named `name` (file `name.touches.jsonl`) in its scene.
    static func replay(_ name: String) throws -> Outcome {
        let session = try session(file: "\(name).touches.jsonl")
        guard let scene = try scene(named: session.scene) else { throw MissingScene(name: session.scene) }
        return try Replayer(registry: Examples.registry).replay(session, in: scene).outcome
    }

    struct MissingScene: Error, CustomStringConvertible {
        var name: String
        var description: String { "no scene named \(name)" }
    }
}

extension Recordings {
    /// Builds a fresh instance of the registered Swift scene `name`.
    @ReplayActor static func swiftInstance(_ name: String) throws -> SceneInstance {
        guard let scene = Examples.registry.swiftScene(named: name) else { throw MissingScene(name: name) }
        return try Scene.swift(scene).instantiate(registry: Examples.registry)
    }
}
