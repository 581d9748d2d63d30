/// The history store's schema: the text of `history.sql` (embedded in
/// `HistorySchema+SQL.swift`, which a test keeps equal to the file) and the
/// migration steps it holds.
package enum HistorySchema {
    /// The steps of `history.sql`, version 1 first.
    package static let migrations: [Migration] = {
        guard let steps = Migration.steps(of: sql), !steps.isEmpty else {
            preconditionFailure("history.sql has no '-- migration N: title' sections numbered 1, 2, 3…")
        }
        return steps
    }()

    /// The schema version this build writes.
    package static var version: Int { migrations.count }

    /// `PRAGMA application_id` of a history store ("GRPH").
    package static let applicationID: Int64 = 0x4752_5048
}
