import GestureReports
import GestureStore

/// One problem `StoreCheck` found in the golden database, its history store or the scenes of
/// its sessions: what is wrong, with the data that says it, and how to fix it. The command
/// line words both (`gesture-replay check`).
public struct StoreFinding: Equatable, Sendable {
    public var problem: Problem
    public var fix: Fix

    public init(_ problem: Problem, fix: Fix) {
        self.problem = problem
        self.fix = fix
    }

    /// What is wrong.
    public enum Problem: Equatable, Sendable {
        /// A problem the database finds in itself (`Store.problems(integrityChecked:)`): damage,
        /// orphan rows, samples that disagree with their session, a stale outcome code.
        case store(Store.Problem)
        /// A problem the history store finds in itself (`History.problems()`).
        case history(History.Problem)
        /// SQLite cannot read the file as a database.
        case notADatabase(SQLiteError)
        /// The schema is older than this gesture-replay's.
        case olderSchema(found: Int, known: Int)
        /// `log` is a write-ahead log left from another copy of `database`.
        case strayWriteAheadLog(database: String, log: String)
        /// A command was killed while it wrote the database; `journal` holds what it changed.
        case unfinishedWrite(journal: String)
        /// The scene of `session` was not found, or was removed.
        case sceneNotFound(session: String, SceneNotFoundError, hasGolden: Bool)
        /// The scene of `session` was found and cannot be built.
        case sceneNotBuilt(session: String, Failure, hasGolden: Bool)
        /// The golden of `session` cannot be read as an outcome.
        case unreadableGolden(session: String, Failure)
        /// The golden of `session` names recognizers (`missing`, sorted) its scene no longer has.
        case missingRecognizers(session: String, scene: String, missing: [String])
    }

    /// How a problem is fixed.
    public enum Fix: Equatable, Sendable {
        /// This program with the options in force, then a command, its positional values and
        /// its options.
        case command(String, [String], options: [ToolCommand.Option] = [])
        /// Restore the database from version control or salvage what it holds.
        case restoreDatabase
        /// Delete the history store: it holds only run history, which the next run starts again.
        case deleteHistory
        /// Delete the stray write-ahead log `log` and its shared-memory file.
        case deleteStrayLog(String)
        /// `check --repair` rolls the unfinished write back; or, when the database has since been
        /// replaced with another copy, delete `journal`.
        case rollBackOrDeleteJournal(String)
        /// Fix the scene file or register the recognizer types it names.
        case fixScene
        /// What the error that says the problem says to do.
        case advice(String)

        /// `check --repair`.
        public static let repair = Fix.command("check", [], options: [.flag("repair")])

        /// A gesture-replay command with positional values only.
        public static func command(_ name: String, _ positionals: String...) -> Fix { .command(name, positionals) }
    }

    /// An error a finding carries as its reason. Errors are not `Equatable`: two are equal
    /// when they are of one type and describe themselves alike.
    public struct Failure: Equatable, Sendable {
        public var error: any Error

        public init(_ error: any Error) { self.error = error }

        public static func == (lhs: Failure, rhs: Failure) -> Bool {
            ObjectIdentifier(type(of: lhs.error)) == ObjectIdentifier(type(of: rhs.error))
                && String(reflecting: lhs.error) == String(reflecting: rhs.error)
        }
    }
}
