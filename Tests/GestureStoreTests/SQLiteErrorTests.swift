import GestureStore
import Testing

@Suite struct SQLiteErrorTests {
    @Test("an SQLite error says the code, the message and the statement")
    func rendersCodeMessageAndSQL() {
        let error = SQLiteError(
            code: 19, message: "UNIQUE constraint failed: sessions.name", sql: "INSERT INTO sessions …")
        #expect(
            error.description
                == "SQLite error 19: UNIQUE constraint failed: sessions.name (while running: INSERT INTO sessions …)")
    }
}
