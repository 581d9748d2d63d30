import GestureModel

/// Which paths of a scene's arbitration graph a corpus exercised (`gesture-replay coverage`):
/// each recognizer recognized (or began), failed and cancelled; each failure requirement seen
/// both ways (the waiter went ahead after the required one failed, and failed because it
/// recognized); each simultaneous pair seen together; each exclusion seen. The graph is the
/// model's (`GestureEnvironment.relations(among:)`), the evidence the replays' outcomes and
/// traces.
public struct SceneCoverage: Sendable {
    public var scene: String
    public var sessions = 0
    public var recognizers: [Recognizer]
    public var requirements: [Requirement]
    public var simultaneous: [Pair]
    public var exclusions: [Exclusion]

    public struct Recognizer: Sendable, Equatable {
        public var name: String

        public init(name: String, succeeded: Int = 0, began: Int = 0, failed: Int = 0, cancelled: Int = 0) {
            self.name = name
            self.succeeded = succeeded
            self.began = began
            self.failed = failed
            self.cancelled = cancelled
        }
        /// Recognized (discrete) or began (continuous).
        public var succeeded = 0
        /// Of those, began: a continuous recognizer, which can be cancelled.
        public var began = 0
        public var failed = 0
        public var cancelled = 0
    }

    public struct Requirement: Sendable, Equatable {
        public var waiter: String
        public var required: String

        public init(waiter: String, required: String, wentAhead: Int = 0, failedAsRequiredSucceeded: Int = 0) {
            self.waiter = waiter
            self.required = required
            self.wentAhead = wentAhead
            self.failedAsRequiredSucceeded = failedAsRequiredSucceeded
        }
        /// The waiter began or was recognized after the required one failed (since the
        /// waiter's previous decision: in the same touch sequence, CHOICE).
        public var wentAhead = 0
        /// The waiter failed because the required one succeeded.
        public var failedAsRequiredSucceeded = 0
        public var isCovered: Bool { wentAhead > 0 && failedAsRequiredSucceeded > 0 }
    }

    public struct Pair: Sendable, Equatable {
        public var first: String
        public var second: String

        public init(first: String, second: String, together: Int = 0) {
            self.first = first
            self.second = second
            self.together = together
        }
        /// Times one began or was recognized while the other was under way or recognized at
        /// the same moment.
        public var together = 0
    }

    public struct Exclusion: Sendable, Equatable {
        public var preventing: String
        public var prevented: String

        public init(preventing: String, prevented: String, seen: Int = 0) {
            self.preventing = preventing
            self.prevented = prevented
            self.seen = seen
        }
        /// Times `prevented` failed or was cancelled because `preventing` began or was recognized.
        public var seen = 0
    }

    /// A graph given whole (for reports and their tests).
    public init(
        scene: String, sessions: Int, recognizers: [Recognizer], requirements: [Requirement], simultaneous: [Pair],
        exclusions: [Exclusion]
    ) {
        self.scene = scene
        self.sessions = sessions
        self.recognizers = recognizers
        self.requirements = requirements
        self.simultaneous = simultaneous
        self.exclusions = exclusions
    }

    /// The graph of `instance`, nothing exercised yet.
    @ReplayActor
    public init(scene: String, instance: SceneInstance) {
        self.scene = scene
        let all = instance.recognizers
        let names = all.map { $0.name ?? String(describing: type(of: $0)) }
        let relations = instance.environment.relations(among: all)
        recognizers = names.map { Recognizer(name: $0) }
        requirements = relations.requirements.map {
            Requirement(waiter: names[$0.waiter], required: names[$0.required])
        }
        simultaneous = relations.simultaneous.map { Pair(first: names[$0.0], second: names[$0.1]) }
        exclusions = relations.exclusions.map {
            Exclusion(preventing: names[$0.preventing], prevented: names[$0.prevented])
        }
    }

