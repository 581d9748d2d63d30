import ArgumentParsing
import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `list`: the stored sessions, one line each, with their latest status.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "list", abstract: "List stored sessions: scene, touches, duration, golden and latest status.")

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, context: context)
        let store = try workspace.openStoreForReading()
        let history = try workspace.openHistoryForReading(of: store)
        let latest = try history?.runs(last: 1).first
        let statuses = Dictionary(
            try latest.map { try history!.results(of: $0.id) }?.map { ($0.name, $0.status.rawValue) } ?? [],
            uniquingKeysWith: { first, _ in first })
        // A retired session is left out of every run from now on: that, not its last result.
        let retired = try store.retiredSessions()
        var rows = [["SESSION", "SCENE", "TOUCHES", "SAMPLES", "DURATION", "GOLDEN", "LAST RUN"]]
        for summary in try store.sessionSummaries() {
            let golden = summary.goldenOrigin?.rawValue ?? "none"
            rows.append([
                summary.name, summary.scene, String(summary.touchCount), String(summary.sampleCount),
                StableNumber.text(summary.duration.seconds) + " s", golden,
                retired[summary.name] != nil ? "retired" : statuses[summary.name] ?? "-",
            ])
        }
        for line in TextTable.lines(rows) { context.terminal.print(line) }
        return .success
    }
}
