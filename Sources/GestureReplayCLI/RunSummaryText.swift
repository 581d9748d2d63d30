import GestureReplay
import GestureReports
import GestureStore

/// What `run` prints: per failing session a headline, the differences, where
/// the golden lives and the commands to look and to accept; then counts per
/// scene and a total.
/// What a run's summary needs of its results, gathered as they stream by:
/// counts per scene, and the sessions that did not pass.
struct RunTally {
    private(set) var total = 0
    private(set) var counts: [String: RunSummaryText.Counts] = [:]
    private(set) var notPassing: [SessionRun] = []

    mutating func add(_ result: SessionRun) {
        total += 1
        counts[result.scene, default: RunSummaryText.Counts([])].add(result.status)
        if result.status != .pass { notPassing.append(result) }
    }
}

struct RunSummaryText {
    var tally: RunTally
    var run: RunID
    var elapsed: Duration
    var databasePath: String
    var isCI: Bool

    /// The command prefix for hints, with `--db` when the database is not the default one.
    var command: String {
        databasePath == CommandSpec.defaultDatabasePath ? "gesture-replay" : "gesture-replay --db \(databasePath)"
    }

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
                terminal.print("  look:   \(command) show \(result.name)")
                terminal.print("  accept: \(command) approve \(result.name)")
            case .error:
                terminal.print("ERROR \(result.name) (scene \(result.scene)): \(result.message ?? "")")
            case .new:
                terminal.print("NEW \(result.name) (scene \(result.scene)): no golden yet\(isCI ? " (a failure in CI)" : "")")
                terminal.print("  accept: \(command) approve \(result.name)")
            case .obsolete:
                terminal.print("OBSOLETE \(result.name): \(result.message ?? "")")
                terminal.print("  remove: \(command) delete \(result.name)")
            case .pass:
                break
            }
        }
        let scenes = tally.counts.keys.sorted()
        let width = scenes.map { TerminalText.sanitized($0).count }.max() ?? 0
        if tally.total > 0 { terminal.print("") }
        var all = Counts([])
        for scene in scenes {
            let counts = tally.counts[scene]!
            all.merge(counts)
            terminal.print("  \(TerminalText.sanitized(scene).padding(toLength: width, withPad: " ", startingAt: 0))  \(counts.text)")
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        terminal.print(
            "Run \(run): \(tally.total) session\(tally.total == 1 ? "" : "s") in \(scenes.count) scene\(scenes.count == 1 ? "" : "s"), "
                + "\(all.text) (\(String(format: "%.2f", seconds)) s)")
    }

    struct Counts {
        var passed = 0, regressions = 0, new = 0, errors = 0, obsolete = 0

        init(_ results: [SessionRun]) {
            for result in results { add(result.status) }
        }

        mutating func add(_ status: SessionResult.Status) {
            switch status {
            case .pass: passed += 1
            case .regression: regressions += 1
            case .new: new += 1
            case .error: errors += 1
            case .obsolete: obsolete += 1
            }
        }

        mutating func merge(_ other: Counts) {
            passed += other.passed
            regressions += other.regressions
            new += other.new
            errors += other.errors
            obsolete += other.obsolete
        }

        var text: String {
            var parts = ["\(passed) passed"]
            if regressions > 0 { parts.append("\(regressions) regression\(regressions == 1 ? "" : "s")") }
            if new > 0 { parts.append("\(new) new") }
            if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
            if obsolete > 0 { parts.append("\(obsolete) obsolete") }
            return parts.joined(separator: ", ")
        }
    }
}
