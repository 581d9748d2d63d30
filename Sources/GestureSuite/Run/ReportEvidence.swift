import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore

/// The evidence a run's HTML report shows of one session (`SessionDetail`): its touches and
/// golden as stored, the run's replay compared as the run compared it, the scene's layout and
/// the thresholds in force.
///
/// Each session is replayed at most once here, and only when the run did not keep its replay
/// (`SuiteRunner.keepsFailingReplays`); the scene is built once with the run's thresholds.
/// What cannot be shown (a golden that does not parse, a scene that cannot be built) is a gap
/// of the detail (`SessionDetail.gaps`), which the page says, unless the verdict's message
/// already says it.
public struct ReportEvidence {
    /// The run's replayer: its registry, its `--threshold` overrides and whether it records
    /// margins.
    public var replayer: Replayer
    /// The scenes the run found, by name.
    public var scenes: [String: Scene]

    public init(replayer: Replayer, scenes: [String: Scene]) {
        self.replayer = replayer
        self.scenes = scenes
    }

    /// The detail of `verdict`'s session, read from `store` in one read.
    ///
    /// Throws `StoreError.noSuchSession` when the session is no longer stored.
    public func detail(of verdict: SessionVerdict, in store: Store) throws -> SessionDetail {
        guard let input = try store.replayInput(named: verdict.name) else {
            throw StoreError.noSuchSession(name: verdict.name)
        }
        let session = input.session
        var gaps: [String] = []
        // A gap the verdict's message already tells (the run met the same error) is not repeated.
        func note(_ gap: String, cause: String) {
            if verdict.message?.contains(cause) != true { gaps.append(gap) }
        }
        var expected: Outcome?
        if let golden = input.golden {
            do throws(InputError) {
                expected = try Outcome.parse(jsonLines: golden.outcome, file: golden.session)
            } catch {
                note("its golden is unreadable: \(error.description)", cause: error.description)
            }
        }
        var detail = SessionDetail(session: session, expected: expected, actual: nil)
        // A scene not found is the verdict's own message (the run's error or obsolete status).
        if let scene = scenes[session.scene] {
            // The run's own replay when it kept one (a regression's), else one made now.
            if let kept = verdict.replay { detail.show(kept) }
            do throws(SceneError) {
                // The scene's instances are built on this thread (`ReplayActor`).
                let replayer = replayer
                try ReplayActor.assumeIsolated { () throws(SceneError) in
                    try Self.describe(scene, for: session, with: replayer, into: &detail)
                }
                if verdict.replay == nil { detail.show(try replayer.replay(session, in: scene)) }
            } catch {
                // Building the scene is the replay's first step: one error says both.
                note("its scene cannot be built or replayed: \(error.description)", cause: error.description)
            }
        }
        if let golden = input.golden, let expected = detail.expected, let actual = detail.actual {
            let comparison = GoldenComparison(origin: golden.origin)
            (detail.expected, detail.actual) = comparison.compared(expected: expected, actual: actual)
            detail.timeTolerance = comparison.timeTolerance
            detail.comparisonNote = comparison.note
        }
        detail.gaps = gaps
        return detail
    }

    /// Sets the layout, the recognizers' order and the threshold guides of `detail` from an
    /// instance of `scene` with the run's thresholds (`replayer`'s); where `--threshold` changed
    /// them, the scene's own guides are added (from an instance without the overrides).
    @ReplayActor
    static func describe(
        _ scene: Scene, for session: TouchSession, with replayer: Replayer, into detail: inout SessionDetail
    ) throws(SceneError) {
        let instance = try scene.instantiate(registry: replayer.registry, overrides: replayer.thresholdOverrides)
        detail.layout = SceneLayout(
            width: Double(instance.window.frame.width), height: Double(instance.window.frame.height),
            views: instance.views.dropFirst().filter { !$0.isHidden }.map { view in
                let origin = view.convert(CGPoint.zero, to: nil)
                return SceneLayout.ViewFrame(
                    name: view.name, x: Double(origin.x), y: Double(origin.y), width: Double(view.frame.width),
                    height: Double(view.frame.height))
            })
        detail.recognizers = instance.recognizers.compactMap(\.name)
        detail.guides = Self.guides(instance).guides(for: session)
        guard !replayer.thresholdOverrides.isEmpty else { return }
        var own = Self.guides(try scene.instantiate(registry: replayer.registry, overrides: []))
        own.note = "(scene's own)"
        let changed = own.guides(for: session).filter { guide in !detail.guides.contains { $0.time == guide.time } }
        detail.guides = (detail.guides + changed).sorted { $0.time < $1.time }
    }

    /// The thresholds of the scene's recognizers, as the instance has them.
    @ReplayActor
    static func guides(_ instance: SceneInstance) -> ThresholdGuides {
        let thresholds = instance.environment.thresholds
        let hasTap = instance.recognizers.contains { $0 is TapGestureRecognizer }
        let hasSwipe = instance.recognizers.contains { $0 is SwipeGestureRecognizer }
        return ThresholdGuides(
            tapMaximumInterval: hasTap ? thresholds.tapMaximumInterval : nil,
            tapMaximumDuration: hasTap ? thresholds.tapMaximumDuration : nil,
            minimumPressDurations: instance.recognizers.compactMap {
                ($0 as? LongPressGestureRecognizer)?.minimumPressDuration
            },
            swipeMaximumDuration: hasSwipe ? thresholds.swipeMaximumDuration : nil)
    }
}

extension SessionDetail {
    /// Shows `replay`: its outcome, the arbiter's reasons and its decisions.
    fileprivate mutating func show(_ replay: Replayer.Result) {
        actual = replay.outcome
        trace = replay.trace
        decisions = replay.decisions
    }
}
