/// One comparison of a measured quantity with a threshold that a recognizer's
/// decision rested on: how close the decision came to going the other way
/// (`gesture-replay margins`, docs/SEMANTICS.md §8).
public struct ThresholdCheck: Equatable, Sendable {
    /// The unit of a threshold and of the quantity compared with it.
    public enum Unit: String, Sendable, CaseIterable {
        case seconds = "s"
        case points = "pt"
        case pointsPerSecond = "pt/s"
        case radians = "rad"
        case scale
    }

    /// The threshold's name: a `Thresholds.Key` (`tapMaximumInterval`) or a
    /// recognizer's own setting (`minimumPressDuration`).
    public var threshold: String
    /// The quantity measured.
    public var value: Double
    /// The threshold's value as the recognizer compared it (scaled limits, such as a swipe's
    /// distance needed after some time, as compared).
    public var limit: Double
    public var unit: Unit
    /// The recognizer whose threshold it is (another's, when a decision follows from
    /// that one's: a failure requirement, an exclusion).
    public var recognizer: String

    public init(threshold: String, value: Double, limit: Double, unit: Unit, recognizer: String) {
        self.threshold = threshold
        self.value = value
        self.limit = limit
        self.unit = unit
        self.recognizer = recognizer
    }

    /// How far `value` could move before the comparison goes the other way, in `unit` (≥ 0).
    public var margin: Double { abs(value - limit) }

    /// The margin as a fraction of the limit: how checks in different units are compared
    /// when one decision rests on several (CHOICE: a 4 pt margin on a 50 pt swipe, 8 %, is
    /// closer than a 40 ms one on a 0.35 s window, 11 %).
    public var relativeMargin: Double { limit == 0 ? margin : margin / abs(limit) }
}

/// A recognizer decision, as margins report it: began, recognized, failed or cancelled (the
/// outcome's observation of the same time), or a wait for a failure requirement (the trace's).
public struct Decision: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case state(ObservedState)
        /// The recognizer held its transition until `forFailureOf` fails.
        case waits(forFailureOf: String)

        /// `recognized`, `failed`, …, or `waits`.
        public var name: String {
            switch self {
            case .state(let state): state.rawValue
            case .waits: "waits"
            }
        }
    }

    public var time: Instant
    public var recognizer: String
    public var kind: Kind
    /// The thresholds it rested on, the closest to flipping first; empty when no threshold
    /// decided it (a touch count, or a deadline no later touch measured).
    public var checks: [ThresholdCheck]

    public init(time: Instant, recognizer: String, kind: Kind, checks: [ThresholdCheck]) {
        self.time = time
        self.recognizer = recognizer
        self.kind = kind
        self.checks = checks
    }

    /// The check closest to flipping: the decision's margin.
    public var deciding: ThresholdCheck? { checks.first }
}

/// What measures a deadline a recognizer schedules (`GestureRecognizer.scheduleDeadline`):
/// the next touch that begins for it (a tap's interval) or that lifts (a press's duration).
public enum DeadlineEnd: Sendable {
    case touchBegins, touchLifts
}
