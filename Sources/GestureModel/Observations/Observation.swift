/// One thing that happened during a replay, at a virtual time: the unit of an
/// outcome (`docs/FORMATS.md` §3).
public struct Observation: Equatable, Sendable {
    /// When it happened.
    public var time: Instant
    /// What happened.
    public var subject: Subject

    /// What an observation is about.
    public enum Subject: Equatable, Sendable {
        /// A recognizer changed state; `reason` says why it failed or was
        /// cancelled when the arbiter decided it (trace only, not compared).
        case recognizer(name: String, state: ObservedState, values: [ObservedValue], reason: FailureReason?)
        /// A view itself received `count` touches in `phase`; `tapCount` is the highest
        /// `UITouch.tapCount` among them (1 for a first tap; docs/FORMATS.md §3 writes it only
        /// above 1).
        case view(name: String, phase: Touch.Phase, count: Int, tapCount: Int)
        /// Scene code reported something (a handler ran).
        case handler(name: String, values: [ObservedValue])
        /// The model refused something a recognizer or scene asked for.
        case diagnostic(subject: String, message: String)
    }

    public init(time: Instant, subject: Subject) {
        self.time = time
        self.subject = subject
    }
}

/// The state names an outcome uses: `recognized` is a discrete recognizer's
/// `ended` (possible → ended in one step).
public enum ObservedState: String, Sendable, CaseIterable {
    case began, changed, ended, cancelled, recognized, failed
}

/// A named value attached to an observation (`location`, `translation`, …).
public struct ObservedValue: Equatable, Sendable {
    public var key: String
    public var value: Value

    /// The kinds of values outcomes carry.
    public enum Value: Equatable, Sendable {
        case number(Double)
        case point(Double, Double)
        case text(String)
        case flag(Bool)
    }

    public init(_ key: String, _ value: Value) {
        self.key = key
        self.value = value
    }

    /// A number value.
    public static func number(_ key: String, _ value: Double) -> ObservedValue { .init(key, .number(value)) }
    /// A point (or vector) value.
    public static func point(_ key: String, _ x: Double, _ y: Double) -> ObservedValue { .init(key, .point(x, y)) }
    /// A text value.
    public static func text(_ key: String, _ value: String) -> ObservedValue { .init(key, .text(value)) }
}
