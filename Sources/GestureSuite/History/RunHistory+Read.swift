import Foundation
import GestureReplay
import GestureReports
import GestureStore

/// What the nightly report reads of the history store.
extension RunHistory {
    /// The history of the last `last` finished runs started at or after `since`, with the
    /// latest one's results, the streaks of its failing sessions and the previous run's
    /// smallest margins, all read in one snapshot of
    /// the history store: a run another process records meanwhile is in all of it or in none.
    /// The sessions' scenes are read from the golden database, which a person may change
    /// meanwhile: a session deleted since shows with no scene.
    public static func read(from history: History, store: Store, last: Int, since: Date?) throws -> RunHistory {
        try history.withReadSnapshot {
            let table = try history.statusHistory(lastRuns: last)
            let columns = table.runs.indices.filter { index in since.map { table.runs[index].startedAt >= $0 } ?? true }
            guard let latest = columns.last.map({ table.runs[$0] }) else {
                return RunHistory(runs: [], rows: [], latest: [], streaks: [])
            }
            let rows = table.rows.compactMap { row -> SessionStatusRow? in
                let statuses = columns.map { row.statuses[$0] }
                return statuses.contains { $0 != nil } ? SessionStatusRow(session: row.session, statuses: statuses) : nil
            }
            let scenes = Dictionary(
                try store.sessionSummaries().map { ($0.name, $0.scene) }, uniquingKeysWith: { first, _ in first })
            let results = try history.results(of: latest.id).map { result in
                var verdict = result
                verdict.scene = scenes[result.name] ?? ""
                // The store keeps a message for errors only; say why an obsolete golden is obsolete.
                if case .obsolete(reason: nil) = verdict.kind {
                    verdict.kind = .obsolete(reason: "its scene \"\(verdict.scene)\" no longer exists")
                }
                verdict.actual = nil  // the reports show differences, not outcomes
                return ReportedSession(verdict)
            }
            // Failing sessions mostly share a few streak starts: read each start once, not once per session.
            var starts = Dictionary(table.runs.map { ($0.id, historyRun($0)) }, uniquingKeysWith: { first, _ in first })
            let streaks = try history.failingSessions(in: latest.id).map { failing in
                if starts[failing.since] == nil {
                    starts[failing.since] = try history.run(failing.since).map(historyRun)
                }
                return RunHistory.Streak(
                    session: failing.session, since: starts[failing.since] ?? historyRun(latest),
                    failedRuns: failing.failedRuns)
            }
            let previousMargins = try columns.dropLast().last.map { try history.smallestMargins(of: table.runs[$0].id) }
            return RunHistory(
                runs: columns.map { historyRun(table.runs[$0]) }, rows: rows, latest: results, streaks: streaks,
                previousMargins: previousMargins ?? [:])
        }
    }

    /// A stored run as the report reads it.
    static func historyRun(_ summary: RunSummary) -> RunHistory.Run {
        RunHistory.Run(
            id: summary.id.rawValue, label: summary.label, startedAt: summary.startedAt, tally: summary.counts,
            shards: summary.shards.flatMap { $0.isComplete ? nil : "\($0.recorded.count) of \($0.count) shards" })
    }
}
