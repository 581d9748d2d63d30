import Foundation
import GestureReplay

/// One run of the suite as the run reports (JUnit, HTML, JSON) read it: who ran what, when,
/// with which thresholds, and every session's result.
///
/// ```swift
/// let run = ReportedRun(id: 12, label: "3f2a9c1", startedAt: Date(), elapsed: .milliseconds(840),
///                       toolVersion: "0.1.0", sessions: results)
/// let xml = JUnitReport(run: run).text
/// ```
public struct ReportedRun: Equatable, Sendable {
    /// The run's number in the store, when it was stored.
    public var id: Int64?
    /// The run's label: the commit under test, typically.
    public var label: String?
    /// When the run started.
    public var startedAt: Date
    /// Wall-clock time of the whole run.
    public var elapsed: Duration
    /// The gesture-replay version that ran it.
    public var toolVersion: String
    /// Threshold overrides of the run (`tapMaximumInterval=0.4`), in the order given.
    public var thresholdOverrides: [String]
    /// Whether the run is in CI, where a session without a golden, with an empty one or whose scene is gone fails
    /// the run (`SessionStatus.fails(inCI:)`), rather than waiting for a person.
    public var newIsFailure: Bool
    /// How the hints re-run the tool on this run's database, with the run's options.
    public var command: ToolCommand
    /// Every session's result, in the run's order.
    public var sessions: [ReportedSession]
    /// `K/N` for a run of one shard (`--shard K/N`); nil for a run of the whole selection.
    public var shard: String?
    /// `run --min-margin`, when given: passing sessions within it are flagged.
    public var minimumMargin: MarginLimit?
    /// `run --strict-margins`: a pass within `minimumMargin` fails the run, and the reports say so.
    public var strictMargins: Bool
    /// How well the model reproduced the run's device-recorded sessions; the reports show it
    /// when there were any.
    public var fidelity = ModelFidelity()

    /// A run and its results.
    public init(
        id: Int64? = nil, label: String? = nil, startedAt: Date, elapsed: Duration, toolVersion: String,
        thresholdOverrides: [String] = [], newIsFailure: Bool = false, command: ToolCommand = ToolCommand(),
        sessions: [ReportedSession], shard: String? = nil, minimumMargin: MarginLimit? = nil,
        strictMargins: Bool = false
    ) {
        self.strictMargins = strictMargins
        self.shard = shard
        self.minimumMargin = minimumMargin
        self.id = id
        self.label = label
        self.startedAt = startedAt
        self.elapsed = elapsed
        self.toolVersion = toolVersion
        self.thresholdOverrides = thresholdOverrides
        self.newIsFailure = newIsFailure
        self.command = command
        self.sessions = sessions
    }

    /// The statuses of all sessions.
    public var tally: StatusTally { StatusTally(sessions.map(\.status)) }

    /// The scenes with their sessions, scenes by name, sessions in the run's order.
    public var scenes: [(scene: String, sessions: [ReportedSession])] {
        var order: [String] = []
        var byScene: [String: [ReportedSession]] = [:]
        for session in sessions {
            if byScene[session.scene] == nil { order.append(session.scene) }
            byScene[session.scene, default: []].append(session)
        }
        return order.sorted().map { ($0, byScene[$0] ?? []) }
    }

    /// Whether `session` fails the run: as its status does (`SessionStatus.fails(inCI:)`), or
    /// a pass within `--min-margin` under `--strict-margins`.
    public func fails(_ session: ReportedSession) -> Bool {
        session.status.fails(inCI: newIsFailure) || (strictMargins && session.verdict.isFragilePass)
    }

    /// Why a pass fails the run under `--strict-margins`, as the reports say it: `passed within
    /// --min-margin 20ms (--strict-margins): margin 0.01 s (tapMaximumInterval, …)`; nil otherwise.
    public func strictMarginFailure(_ session: ReportedSession) -> String? {
        guard strictMargins, session.verdict.isFragilePass, let limit = minimumMargin,
            let summary = session.closeMargin?.marginSummary
        else { return nil }
        return "passed within --min-margin \(limit) (--strict-margins): margin \(summary)"
    }

    /// Whether the HTML report gives `session` a detail page: it did not pass, or it passed
    /// within `--min-margin` (a fragile pass, whose decisions and margins the page shows).
    public func needsDetailPage(_ session: ReportedSession) -> Bool {
        session.status != .pass || session.verdict.isFragilePass
    }

    /// `run #12 (3f2a9c1)`, `run #12`, or `run (3f2a9c1)`.
    public var title: String {
        var text = id.map { "run #\($0)" } ?? "run"
        if let label { text += " (\(label))" }
        return text
    }
}
