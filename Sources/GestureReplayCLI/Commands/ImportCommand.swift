import Foundation
import GestureImport
import GestureModel
import GestureReplay
import GestureReports
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
            .option("format", value: "format", default: "auto", choices: ["auto"] + DumpFormat.allCases.map(\.rawValue),
                    help: "The dump's format; auto detects it from the content."),
            .option("name", value: "name", help: "The session's name (one dump only; default: the file name)."),
            .flag("approve", help: "Store today's replay as the golden."),
            .flag("replace", help: "Replace a stored session of the same name (and its golden)."),
            .option("screen", value: "WxH", help: "The screen in points that raw device coordinates map to (e.g. 390x844)."),
            .option("rotation", value: "degrees", choices: ["0", "90", "180", "270"], help: "The display's rotation during the capture."),
            .option("ranges", value: "file", help: "`getevent -p`/`-lp`/`-il` output giving the device's axis ranges."),
            .option("device", value: "device", help: "The input device to read when a dump holds several (path or name)."),
            .option("description", value: "file", help: "The evemu device description (.desc) for an .events file."),
            .option("rate", value: "hz", help: "Samples per second for dumps without times and for W3C moves (default 60)."),
            .flag("skip-unknown", help: "Skip and count lines the reader does not understand instead of failing."),
            Workspace.scenesOption,
            .quiet,
        ],
        examples: ["import recordings/sessions/double-tap.touches.jsonl --approve"])

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
                // The summary's own lines, one status line each (names in them are escaped).
                let lines = try importFile(file, arguments: arguments, workspace: workspace, store: store)
                for line in lines.split(separator: "\n", omittingEmptySubsequences: false) { context.terminal.status(String(line)) }
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

    /// Imports one file in one transaction (its scene included) and says what was stored.
    static func importFile(_ path: String, arguments: ParsedArguments, workspace: Workspace, store: Store) throws -> String {
        let bytes = try Workspace.readFile(path)
        let name = arguments.value("name") ?? SessionName.from(path: path)
        let (read, format, summary) = try readDump(bytes, path: path, name: name, arguments: arguments)
        var session = read
        if let explicit = arguments.value("name") { session.name = explicit }
        if let scene = arguments.value("scene") { session.scene = scene }
        guard !session.scene.isEmpty else {
            throw arguments.usageError("\(path) names no scene; give --scene")
        }
        guard !session.samples.isEmpty else { throw InputError(file: path, line: 0, reason: "no touch samples") }
        let entry = try sceneEntry(session.scene, workspace: workspace, store: store)
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
        // The scene is stored with the session, in its transaction: a refused session leaves no trace.
        let storedScene: (name: String, version: Int, spec: StoredScene.Spec) = switch entry.scene {
        case .json: (entry.scene.name, SceneSpec.version, .json(entry.text ?? ""))
        case .swift(let scene): (scene.name, 1, .swift(scene.name))
        }
        try store.insertSession(
            session, source: SessionSource(format: format, fileName: path, contents: bytes),
            replacing: arguments.flag("replace"), golden: golden, scene: storedScene,
            sceneFile: entry.file.map(workspace.pathFromDatabase))
        let seconds = StableNumber.text(session.duration.seconds)
        let details = summary.map { " [\($0.description)]" } ?? ""
        return "imported \(TerminalText.sanitized(session.name)) (scene \(TerminalText.sanitized(session.scene))): \(session.touchCount) touch\(session.touchCount == 1 ? "" : "es"), \(session.samples.count) samples, \(seconds) s; golden: \(golden?.origin.rawValue ?? "none")\(details)"
    }

    /// The scene `argument` names: a file (remembered, so that later runs find it there), or
    /// a scene name, found where a run finds it (`SceneFinder`), else in the scenes folder
    /// and the registry, as `SceneLibrary.scene(_:)` says.
    static func sceneEntry(_ argument: String, workspace: Workspace, store: Store) throws -> SceneLibrary.Entry {
        guard !SceneLibrary.isPath(argument) else { return try workspace.scenes.scene(argument) }
        do {
            return try workspace.sceneFinder(store: store).entry(argument)
        } catch is SceneNotFoundError {
            return try workspace.scenes.scene(argument)
        }
    }

    /// Reads one dump in its format (detected unless --format says): a touch log through
    /// `TouchLog`, a device dump through its `GestureImport` reader.
    static func readDump(_ bytes: [UInt8], path: String, name: String, arguments: ParsedArguments) throws
        -> (TouchSession, SessionSource.Format, ImportSummary?)
    {
        let chosen = arguments.value("format") ?? "auto"
        let format: DumpFormat
        // The text detection read, kept for the reader: a dump (up to 64 MiB) is decoded once.
        var detectedText: String?
        if chosen == "auto" {
            let text = try DumpText.decode(bytes, fileName: path)
            guard let detected = DumpFormat.detect(text: text, fileName: path) else {
                throw InputError(file: path, line: 0, reason: "not a touch log, getevent, evemu, libinput record or W3C actions dump; give --format")
            }
            format = detected
            detectedText = text
        } else {
            format = DumpFormat(rawValue: chosen)!
        }
        guard let reader = format.reader else {
            return (try TouchLog.read(bytes, file: path, defaultName: name), .touchlog, nil)
        }
        let text = try detectedText ?? DumpText.decode(bytes, fileName: path)
        guard let scene = arguments.value("scene") else {
            throw arguments.usageError("a \(format.rawValue) dump names no scene; give --scene")
        }
        let (session, summary) = try reader.read(
            text: text, fileName: path, sessionName: name, sceneName: scene, options: try options(arguments))
        return (session, SessionSource.Format(rawValue: format.rawValue) ?? .touchlog, summary)
    }

    static func options(_ arguments: ParsedArguments) throws -> ImportOptions {
        var options = ImportOptions(skipUnknown: arguments.flag("skip-unknown"))
        if let screen = arguments.value("screen") {
            let sides = screen.lowercased().split(separator: "x").compactMap { Double($0) }
            guard sides.count == 2 else { throw arguments.usageError("--screen expects WIDTHxHEIGHT in points, got '\(screen)'") }
            options.screen = Screen(width: sides[0], height: sides[1])
        }
        switch arguments.value("rotation") {
        case "90": options.rotation = .degrees90
        case "180": options.rotation = .degrees180
        case "270": options.rotation = .degrees270
        default: break
        }
        if let ranges = arguments.value("ranges") {
            options.rangesText = try DumpText.decode(Workspace.readFile(ranges), fileName: ranges)
        }
        if let description = arguments.value("description") {
            options.evemuDescription = try DumpText.decode(Workspace.readFile(description), fileName: description)
        }
        options.device = arguments.value("device")
        if let rate = arguments.value("rate") {
            guard let hz = Double(rate), hz.isFinite, hz > 0 else { throw arguments.usageError("--rate expects samples per second, got '\(rate)'") }
            options.rate = hz
        }
        return options
    }
}

