/// The database schema: the text of `schema.sql` (embedded in
/// `Schema+SQL.swift`, which a test keeps equal to the file) and the
/// migration steps it holds.
package enum Schema {
    /// The steps of `schema.sql`, version 1 first.
    package static let migrations: [Migration] = {
        guard let steps = Migration.steps(of: sql), !steps.isEmpty else {
            preconditionFailure("schema.sql has no '-- migration N: title' sections numbered 1, 2, 3…")
        }
        return steps
    }()

    /// The schema version this build writes.
    package static var version: Int { migrations.count }
}
