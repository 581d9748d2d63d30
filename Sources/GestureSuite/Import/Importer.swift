import Foundation
import GestureImport
import GestureReplay
import GestureReports
import GestureStore

/// Stores dumps as sessions of a scene: what `gesture-replay import` does with each file it is
/// given, read in its format, bound to its scene and stored with its golden.
///
/// ```swift
/// let importer = Importer(workspace: workspace, toolVersion: ToolVersion.current)
/// let store = try workspace.openStore()
/// try store.inOneTransaction {
///     for file in try DumpFile.list(["dumps"]) { _ = try importer.importFile(file, store: store) }
/// }
/// ```
public struct Importer: Sendable {
    public var workspace: Workspace
    /// The scene every dump is bound to (`--scene`: a name or a file), or nil for a touch log's header.
    public var scene: String?
    /// The session's name (`--name`: one dump only), or nil for the header's or the file's.
    public var name: String?
    /// The dumps' format, or nil to detect it from each dump's content.
    public var format: DumpFormat?
    /// Store today's replay as the golden (`--approve`).
    public var approve = false
    /// Store a session in place of the stored one of its name, keeping its golden (`--replace`).
    public var replace = false
    /// Leave dumps whose session is stored already (`--skip-existing`).
    public var skipExisting = false
    /// Worker threads that read and replay dumps while the calling thread stores them (`--jobs`).
    public var jobs = 1
    /// What the device-dump readers need to know.
    public var options = ImportOptions()
    /// The version recorded with each golden stored.
    public var toolVersion: String
    /// The scenes of the recorder folder being imported, by name, as placed in the scene folder
    /// (`RecorderFolder.placeScenes(in:)`); nil for other dumps. A dump of a recorder folder
    /// takes its scene from these first, and one stored already from the same bytes is
    /// left `unchanged` (unless `replace`).
    public var recorderScenes: [String: SceneLibrary.Entry]?

    public init(workspace: Workspace, toolVersion: String) {
        self.workspace = workspace
        self.toolVersion = toolVersion
    }

    /// What became of one dump.
    public enum FileResult: Sendable {
        /// Stored.
        case imported(ImportedSession)
        /// Left, for this reason.
        case skipped(SkipReason)
        /// A recorder folder's dump whose session is stored already from the same bytes: left as it is.
        case unchanged(session: String, scene: String)
    }

    /// One session stored, with what the import's line says of it.
    public struct ImportedSession: Sendable {
        /// The session as stored (its scene the scene's own name).
        public var session: TouchSession
        /// The golden stored with it, if any.
        public var golden: Golden.Origin?
        /// The golden of the session it replaced, kept (`--replace` without `--approve`).
        public var kept: Golden.Origin?
        /// What a device-dump reader says of the dump.
        public var summary: ImportSummary?
        /// Whether an approved golden tests nothing: no observation, in a scene whose sessions
        /// are not meant to be empty (`SceneSpec.emptyOutcomesExpected`).
        public var testsNothing: Bool
    }

    /// Imports one file in one transaction (its scene included) and says what was stored, or
    /// why the file was left.
    public func importFile(_ file: DumpFile, store: Store) throws -> FileResult {
        try importPrepared(prepare(file, scenes: nil), of: file, store: store, scenes: nil)
    }

