import ArgumentParsing
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
            "An import is one transaction, and each file a savepoint in it: a file is stored all of it or nothing, a file that fails leaves the others stored, and a command killed half-way, or stopped by the database (a full disk, a read-only file), stores none. A touch log's device-observed gesture lines become its golden unless --approve is given.",
            "A folder imports the files directly in it that a reader recognises by their content. It skips scene files (*.scene.json: scenes are read from --scenes; a recorder folder's are the exception below), SQLite databases and their side files (*.sqlite, *.sqlite3, *.db, *-wal, *-shm, *-journal) and files no reader recognises, and counts them in its summary. An evemu X.events file is read with the X.desc beside it (also for X.NAME.events); the .desc is not imported on its own.",
            "A recorder folder (GestureRecorder's, from an app: touch logs whose headers name the SCENE.scene.json beside them) is imported as it comes, unless --scene is given: its scene files are copied to --scenes (or scenes/ beside the database) and stored with its sessions, each session with its device golden, the whole folder or nothing. Importing it again changes nothing.",
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

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let files = try DumpFile.list(dumps)
        let dumpCount = files.count(where: { if case .dump = $0.role { true } else { false } })
        if name != nil && dumpCount != 1 {
            throw UsageError("--name names one session; \(dumpCount) dumps were given")
        }
        let importer = try importer(workspace: workspace)
        let store = try workspace.openStore()
        // The scene of --scene is looked up once, before any dump: a name that names no scene
        // is one error, not one per dump.
        if let scene { _ = try Importer.sceneEntry(scene, workspace: workspace, store: store) }
        var tally = ImportTally()
        // The scene files recorder folders copied into the scene folder: removed again when the
        // database part fails.
        var copiedScenes: [RecorderFolder.PlacedScene] = []
        // One transaction for the command, each file a savepoint in it: a bad file is undone alone,
        // a kill leaves the database as it was before the command, and the disk is waited for once.
        // A recorder folder is one savepoint, stored whole or not at all.
        do {
            try store.inOneTransaction {
                for argument in dumps {
                    let files = try DumpFile.list([argument])
                    if scene == nil, let recorder = RecorderFolder.find(argument, files: files) {
                        try importRecorderFolder(
                            recorder, files: files, importer: importer, store: store, context: context,
                            tally: &tally, copied: &copiedScenes)
                        continue
                    }
                    for file in files {
                        do {
                            show(try importer.importFile(file, store: store), of: file, context: context, tally: &tally)
                        } catch where Store.isDatabaseFailure(error) {
                            // Not the dump's fault (a full disk, a read-only database): the whole
                            // command stops and rolls back; SQLite may have rolled it back already.
                            throw error
                        } catch {
                            tally.failed += 1
                            context.report(DumpError.naming(file.path, error))
                        }
                    }
                }
                // Nothing stored: roll back rather than commit, so that the file keeps its bytes
                // (a commit after undone savepoints would still count a change in its header).
                if tally.imported == 0 { throw NothingStored() }
            }
        } catch is NothingStored {
            // The database is as it was; a scene file copied for sessions stored before stays.
        } catch {
            RecorderFolder.remove(copiedScenes)
            // The lines above said what each dump would store; the summary says what was kept.
            tally.rollBack(dumpsGiven: dumpCount)
            if let summary = tally.summary { context.terminal.status(summary) }
            throw RolledBackError(underlying: error, kept: "nothing was stored (an import is one transaction)")
        }
        if let summary = tally.summary { context.terminal.status(summary) }
        return tally.failed + tally.scenesFailed > 0 ? .dataError : .success
    }

    /// Imports a recorder folder, whole or not at all (`Importer.importRecorderFolder`), and shows
    /// what became of it: its copied scene files and its sessions, or its errors.
    func importRecorderFolder(
        _ recorder: RecorderFolder, files: [DumpFile], importer: Importer, store: Store, context: Context,
        tally: inout ImportTally, copied: inout [RecorderFolder.PlacedScene]
    ) throws {
        let folder = try importer.importRecorderFolder(recorder, files: files, store: store)
        if let error = folder.sceneError {
            context.report(error)
            tally.scenesFailed += 1
        }
        for (file, error) in folder.failures { context.report(DumpError.naming(file.path, error)) }
        tally.failed += folder.failures.count
        tally.undone += folder.undone
        guard folder.isStored else {
            for (file, result) in folder.results {
                if case .skipped(let reason) = result { skip(reason, of: file, context: context, tally: &tally) }
            }
            context.terminal.status(
                "nothing of \(TerminalText.sanitized(recorder.path)) was stored: a recorder folder is stored whole or not at all"
            )
            return
        }
        copied += folder.placed.filter(\.isNew)
        for scene in folder.placed {
            if scene.isNew {
                tally.scenesCopied += 1
                let copy = importer.workspace.scenes.displayPath(scene.destination)
                context.terminal.status(
                    "copied \(TerminalText.sanitized(scene.source)) to \(TerminalText.sanitized(copy))")
            } else {
                tally.scenesUnchanged += 1
            }
        }
        for (file, result) in folder.results { show(result, of: file, context: context, tally: &tally) }
    }

    /// What an import that stored nothing rolls back.
    private struct NothingStored: Error {}

    /// Shows what became of one file, and counts it.
    func show(_ result: Importer.FileResult, of file: DumpFile, context: Context, tally: inout ImportTally) {
        switch result {
        case .imported(let imported):
            tally.imported += 1
            // A reader's summary has lines of its own: one status line each (names in them are escaped).
            for line in Self.lines(imported).flatMap({ $0.split(separator: "\n", omittingEmptySubsequences: false) }) {
                context.terminal.status(String(line))
            }
            if imported.testsNothing { context.terminal.warning(EmptyOutcome.warning(imported.session.name)) }
        case .skipped(let reason):
            skip(reason, of: file, context: context, tally: &tally)
        case .unchanged(let session, let scene):
            tally.unchanged += 1
            context.terminal.status(
                "unchanged \(TerminalText.sanitized(session)) (scene \(TerminalText.sanitized(scene))): stored from the same bytes"
            )
        }
    }

    /// Counts a file left, and says so when it is worth a line.
    func skip(_ reason: SkipReason, of file: DumpFile, context: Context, tally: inout ImportTally) {
        tally.skip(reason)
        if let line = reason.line(for: TerminalText.sanitized(file.path)) { context.terminal.status(line) }
    }

    /// The lines that say `imported` was stored: the import's line (with the reader's summary, whose
    /// lines are its own), and the golden kept, if one was.
    static func lines(_ imported: Importer.ImportedSession) -> [String] {
        let session = imported.session
        let seconds = StableNumber.text(session.duration.seconds)
        let details = imported.summary.map { " [\($0.description)]" } ?? ""
        let shownName = TerminalText.sanitized(session.name)
        let goldenText = imported.kept.map { "\($0.rawValue), kept" } ?? imported.golden?.rawValue ?? "none"
        var lines = [
            "imported \(shownName) (scene \(TerminalText.sanitized(session.scene))): \(session.touchCount) touch\(session.touchCount == 1 ? "" : "es"), \(session.samples.count) samples, \(seconds) s; golden: \(goldenText)\(details)"
        ]
        if let kept = imported.kept {
            lines.append(
                "kept the \(kept.rawValue) golden of \(shownName): the next run compares the new touches with it (import with --approve to replace it)"
            )
        }
        return lines
    }

    /// The importer of these options.
    func importer(workspace: Workspace) throws -> Importer {
        var importer = Importer(workspace: workspace, toolVersion: GestureReplayCLI.version)
        importer.scene = scene
        importer.name = name
        if case .dump(let chosen) = format { importer.format = chosen }
        importer.approve = approve
        importer.replace = replace
        importer.skipExisting = skipExisting
        importer.options = try importOptions()
        return importer
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
