import GestureReplay
import GestureReports
import GestureStore

/// What a run's summary needs of its results, gathered as they stream by:
/// counts per scene and in all, and the sessions that did not pass.
struct RunTally {
    private(set) var all = StatusTally()
    private(set) var counts: [String: StatusTally] = [:]
    private(set) var notPassing: [SessionRun] = []

    mutating func add(_ result: SessionRun) {
        let status = ReportedStatus(result.status)
        all[status] += 1
        counts[result.scene, default: StatusTally()][status] += 1
        if result.status != .pass { notPassing.append(result) }
    }
}

/// What `run` prints: per failing session a headline, the differences, where
/// the golden lives and the commands to look and to accept; then counts per
/// scene and a total.
struct RunSummaryText {
    var tally: RunTally
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
            // Names, scenes and messages come from recordings: control characters are shown, not sent.
            var result = result
            result.name = TerminalText.sanitized(result.name)
            result.scene = TerminalText.sanitized(result.scene)
            result.message = result.message.map(TerminalText.sanitized)
            result.diff = result.diff.map(TerminalText.sanitized)
            switch result.status {
            case .regression:
                terminal.print("REGRESSION \(result.name) (scene \(result.scene))")
                for line in result.diff { terminal.print("    \(line)") }
                terminal.print("  golden: \(result.goldenOrigin?.rawValue ?? "approved") outcome of \(result.name) in \(databasePath)")
                terminal.print("  look:   \(command("show", result.name))")
                terminal.print("  accept: \(command("approve", result.name))")
            case .error:
                terminal.print("ERROR \(result.name) (scene \(result.scene)): \(result.message ?? "")")
            case .new:
                terminal.print("NEW \(result.name) (scene \(result.scene)): no golden yet\(isCI ? " (a failure in CI)" : "")")
                terminal.print("  accept: \(command("approve", result.name))")
            case .empty:
                terminal.print("EMPTY \(result.name) (scene \(result.scene)): golden and replay hold no observation, so it tests nothing\(isCI ? " (a failure in CI)" : ""); its touches may reach no view (a dump's --screen or --ranges), or set \"emptyOutcomesExpected\": true in its scene")
                terminal.print("  look:   \(command("show", result.name))")
            case .obsolete:
                terminal.print("OBSOLETE \(result.name): \(result.message ?? "")")
                terminal.print("  remove: \(command("delete", result.name))")
            case .pass:
                break
            }
        }
        let scenes = tally.counts.keys.sorted()
        let width = scenes.map { TerminalText.sanitized($0).count }.max() ?? 0
        if tally.all.total > 0 { terminal.print("") }
        for scene in scenes {
            terminal.print("  \(TerminalText.sanitized(scene).padding(toLength: width, withPad: " ", startingAt: 0))  \(tally.counts[scene]!.text)")
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let total = tally.all.total
        terminal.print(
            "Run \(run)\(shard.map { " (shard \($0))" } ?? ""): \(total) session\(total == 1 ? "" : "s") in \(scenes.count) scene\(scenes.count == 1 ? "" : "s"), "
                + "\(tally.all.text) (\(String(format: "%.2f", seconds)) s)")
    }
}