    /// What can be made of `file` without the store, on any thread: its bytes read as a dump,
    /// and with `--approve`, its replay in the scene `scenes` holds for it, if it holds one
    /// already. The first error is kept, for `importPrepared` to throw where `importFile`
    /// would have met it. With a `compressor` (a worker's), the blobs the store keeps are made
    /// here too.
    func prepare(_ file: DumpFile, scenes: SceneMemo?, compressor: Compressor? = nil) -> PreparedFile {
        guard case .dump(let description) = file.role else {
            guard case .skipped(let reason) = file.role else { preconditionFailure("a file is a dump or skipped") }
            return .skipped(reason)
        }
        do {
            let path = file.path
            let bytes = try Workspace.readFile(path)
            if file.isInFolder && bytes.starts(with: SkipReason.sqliteMagic) { return .skipped(.database) }
            var options = options
            if options.evemuDescription == nil, let description {
                options.evemuDescription = try DumpText.decode(Workspace.readFile(description), fileName: description)
                options.evemuDescriptionFile = description
            }
            guard
                let dump = try readDump(bytes, file: file, name: name ?? SessionName.from(path: path), options: options)
            else {
                return .skipped(.unrecognised)
            }
            var (session, format, summary) = dump
            if let name { session.name = name }
            if let scene { session.scene = scene }
            let headerLine = Self.headerLine(bytes)
            guard !session.scene.isEmpty else {
                throw InputError(
                    file: path, line: headerLine, reason: "the touch log's header names no scene",
                    nextStep: "give --scene NAME, or add \"scene\" to the header")
            }
            var read = PreparedFile.Read(
                session: session, format: format, summary: summary, headerLine: headerLine,
                source: SessionSource(format: format, fileName: path, contents: bytes))
            if let compressor, !session.samples.isEmpty {
                read.samplesBlob = SampleBlob.encodeCompressed(session.samples, with: compressor)
            }
            if approve, !session.samples.isEmpty, case .success(let entry)? = scenes?[session.scene] {
                var replayed = session
                replayed.scene = entry.scene.name
                read.approval = Result {
                    var made = try approval(of: replayed, in: entry)
                    if let compressor { made.goldenBlob = Store.storedBlob(of: made.golden, with: compressor) }
                    return made
                }
            }
            return .read(read)
        } catch {
            return .failed(error)
        }
    }

    /// Stores what `prepare` made of `file`, in one transaction (its scene included), in the
    /// order `importFile` always checked things: first what the store knows of the session,
    /// then its samples, its scene (found in `scenes` when they hold it, else looked up and
    /// kept there), its replay (made here unless `prepare` made it in the same scene) and last
    /// the insert.
    func importPrepared(_ prepared: PreparedFile, of file: DumpFile, store: Store, scenes: SceneMemo?) throws
        -> FileResult
    {
        let read: PreparedFile.Read
        switch prepared {
        case .skipped(let reason): return .skipped(reason)
        case .failed(let error): throw error
        case .read(let made): read = made
        }
        var session = read.session
        let path = file.path
        if recorderScenes != nil, !replace, let stored = try store.sessionSummary(named: session.name),
            stored.source.sha256 == read.source.sha256
        {
            return .unchanged(session: session.name, scene: stored.scene)
        }
        if skipExisting, let stored = try store.sessionSummary(named: session.name) {
            return .skipped(
                .alreadyStored(
                    session: TerminalText.sanitized(session.name),
                    sameBytes: stored.source.sha256 == read.source.sha256))
        }
        guard !session.samples.isEmpty else {
            // A touch log's header is there: the line that ends where the samples should begin.
            throw read.format == .touchlog
                ? InputError(file: path, line: read.headerLine, reason: "no touch samples after the header")
                : InputError(file: path, line: 0, reason: "no touch samples")
        }
        // The replay `prepare` made, when it was made in the scene found here.
        var approval: Result<PreparedFile.Approval, any Error>?
        let entry: SceneLibrary.Entry
        if let recorderEntry = recorderScenes?[session.scene] {
            entry = recorderEntry
        } else {
            let found: Result<SceneLibrary.Entry, any Error>
            if let known = scenes?[session.scene] {
                found = known
                approval = read.approval
            } else {
                found = Result { try Self.sceneEntry(session.scene, workspace: workspace, store: store) }
                scenes?[session.scene] = found
            }
            entry = try sceneEntry(of: session, found: found, header: read.headerLine, path)
        }
        session.scene = entry.scene.name
        var golden: Golden?
        var goldenBlob: [UInt8]?
        var testsNothing = false
        if approve {
            let made = try (approval ?? Result { try self.approval(of: session, in: entry) }).get()
            golden = made.golden
            goldenBlob = made.goldenBlob
            testsNothing = made.testsNothing
        } else if !session.observed.isEmpty {
            golden = Golden(
                session: session.name, outcome: try session.deviceOutcome(file: path).jsonLines, origin: .device,
                toolVersion: toolVersion)
        }
        // The scene is stored with the session, in its transaction: a refused session leaves no trace.
        let kept = try store.insertSession(
            session, source: read.source, replacing: replace, golden: golden, scene: entry.stored,
            sceneFile: entry.file.map(workspace.pathFromDatabase),
            made: (samples: read.samplesBlob, golden: goldenBlob))
        return .imported(
            ImportedSession(
                session: session, golden: golden?.origin, kept: kept?.origin, summary: read.summary,
                testsNothing: testsNothing))
    }

