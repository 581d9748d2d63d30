import ArgumentParsing
import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `gesture-replay check [--repair]`: is the store sound, and can every
/// golden still be replayed? One line per problem with the command that
/// fixes it; exit 0 when healthy, 1 when something was found.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "check",
        abstract:
            "Check the database: its integrity, sessions and goldens the scenes no longer fit, orphan rows and unfinished runs.",
        discussion: [
            "Prints one line per problem, each with the command that fixes it, and exits 1 when there is any (0 when the database is healthy). Without --repair nothing is written.",
            "--repair deletes rows that belong to nothing and runs that never finished, corrects run counts, and upgrades an older schema; what it cannot repair (damage, sessions and goldens) is left to the commands printed.",
        ],
        examples: ["check", "check --repair"])

    @Flag(help: "Fix what can be fixed without a decision: orphan rows, unfinished runs, run counts, an older schema.")
    var repair: Bool
    @OptionGroup var scenes: SceneOptions

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        var check = Check(workspace: workspace, terminal: context.terminal)
        do {
            // A damaged file: nothing is written to it (it is to be restored or salvaged) and nothing more
            // read. --repair looks for damage before it opens the file for writing, which upgrades an older schema.
            let store: Store
            let history: History?
            let isRepairing = repair
            if isRepairing {
                switch try workspace.openStoreForRepair() {
                case .damaged(let damage):
                    check.damage(damage)
                    return check.finish(summary: nil)
                case .sound(let sound):
                    store = sound
                }
                history =
                    FileManager.default.fileExists(atPath: workspace.historyPath) ? try workspace.openHistory() : nil
                check.noteRepairs(try store.repair(), try history?.repair())
            } else {
                store = try workspace.openStoreForReading()
                // Nothing is written without --repair: runs an older database still holds stay there.
                history = try workspace.openHistoryForReading()
            }
            // A file opened for repair was found sound on opening: not read whole a second time.
            let problems = try store.problems(integrityChecked: isRepairing)
            guard check.damage(problems) else { return check.finish(summary: nil) }
            // An older schema readers read as it is (see Migration.leavesReadersUnchanged) opens
            // for reading and is checked whole; the upgrade it still lacks is one problem more.
            let version = try store.schemaVersion()
            if version < Schema.version { check.olderSchema(found: version, known: Schema.version) }
            let sessions = try store.sessionSummaries()
            check.report(problems, sessions: sessions)
            if let history { check.report(try history.problems()) }
            try check.scenesAndGoldens(sessions, store: store)
            return check.finish(summary: try check.summary(sessions, history: history))
        } catch StoreError.olderSchema(_, let found, let known) {
            check.olderSchema(found: found, known: known)
            return check.finish(summary: nil)
        } catch StoreError.strayWriteAheadLog(let database, let log) {
            // Opening the database would apply the log to the wrong file: nothing is opened.
            check.report(
                "\(log) is a write-ahead log that does not belong to \(database) (gesture-replay keeps it in rollback-journal mode; the log is left from another copy of the file)",
                fix: .advice(
                    "delete it: rm -f \(ShellText.quoted(log)) \(ShellText.quoted(String(log.dropLast(3)) + "shm"))"))
            return check.finish(summary: nil)
        } catch StoreError.unfinishedWrite(_, let journal) {
            check.report(
                "a command was killed while it wrote the database; \(journal) holds what it changed",
                fix: .advice(
                    "\(check.command("check", options: [.flag("repair")])) rolls the unfinished write back; if you have since replaced the database with another copy (git checkout), delete the journal instead: rm -f \(ShellText.quoted(journal))"
                ))
            return check.finish(summary: nil)
        } catch let error as SQLiteError where error.cause == .notADatabase {
            // Only a file that is not a database (or a damaged one) is restored; a read-only file, a
            // full disk or a directory is its own error, rendered with its cause.
            check.report("the file cannot be read as a database (\(error.description))", fix: check.restore)
            return check.finish(summary: nil)
        }
    }
}

/// One run of `check`: what it found so far, and how it words it.
private struct Check {
    let workspace: Workspace
    let terminal: Terminal
    var problemCount = 0

    init(workspace: Workspace, terminal: Terminal) {
        self.workspace = workspace
        self.terminal = terminal
    }

    /// This program with the options in force (`--db`, `--scenes`, …): how each fix is written.
    var command: ToolCommand { workspace.command }

