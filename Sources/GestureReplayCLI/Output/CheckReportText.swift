import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// What `check` prints of a `StoreCheck.Report`: one line per finding with its fix, then the
/// closing line, on standard output; what `--repair` did, on standard error.
struct CheckReportText {
    var report: StoreCheck.Report
    var databasePath: String
    var historyPath: String
    /// This program with the options in force (`--db`, `--scenes`, …): how each fix is written.
    var command: ToolCommand

    init(_ report: StoreCheck.Report, workspace: Workspace) {
        self.report = report
        databasePath = workspace.databasePath
        historyPath = workspace.historyPath
        command = workspace.command
    }

    /// `problem: …; fix: …` for each finding.
    var problemLines: [String] {
        report.findings.map { "problem: \(problem($0.problem)); fix: \(fix($0.fix))" }
    }

    /// `check: PATH is healthy: …`, or how many problems it has.
    var closingLine: String {
        let count = report.findings.count
        if count == 0 {
            let contents = report.contents.map {
                ": \(CountedNoun.text($0.sessions, "session")), \(CountedNoun.text($0.goldens, "golden")), \(CountedNoun.text($0.finishedRuns, "finished run"))"
            }
            return "check: \(databasePath) is healthy\(contents ?? "")"
        }
        return "check: \(CountedNoun.text(count, "problem")) in \(databasePath)"
    }

    /// `repair: …` when `--repair` opened the store for writing.
    var repairLine: String? {
        guard let repairs = report.repairs else { return nil }
        var done: [String] = []
        func note(_ count: Int, _ text: (String) -> String, _ noun: String) {
            if count > 0 { done.append(text(CountedNoun.text(count, noun))) }
        }
        note(repairs.store.orphanRowsDeleted, { "deleted \($0)" }, "orphan row")
        note(repairs.store.codesRemade, { "made the outcome code of \($0) again" }, "golden")
        if let history = repairs.history {
            note(history.orphanResultsDeleted, { "deleted \($0)" }, "orphan result")
            note(history.unfinishedRunsDeleted, { "deleted \($0)" }, "unfinished run")
            note(history.runCountsCorrected, { "corrected the counts of \($0)" }, "run")
        }
        return "repair: \(done.isEmpty ? "nothing to repair" : done.joined(separator: ", "))"
    }

    func problem(_ problem: StoreFinding.Problem) -> String {
        switch problem {
        case .store(.damaged(let detail)): "the file is damaged (integrity_check: \(detail))"
        case .store(.orphanRows(let table, let parent, let count)):
            "\(CountedNoun.text(count, "row")) of \(table) belong\(count == 1 ? "s" : "") to no row of \(parent)"
        case .store(.badSamples(let session, let reason)): "session \(quoted(session)): \(reason)"
        case .store(.badGolden(let session, let reason)): "the golden of \(quoted(session)) cannot be read: \(reason)"
        case .store(.staleCode(let session, let stale)):
            "the golden of \(quoted(session)) \(staleCode(stale)): it is compared as text, slower"
        case .history(.damaged(let detail)): "the history store \(historyPath) is damaged (integrity_check: \(detail))"
        case .history(.orphanResults(let count)):
            "\(CountedNoun.text(count, "result")) in \(historyPath) belong\(count == 1 ? "s" : "") to no run"
        case .history(.unfinishedRun(let run)): "run \(run) never finished (its process died before recording it)"
        case .history(.wrongRunCounts(let run, let stored, let actual)):
            "run \(run) counts \(counts(stored)) but its results are \(counts(actual))"
        case .notADatabase(let error): "the file cannot be read as a database (\(error.description))"
        case .olderSchema(let found, let known): "the schema is version \(found), this gesture-replay uses \(known)"
        case .strayWriteAheadLog(let database, let log):
            "\(log) is a write-ahead log that does not belong to \(database) (gesture-replay keeps it in rollback-journal mode; the log is left from another copy of the file)"
        case .unfinishedWrite(let journal):
            "a command was killed while it wrote the database; \(journal) holds what it changed"
        case .sceneNotFound(let session, let error, let hasGolden):
            "session \(quoted(session)): \(error.message)\(goldenNote(hasGolden))"
        case .sceneNotBuilt(let session, let failure, let hasGolden):
            "session \(quoted(session)): its scene cannot be built (\(describe(failure)))\(goldenNote(hasGolden))"
        case .unreadableGolden(let session, let failure):
            "the golden of \(quoted(session)) cannot be read (\(describe(failure)))"
        case .missingRecognizers(let session, let scene, let missing):
            "the golden of \(quoted(session)) names \(missing.count == 1 ? "recognizer" : "recognizers") \(missing.map(quoted).joined(separator: ", ")) that its scene \(quoted(scene)) no longer has"
        }
    }

    func fix(_ fix: StoreFinding.Fix) -> String {
        let database = ShellText.quoted(databasePath)
        return switch fix {
        case .command(let name, let positionals, let options): command.line(name, positionals, options: options)
        case .restoreDatabase:
            "restore it from version control (git checkout -- \(database)) or salvage it: sqlite3 \(database) .recover | sqlite3 \(database).recovered"
        case .deleteHistory:
            "it holds only run history, which the next run starts again: rm -f \(ShellText.quoted(historyPath))"
        case .deleteStrayLog(let log):
            "delete it: rm -f \(ShellText.quoted(log)) \(ShellText.quoted(String(log.dropLast(3)) + "shm"))"
        case .rollBackOrDeleteJournal(let journal):
            "\(command("check", options: [.flag("repair")])) rolls the unfinished write back; if you have since replaced the database with another copy (git checkout), delete the journal instead: rm -f \(ShellText.quoted(journal))"
        case .fixScene: "fix the scene file or register its recognizer types"
        case .advice(let advice): advice
        }
    }

    func staleCode(_ stale: Store.StaleCode) -> String {
        switch stale {
        case .missing: "has no outcome code (another program wrote its text)"
        case .otherLayout: "has an outcome code of another gesture-replay version"
        case .different: "has an outcome code that is not its text's (another program wrote it)"
        }
    }

    func goldenNote(_ hasGolden: Bool) -> String { hasGolden ? " (it has a golden)" : "" }

    func counts(_ counts: StatusTally) -> String {
        "\(counts.pass) passed, \(counts.regression) regressed, \(CountedNoun.text(counts.modelDiffers, "model/device difference")), \(counts.new) new, \(CountedNoun.text(counts.error, "error")), \(counts.obsolete) obsolete, \(counts.empty) empty"
    }

    func describe(_ failure: StoreFinding.Failure) -> String {
        (failure.error as? any CLIError)?.message ?? "\(failure.error)"
    }

    func quoted(_ name: String) -> String { "\"\(name)\"" }
}
