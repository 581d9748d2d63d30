import GestureReplay
import GestureStore

/// How a replay's outcome is compared with a golden: what of the two outcomes counts, how close
/// a time must be, and whether equal bytes decide a pass without decoding anything. The strategy
/// is chosen by the golden's origin (`init(origin:)`), and every place that compares (the run,
/// `show`, the HTML report's detail pages) compares through it.
public struct GoldenComparison: Sendable, Equatable {
    /// Whether a golden is compared whole, or on the states of the recognizers it names.
    public enum Scope: Sendable, Equatable {
        /// Every observation, with its values and times exactly.
        case wholeOutcome
        /// The state changes of the recognizers the golden names, without values.
        case statesOfNamedRecognizers
    }

    public var scope: Scope
    /// How far apart, in nanoseconds, an expected and an actual time may be and still match.
    public var timeTolerance: Int64
    /// A sentence for the reports on how this golden is compared; nil for the usual whole compare.
    public var note: String?

    /// An approved golden: a replay's outcome a person accepted, compared whole and exactly, so
    /// equal bytes pass at once.
    public static let exact = GoldenComparison(scope: .wholeOutcome, timeTolerance: 0, note: nil)

    /// Device goldens record only what the device saw of some recognizers, at the device's
    /// times: they are compared on (recognizer, state), with times within this tolerance
    /// (CHOICE: 50 ms, three 60 Hz frames; a device's timing is never the model's to the
    /// microsecond).
    public static let deviceTimeTolerance: Int64 = 50_000_000

    /// A golden observed on the device.
    public static let deviceStates = GoldenComparison(
        scope: .statesOfNamedRecognizers, timeTolerance: deviceTimeTolerance,
        note: "Device golden: compared on the states of the recognizers the device reported, "
            + "times within \(deviceTimeTolerance / 1_000_000) ms.")

    /// The comparison for a golden of `origin`.
    public init(origin: Golden.Origin) {
        switch origin {
        case .approved: self = .exact
        case .device: self = .deviceStates
        }
    }

    init(scope: Scope, timeTolerance: Int64, note: String?) {
        self.scope = scope
        self.timeTolerance = timeTolerance
        self.note = note
    }

    /// Whether equal bytes of golden and replay decide a pass, with nothing decoded.
    public var passesOnEqualBytes: Bool { scope == .wholeOutcome && timeTolerance == 0 }

    /// The two outcomes as this comparison sees them.
    public func compared(expected: Outcome, actual: Outcome) -> (expected: Outcome, actual: Outcome) {
        switch scope {
        case .wholeOutcome:
            return (expected, actual)
        case .statesOfNamedRecognizers:
            let names = Set(expected.observations.compactMap(\.recognizerName))
            return (expected.statesOnly(of: names), actual.statesOnly(of: names))
        }
    }

    /// The differences between `expected` and `actual`, one line each (`OutcomeDiff.lines`).
    public func diff(expected: Outcome, actual: Outcome) -> [String] {
        let (expected, actual) = compared(expected: expected, actual: actual)
        return OutcomeDiff(expected: expected, actual: actual, timeTolerance: timeTolerance).lines
    }

    /// A replay judged against a stored golden: the run's verdict and `show`'s say the same.
    public struct Judgement: Sendable {
        /// The two outcomes as the comparison sees them.
        public var expected: Outcome
        public var actual: Outcome
        /// The differences, one line each (`OutcomeDiff.lines`); empty when they agree.
        public var diff: [String]
        /// `pass`; `regression` when it differs from an approved golden; `modelDiffers` when it
        /// differs from a device golden (the model does not reproduce what the device decided).
        public var status: SessionStatus
        /// For a model/device difference of that shape, the relation the scene may lack or have
        /// wrongly.
        public var hint: RequirementHint?
    }

    /// Judges `replay` against `golden`, compared as its origin says.
    public static func judge(golden: Golden, replay: Replayer.Result) throws(InputError) -> Judgement {
        let comparison = GoldenComparison(origin: golden.origin)
        let (expected, actual) = comparison.compared(
            expected: try Outcome.parse(jsonLines: golden.outcome, file: "golden of \(golden.session)"),
            actual: replay.outcome)
        let diff = OutcomeDiff(expected: expected, actual: actual, timeTolerance: comparison.timeTolerance).lines
        var judgement = Judgement(expected: expected, actual: actual, diff: diff, status: .pass, hint: nil)
        guard !diff.isEmpty else { return judgement }
        switch golden.origin {
        case .approved:
            judgement.status = .regression
        case .device:
            judgement.status = .modelDiffers
            judgement.hint = RequirementHint.find(
                device: expected, model: actual, trace: replay.trace, tolerance: comparison.timeTolerance)
        }
        return judgement
    }
}