    /// How to get a damaged file back.
    var restore: Fix {
        let path = ShellText.quoted(workspace.databasePath)
        return .advice(
            "restore it from version control (git checkout -- \(path)) or salvage it: sqlite3 \(path) .recover | sqlite3 \(path).recovered"
        )
    }

    /// How a problem is fixed: a gesture-replay command, or other advice.
    enum Fix {
        /// This program with the options in force, then a command, its positional values and
        /// its options.
        case command(String, [String], options: [ToolCommand.Option] = [])

        static func command(_ name: String, _ positionals: String...) -> Fix { .command(name, positionals) }
        /// `check --repair`.
        static let repair = Fix.command("check", [], options: [.flag("repair")])
        /// A sentence that says what to do.
        case advice(String)
    }

    /// One problem line: what is wrong, and how to fix it.
    mutating func report(_ problem: String, fix: Fix) {
        problemCount += 1
        switch fix {
        case .command(let name, let positionals, let options):
            terminal.print("problem: \(problem); fix: \(command.line(name, positionals, options: options))")
        case .advice(let advice): terminal.print("problem: \(problem); fix: \(advice)")
        }
    }

    /// A schema older than this gesture-replay's, which `check --repair` (or any command that
    /// writes) upgrades.
    mutating func olderSchema(found: Int, known: Int) {
        report("the schema is version \(found), this gesture-replay uses \(known)", fix: .repair)
    }

    func noteRepairs(_ repairs: Store.Repairs, _ history: History.Repairs?) {
        var done: [String] = []
        if repairs.orphanRowsDeleted > 0 {
            done.append("deleted \(repairs.orphanRowsDeleted) orphan row\(plural(repairs.orphanRowsDeleted))")
        }
        if repairs.codesRemade > 0 {
            done.append("made the outcome code of \(repairs.codesRemade) golden\(plural(repairs.codesRemade)) again")
        }
        if let history {
            if history.orphanResultsDeleted > 0 {
                done.append(
                    "deleted \(history.orphanResultsDeleted) orphan result\(plural(history.orphanResultsDeleted))")
            }
            if history.unfinishedRunsDeleted > 0 {
                done.append(
                    "deleted \(history.unfinishedRunsDeleted) unfinished run\(plural(history.unfinishedRunsDeleted))")
            }
            if history.runCountsCorrected > 0 {
                done.append(
                    "corrected the counts of \(history.runCountsCorrected) run\(plural(history.runCountsCorrected))")
            }
        }
        terminal.status("repair: \(done.isEmpty ? "nothing to repair" : done.joined(separator: ", "))")
    }

    /// Reports the damage among `problems` (`Store.problems()` lists only
    /// damage when there is any); false when there was some.
    @discardableResult
    mutating func damage(_ problems: [Store.Problem]) -> Bool {
        var isSound = true
        for case .damaged(let detail) in problems {
            report("the file is damaged (integrity_check: \(detail))", fix: restore)
            isSound = false
        }
        return isSound
    }

