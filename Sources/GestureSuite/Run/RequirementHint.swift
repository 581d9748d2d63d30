import GestureModel
import GestureReplay

/// The shape a missing or wrong `require(toFail:)` gives a model/device difference: one side
/// recognized a recognizer at once, at the lift that ended it, while the other held it until
/// another recognizer failed (a tap behind a double tap waits `tapMaximumInterval`,
/// docs/SEMANTICS.md §2). The model's waits are in its replay's trace ("single waits for double
/// to fail", then "double failed: single goes ahead"); the device's are in its golden, where
/// the recognizer waited for failed at the time the waiting one recognized.
public struct RequirementHint: Equatable, Sendable {
    /// Which side waited.
    public enum Side: String, Equatable, Sendable {
        case model, device
    }

    /// The recognizer that recognized late on one side (`single`).
    public var waiter: String
    /// The recognizer it waited for (`double`).
    public var required: String
    public var waited: Side
    /// How long it waited, in nanoseconds: the difference of the two sides' times.
    public var wait: Int64

    public init(waiter: String, required: String, waited: Side, wait: Int64) {
        self.waiter = waiter
        self.required = required
        self.waited = waited
        self.wait = wait
    }

    /// The hint as a run prints it and the history keeps it (the verdict's message).
    public var text: String {
        let seconds = StableNumber.text(Double(wait) / 1_000_000_000)
        let what = "waited \(seconds) s for \"\(required)\" to fail before \"\(waiter)\" recognized"
        switch waited {
        case .model:
            return "the model \(what); the device did not wait: the app may not set "
                + "\(waiter).require(toFail: \(required)), or the scene declares a relation the app does not have"
        case .device:
            return "the device \(what); the model did not wait: the app sets \(waiter).require(toFail: \(required)): "
                + "record it with GestureRecorder.require(\(waiter), toFail: \(required)) where the app sets it, "
                + "or declare it in the scene (\"requireToFail\": [[\"\(waiter)\", \"\(required)\"]])"
        }
    }

    /// The hint for the first success (recognized or began) whose times differ by more than
    /// `tolerance` nanoseconds with that shape, or nil. `device` and `model` are the outcomes as
    /// the device comparison sees them (`GoldenComparison.compared`); `trace` is the model's.
    public static func find(
        device: Outcome, model: Outcome, trace: [GestureEnvironment.TraceEntry], tolerance: Int64
    ) -> RequirementHint? {
        for pair in OutcomeDiff.alignedPairs(expected: device, actual: model) {
            guard case .recognizer(let name, let state, _, _) = pair.expected.subject,
                state == .recognized || state == .began
            else { continue }
            let deviceTime = pair.expected.time
            let modelTime = pair.actual.time
            let difference = deviceTime.nanoseconds(to: modelTime)
            if difference > tolerance {
                // The model went ahead after another failed, having waited from about the device's time.
                guard
                    let ahead = trace.last(where: {
                        $0.time == modelTime && $0.event.goesAhead?.dependent == name
                    }), let required = ahead.event.goesAhead?.failed,
                    let wait = trace.last(where: {
                        $0.time <= modelTime && $0.event == .waits(name, forFailureOf: required)
                    }), abs(wait.time.nanoseconds(to: deviceTime)) <= tolerance
                else { continue }
                return RequirementHint(
                    waiter: name, required: required, waited: .model, wait: wait.time.nanoseconds(to: modelTime))
            } else if -difference > tolerance {
                // The device recognized when another failed there; the model did not wait for it.
                guard
                    !trace.contains(where: { $0.time == modelTime && $0.event.goesAhead?.dependent == name }),
                    let failed = device.observations.first(where: { observation in
                        guard case .recognizer(let other, .failed, _, _) = observation.subject else { return false }
                        return other != name && abs(observation.time.nanoseconds(to: deviceTime)) <= tolerance
                    }), let required = failed.recognizerName
                else { continue }
                return RequirementHint(waiter: name, required: required, waited: .device, wait: -difference)
            }
        }
        return nil
    }
}

extension GestureEnvironment.TraceEntry.Event {
    /// The recognizer that went ahead and the one whose failure let it, for a `goesAhead` entry.
    fileprivate var goesAhead: (dependent: String, failed: String)? {
        if case .goesAhead(let dependent, let failed) = self { return (dependent, failed) }
        return nil
    }
}
