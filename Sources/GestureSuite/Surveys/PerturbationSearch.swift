import Foundation
import GestureModel
import GestureReplay
import GestureStore

/// Which recognizer decisions of stored sessions flip under small, seeded perturbations of
/// their recordings (`gesture-replay perturb`), and the smallest perturbation found that flips
/// them: bisection on the time scale and on the spatial scale, random trials for jitter and
/// dropped frames.
///
/// A decision is a recognizer's began, recognized, ended, cancelled or failed (its `changed`
/// updates are not: a pan that begins one sample later has one fewer). A perturbation flips
/// the session when the decisions, counted by recognizer and state, differ from the
/// unperturbed replay's; times and values may move without flipping anything.
public struct PerturbationSearch: Sendable {
    public var workspace: Workspace
    public var replayer: Replayer
    /// The time scales searched (a single value: that scale, no search).
    public var timeScales: ClosedRange<Double> = 0.8...1.25
    /// The spatial scales searched (a single value: that scale, no search).
    public var spaceScales: ClosedRange<Double> = 0.8...1.25
    /// Each trial's jitter and drops; its scales are those of single-valued ranges, or 1.
    public var trial = Perturbation(jitterPoints: 2, jitterSeconds: 0.008, dropFrames: 0.05)
    /// Random trials per session: trial k draws from the seed `trial.seed + k`.
    public var trials = 20
    /// Worker threads the sessions are searched on (`WorkerPool`), one session per thread at a
    /// time; the reports come out in the same order whatever it is.
    public var jobs = 1

    /// How close a bisection gets to the scale where a decision flips (a factor): the factors
    /// searched are whole thousandths.
    public static let tolerance = 0.001

    public init(workspace: Workspace, replayer: Replayer) {
        self.workspace = workspace
        self.replayer = replayer
    }

    /// The sessions `names`, or every stored one for nil, in that order, searched on `jobs`
    /// threads.
    public func search(names: [String]?) throws -> [PerturbationReport] {
        var reports: [PerturbationReport] = []
        try search(names: names) { reports.append($0) }
        return reports
    }

    /// The sessions `names`, or every stored one for nil, searched on `jobs` threads, each report
    /// handed to `each` in that order as it is ready: memory stays flat whatever the count.
    public func search(names: [String]?, each: (PerturbationReport) throws -> Void) throws {
        let stored = try StoredSessions(workspace: workspace)
        try stored.forEach(try stored.names(names), jobs: jobs, { [self] in try search($0, in: $1) }, deliver: each)
    }

    /// Searches one session: each scale range by bisection, the fixed scales if any differ
    /// from 1, then the random trials.
    public func search(_ session: TouchSession, in scene: Scene) throws -> PerturbationReport {
        var replays = 0
        func decisions(_ perturbation: Perturbation) throws -> [String: Int] {
            replays += 1
            return Self.decisions(of: try replayer.replay(perturbation.apply(to: session), in: scene).outcome)
        }
        let recorded = try decisions(Perturbation())
        func flip(_ search: PerturbationFlip.Search, _ perturbation: Perturbation) throws -> PerturbationFlip? {
            let now = try decisions(perturbation)
            guard now != recorded else { return nil }
            return PerturbationFlip(
                search: search, perturbation: perturbation, gained: Self.difference(now, recorded),
                lost: Self.difference(recorded, now))
        }
        let fixedTime = timeScales.lowerBound == timeScales.upperBound ? timeScales.lowerBound : 1
        let fixedSpace = spaceScales.lowerBound == spaceScales.upperBound ? spaceScales.lowerBound : 1
        var flips: [PerturbationFlip] = []
        for (range, search) in [(timeScales, PerturbationFlip.Search.timeScale), (spaceScales, .spaceScale)]
        where range.lowerBound < range.upperBound {
            for end in [range.lowerBound, range.upperBound] where end != 1 {
                let scaled = { (factor: Double) -> Perturbation in
                    search == .timeScale
                        ? Perturbation(timeScale: factor, spaceScale: fixedSpace)
                        : Perturbation(timeScale: fixedTime, spaceScale: factor)
                }
                if let found = try bisect(from: 1, to: end, flip: { try flip(search, scaled($0)) }) {
                    flips.append(found)
                }
            }
        }
        if fixedTime != 1 || fixedSpace != 1,
            let found = try flip(.fixed, Perturbation(timeScale: fixedTime, spaceScale: fixedSpace))
        {
            flips.append(found)
        }
        if trial.isRandom {
            for k in 0..<trials {
                var perturbation = trial
                perturbation.timeScale = fixedTime
                perturbation.spaceScale = fixedSpace
                perturbation.seed = trial.seed &+ UInt64(k)
                if let found = try flip(.trial(k), perturbation) { flips.append(found) }
            }
        }
        return PerturbationReport(name: session.name, scene: session.scene, flips: flips, replays: replays)
    }

    /// The flip closest to `start` (which does not flip) on the way to `end`: five evenly spaced
    /// factors are tried from `start` out, and the first that flips is narrowed down by
    /// bisection on whole thousandths (`tolerance`), so that the factor found prints exactly
    /// and flips again when pasted (CHOICE: a flip between two tried factors that flips back
    /// before the next is not seen).
    private func bisect(from start: Double, to end: Double, flip: (Double) throws -> PerturbationFlip?) throws
        -> PerturbationFlip?
    {
        let steps = (1 / Self.tolerance).rounded()  // per unit: a thousandth is k / 1000, which prints as written
        let from = Int((start * steps).rounded())
        let to = Int((end * steps).rounded())
        var inside = from
        for step in 1...5 {
            let tried = from + (to - from) * step / 5
            guard tried != inside, var found = try flip(Double(tried) / steps) else {
                inside = tried
                continue
            }
            var outside = tried
            while abs(outside - inside) > 1 {
                let middle = (inside + outside) / 2
                if let closer = try flip(Double(middle) / steps) {
                    found = closer
                    outside = middle
                } else {
                    inside = middle
                }
            }
            return found
        }
        return nil
    }

    /// An outcome's decisions, counted by "recognizer state" (no `changed`).
    static func decisions(of outcome: Outcome) -> [String: Int] {
        var counts: [String: Int] = [:]
        for observation in outcome.observations {
            guard case .recognizer(let name, let state, _, _) = observation.subject, state != .changed else { continue }
            counts["\(name) \(state.rawValue)", default: 0] += 1
        }
        return counts
    }

    /// What `left` counts more of than `right`, sorted, repeated as many times as it has more.
    static func difference(_ left: [String: Int], _ right: [String: Int]) -> [String] {
        left.keys.sorted().flatMap { key in
            Array(repeating: key, count: max(0, left[key, default: 0] - right[key, default: 0]))
        }
    }
}