    /// The other problems the store finds in itself, with `sessions` (every
    /// session's summary) to say how to import a session again.
    mutating func report(_ problems: [Store.Problem], sessions: [SessionSummary]) {
        let sessions = Dictionary(sessions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for problem in problems {
            switch problem {
            case .damaged:
                break  // reported by damage(_:)
            case .orphanRows(let table, let parent, let count):
                report(
                    "\(count) row\(plural(count)) of \(table) belong\(count == 1 ? "s" : "") to no row of \(parent)",
                    fix: .repair)
            case .badSamples(let session, let reason):
                var fix = Fix.command("delete", session)
                if let summary = sessions[session], let file = summary.source.fileName {
                    fix = .command(
                        "import", [file],
                        options: [.option("name", session), .option("scene", summary.scene), .flag("replace")])
                }
                report("session \(quoted(session)): \(reason)", fix: fix)
            case .staleCode(let session, let stale):
                let what =
                    switch stale {
                    case .missing: "has no outcome code (another program wrote its text)"
                    case .otherLayout: "has an outcome code of another gesture-replay version"
                    case .different: "has an outcome code that is not its text's (another program wrote it)"
                    }
                report(
                    "the golden of \(quoted(session)) \(what): it is compared as text, slower",
                    fix: .repair)
            }
        }
    }

    /// The problems the history store finds in itself.
    mutating func report(_ problems: [History.Problem]) {
        let history = workspace.historyPath
        for problem in problems {
            switch problem {
            case .damaged(let detail):
                report(
                    "the history store \(history) is damaged (integrity_check: \(detail))",
                    fix: .advice(
                        "it holds only run history, which the next run starts again: rm -f \(ShellText.quoted(history))"
                    ))
            case .orphanResults(let count):
                report(
                    "\(count) result\(plural(count)) in \(history) belong\(count == 1 ? "s" : "") to no run",
                    fix: .repair)
            case .unfinishedRun(let run):
                report(
                    "run \(run) never finished (its process died before recording it)",
                    fix: .repair)
            case .wrongRunCounts(let run, let stored, let actual):
                report(
                    "run \(run) counts \(counts(stored)) but its results are \(counts(actual))",
                    fix: .repair)
            }
        }
    }

    /// Sessions whose scene is gone or cannot be built, and goldens that
    /// cannot be read or name recognizers their scene no longer has.
    mutating func scenesAndGoldens(_ sessions: [SessionSummary], store: Store) throws {
        // Each scene's recognizer names, or why it cannot be found, loaded or built: once per
        // scene, found as `run` finds it.
        let finder = try workspace.sceneFinder(store: store)
        var recognizerNames: [String: Result<Set<String>, any Error>] = [:]
        for scene in Set(sessions.map(\.scene)) {
            recognizerNames[scene] = Result {
                let instance = try finder.entry(scene).scene.instantiate(registry: workspace.registry)
                return Set(instance.recognizers.compactMap(\.name))
            }
        }
        for summary in sessions {
            let name = summary.name
            let known: Set<String>
            switch recognizerNames[summary.scene]! {
            case .failure(let error):
                let goldenNote = summary.hasGolden ? " (it has a golden)" : ""
                if let error = error as? SceneNotFoundError, error.isRemoved {
                    report("session \(quoted(name)): \(error.message)\(goldenNote)", fix: .command("delete", name))
                } else if let error = error as? SceneNotFoundError {
                    report("session \(quoted(name)): \(error.message)\(goldenNote)", fix: .advice(error.nextStep ?? ""))
                } else {
                    report(
                        "session \(quoted(name)): its scene cannot be built (\(describe(error)))\(goldenNote)",
                        fix: .advice("fix the scene file or register its recognizer types"))
                }
                continue
            case .success(let names):
                known = names
            }
            guard summary.hasGolden, let golden = try store.golden(for: name) else { continue }
            let outcome: Outcome
            do {
                outcome = try Outcome.parse(jsonLines: golden.outcome, file: "golden of \(name)")
            } catch {
                report(
                    "the golden of \(quoted(name)) cannot be read (\(describe(error)))", fix: .command("approve", name))
                continue
            }
            let missing = Set(outcome.observations.compactMap(\.recognizerName)).subtracting(known).sorted()
            if !missing.isEmpty {
                report(
                    "the golden of \(quoted(name)) names recognizer\(plural(missing.count)) \(missing.map(quoted).joined(separator: ", ")) that its scene \(quoted(summary.scene)) no longer has",
                    fix: .command("approve", name))
            }
        }
    }

    func summary(_ sessions: [SessionSummary], history: History?) throws -> String {
        let goldens = sessions.filter(\.hasGolden).count
        let runs = try history?.runs(last: Int.max).filter(\.isFinished).count ?? 0
        return
            "\(sessions.count) session\(plural(sessions.count)), \(goldens) golden\(plural(goldens)), \(runs) finished run\(plural(runs))"
    }

    /// The closing line and the exit code.
    func finish(summary: String?) -> ExitCode {
        let path = workspace.databasePath
        if problemCount == 0 {
            terminal.print("check: \(path) is healthy\(summary.map { ": \($0)" } ?? "")")
            return .success
        }
        terminal.print("check: \(problemCount) problem\(plural(problemCount)) in \(path)")
        return .regressions
    }

    func counts(_ counts: StatusTally) -> String {
        "\(counts.pass) passed, \(counts.regression) regressed, \(CountedNoun.text(counts.modelDiffers, "model/device difference")), \(counts.new) new, \(CountedNoun.text(counts.error, "error")), \(counts.obsolete) obsolete, \(counts.empty) empty"
    }

    func describe(_ error: Error) -> String {
        (error as? any CLIError)?.message ?? "\(error)"
    }

    func quoted(_ name: String) -> String { "\"\(name)\"" }

    func plural(_ count: Int) -> String { count == 1 ? "" : "s" }
}
