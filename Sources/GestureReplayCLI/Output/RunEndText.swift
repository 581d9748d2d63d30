import GestureReplay
import GestureReports
import GestureStore

/// What `run` says after its summary: the passing sessions within `--min-margin` (an error with
/// `--strict-margins`), and a run that replayed nothing (an error in CI); and what it says when
/// Ctrl-C stopped it.
struct RunEndText {
    /// The passing sessions within `--min-margin`.
    var fragile: [SessionVerdict]
    var minimumMargin: MarginLimit?
    var strictMargins: Bool
    /// The number of stored sessions, when the run replayed none.
    var storedIfNoneReplayed: Int?
    var shard: Shard?
    var isCI: Bool
    var databasePath: String
    var command: ToolCommand

    /// Writes the warnings and errors; returns whether they fail the run.
    func write(to terminal: Terminal) -> Bool {
        if let minimumMargin, !fragile.isEmpty {
            for session in fragile {
                guard let summary = session.closeMargin?.marginSummary else { continue }
                terminal.warning(
                    "\(session.name) passed within \(minimumMargin): margin \(summary); look: \(command("margins", session.name))"
                )
            }
            if strictMargins {
                terminal.standardError.write(
                    "Error: \(fragile.count) passing session\(fragile.count == 1 ? " is" : "s are") within --min-margin \(minimumMargin) (--strict-margins)\n"
                )
                return true
            }
        }
        // A green run means "replayed and unchanged", never "nothing was tested".
        if let stored = storedIfNoneReplayed {
            let what =
                "no session was replayed: nothing was tested (\(databasePath) holds \(stored) session\(stored == 1 ? "" : "s")\(shard.map { ", none in shard \($0)" } ?? ""))"
            if isCI {
                terminal.standardError.write("Error: \(what); a failure in CI\n")
                return true
            }
            terminal.warning(what)
        }
        return false
    }

    /// A run stopped before its last result: nothing recorded (the results added so far are in
    /// the recorder's temporary table, which goes with the process).
    static func interrupted(replayed: Int, of count: Int) -> String {
        "interrupted: replayed \(replayed) of \(CountedNoun.text(count, "session")); the run was not recorded (a run goes into the history whole or not at all) and no report was written\n"
    }

    /// A run stopped after its last result: recorded whole, no report written.
    static func interrupted(recorded run: RunID, sessions count: Int) -> String {
        "interrupted: run \(run) was recorded whole, all \(CountedNoun.text(count, "session")); no report was written\n"
    }
}