    /// Counts what one replay of a session in this scene exercised.
    public mutating func add(_ outcome: Outcome) {
        sessions += 1
        var ongoing: Set<String> = []
        var recognizedAt: [String: Instant] = [:]
        var lastDecision: [String: (state: ObservedState, index: Int)] = [:]
        for (index, observation) in outcome.observations.enumerated() {
            guard case .recognizer(let name, let state, _, let reason) = observation.subject else { continue }
            let time = observation.time
            if let at = recognizers.firstIndex(where: { $0.name == name }) {
                switch state {
                case .began:
                    recognizers[at].succeeded += 1
                    recognizers[at].began += 1
                case .recognized: recognizers[at].succeeded += 1
                case .failed: recognizers[at].failed += 1
                case .cancelled: recognizers[at].cancelled += 1
                case .changed, .ended: break
                }
            }
            switch state {
            case .began, .recognized:
                for at in requirements.indices where requirements[at].waiter == name {
                    let required = requirements[at].required
                    if let last = lastDecision[required], last.state == .failed,
                        last.index > (lastDecision[name]?.index ?? -1)
                    {
                        requirements[at].wentAhead += 1
                    }
                }
                for at in simultaneous.indices {
                    let pair = simultaneous[at]
                    guard pair.first == name || pair.second == name else { continue }
                    let other = pair.first == name ? pair.second : pair.first
                    if ongoing.contains(other) || recognizedAt[other] == time { simultaneous[at].together += 1 }
                }
                if state == .began { ongoing.insert(name) } else { recognizedAt[name] = time }
            case .ended, .cancelled, .failed:
                ongoing.remove(name)
            case .changed:
                break
            }
            // A waiter that the required one's success fails is failed as required to fail, or,
            // when it had decided and was waiting, as excluded by it (docs/SEMANTICS.md §3).
            switch reason {
            case .requiredToFail(let other), .excluded(let other), .excludedByEarlier(let other):
                for at in requirements.indices
                where requirements[at].waiter == name && requirements[at].required == other {
                    requirements[at].failedAsRequiredSucceeded += 1
                }
                for at in exclusions.indices
                where exclusions[at].preventing == other && exclusions[at].prevented == name {
                    exclusions[at].seen += 1
                }
            default:
                break
            }
            if state != .changed { lastDecision[name] = (state, index) }
        }
    }

    /// Counts what `other`, a coverage of the same graph, counted: the sessions of a scene
    /// counted apart (each on the thread that replayed it) add up to what counting them in one
    /// coverage gives.
    public mutating func add(_ other: SceneCoverage) {
        precondition(
            other.recognizers.count == recognizers.count && other.requirements.count == requirements.count
                && other.simultaneous.count == simultaneous.count && other.exclusions.count == exclusions.count,
            "coverages of one scene's graph")
        sessions += other.sessions
        for (at, counted) in other.recognizers.enumerated() {
            recognizers[at].succeeded += counted.succeeded
            recognizers[at].began += counted.began
            recognizers[at].failed += counted.failed
            recognizers[at].cancelled += counted.cancelled
        }
        for (at, counted) in other.requirements.enumerated() {
            requirements[at].wentAhead += counted.wentAhead
            requirements[at].failedAsRequiredSucceeded += counted.failedAsRequiredSucceeded
        }
        for (at, counted) in other.simultaneous.enumerated() { simultaneous[at].together += counted.together }
        for (at, counted) in other.exclusions.enumerated() { exclusions[at].seen += counted.seen }
    }

    /// What the corpus never exercised, in words, in the order of the tables.
    public var uncovered: [String] {
        var lines: [String] = []
        for recognizer in recognizers {
            if recognizer.succeeded == 0 { lines.append("\(recognizer.name) never recognized or began") }
            if recognizer.failed == 0 { lines.append("\(recognizer.name) never failed") }
            // Only one seen beginning is continuous: a discrete one cannot be cancelled.
            if recognizer.began > 0 && recognizer.cancelled == 0 { lines.append("\(recognizer.name) never cancelled") }
        }
        for edge in requirements {
            if edge.wentAhead == 0 {
                lines.append("\(edge.waiter) never went ahead after \(edge.required) failed")
            }
            if edge.failedAsRequiredSucceeded == 0 {
                lines.append("\(edge.waiter) never failed because \(edge.required) succeeded")
            }
        }
        for pair in simultaneous where pair.together == 0 {
            lines.append("\(pair.first) and \(pair.second) never together")
        }
        for exclusion in exclusions where exclusion.seen == 0 {
            lines.append("\(exclusion.preventing) never excluded \(exclusion.prevented)")
        }
        return lines
    }
}
