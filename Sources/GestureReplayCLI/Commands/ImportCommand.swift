import Foundation
import GestureImport
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `gesture-replay import DUMP... --scene NAME`: dumps become stored sessions.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "import",
        abstract: "Store device dumps as sessions of a scene, optionally with today's replay as their golden.",
        discussion: [
            "An import is one transaction, and each file a savepoint in it: a file is stored all of it or nothing, a file that fails leaves the others stored, and a command killed half-way stores none. A touch log's device-observed gesture lines become its golden unless --approve is given.",
            "A folder imports the files directly in it that a reader recognises by their content. It skips scene files (*.scene.json: scenes are read from --scenes), SQLite databases and their side files (*.sqlite, *.sqlite3, *.db, *-wal, *-shm, *-journal) and files no reader recognises, and counts them in its summary. An evemu X.events file is read with the X.desc beside it (also for X.NAME.events); the .desc is not imported on its own.",
            "--replace stores the new recording in place of the stored session of the same name and keeps that session's golden, so the next run compares the new touches with it; --approve stores today's replay as the golden instead. --skip-existing leaves the dumps whose session is stored already (by name), so a folder that gained files can be imported again; a file whose bytes differ from the stored session's source gets a warning.",
        ],
        examples: [
            "import recordings/sessions/double-tap.touches.jsonl --approve",
            "import dumps --scene photo-viewer --skip-existing",
        ])

    @Argument(atLeastOne: true, help: "Dump files or folders of them.") var dumps: [String]
    @Option(value: "scene", help: "The scene the touches were recorded in (default: a touch log's header).")
    var scene: String?
    @Option(value: "format", help: "The dump's format; auto detects it from the content.")
    var format: FormatChoice = .auto
    @Option(value: "name", help: "The session's name (one dump only; default: the file name).") var name: String?
    @Flag(help: "Store today's replay as the golden.") var approve: Bool
    @Flag(help: "Replace a stored session of the same name, keeping its golden unless --approve is given.")
    var replace: Bool
    @Flag(help: "Leave dumps whose session is stored already, and import the others.") var skipExisting: Bool
    @Option(value: "WxH", help: "The screen in points that raw device coordinates map to (e.g. 390x844).")
    var screen: Screen?
    @Option(value: "degrees", help: "The display's rotation during the capture.") var rotation: DisplayRotation?
    @Option(value: "file", help: "`getevent -p`/`-lp`/`-il` output giving the device's axis ranges.")
    var ranges: String?
    @Option(value: "device", help: "The input device to read when a dump holds several (path or name).")
    var device: String?
    @Option(
        value: "file",
        help: "The evemu device description (.desc) for .events files (default: the X.desc beside X.events).")
    var description: String?
    @Option(value: "hz", help: "Samples per second for dumps without times and for W3C moves (default 60).")
    var rate: SampleRate?
    @Flag(help: "Skip and count lines the reader does not understand instead of failing.") var skipUnknown: Bool
    @OptionGroup var scenes: SceneOptions
    @OptionGroup var quiet: QuietOption

    /// `--format`: a dump format, or `auto` to detect it from the content.
    enum FormatChoice: ArgumentValue {
        case auto
        case dump(DumpFormat)

        init(argument: String) throws(InvalidArgument) {
            if argument == "auto" {
                self = .auto
            } else if let format = DumpFormat(rawValue: argument) {
                self = .dump(format)
            } else {
                throw InvalidArgument(expected: "one of " + Self.allValueStrings.joined(separator: ", "))
            }
        }

        static var allValueStrings: [String] { ["auto"] + DumpFormat.allCases.map(\.rawValue) }

        var argumentText: String {
            switch self {
            case .auto: "auto"
            case .dump(let format): format.rawValue
            }
        }
    }

    /// `--rate`: a number of samples per second above zero.
    struct SampleRate: ArgumentValue {
        var hertz: Double

        init(argument: String) throws(InvalidArgument) {
            guard let hertz = Double(argument), hertz.isFinite, hertz > 0 else {
                throw InvalidArgument(expected: "samples per second, a number above 0")
            }
            self.hertz = hertz
        }
    }

    func validate() throws(UsageError) {
        if replace && skipExisting { throw UsageError("give --replace or --skip-existing, not both") }
    }

    /// What became of one dump.
    enum FileResult {
        /// Stored; the lines say what was stored, the warnings what it may not test.
        case imported([String], warnings: [String])
        /// Left, for this reason.
        case skipped(SkipReason)
    }

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let files = try DumpFile.list(dumps)
        let dumpCount = files.count(where: { if case .dump = $0.role { true } else { false } })
        if name != nil && dumpCount != 1 {
            throw UsageError("--name names one session; \(dumpCount) dumps were given")
        }
        let options = try importOptions()
        let store = try workspace.openStore()
        var tally = ImportTally()
        // One transaction for the command, each file a savepoint in it: a bad file is undone alone,
        // a kill leaves the database as it was before the command, and the disk is waited for once.
        try store.inOneTransaction {
            for file in files {
                let result: FileResult
                do {
                    result = try importFile(file, options: options, workspace: workspace, store: store)
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
        }
        if let summary = tally.summary { context.terminal.status(summary) }
        return tally.failed > 0 ? .dataError : .success
    }

    /// Imports one file in one transaction (its scene included) and says what was stored, or
    /// why the file was left.
    func importFile(_ file: DumpFile, options: ImportOptions, workspace: Workspace, store: Store) throws -> FileResult {
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
        guard let dump = try readDump(bytes, file: file, name: name ?? SessionName.from(path: path), options: options)
        else {
            return .skipped(.unrecognised)
        }
        let (read, format, summary) = dump
        var session = read
        if let name { session.name = name }
        if let scene { session.scene = scene }
        guard !session.scene.isEmpty else {
            throw DataError(
                file: path, line: Self.headerLine(bytes), problem: "the touch log's header names no scene",
                nextStep: "give --scene NAME, or add \"scene\" to the header")
        }
        let source = SessionSource(format: format, fileName: path, contents: bytes)
        if skipExisting, let stored = try store.sessionSummary(named: session.name) {
            return .skipped(
                .alreadyStored(
                    session: TerminalText.sanitized(session.name), sameBytes: stored.source.sha256 == source.sha256))
        }
        guard !session.samples.isEmpty else { throw InputError(file: path, line: 0, reason: "no touch samples") }
        let entry = try Self.sceneEntry(session.scene, workspace: workspace, store: store)
        session.scene = entry.scene.name
        var golden: Golden?
        var warnings: [String] = []
        if approve {
            let outcome = try Replayer(registry: workspace.registry).replay(session, in: entry.scene).outcome
            golden = .approved(session: session.name, outcome: outcome, toolVersion: GestureReplayCLI.version)
            if outcome.observations.isEmpty && !entry.scene.emptyOutcomesExpected {
                warnings.append(EmptyOutcome.warning(session.name))
            }
        } else if !session.observed.isEmpty {
            golden = Golden(
                session: session.name, outcome: try session.deviceOutcome(file: path).jsonLines, origin: .device,
                toolVersion: GestureReplayCLI.version)
        }
        // The scene is stored with the session, in its transaction: a refused session leaves no trace.
        let storedScene: (name: String, version: Int, spec: StoredScene.Spec) =
            switch entry.scene {
            case .json: (entry.scene.name, SceneSpec.version, .json(entry.text ?? ""))
            case .swift(let scene): (scene.name, 1, .swift(scene.name))
            }
        let kept = try store.insertSession(
            session, source: source, replacing: replace, golden: golden, scene: storedScene,
            sceneFile: entry.file.map(workspace.pathFromDatabase))
        let seconds = StableNumber.text(session.duration.seconds)
        let details = summary.map { " [\($0.description)]" } ?? ""
        let shownName = TerminalText.sanitized(session.name)
        let goldenText = kept.map { "\($0.origin.rawValue), kept" } ?? golden?.origin.rawValue ?? "none"
        var lines = [
            "imported \(shownName) (scene \(TerminalText.sanitized(session.scene))): \(session.touchCount) touch\(session.touchCount == 1 ? "" : "es"), \(session.samples.count) samples, \(seconds) s; golden: \(goldenText)\(details)"
        ]
        if let kept {
            lines.append(
                "kept the \(kept.origin.rawValue) golden of \(shownName): the next run compares the new touches with it (import with --approve to replace it)"
            )
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
    func readDump(
        _ bytes: [UInt8], file: DumpFile, name: String, options: ImportOptions
    ) throws -> (TouchSession, DumpFormat, ImportSummary?)? {
        let path = file.path
        let format: DumpFormat
        // The text detection read, kept for the reader: a dump (up to 64 MiB) is decoded once.
        var detectedText: String?
        switch self.format {
        case .auto:
            let text = try DumpText.decode(bytes, fileName: path)
            if file.isInFolder {
                guard let detected = DumpFormat.detect(content: text) else { return nil }
                format = detected
            } else {
                guard let detected = DumpFormat.detect(text: text, fileName: path) else {
                    throw InputError(
                        file: path, line: 0,
                        reason: "not a touch log, getevent, evemu, libinput record or W3C actions dump; give --format")
                }
                format = detected
            }
            detectedText = text
        case .dump(let chosen):
            format = chosen
        }
        guard let reader = format.reader else {
            return (try TouchLog.read(bytes, file: path, defaultName: name), .touchlog, nil)
        }
        let text = try detectedText ?? DumpText.decode(bytes, fileName: path)
        guard let scene else {
            throw DataError(
                file: path, line: 0, problem: "a \(format.rawValue) dump names no scene", nextStep: "give --scene NAME")
        }
        let (session, summary) = try reader.read(
            text: text, fileName: path, sessionName: name, sceneName: scene, options: options)
        return (session, format, summary)
    }

    /// The readers' options: the values of the options, and the files they name read.
    func importOptions() throws -> ImportOptions {
        var options = ImportOptions(
            screen: screen, rotation: rotation ?? .none, device: device, skipUnknown: skipUnknown)
        options.rate = rate?.hertz ?? options.rate
        if let ranges {
            options.rangesText = try DumpText.decode(Workspace.readFile(ranges), fileName: ranges)
        }
        if let description {
            options.evemuDescription = try DumpText.decode(Workspace.readFile(description), fileName: description)
            options.evemuDescriptionFile = description
        }
        return options
    }
}
