import Foundation
import GestureStore
import GestureTestSupport
import Synchronization
import Testing

/// A scratch folder holding a copy of the shipped scenes and touch logs and a
/// database, where the built `gesture-replay` runs as a process.
final class Workbench: Sendable {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The shipped sessions, by name (their files are `recordings/sessions/NAME.touches.jsonl`).
    static let sessionNames = ["double-tap", "long-press", "pan-right", "pinch-rotate", "single-tap", "swipe-right"]

    let folder: TemporaryFolder
    /// The database, relative to the folder: the default, so commands need no `--db`.
    let database = "recordings/gestures.sqlite"

    var url: URL { folder.url }
    var databaseURL: URL { url.appendingPathComponent(database) }
    /// The run history store `run` records into by default: `.gesture-replay/gestures.history.sqlite`
    /// beside the database.
    var historyURL: URL { URL(fileURLWithPath: History.defaultPath(forDatabase: databaseURL.path)) }

    /// The history store, read-only: the runs that `run` recorded.
    func history() throws -> History {
        try History.open(path: historyURL.path, readOnly: true)
    }

    /// A workbench whose database holds `sessions` (shipped session names),
    /// imported with their goldens approved.
    init(sessions: [String] = []) throws {
        folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("recordings"), withIntermediateDirectories: true)
        try folder.copy(Self.root.appendingPathComponent("recordings/scenes"), as: "recordings/scenes")
        try folder.copy(Self.root.appendingPathComponent("recordings/sessions"), as: "recordings/sessions")
        if !sessions.isEmpty {
            try FileManager.default.copyItem(at: try Self.template(sessions), to: databaseURL)
        }
    }

    /// Databases already imported, by their sessions, copied into each workbench that wants them.
    private static let templates = Mutex<[[String]: URL]>([:])

    /// The database holding `sessions`, imported once per test process.
    private static func template(_ sessions: [String]) throws -> URL {
        try templates.withLock { templates in
            if let database = templates[sessions] { return database }
            let bench = try Workbench()
            let imported = try bench.run(
                ["import", "--approve", "--quiet"] + sessions.map { "recordings/sessions/\($0).touches.jsonl" })
            #expect(imported.exitCode == 0, "\(imported.standardError)")
            // The database is kept in rollback-journal mode: everything is in the main file, so that
            // copying it copies the database.
            #expect(!FileManager.default.fileExists(atPath: bench.databaseURL.path + "-wal"))
            #expect(!FileManager.default.fileExists(atPath: bench.databaseURL.path + "-journal"))
            let database = templateFolder.appendingPathComponent("\(templates.count).sqlite")
            try FileManager.default.copyItem(at: bench.databaseURL, to: database)
            templates[sessions] = database
            return database
        }
    }

    /// Runs `gesture-replay arguments…` in the folder.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> BinaryRun {
        try BinaryRun.run(arguments, in: url, environment: environment)
    }

    /// Writes `bytes` to `name` in the folder.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file
    }

    /// The database's bytes, for "left byte-identical": the SHA-256 of the
    /// main file and of a write-ahead log beside it, if any (the database is
    /// kept in rollback-journal mode, so a committed write lands in the main
    /// file; the `-shm` index is a cache SQLite rebuilds).
    func databaseDigest() throws -> String {
        var digest = SHA256.hexDigest(of: try Data(contentsOf: databaseURL))
        let log = URL(fileURLWithPath: databaseURL.path + "-wal")
        if let bytes = try? Data(contentsOf: log), !bytes.isEmpty { digest += " wal " + SHA256.hexDigest(of: bytes) }
        return digest
    }

    /// The stored sessions' names, read with `list`.
    func storedSessions() throws -> [String] {
        let listed = try run(["list"])
        #expect(listed.exitCode == 0, "\(listed.standardError)")
        return listed.standardOutput.split(separator: "\n").dropFirst().map { String($0.split(separator: " ")[0]) }
    }
}

/// Where `Workbench` keeps its template databases: removed when the test process exits.
private let templateFolder: URL = {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("gesture-replay-robustness-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: templateFolder) }
    return folder
}()

/// The bytes of `text`, as UTF-8.
func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }
