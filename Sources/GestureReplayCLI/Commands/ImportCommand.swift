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
            "Each file is stored in one transaction: all of it or nothing. A touch log's device-observed gesture lines become its golden unless --approve is given.",
            "A folder imports the files directly in it that a reader recognises by their content. It skips scene files (*.scene.json: scenes are read from --scenes), SQLite databases and their side files (*.sqlite, *.sqlite3, *.db, *-wal, *-shm, *-journal) and files no reader recognises, and counts them in its summary. An evemu X.events file is read with the X.desc beside it (also for X.NAME.events); the .desc is not imported on its own.",
            "--replace stores the new recording in place of the stored session of the same name and keeps that session's golden, so the next run compares the new touches with it; --approve stores today's replay as the golden instead. --skip-existing leaves the dumps whose session is stored already (by name), so a folder that gained files can be imported again; a file whose bytes differ from the stored session's source gets a warning.",
        ],
        arguments: [.oneOrMore("dumps", help: "Dump files or folders of them.")],
        options: [
            .option("scene", value: "scene", help: "The scene the touches were recorded in (default: a touch log's header)."),
            .option("format", value: "format", default: "auto", choices: ["auto"] + DumpFormat.allCases.map(\.rawValue),
                    help: "The dump's format; auto detects it from the content."),
            .option("name", value: "name", help: "The session's name (one dump only; default: the file name)."),
            .flag("approve", help: "Store today's replay as the golden."),
            .flag("replace", help: "Replace a stored session of the same name, keeping its golden unless --approve is given."),
            .flag("skip-existing", help: "Leave dumps whose session is stored already, and import the others."),
            .option("screen", value: "WxH", help: "The screen in points that raw device coordinates map to (e.g. 390x844)."),
            .option("rotation", value: "degrees", choices: ["0", "90", "180", "270"], help: "The display's rotation during the capture."),
            .option("ranges", value: "file", help: "`getevent -p`/`-lp`/`-il` output giving the device's axis ranges."),
            .option("device", value: "device", help: "The input device to read when a dump holds several (path or name)."),
            .option("description", value: "file", help: "The evemu device description (.desc) for .events files (default: the X.desc beside X.events)."),
            .option("rate", value: "hz", help: "Samples per second for dumps without times and for W3C moves (default 60)."),
            .flag("skip-unknown", help: "Skip and count lines the reader does not understand instead of failing."),
            Workspace.scenesOption,
            .quiet,
        ],
        examples: [
            "import recordings/sessions/double-tap.touches.jsonl --approve",
            "import dumps --scene photo-viewer --skip-existing",
        ])

    /// What became of one dump.
    enum FileResult {
        /// Stored; the lines say what was stored, the warnings what it may not test.
        case imported([String], warnings: [String])
        /// Left, for this reason.
        case skipped(SkipReason)
    }

    static func run(_ arguments: ParsedArguments, _ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, arguments: arguments, context: context)
        if arguments.flag("replace") && arguments.flag("skip-existing") {
            throw arguments.usageError("give --replace or --skip-existing, not both")
        }
        let files = try DumpFile.list(arguments.arguments("dumps"))
        let dumps = files.filter { if case .dump = $0.role { true } else { false } }
        if arguments.value("name") != nil && dumps.count != 1 {
            throw arguments.usageError("--name names one session; \(dumps.count) dumps were given")
        }
        // The options' own mistakes are the command line's, shown once with the usage.
        let options = try options(arguments)
        let store = try workspace.openStore()
        var tally = ImportTally()
        for file in files {
            let result: FileResult
            do {
                result = try importFile(file, arguments: arguments, options: options, workspace: workspace, store: store)
            } catch {
                tally.failed += 1
                context.report(DumpError.naming(file.path, error))
                continue
            }
            switch result {
            case .imported(let lines, let warnings):
                tally.imported += 1
                // A reader's summary has lines of its own: one status line each (names in them are escaped).
                for line in lines.flatMap({ $0.split(separator: "\n", omittingEmptySubsequences: false) }) {
                    context.terminal.status(String(line))
                }
                for warning in warnings { context.terminal.warning(warning) }
            case .skipped(let reason):
                tally.skip(reason)
                if let line = reason.line(for: TerminalText.sanitized(file.path)) { context.terminal.status(line) }
            }
        }
        if let summary = tally.summary { context.terminal.status(summary) }
        return tally.failed > 0 ? .dataError : .success
    }

    /// Imports one file in one transaction (its scene included) and says what was stored, or
    /// why the file was left.
    static func importFile(
        _ file: DumpFile, arguments: ParsedArguments, options: ImportOptions, workspace: Workspace, store: Store
    ) throws -> FileResult {
        guard case .dump(let description) = file.role else {
            guard case .skipped(let reason) = file.role else { preconditionFailure("a file is a dump or skipped") }
            return .skipped(reason)
        }
        let path = file.path
        let bytes = try Workspace.readFile(path)
        if file.isInFolder && bytes.starts(with: SkipReason.sqliteMagic) { return .skipped(.database) }
        var options = options
        if options.evemuDescription == nil, let description {
            options.evemuDescription = try DumpText.decode(Workspace.readFile(description), fileName: description)
            options.evemuDescriptionFile = description
        }
        let name = arguments.value("name") ?? SessionName.from(path: path)
        guard let dump = try readDump(bytes, file: file, name: name, arguments: arguments, options: options) else {
            return .skipped(.unrecognised)
        }
        let (read, format, summary) = dump
        var session = read
        if let explicit = arguments.value("name") { session.name = explicit }
        if let scene = arguments.value("scene") { session.scene = scene }
        guard !session.scene.isEmpty else {
            throw DataError(file: path, line: headerLine(bytes), problem: "the touch log's header names no scene",
                            nextStep: "give --scene NAME, or add \"scene\" to the header")
        }
        let source = SessionSource(format: format, fileName: path, contents: bytes)
        if arguments.flag("skip-existing"), let stored = try store.sessionSummary(named: session.name) {
            return .skipped(.alreadyStored(session: TerminalText.sanitized(session.name), sameBytes: stored.source.sha256 == source.sha256))
        }
        guard !session.samples.isEmpty else { throw InputError(file: path, line: 0, reason: "no touch samples") }
        let entry = try sceneEntry(session.scene, workspace: workspace, store: store)
        session.scene = entry.scene.name
        var golden: GoldenOutcome?
        var warnings: [String] = []
        if arguments.flag("approve") {
            let outcome = try Replayer(registry: workspace.registry).replay(session, in: entry.scene).outcome
            golden = GoldenOutcome(outcome: outcome.jsonLines, origin: .approved, toolVersion: GestureReplayCLI.version)
            if outcome.observations.isEmpty && !entry.scene.emptyOutcomesExpected { warnings.append(EmptyOutcome.warning(session.name)) }
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
        let kept = try store.insertSession(
            session, source: source, replacing: arguments.flag("replace"), golden: golden, scene: storedScene,
            sceneFile: entry.file.map(workspace.pathFromDatabase))
        let seconds = StableNumber.text(session.duration.seconds)
        let details = summary.map { " [\($0.description)]" } ?? ""
        let shownName = TerminalText.sanitized(session.name)
        let goldenText = kept.map { "\($0.origin.rawValue), kept" } ?? golden?.origin.rawValue ?? "none"
        var lines = ["imported \(shownName) (scene \(TerminalText.sanitized(session.scene))): \(session.touchCount) touch\(session.touchCount == 1 ? "" : "es"), \(session.samples.count) samples, \(seconds) s; golden: \(goldenText)\(details)"]
        if let kept {
            lines.append("kept the \(kept.origin.rawValue) golden of \(shownName): the next run compares the new touches with it (import with --approve to replace it)")
        }
        return .imported(lines, warnings: warnings)
    }

    /// The 1-based number of a touch log's header line: its first line that is not blank.
    static func headerLine(_ bytes: [UInt8]) -> Int {
        var number = 1
        var isBlank = true
        for byte in bytes {
            if byte == 0x0A {
                if !isBlank { return number }
                number += 1
            } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
                isBlank = false
            }
        }
        return isBlank ? 0 : number
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
    /// `TouchLog`, a device dump through its `GestureImport` reader. Nil for a folder's file
    /// whose content no reader recognises (its name is not enough).
    static func readDump(
        _ bytes: [UInt8], file: DumpFile, name: String, arguments: ParsedArguments, options: ImportOptions
    ) throws -> (TouchSession, SessionSource.Format, ImportSummary?)? {
        let path = file.path
        let chosen = arguments.value("format") ?? "auto"
        let format: DumpFormat
        // The text detection read, kept for the reader: a dump (up to 64 MiB) is decoded once.
        var detectedText: String?
        if chosen == "auto" {
            let text = try DumpText.decode(bytes, fileName: path)
            if file.isInFolder {
                guard let detected = DumpFormat.detect(content: text) else { return nil }
                format = detected
            } else {
                guard let detected = DumpFormat.detect(text: text, fileName: path) else {
                    throw InputError(file: path, line: 0, reason: "not a touch log, getevent, evemu, libinput record or W3C actions dump; give --format")
                }
                format = detected
            }
            detectedText = text
        } else {
            format = DumpFormat(rawValue: chosen)!
        }
        guard let reader = format.reader else {
            return (try TouchLog.read(bytes, file: path, defaultName: name), .touchlog, nil)
        }
        let text = try detectedText ?? DumpText.decode(bytes, fileName: path)
        guard let scene = arguments.value("scene") else {
            throw DataError(file: path, line: 0, problem: "a \(format.rawValue) dump names no scene", nextStep: "give --scene NAME")
        }
        let (session, summary) = try reader.read(
            text: text, fileName: path, sessionName: name, sceneName: scene, options: options)
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
            options.evemuDescriptionFile = description
        }
        options.device = arguments.value("device")
        if let rate = arguments.value("rate") {
            guard let hz = Double(rate), hz.isFinite, hz > 0 else { throw arguments.usageError("--rate expects samples per second, got '\(rate)'") }
            options.rate = hz
        }
        return options
    }
}

