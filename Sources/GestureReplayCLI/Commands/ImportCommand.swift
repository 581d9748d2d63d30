import ArgumentParsing
import Foundation
import GestureImport
import GestureModel
import GestureReplay
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
    @Option(short: "j", value: "n", in: 1...256, help: "Worker threads (default: the number of cores).") var jobs: Int?
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
        var output = ImportOutput(context: context, workspace: workspace)
        do {
            try importer.importArguments(dumps, store: store) { output.show($0) }
        } catch {
            // The lines above said what each dump would store; the summary says what was kept.
            output.tally.rollBack(dumpsGiven: dumpCount)
            output.summarize()
            throw RolledBackError(underlying: error, kept: "nothing was stored (an import is one transaction)")
        }
        output.summarize()
        return output.tally.failed + output.tally.scenesFailed > 0 ? .dataError : .success
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
        importer.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
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
