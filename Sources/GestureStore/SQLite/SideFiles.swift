import Foundation

/// The files SQLite may keep beside a golden database `NAME`: `NAME-wal`
/// and `NAME-shm` (write-ahead log and its index), `NAME-journal` (rollback
/// journal). The golden database is kept in rollback-journal mode
/// (`Store.open`), so a write-ahead log beside it is never its own.
struct SideFiles {
    let database: String

    var writeAheadLog: String { database + "-wal" }
    var journal: String { database + "-journal" }

    /// Throws `StoreError.strayWriteAheadLog` when a write-ahead log with
    /// frames lies beside a database whose header says rollback-journal mode.
    ///
    /// SQLite opens any `-wal` file it finds beside a database and applies
    /// its frames, whatever the header says (`pagerOpenWalIfPresent` in
    /// pager.c). A log left by an older gesture-replay, or by a copy of the
    /// file that `git checkout` replaced, would then be applied to pages it
    /// was never written for: "database disk image is malformed". An empty
    /// log (a reader killed before it closed) holds nothing and is harmless.
    func checkWriteAheadLog() throws {
        guard Self.size(of: writeAheadLog) > 0, isInRollbackMode else { return }
        throw StoreError.strayWriteAheadLog(database: database, log: writeAheadLog)
    }

    /// Whether the database's header says rollback-journal mode: the file
    /// format's write version, byte 18, is 1 (2 is WAL). False for a file
    /// too short to have a header, or none.
    var isInRollbackMode: Bool {
        guard let handle = FileHandle(forReadingAtPath: database) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100,
            header.starts(with: Array("SQLite format 3\u{0}".utf8))
        else { return false }
        return header[header.startIndex + 18] == 1
    }

    /// Whether a rollback journal with content lies beside the database: a
    /// command was killed while it wrote, and the next open rolls the
    /// unfinished write back from it.
    var hasJournal: Bool { Self.size(of: journal) > 0 }

    private static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
