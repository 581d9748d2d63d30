/// An error of the store that a caller can act on; SQLite's own errors are
/// `SQLiteError`s.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database's schema is newer than this build knows.
    case newerSchema(path: String, found: Int, known: Int)
    /// The file's `PRAGMA user_version` is one no gesture-replay writes (below 0): it was
    /// damaged, or changed by another program.
    case unknownSchema(path: String, found: Int)
    /// The path given as a database is a directory.
    case isDirectory(path: String)
    /// The database is to be written and the file is read-only.
    case readOnlyFile(path: String)
    /// The database is to be written and the folder it is in (where SQLite writes its
    /// journal, or where a history store's folder is made) is read-only.
    case readOnlyFolder(file: String, folder: String)
    /// A database opened read-only has not been brought to this schema yet.
    case olderSchema(path: String, found: Int, known: Int)
    /// The file is an SQLite database, but not one of gesture-replay.
    case notGestureReplayDatabase(path: String)
    /// The file is an SQLite database, but not a gesture-replay history store.
    case notHistoryStore(path: String)
    /// A side file of SQLite's beside the golden database that does not
    /// belong to it: opening the database would apply it to the wrong file.
    case strayWriteAheadLog(database: String, log: String)
    /// A command was killed while it wrote the database: `journal` holds what
    /// it changed, and a read-only connection cannot roll it back.
    case unfinishedWrite(database: String, journal: String)
    /// The golden database still holds run history (schema 2 or older) and
    /// no history store was given to move it to.
    case runHistoryWithoutStore(path: String)
    /// A session with this name is stored already (and replacing was not asked for).
    case sessionExists(name: String)
    /// No session has this name.
    case noSuchSession(name: String)
    /// No run has this id.
    case noSuchRun(RunID)
    /// A session's stored samples cannot be read.
    case corruptSamples(session: String, reason: String)
    /// A session's stored golden cannot be read (`GoldenBlob`).
    case corruptGolden(session: String, reason: String)
    /// A result's smallest margin in the run history cannot be read.
    case corruptMargin(session: String, reason: String)

    public var description: String {
        switch self {
        case .newerSchema(let path, let found, let known):
            "\(path) was written by a newer gesture-replay (schema \(found), this one knows \(known)): upgrade gesture-replay"
        case .unknownSchema(let path, let found):
            "\(path) says its schema is version \(found) (PRAGMA user_version), which no gesture-replay writes: the file is damaged or another program changed it; restore it from version control or choose another file"
        case .isDirectory(let path):
            "\(path) is a directory, not a database file"
        case .readOnlyFile(let path):
            "\(path) cannot be written: the file is read-only"
        case .readOnlyFolder(let file, let folder):
            "\(file) cannot be written: the folder \(folder) is read-only (SQLite keeps a journal beside the file)"
        case .olderSchema(let path, let found, let known):
            "\(path) has an older schema (schema \(found), this one knows \(known)): open it once for writing to upgrade it"
        case .notGestureReplayDatabase(let path):
            "\(path) is not a gesture-replay database: choose another file with --db"
        case .notHistoryStore(let path):
            "\(path) is not a gesture-replay history store: choose another file with --history"
        case .strayWriteAheadLog(let database, let log):
            "\(log) does not belong to \(database): gesture-replay keeps that database in rollback-journal mode and never writes a write-ahead log for it, so the log is left from another copy of the file (an older gesture-replay, or a copy replaced by git checkout); opening the database would apply it to the wrong file: delete \(log) and \(log.dropLast(3))shm, then run the command again"
        case .unfinishedWrite(let database, let journal):
            "\(database) has an unfinished write: a command was killed while it wrote, and \(journal) holds what it changed"
        case .runHistoryWithoutStore(let path):
            "\(path) holds run history (schema 2 or older) and no history store was given to move it to"
        case .sessionExists(let name):
            "cannot store session '\(name)': a session with this name exists: choose another name or replace it"
        case .noSuchSession(let name):
            "no session named '\(name)': see `gesture-replay list`"
        case .noSuchRun(let run):
            "no run \(run) in the database"
        case .corruptSamples(let session, let reason):
            "cannot read the samples of session '\(session)': \(reason)"
        case .corruptGolden(let session, let reason):
            "cannot read the golden of session '\(session)': \(reason)"
        case .corruptMargin(let session, let reason):
            "cannot read the smallest margin of session '\(session)' in the run history: \(reason)"
        }
    }
}
