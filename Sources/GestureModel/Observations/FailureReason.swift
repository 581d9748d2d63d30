/// Why a recognizer failed or was cancelled, as the arbiter decided it: data
/// the reports render (`description`), not part of an outcome's identity.
public enum FailureReason: Equatable, Sendable, CustomStringConvertible {
    /// The recognizer's own words: `fail(reason:)`, or a built-in's rule.
    case stated(String)
    // The two cases with large payloads are indirect (boxed): a reason then takes no more room
    // than a String, and an observation, which carries one, stays cheap to copy (what inline
    // payloads cost is in BENCHMARKS.md).

    /// A threshold the measured quantity passed (`fail(passing:)`).
    indirect case threshold(ThresholdCheck)
    /// A limit run out or never reached, in words that the threshold and its value end:
    /// `no next tap within` tapMaximumInterval 0.35 s.
    indirect case limit(String, threshold: String, limit: Double, unit: ThresholdCheck.Unit)
    /// It was disabled while possible with touches (`isEnabled = false`).
    case disabled
    /// It asked to be cancelled before it began.
    case cancelledBeforeItBegan
    /// `gestureRecognizerShouldBegin` (the delegate's or the view's) answered false.
    case shouldBeginReturnedFalse
    /// Another that shares a touch, named here, was already under way when it asked to begin.
    case excludedByEarlier(String)
    /// Another that shares a touch, named here, began or was recognized.
    case excluded(by: String)
    /// A recognizer it required to fail, named here, was recognized.
    case requiredToFail(String)

    /// The reason in words, as outcomes' timelines and the reports show it.
    public var description: String {
        switch self {
        case .stated(let text): text
        case .limit(let text, let threshold, let limit, let unit):
            "\(text) \(threshold) \(StableNumber.text(limit)) \(unit.rawValue)"
        case .threshold(let check):
            "\(StableNumber.text(check.value)) \(check.unit.rawValue) \(check.value > check.limit ? ">" : "<") "
                + "\(check.threshold) \(StableNumber.text(check.limit)) \(check.unit.rawValue)"
        case .disabled: "disabled"
        case .cancelledBeforeItBegan: "cancelled before it began"
        case .shouldBeginReturnedFalse: "gestureRecognizerShouldBegin returned false"
        case .excludedByEarlier(let other): "excluded by \(other), which began first"
        case .excluded(let other): "excluded by \(other)"
        case .requiredToFail(let other): "required \(other) to fail; \(other) was recognized"
        }
    }
}

extension FailureReason: ExpressibleByStringLiteral {
    /// A reason in a recognizer's own words.
    public init(stringLiteral value: String) { self = .stated(value) }
}

extension FailureReason {
    /// A limit of one of the model's thresholds (`Thresholds.Key`, which the compiler checks).
    public static func limit(
        _ what: String, threshold key: Thresholds.Key, limit: Double, unit: ThresholdCheck.Unit
    ) -> FailureReason {
        .limit(what, threshold: key.rawValue, limit: limit, unit: unit)
    }
}