    /// `session` replayed in `entry`'s scene, as its approved golden (`--approve`).
    private func approval(of session: TouchSession, in entry: SceneLibrary.Entry) throws -> PreparedFile.Approval {
        let outcome = try Replayer(registry: workspace.registry).replay(session, in: entry.scene).outcome
        return PreparedFile.Approval(
            golden: .approved(session: session.name, outcome: outcome, toolVersion: toolVersion),
            testsNothing: outcome.observations.isEmpty && !entry.scene.emptyOutcomesExpected)
    }

    /// The scene `session` names, as `sceneEntry(_:workspace:store:)` `found` it. A scene
    /// that a recorder folder's touch log names and that is nowhere is an error at the header,
    /// naming the file the folder lacks.
    private func sceneEntry(
        of session: TouchSession, found: Result<SceneLibrary.Entry, any Error>, header: Int, _ path: String
    ) throws -> SceneLibrary.Entry {
        do {
            return try found.get()
        } catch let error as UnknownSceneError where recorderScenes != nil {
            let known = error.known.isEmpty ? "none" : error.known.joined(separator: ", ")
            throw InputError(
                file: path, line: header,
                reason:
                    "the header names the scene \"\(error.name)\", which is neither in the folder (no \(error.name).scene.json beside it) nor known (known: \(known))",
                nextStep:
                    "copy \(error.name).scene.json from the recorder's folder beside it, or point at its folder with --scenes DIR"
            )
        }
    }

    /// The 1-based number of a touch log's header line: its first line that is not blank.
    public static func headerLine(_ bytes: [UInt8]) -> Int {
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
    public static func sceneEntry(_ argument: String, workspace: Workspace, store: Store) throws -> SceneLibrary.Entry {
        guard !SceneLibrary.isPath(argument) else { return try workspace.scenes.scene(argument) }
        do {
            return try workspace.sceneFinder(store: store).entry(argument)
        } catch is SceneNotFoundError {
            return try workspace.scenes.scene(argument)
        }
    }

    /// Reads one dump in its format (detected unless `format` says): a touch log through
    /// `TouchLog`, a device dump through its `GestureImport` reader. Nil for a folder's file
    /// whose content no reader recognises (its name is not enough).
    public func readDump(
        _ bytes: [UInt8], file: DumpFile, name: String, options: ImportOptions
    ) throws -> (TouchSession, DumpFormat, ImportSummary?)? {
        let path = file.path
        let format: DumpFormat
        // The text detection read, kept for the reader: a dump (up to 64 MiB) is decoded once.
        var detectedText: String?
        if let chosen = self.format {
            format = chosen
        } else {
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
        }
        guard let reader = format.reader else {
            return (try TouchLog.read(bytes, file: path, defaultName: name), .touchlog, nil)
        }
        let text = try detectedText ?? DumpText.decode(bytes, fileName: path)
        guard let scene else {
            throw InputError(
                file: path, line: 0, reason: "a \(format.rawValue) dump names no scene", nextStep: "give --scene NAME")
        }
        let (session, summary) = try reader.read(
            text: text, fileName: path, sessionName: name, sceneName: scene, options: options)
        return (session, format, summary)
    }
}
