import ArgumentParsing
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// What a run's summary needs of its results, gathered as they stream by:
/// counts per scene and in all, the sessions that did not pass, and the model's fidelity to
/// the device-recorded sessions; the passing sessions within `--min-margin`, and every result
/// when a report file wants them.
struct RunTally {
    private(set) var all = StatusTally()
    private(set) var counts: [String: StatusTally] = [:]
    private(set) var notPassing: [SessionVerdict] = []
    private(set) var fidelity = ModelFidelity()
    /// The passing sessions within `--min-margin`.
    private(set) var fragile: [SessionVerdict] = []
    /// Whether every result is kept, for the report files: without its outcome's text (the
    /// history has that), with the replay of a regression its detail page shows.
    var keepsResults = false
    private(set) var results: [SessionVerdict] = []

    mutating func add(_ result: SessionVerdict) {
        let status = result.status
        all[status] += 1
        fidelity.add(result)
        counts[result.scene, default: StatusTally()][status] += 1
        if result.status != .pass { notPassing.append(result) }
        if result.isFragilePass { fragile.append(result) }
        if keepsResults {
            var kept = result
            kept.actual = nil
            results.append(kept)
        }
    }
}

/// What `run` prints: per failing session a headline, the differences, where
/// the golden lives and the commands to look and to accept; then counts per
/// scene and a total; then, when the run had device goldens, the model's fidelity.
struct RunSummaryText {
    var tally: RunTally
    /// The sessions selected but retired, so not replayed.
    var retired: [RetiredSession] = []
    var run: RunID
    /// The shard replayed, recorded in `run` with the label's other shards.
    var shard: Shard?
    var elapsed: Duration
    var databasePath: String
    var isCI: Bool
    /// How the hints re-run the tool, with the run's options.
    var command: ToolCommand

    func write(to terminal: Terminal) {
        for result in tally.notPassing {
            for line in result.failureLines(databasePath: databasePath, isCI: isCI, command: command) {
                terminal.print(line)
            }
        }
        for session in retired {
            for line in session.lines(command: command) { terminal.print(TerminalText.sanitized(line)) }
        }
        let scenes = tally.counts.keys.sorted()
        if tally.all.total > 0 { terminal.print("") }
        for line in TextTable.lines(scenes.map { [TerminalText.sanitized($0), tally.counts[$0]!.text] }) {
            terminal.print("  \(line)")
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let total = tally.all.total
        terminal.print(
            "Run \(run)\(shard.map { " (shard \($0))" } ?? ""): \(total) session\(total == 1 ? "" : "s") in \(scenes.count) scene\(scenes.count == 1 ? "" : "s"), "
                + "\(tally.all.text)\(retired.isEmpty ? "" : ", \(retired.count) retired (not replayed)") (\(String(format: "%.2f", seconds)) s)")
        for line in tally.fidelity.lines { terminal.print(TerminalText.sanitized(line)) }
    }
}
