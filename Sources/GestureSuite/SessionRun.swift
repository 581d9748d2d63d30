import Dispatch
import Foundation
import GestureModel
import GestureReplay
import GestureStore
import Synchronization

/// One session's result in a run.
public struct SessionRun: Sendable {
    public var name: String
    public var scene: String
    public var status: SessionStatus
    /// The differences against the golden, one line each (`OutcomeDiff.lines`).
    public var diff: [String]
    /// The replay's outcome as JSON Lines (nil when it was not replayed).
    public var actual: String?
    /// Why it is an error or obsolete.
    public var message: String?
    /// The golden's origin, when there is one.
    public var goldenOrigin: Golden.Origin?
    /// Wall time of the replay.
    public var duration: Duration
    /// The replay with the arbiter's reasons, kept for a session that did not pass when the
    /// runner keeps them (`SuiteRunner.keepsFailingReplays`): what a report's detail page shows,
    /// so that it need not replay the session again.
    public var replay: Replayer.Result?

    /// The store's record of it. The actual outcome is kept for every session
    /// that did not pass, so that `approve` and reports can use it; a message
    /// only for an error (an obsolete session's reason is its status).
    public var stored: SessionResult {
        SessionResult(
            session: name, status: status, diff: diff.isEmpty ? nil : diff.joined(separator: "\n"),
            actual: status == .pass || status == .empty ? nil : actual, message: status == .error ? message : nil, duration: duration)
    }
}
