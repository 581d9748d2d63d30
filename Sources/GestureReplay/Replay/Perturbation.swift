import GestureModel

/// A deterministic change of a recording, to ask whether its outcome survives what the next
/// device or the next user would do a little differently (`gesture-replay perturb`): the same
/// session, slower or faster, larger or smaller, with jitter and dropped frames drawn from a
/// seed. The same perturbation of the same session gives the same touches on every run.
public struct Perturbation: Equatable, Sendable {
    /// Every sample's time multiplied by this (1.1: the gesture 10 % slower).
    public var timeScale: Double = 1
    /// Every sample's distance from the first touch-down multiplied by this (CHOICE: about the
    /// first touch-down, so that a tap stays where it landed and every movement scales).
    public var spaceScale: Double = 1
    /// Each sample moved by up to this many points along x and along y (uniform).
    public var jitterPoints: Double = 0
    /// Each event moved in time by up to this many seconds (uniform), keeping the events' order.
    public var jitterSeconds: Double = 0
    /// The chance that a `moved` sample is dropped (a touch's began, ended and cancelled never are).
    public var dropFrames: Double = 0
    /// The seed of the jitter and the drops.
    public var seed: UInt64 = 1

    public init(
        timeScale: Double = 1, spaceScale: Double = 1, jitterPoints: Double = 0, jitterSeconds: Double = 0,
        dropFrames: Double = 0, seed: UInt64 = 1
    ) {
        self.timeScale = timeScale
        self.spaceScale = spaceScale
        self.jitterPoints = jitterPoints
        self.jitterSeconds = jitterSeconds
        self.dropFrames = dropFrames
        self.seed = seed
    }

    /// Whether it draws anything from its seed.
    public var isRandom: Bool { jitterPoints > 0 || jitterSeconds > 0 || dropFrames > 0 }

    /// The shortest step between two events once jittered: 1 µs, so that jitter never merges
    /// two events or reorders them (CHOICE).
    static let minimumEventStep = Instant(nanoseconds: 1_000)

    /// `session` perturbed: its samples changed in time and place, named `name`.
    public func apply(to session: TouchSession, name: String? = nil) -> TouchSession {
        var random = SeededGenerator(state: seed)
        let origin = session.samples.first { $0.phase == .began }.map { (x: $0.x, y: $0.y) } ?? (x: 0, y: 0)
        var samples: [TouchSample] = []
        samples.reserveCapacity(session.samples.count)
        var previousTime: Instant?
        for event in session.events {
            var time = Instant(
                nanoseconds: Int64((Double(event[event.startIndex].time.nanoseconds) * timeScale).rounded()))
            if jitterSeconds > 0 {
                time = time.advanced(bySeconds: Double.random(in: -jitterSeconds...jitterSeconds, using: &random))
            }
            if let previousTime {
                time = max(time, Instant(nanoseconds: previousTime.nanoseconds + Self.minimumEventStep.nanoseconds))
            }
            time = max(time, .zero)
            var kept = false
            for var sample in event {
                if dropFrames > 0 && sample.phase == .moved && Double.random(in: 0..<1, using: &random) < dropFrames {
                    continue
                }
                sample.time = time
                sample.x = origin.x + (sample.x - origin.x) * spaceScale
                sample.y = origin.y + (sample.y - origin.y) * spaceScale
                if jitterPoints > 0 {
                    sample.x += Double.random(in: -jitterPoints...jitterPoints, using: &random)
                    sample.y += Double.random(in: -jitterPoints...jitterPoints, using: &random)
                }
                samples.append(sample)
                kept = true
            }
            if kept { previousTime = time }
        }
        var perturbed = session
        perturbed.name = name ?? session.name
        perturbed.samples = samples
        return perturbed
    }
}

/// A perturbation that flipped a session's decisions.
public struct PerturbationFlip: Sendable {
    public enum Search: Sendable, Equatable {
        /// Found by bisection on the time scale or the spatial scale: the smallest found.
        case timeScale, spaceScale
        /// The fixed perturbation asked for (single-valued scales).
        case fixed
        /// Random trial `k`.
        case trial(Int)
    }

    public var search: Search
    public var perturbation: Perturbation
    /// Decisions, as "recognizer state", that the perturbed replay has and the recording's
    /// has not, and those it lost.
    public var gained: [String]
    public var lost: [String]

    public init(search: Search, perturbation: Perturbation, gained: [String], lost: [String]) {
        self.search = search
        self.perturbation = perturbation
        self.gained = gained
        self.lost = lost
    }
}

/// One session's verdict under perturbation (`PerturbationSearch`, in GestureSuite).
public struct PerturbationReport: Sendable {
    public var name: String
    public var scene: String
    public var flips: [PerturbationFlip]
    /// The replays made.
    public var replays: Int
    public var isRobust: Bool { flips.isEmpty }

    public init(name: String, scene: String, flips: [PerturbationFlip], replays: Int) {
        self.name = name
        self.scene = scene
        self.flips = flips
        self.replays = replays
    }
}
