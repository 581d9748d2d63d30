import Foundation
import GestureModel

/// Replays a touch session in a scene under the virtual clock and returns
/// what happened.
///
/// ```swift
/// let replayer = Replayer(registry: .builtIn)
/// let result = try replayer.replay(session, in: .json(spec))
/// print(result.outcome.jsonLines)
/// ```
public struct Replayer: Sendable {
    /// The recognizer types and Swift scenes scenes may use.
    public var registry: SceneRegistry
    /// Threshold values that win over the model's and the scene's (`--threshold`).
    public var thresholdOverrides: [(key: Thresholds.Key, value: Double)]
    /// Whether `replay(_:in:)` records each decision's threshold checks (`Result.decisions`);
    /// off, a replay pays nothing for them.
    public var recordsMargins: Bool

    public init(
        registry: SceneRegistry, thresholdOverrides: [(key: Thresholds.Key, value: Double)] = [],
        recordsMargins: Bool = false
    ) {
        self.registry = registry
        self.thresholdOverrides = thresholdOverrides
        self.recordsMargins = recordsMargins
    }

    /// What one replay produced.
    public struct Result: Sendable {
        public var outcome: Outcome
        /// Why recognizers waited and went ahead (for the text timeline and reports).
        public var trace: [GestureEnvironment.TraceEntry]
        /// Each decision with the thresholds it rested on, when `recordsMargins`.
        public var decisions: [Decision] = []
    }

    /// Replays `session` in a fresh instance of `scene`: each event at its
    /// time (timers due by then fire first), then, if fingers are still down,
    /// a system cancel of them at the last sample's time (with a diagnostic),
    /// then every pending timer, so that a lone tap resolves after its interval.
    public func replay(_ session: TouchSession, in scene: Scene) throws(SceneError) -> Result {
        try replay(session, in: scene, preparing: { _ in })
    }

    /// Replays `session` as `replay(_:in:)` does, after `prepare` has seen the fresh instance's
    /// environment, on the replay's main actor: its window is where code that watches a replay
    /// attaches (`GestureRecorder`).
    public func replay(
        _ session: TouchSession, in scene: Scene, preparing prepare: @ReplayActor (GestureEnvironment) -> Void
    ) throws(SceneError) -> Result {
        try ReplayActor.assumeIsolated { () throws(SceneError) -> Result in
            let environment = try environment(replaying: session, in: scene) { environment in
                environment.reserveObservations(session.samples.count + 16)
                if recordsMargins { environment.recordMargins() }
                environment.withTurnBinding { prepare(environment) }
            }
            return Result(
                outcome: Outcome(environment.takeObservations()), trace: environment.trace,
                decisions: environment.takeDecisions())
        }
    }

    /// Replays `session` as `replay(_:in:)` does, rendering its outcome into
    /// `renderer` as it happens instead of keeping the observations: the same
    /// bytes as `replay(_:in:).outcome.jsonLines`, without the list (a run's path).
    /// Returns the decisions with their checks when `recordsMargins`, else none.
    @discardableResult
    public func replay(_ session: TouchSession, in scene: Scene, renderingInto renderer: OutcomeRenderer)
        throws(SceneError) -> [Decision]
    {
        renderer.removeAll()
        // The renderer is the calling thread's, and so is the replay (`ReplayActor`).
        nonisolated(unsafe) let renderer = renderer
        return try ReplayActor.assumeIsolated { () throws(SceneError) -> [Decision] in
            let environment = try environment(replaying: session, in: scene) { environment in
                environment.streamObservations(to: renderer.write)
                if recordsMargins { environment.recordMargins() }
            }
            return environment.takeDecisions()
        }
    }

    /// Replays `session` as `replay(_:in:)` does, comparing each observation as it happens with
    /// `code`, a golden's `OutcomeCode`, through `matcher`: nothing is rendered or kept. Whether
    /// the outcome equals the code is `matcher.matches` afterwards; `code` must stay valid until
    /// then. Returns the decisions with their checks when `recordsMargins`, else none.
    @discardableResult
    public func replay(
        _ session: TouchSession, in scene: Scene, matching code: UnsafeRawBufferPointer, with matcher: OutcomeMatcher
    ) throws(SceneError) -> [Decision] {
        matcher.begin(code)
        // The matcher is the calling thread's, and so is the replay (`ReplayActor`).
        nonisolated(unsafe) let matcher = matcher
        return try ReplayActor.assumeIsolated { () throws(SceneError) -> [Decision] in
            let environment = try environment(replaying: session, in: scene) { environment in
                environment.streamObservations(to: matcher.match)
                if recordsMargins { environment.recordMargins() }
            }
            return environment.takeDecisions()
        }
    }

    /// A fresh instance of `scene`, its environment set up by `prepare`, driven
    /// through `session`; returns the environment, done. Each public `replay`
    /// enters the actor here, once: the calling thread is the replay's main
    /// thread for its duration (`ReplayActor`), so `run --jobs 2` replays
    /// two sessions at once, each on its own.
    @ReplayActor
    private func environment(
        replaying session: TouchSession, in scene: Scene, prepare: (GestureEnvironment) -> Void
    ) throws(SceneError) -> GestureEnvironment {
        let instance = try scene.instantiate(registry: registry, overrides: thresholdOverrides)
        let environment = instance.environment
        prepare(environment)
        // The instance holds the scene's controllers, which its recognizers' actions call.
        withExtendedLifetime(instance) { Replayer.drive(environment, with: session) }
        return environment
    }

    /// Each event at its time, the system cancel of fingers still down, then every pending timer.
    @ReplayActor
    private static func drive(_ environment: GestureEnvironment, with session: TouchSession) {
        let samples = session.samples
        var start = samples.startIndex
        while start < samples.endIndex {
            // An event is the samples of one time: a slice of the session's, not a copy.
            let time = samples[start].time
            var end = start + 1
            while end < samples.endIndex && samples[end].time == time { end += 1 }
            environment.send(samples[start..<end])
            start = end
        }
        let stillDown = environment.touchesDown
        if !stillDown.isEmpty {
            let ids = stillDown.map { String($0.identifier) }.joined(separator: ", ")
            environment.diagnose(
                subject: "session", "ended with touch\(stillDown.count == 1 ? "" : "es") \(ids) still down; cancelled")
            environment.send(
                stillDown.map { touch in
                    let location = touch.location(in: nil)
                    return TouchSample(
                        time: session.duration, touch: touch.identifier, phase: .cancelled, x: Double(location.x),
                        y: Double(location.y))
                })
        }
        environment.drainTimers()
    }
}
