import Foundation
import Testing

@testable import GestureStore

@Suite struct ConnectionTests {
    // SQLite's documented result codes.
    static let sqliteError: Int32 = 1
    static let sqliteCantOpen: Int32 = 14
    static let sqliteRange: Int32 = 25
    static let sqliteMisuse: Int32 = 21
    static let sqliteConstraintUnique: Int32 = 19 | (8 << 8)  // 2067

    struct Failure: Error, Equatable {}

    @Test("a file database opens in WAL mode with foreign keys on and synchronous NORMAL")
    func fileDatabasePragmas() throws {
        let file = try TemporaryDatabase()
        let connection = try Connection(path: file.path)
        #expect(try connection.pragma("journal_mode") == .text("wal"))
        #expect(try connection.pragma("foreign_keys") == .integer(1))
        #expect(try connection.pragma("synchronous") == .integer(1))  // 1 is NORMAL
        #expect(try connection.pragma("busy_timeout") == .integer(5000))
        #expect(!connection.isInMemory)
    }

    @Test("an in-memory database keeps its memory journal and still enforces foreign keys")
    func memoryDatabasePragmas() throws {
        let connection = try Connection(path: ":memory:")
        #expect(connection.isInMemory)
        #expect(try connection.pragma("journal_mode") == .text("memory"))
        #expect(try connection.pragma("foreign_keys") == .integer(1))
    }

    @Test("a path that cannot be opened is an error naming the path")
    func unopenablePath() throws {
        let file = try TemporaryDatabase()
        let path = file.directory.appendingPathComponent("missing-directory/gestures.sqlite").path
        let error = try #require(throws: SQLiteError.self) { try Connection(path: path) }
        #expect(error.code == Self.sqliteCantOpen)
        #expect(error.message == "cannot open \(path): unable to open database file")
    }

    @Test("a cached statement is the same object on reuse, reset and re-bound each time")
    func statementCacheReuse() throws {
        let connection = try Connection(path: ":memory:")
        try connection.executeScript("CREATE TABLE t (x INTEGER, y TEXT); INSERT INTO t VALUES (1, 'one'), (2, 'two');")
        let sql = "SELECT y FROM t WHERE x = ?"
        let first = try connection.cachedStatement(sql)
        #expect(try first.rows([1]) { $0.text(at: 0) } == ["one"])
        let second = try connection.cachedStatement(sql)
        #expect(first === second)
        #expect(try second.rows([2]) { $0.text(at: 0) } == ["two"])
        #expect(try connection.rows(sql, [1]) { $0.text(at: 0) } == ["one"])
    }

    @Test("a cached statement in the middle of its rows is not handed out again")
    func busyStatementIsNotReused() throws {
        let connection = try Connection(path: ":memory:")
        try connection.executeScript("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2), (3);")
        let sql = "SELECT x FROM t ORDER BY x"
        let outer = try connection.cachedStatement(sql)
        var pairs: [[Int]] = []
        while try outer.step() {
            let inner = try connection.rows(sql) { $0.int(at: 0) }
            pairs.append([outer.int(at: 0)] + inner)
        }
        #expect(pairs == [[1, 1, 2, 3], [2, 1, 2, 3], [3, 1, 2, 3]])
        #expect(try connection.cachedStatement(sql) === outer)
    }

    /// Ways to bind wrongly, each with the result code it must throw.
    enum BadBinding: String, CaseIterable, CustomTestStringConvertible {
        case tooManyValues, tooFewValues, indexOutOfRange, bindWhileStepping
        var testDescription: String { rawValue }
    }

