import Foundation
import GestureReplay
import GestureReports
import GestureSuite

/// One touch log checked against an outcome file kept next to the tests, with no database: for
/// a team that keeps its goldens as files in its repository.
///
/// ```swift
/// @Test func shakeToUndo() throws {
///     try OutcomeFile(
///         touches: "Tests/Goldens/shake-to-undo.touches.jsonl", scene: "recordings/scenes/undo-shake.scene.json",
///         outcome: "Tests/Goldens/shake-to-undo.outcome.jsonl", registry: myRegistry
///     ).expectMatches()
/// }
/// ```
///
/// The outcome file is JSON Lines, as `replay` prints it (`docs/FORMATS.md` §3), compared whole
/// and exactly, as an approved golden is. When it is missing, `check()` writes it from the replay
/// and fails, so that a person reviews it before it counts; in CI it writes nothing and fails
/// (goldens are recorded on a developer's machine, never in CI).
public struct OutcomeFile: Sendable {
    /// The package the paths are read from.
    public var root: URL
    /// The touch log (`*.touches.jsonl`), from the package root.
    public var touches: String
    /// A scene file (`*.scene.json`) from the package root, or the name of a scene in `scenes`
    /// or of a Swift scene of `registry`.
    public var scene: String
    /// The outcome file, from the package root.
    public var outcome: String
    /// The folder of scene files named by name, from the package root.
    public var scenes: String
    public var registry: SceneRegistry
    /// How a failure's commands run the team's tool, from the package root.
    public var program: String
    /// Whether the tests run in CI (`$CI` set and not `false` or `0`): nothing is written there.
    public var isCI: Bool

    public init(
        touches: String, scene: String, outcome: String, scenes: String = "recordings/scenes",
        registry: SceneRegistry = .builtIn, program: String = "gesture-replay", filePath: StaticString = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.root = PackageRoot.containing(filePath: "\(filePath)")
        self.touches = touches
        self.scene = scene
        self.outcome = outcome
        self.scenes = scenes
        self.registry = registry
        self.program = program
        self.isCI = ContinuousIntegration.isSet(in: environment)
    }

    /// Replays the touch log in the scene and compares its outcome with the file's. Returns nil
    /// when they are the same, else why not, in `run`'s three blocks: what differs, where the
    /// golden is, and the commands to look and to accept. A missing file is written first,
    /// outside CI. Unreadable input throws, naming the file and line.
    public func check() throws -> String? {
        let library = SceneLibrary(folder: PackageRoot.resolve(scenes, in: root), registry: registry)
        let entry = try library.scene(SceneLibrary.isPath(scene) ? PackageRoot.resolve(scene, in: root).path : scene)
        let touchFile = PackageRoot.resolve(touches, in: root).path
        let session = try TouchLog.read(Workspace.readFile(touchFile), file: touches, defaultName: touches)
        let replay = try Replayer(registry: registry).replay(session, in: entry.scene)
        let actual = replay.outcome.jsonLines
        let command = PackageRoot.fromCurrentDirectory(root) + program
        let look =
            "\(command) replay --scene \(ShellText.quoted(scene)) --touches \(ShellText.quoted(touches))"
            + (SceneLibrary.isPath(scene) ? "" : " --scenes \(ShellText.quoted(scenes))")
        // Written beside and moved into place: a replay that fails midway leaves the reviewed file as it was.
        let accept =
            "\(look) > \(ShellText.quoted(outcome + ".new")) && mv \(ShellText.quoted(outcome + ".new")) \(ShellText.quoted(outcome))"
        let headline = "\(TerminalText.sanitized(touches)) (scene \(TerminalText.sanitized(entry.scene.name)))"
        let outcomeFile = PackageRoot.resolve(outcome, in: root)

        guard FileManager.default.fileExists(atPath: outcomeFile.path) else {
            if isCI {
                return
                    "NEW \(headline): no outcome file \(outcome) (a failure in CI: record it on a developer's machine)\n"
                    + "  record: \(accept)"
            }
            try FileManager.default.createDirectory(
                at: outcomeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: outcomeFile, options: .atomic)
            return
                "RECORDED \(headline): wrote \(outcome) from this replay; review it, commit it, and run the test again\n"
                + "  look:   \(look) --format text"
        }
        let expectedText = String(decoding: try Workspace.readFile(outcomeFile.path), as: UTF8.self)
        let expected = try Outcome.parse(jsonLines: expectedText, file: outcome)
        let diff = GoldenComparison.exact.diff(expected: expected, actual: replay.outcome)
        if diff.isEmpty {
            guard replay.outcome.observations.isEmpty && !entry.scene.emptyOutcomesExpected else { return nil }
            return "EMPTY \(headline): outcome file and replay hold no observation, so it tests nothing; "
                + "its touches may reach no view, or set \"emptyOutcomesExpected\": true in its scene\n"
                + "  look:   \(look) --format text"
        }
        return
            (["REGRESSION \(headline)"] + diff.map { "    \(TerminalText.sanitized($0))" } + [
                "  golden: outcome file \(outcome)",
                "  look:   \(look) --format text",
                "  accept: \(accept)",
            ]).joined(separator: "\n")
    }
}
