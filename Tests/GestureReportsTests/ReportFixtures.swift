import Foundation
import GestureModel
import GestureReplay
import GestureReports

/// Runs, sessions and outcomes written by hand for the report tests.
enum ReportFixtures {
    /// 2023-11-14 22:13:20 UTC.
    static let startedAt = Date(timeIntervalSince1970: 1_700_000_000)

    /// A name a hostile recording could carry: markup, both quotes and an escape sequence.
    static let hostileName = "<script>alert(\"x\")</script>\u{1B}[31m'q'"

    /// One session of each status, in the run's order: a pass and a regression in `taps`, an
    /// error, a new session, an obsolete golden.
    static let sessions = [
        ReportedSession(name: "tap", scene: "taps", .pass(), duration: .microseconds(1500)),
        ReportedSession(
            name: "double", scene: "taps",
            .regression(diff: ["~ 0.43 → 0.48 single recognized", "- 0.5 double failed"]), duration: .milliseconds(2)),
        ReportedSession(name: "knob", scene: "knob", .error(message: "scene \"knob\" is not registered")),
        ReportedSession(name: "pan", scene: "pans", .new(), duration: .microseconds(250)),
        ReportedSession(name: "old", scene: "gone", .obsolete(reason: "its scene \"gone\" no longer exists")),
    ]

    /// Run #7 of commit 3f2a9c1 with `tapMaximumInterval=0.4`, 12.5 ms long.
    static func run(sessions: [ReportedSession] = sessions, newIsFailure: Bool = false) -> ReportedRun {
        ReportedRun(
            id: 7, label: "3f2a9c1", startedAt: startedAt, elapsed: .microseconds(12_500), toolVersion: "0.1.0",
            thresholdOverrides: ["tapMaximumInterval=0.4"], newIsFailure: newIsFailure, sessions: sessions)
    }

    /// A lone tap: down at (160, 240), up 0.08 s later.
    static let singleTap = TouchSession(
        name: "single-tap", scene: "taps", screen: Screen(width: 320, height: 480), source: "hand-written",
        samples: [
            TouchSample(time: .zero, touch: 1, phase: .began, x: 160, y: 240),
            TouchSample(time: Instant(seconds: 0.08), touch: 1, phase: .ended, x: 160, y: 240),
        ])

    static func recognizer(
        _ seconds: Double, _ name: String, _ state: ObservedState, _ values: [ObservedValue] = [],
        reason: FailureReason? = nil
    ) -> Observation {
        Observation(
            time: Instant(seconds: seconds),
            subject: .recognizer(name: name, state: state, values: values, reason: reason))
    }

    static func view(_ seconds: Double, _ name: String, _ phase: Touch.Phase, _ count: Int = 1) -> Observation {
        Observation(
            time: Instant(seconds: seconds), subject: .view(name: name, phase: phase, count: count, tapCount: 1))
    }

    /// The golden of the lone tap with the default 0.35 s interval: resolved at 0.08 + 0.35.
    static let goldenTap = Outcome([
        view(0, "photo", .began),
        recognizer(0.43, "double", .failed),
        view(0.43, "photo", .cancelled),
        recognizer(0.43, "single", .recognized, [.point("location", 160, 240), .number("numberOfTouches", 1)]),
    ])

    /// The same tap replayed with a 0.4 s interval: everything after the lift moves to 0.48.
    static let slowerTap = Outcome([
        view(0, "photo", .began),
        recognizer(0.48, "double", .failed, reason: "no next tap within 0.4 s"),
        view(0.48, "photo", .cancelled),
        recognizer(0.48, "single", .recognized, [.point("location", 160, 240), .number("numberOfTouches", 1)]),
    ])
}
