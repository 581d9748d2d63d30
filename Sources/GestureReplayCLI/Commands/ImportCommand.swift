import Foundation
import GestureModel
import GestureReplay
import GestureStore

/// `gesture-replay import DUMP... --scene NAME`: dumps become stored sessions.
enum ImportCommand {
    static let spec = CommandSpec(
        "import",
        abstract: "Store device dumps as sessions of a scene, optionally with today's replay as their golden.",
        discussion: [
            "Each file is stored in one transaction: all of it or nothing. A folder imports every file in it. A touch log's device-observed gesture lines become its golden unless --approve is given.",
        ],
        arguments: [.oneOrMore("dumps", help: "Dump files or folders of them.")],
        options: [
            .option("scene", value: "scene", help: "The scene the touches were recorded in (default: a touch log's header)."),
            .option("format", value: "format", default: "auto", choices: ["auto", "touchlog"],
                    help: "The dump's format; auto detects it."),
            .option("name", value: "name", help: "The session's name (one dump only; default: the file name)."),
            .flag("approve", help: "Store today's replay as the golden."),
            .flag("replace", help: "Replace a stored session of the same name (and its golden)."),
            Workspace.scenesOption,
            .quiet,
        ],
        examples: ["gesture-replay import recordings/sessions/double-tap.touches.jsonl --approve"])

    static func run(_ arguments: ParsedArguments, _ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, arguments: arguments, context: context)
        let files = try expand(arguments.arguments("dumps"))
        if arguments.value("name") != nil && files.count != 1 {
            throw arguments.usageError("--name names one session; \(files.count) dumps were given")
        }
        let store = try workspace.openStore()
        var failures = 0
        for file in files {
            do {
                let line = try importFile(file, arguments: arguments, workspace: workspace, store: store)
                context.terminal.status(line)
            } catch {
                failures += 1
                context.report(error)
            }
        }
        if failures > 0 && files.count > 1 {
            context.terminal.status("\(files.count - failures) of \(files.count) dumps imported; \(failures) failed")
        }
        return failures > 0 ? .dataError : .success
    }

    /// Folders become the files in them (sorted); files stay as given.
    static func expand(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError(file: path, line: 0, reason: "no such file or folder")
            }
            if isFolder.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }.sorted()
                files += names.map { (path as NSString).appendingPathComponent($0) }.filter { candidate in
                    var isSubfolder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: candidate, isDirectory: &isSubfolder) && !isSubfolder.boolValue
                }
            } else {
                files.append(path)
            }
        }
        return files
    }

    /// Imports one file in one transaction and says what was stored.
    static func importFile(_ path: String, arguments: ParsedArguments, workspace: Workspace, store: Store) throws -> String {
        let bytes = try Workspace.readFile(path)
        var session = try TouchLog.read(bytes, file: path, defaultName: arguments.value("name") ?? SessionName.from(path: path))
        if let name = arguments.value("name") { session.name = name }
        if let scene = arguments.value("scene") { session.scene = scene }
        guard !session.scene.isEmpty else {
            throw arguments.usageError("\(path) names no scene; give --scene")
        }
        guard !session.samples.isEmpty else { throw InputError(file: path, line: 0, reason: "no touch samples") }
        let entry = try workspace.scenes.scene(session.scene)
        session.scene = entry.scene.name
        var golden: GoldenOutcome?
        if arguments.flag("approve") {
            let outcome = try Replayer(registry: workspace.registry).replay(session, in: entry.scene).outcome
            golden = GoldenOutcome(outcome: outcome.jsonLines, origin: .approved, toolVersion: GestureReplayCLI.version)
        } else if !session.observed.isEmpty {
            let observed = Outcome(session.observed.map { gesture in
                Observation(time: gesture.time, subject: .recognizer(
                    name: gesture.gesture, state: ObservedState(rawValue: gesture.state) ?? .failed, values: [], reason: nil))
            })
            golden = GoldenOutcome(outcome: observed.jsonLines, origin: .device, toolVersion: GestureReplayCLI.version)
        }
        switch entry.scene {
        case .json: try store.upsertScene(name: entry.scene.name, version: SceneSpec.version, spec: .json(entry.text ?? ""))
        case .swift(let scene): try store.upsertScene(name: scene.name, version: 1, spec: .swift(scene.name))
        }
        try store.insertSession(
            session, source: SessionSource(format: .touchlog, fileName: path, contents: bytes),
            replacing: arguments.flag("replace"), golden: golden)
        let seconds = StableNumber.text(session.duration.seconds)
        return "imported \(session.name) (scene \(session.scene)): \(session.touchCount) touch\(session.touchCount == 1 ? "" : "es"), \(session.samples.count) samples, \(seconds) s; golden: \(golden?.origin.rawValue ?? "none")"
    }
}

