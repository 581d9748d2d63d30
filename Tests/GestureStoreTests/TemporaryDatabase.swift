import Foundation

@testable import GestureStore

/// A database file in a fresh temporary directory, removed with its WAL
/// files when the value goes away: one per test, so tests run in parallel.
final class TemporaryDatabase {
    let directory: URL
    let path: String

    init(_ name: String = "gestures.sqlite") throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gesture-store-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        path = directory.appendingPathComponent(name).path
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A fixed wall clock for tests: 2023-11-14 22:13:20 UTC, whole milliseconds.
let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)

extension Connection {
    /// Every row of every table (and the schema version), to compare a
    /// database before and after a failed write.
    func snapshot() throws -> [String: [[SQLValue]]] {
        var tables: [String: [[SQLValue]]] = ["user_version": [[.integer(Int64(try userVersion()))]]]
        let names = try rows("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") {
            $0.text(at: 0) ?? ""
        }
        for name in names {
            tables[name] = try rows("SELECT * FROM \"\(name)\" ORDER BY 1, 2") { row in
                (0..<row.columnCount).map { row.value(at: $0) }
            }
        }
        return tables
    }
}
