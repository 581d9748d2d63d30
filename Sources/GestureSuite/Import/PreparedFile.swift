import GestureImport
import GestureReplay
import GestureStore

/// What an import's worker makes of one file without the store (`Importer.prepare`), for the
/// writer to store in order (`Importer.importPrepared`).
enum PreparedFile: Sendable {
    /// Left, for this reason, known without the store.
    case skipped(SkipReason)
    /// Refused before the store is asked anything: unreadable, or not a dump its reader accepts.
    case failed(any Error)
    /// Read as a dump.
    case read(Read)

    /// A dump read into its session.
    struct Read: Sendable {
        /// The session, with `--name` and `--scene` applied.
        var session: TouchSession
        var format: DumpFormat
        /// What a device-dump reader says of the dump.
        var summary: ImportSummary?
        /// The 1-based line of a touch log's header (`Importer.headerLine(_:)`).
        var headerLine: Int
        /// The dump's file and the hash of its bytes.
        var source: SessionSource
        /// The samples' blob as the store keeps it (`SampleBlob.encodeCompressed(_:with:)`), made by
        /// the worker; nil when there was no worker to make it.
        var samplesBlob: [UInt8]?
        /// With `--approve`: the session replayed in the scene the import's `SceneMemo` held for
        /// its name, or why it could not be; nil when the memo held none yet.
        var approval: Result<Approval, any Error>?
    }

    /// A session's replay, as the golden `--approve` stores.
    struct Approval: Sendable {
        var golden: Golden
        /// The golden's blob as the store keeps it (`Store.storedBlob(of:with:)`), made by the
        /// worker; nil when made on the writing thread.
        var goldenBlob: [UInt8]?
        /// Whether the golden tests nothing (`Importer.ImportedSession.testsNothing`).
        var testsNothing: Bool
    }
}
