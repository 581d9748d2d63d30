/// An error of the store that a caller can act on; SQLite's own errors are
/// `SQLiteError`s.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database's schema is newer than this build knows.
    case newerSchema(path: String, found: Int, known: Int)
    /// A database opened read-only has not been brought to this schema yet.
    case olderSchema(path: String, found: Int, known: Int)
    /// The file is an SQLite database, but not one of gesture-replay.
    case notGestureReplayDatabase(path: String)
    /// A session with this name is stored already (and replacing was not asked for).
    case sessionExists(name: String)
    /// No session has this name.
    case noSuchSession(name: String)
    /// No run has this id.
    case noSuchRun(RunID)
    /// A session's stored samples cannot be read.
    case corruptSamples(session: String, reason: String)

    public var description: String {
        switch self {
        case .newerSchema(let path, let found, let known):
            "\(path) was written by a newer gesture-replay (schema \(found), this one knows \(known)): upgrade gesture-replay"
        case .olderSchema(let path, let found, let known):
            "\(path) has an older schema (schema \(found), this one knows \(known)): open it once for writing to upgrade it"
        case .notGestureReplayDatabase(let path):
            "\(path) is not a gesture-replay database: choose another file with --db"
        case .sessionExists(let name):
            "cannot store session '\(name)': a session with this name exists: choose another name or replace it"
        case .noSuchSession(let name):
            "no session named '\(name)': see `gesture-replay list`"
        case .noSuchRun(let run):
            "no run \(run) in the database"
        case .corruptSamples(let session, let reason):
            "cannot read the samples of session '\(session)': \(reason)"
        }
    }
}