    @Test("a bad bind throws SQLite's code with the statement", arguments: BadBinding.allCases)
    func bindErrors(_ binding: BadBinding) throws {
        let connection = try Connection(path: ":memory:")
        try connection.executeScript("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2);")
        let sql = "SELECT x FROM t WHERE x >= ?"
        let statement = try connection.makeStatement(sql)
        let expectedCode: Int32
        let error = try #require(throws: SQLiteError.self) {
            switch binding {
            case .tooManyValues: try statement.bind([1, 2])
            case .tooFewValues: try statement.bind([])
            case .indexOutOfRange: try statement.bind(.integer(1), at: 2)
            case .bindWhileStepping:
                try statement.bind([1])
                _ = try statement.step()
                try statement.bind(.integer(2), at: 1)
            }
        }
        switch binding {
        case .tooManyValues, .tooFewValues, .indexOutOfRange: expectedCode = Self.sqliteRange
        case .bindWhileStepping: expectedCode = Self.sqliteMisuse
        }
        #expect(error.code == expectedCode)
        #expect(error.sql == sql)
    }

    @Test(
        "the values of SQLite's five storage classes bind and read back unchanged",
        arguments: [
            SQLValue.null, .integer(.min), .integer(.max), .real(-0.5), .real(1e-300), .text(""), .text("é\u{0}x"),
            .blob([]), .blob([0, 1, 255]),
        ])
    func valueRoundTrip(_ value: SQLValue) throws {
        let connection = try Connection(path: ":memory:")
        #expect(try connection.firstValue("SELECT ?", [value]) == value)
    }

    @Test("a failing step throws the extended code, SQLite's message and the SQL")
    func stepError() throws {
        let connection = try Connection(path: ":memory:")
        try connection.executeScript("CREATE TABLE t (x INTEGER UNIQUE); INSERT INTO t VALUES (1);")
        let sql = "INSERT INTO t VALUES (?)"
        let error = try #require(throws: SQLiteError.self) { try connection.execute(sql, [1]) }
        #expect(
            error
                == SQLiteError(
                    code: Self.sqliteConstraintUnique, message: "UNIQUE constraint failed: t.x", sql: sql, file: ":memory:"))
        // The statement is usable again after the error.
        try connection.execute(sql, [2])
        #expect(try connection.firstValue("SELECT count(*) FROM t") == .integer(2))
    }

    @Test("a statement that does not compile throws SQLite's message and the SQL")
    func prepareError() throws {
        let connection = try Connection(path: ":memory:")
        let error = try #require(throws: SQLiteError.self) { try connection.execute("SELEC 1") }
        #expect(
            error
                == SQLiteError(
                    code: Self.sqliteError, message: "near \"SELEC\": syntax error", sql: "SELEC 1", file: ":memory:"))
    }

    @Test("a cached statement holds one statement: a second one is refused, not ignored")
    func oneStatement() throws {
        let connection = try Connection(path: ":memory:")
        let sql = "CREATE TABLE a (x); CREATE TABLE b (x);"
        let error = try #require(throws: SQLiteError.self) { try connection.execute(sql) }
        #expect(
            error
                == SQLiteError(
                    code: Self.sqliteMisuse, message: "more than one statement; use executeScript", sql: sql,
                    file: ":memory:")
        )
        #expect(try connection.firstValue("SELECT count(*) FROM sqlite_schema") == .integer(0))
    }

    @Test("a script's failing statement is named in the error, and the statements before it ran")
    func scriptError() throws {
        let connection = try Connection(path: ":memory:")
        let error = try #require(throws: SQLiteError.self) {
            try connection.executeScript("CREATE TABLE a (x);\nINSERT INTO missing VALUES (1);\nCREATE TABLE b (x);")
        }
        #expect(error.message == "no such table: missing")
        #expect(error.sql == "INSERT INTO missing VALUES (1)")
        #expect(try connection.rows("SELECT name FROM sqlite_schema") { $0.text(at: 0) } == ["a"])
    }

    @Test("a transaction commits what its body wrote")
    func transactionCommits() throws {
        let connection = try Connection(path: ":memory:")
        try connection.execute("CREATE TABLE t (x INTEGER)")
        let result = try connection.transaction {
            #expect(connection.isInTransaction)
            try connection.execute("INSERT INTO t VALUES (?)", [7])
            return "done"
        }
        #expect(result == "done")
        #expect(!connection.isInTransaction)
        #expect(try connection.firstValue("SELECT x FROM t") == .integer(7))
    }

    @Test("a transaction whose body throws is rolled back and rethrows the body's error")
    func transactionRollsBack() throws {
        let connection = try Connection(path: ":memory:")
        try connection.execute("CREATE TABLE t (x INTEGER)")
        #expect(throws: Failure()) {
            try connection.transaction {
                try connection.execute("INSERT INTO t VALUES (1)")
                throw Failure()
            }
        }
        #expect(!connection.isInTransaction)
        #expect(try connection.firstValue("SELECT count(*) FROM t") == .integer(0))
    }

    @Test("a transaction whose statement fails is rolled back and rethrows SQLite's error")
    func transactionRollsBackOnSQLiteError() throws {
        let connection = try Connection(path: ":memory:")
        try connection.execute("CREATE TABLE t (x INTEGER NOT NULL)")
        let error = try #require(throws: SQLiteError.self) {
            try connection.transaction {
                try connection.execute("INSERT INTO t VALUES (1)")
                try connection.execute("INSERT INTO t VALUES (NULL)")
            }
        }
        #expect(error.message == "NOT NULL constraint failed: t.x")
        #expect(try connection.firstValue("SELECT count(*) FROM t") == .integer(0))
    }

    @Test("a read transaction inside a transaction joins it")
    func readTransactionJoins() throws {
        let connection = try Connection(path: ":memory:")
        try connection.execute("CREATE TABLE t (x INTEGER)")
        try connection.transaction {
            try connection.execute("INSERT INTO t VALUES (1)")
            let count = try connection.readTransaction { try connection.firstValue("SELECT count(*) FROM t") }
            #expect(count == .integer(1))
            #expect(connection.isInTransaction)
        }
    }
}
