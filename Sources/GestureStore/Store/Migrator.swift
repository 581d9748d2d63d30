/// Brings a database to the newest schema it knows, one step at a time.
///
/// Each missing step runs in its own `BEGIN IMMEDIATE` transaction together
/// with the `PRAGMA user_version` that records it: a step either happens
/// completely or not at all, and two processes opening a new file at once
/// do not both create it. A database newer than the last step is refused, and so is one
/// whose version no gesture-replay writes (below 0).
package struct Migrator: Sendable {
    /// The steps, versions 1, 2, 3… in order.
    package let migrations: [Migration]

    /// The `PRAGMA application_id` its files carry.
    package let applicationID: Int64

    /// `PRAGMA application_id` of a gesture-replay golden database ("GRPY").
    package static let applicationID: Int64 = 0x4752_5059

    /// A migrator of golden databases (`applicationID` "GRPY") or, with
    /// `HistorySchema.applicationID`, of history stores.
    package init(_ migrations: [Migration], applicationID: Int64 = Migrator.applicationID) {
        precondition(
            migrations.enumerated().allSatisfy { $0.offset + 1 == $0.element.version },
            "migrations are numbered 1, 2, 3… in order")
        self.migrations = migrations
        self.applicationID = applicationID
    }

    /// The schema version after the last step.
    package var latestVersion: Int { migrations.count }

    /// Applies the missing steps to `connection`'s database.
    package func migrate(_ connection: Connection) throws {
        // A database already up to date costs no write lock.
        if try connection.readTransaction({ try check(connection) }) == latestVersion { return }
        while try connection.transaction({ try applyNextStep(connection) }) {}
    }

    /// Checks that the file is of this migrator's kind (or empty) and not newer, writing
    /// nothing: what a caller asks before it changes anything of a file (its journal mode).
    package func validate(_ connection: Connection) throws {
        _ = try connection.readTransaction { try check(connection) }
    }

    /// Checks that a database opened read-only is up to date, or short only
    /// of steps that leave readers unchanged (`Migration.leavesReadersUnchanged`).
    package func verify(_ connection: Connection) throws {
        let version = try connection.readTransaction { try check(connection) }
        let missing = migrations.dropFirst(version)
        guard version > 0 && missing.allSatisfy(\.leavesReadersUnchanged) else {
            throw StoreError.olderSchema(path: connection.path, found: version, known: latestVersion)
        }
    }

    /// Applies one step, if one is missing; true when it did.
    private func applyNextStep(_ connection: Connection) throws -> Bool {
        let version = try check(connection)
        guard version < latestVersion else { return false }
        try connection.executeScript(migrations[version].sql)
        try connection.setUserVersion(version + 1)
        return true
    }

    /// The database's schema version, after checking that it is a
    /// gesture-replay database (or an empty one) not newer than this one.
    private func check(_ connection: Connection) throws -> Int {
        let version = try connection.userVersion()
        let application = try connection.pragma("application_id")
        // No gesture-replay writes a negative version: the step it names does not exist.
        guard version >= 0 else { throw StoreError.unknownSchema(path: connection.path, found: version) }
        if version == 0 {
            let objects = try connection.firstValue("SELECT count(*) FROM sqlite_schema")
            guard objects == .integer(0) else { throw notOurs(connection) }
            return 0
        }
        guard application == .integer(applicationID) else {
            throw notOurs(connection)
        }
        guard version <= latestVersion else {
            throw StoreError.newerSchema(path: connection.path, found: version, known: latestVersion)
        }
        return version
    }

    /// The error for a file that is not of this migrator's kind.
    private func notOurs(_ connection: Connection) -> StoreError {
        applicationID == HistorySchema.applicationID
            ? .notHistoryStore(path: connection.path) : .notGestureReplayDatabase(path: connection.path)
    }
}
