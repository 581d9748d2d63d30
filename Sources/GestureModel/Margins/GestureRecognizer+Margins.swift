// The recognizer's side of margins (docs/SEMANTICS.md §8): the checks it notes, the failures a
// check decides, and the deadlines a later touch measures. A custom recognizer calls these as
// the built-in ones do.

extension GestureRecognizer {
    /// Fails the recognizer for `reason`, which the outcome's trace shows.
    public func fail(_ reason: FailureReason) {
        guard currentState == .possible else { return }
        arbitration.failureNote = reason
        state = .failed
    }

    /// Fails the recognizer for a count of touches (`reason`, in its own words, which the trace
    /// shows: "2 touches down, 1 required"). A count does not move by a little: margins take the
    /// failure as resting on no threshold, whatever the recognizer noted before
    /// (docs/SEMANTICS.md §8).
    public func fail(byCount reason: String) {
        guard currentState == .possible else { return }
        if notesThresholds { environment?.margins?.countDecides(for: self) }
        fail(reason: reason)
    }

    /// Fails the recognizer because `check`'s quantity passed its threshold: the trace shows
    /// both, and margins take `check` as the failure's (docs/SEMANTICS.md §8).
    public func fail(passing check: ThresholdCheck) {
        guard currentState == .possible else { return }
        if notesThresholds { environment?.margins?.note(check, decisive: true, by: self) }
        arbitration.failureNote = .threshold(check)
        state = .failed
    }

    /// Notes that a decision of this recognizer compares `value` with the threshold `name`
    /// (its `limit` as compared): margins report how close it came
    /// (`gesture-replay margins`, docs/SEMANTICS.md §8). A custom recognizer notes its own
    /// thresholds this way; a noted check changes nothing else, and costs the test of one
    /// Bool unless margins are recorded. `decides`: the check alone decides what the
    /// recognizer does now (a limit passed that begins it; for one that fails it, use
    /// `fail(passing:)`).
    public func noteThreshold(
        _ name: String, value: Double, limit: Double, unit: ThresholdCheck.Unit, decides: Bool = false
    ) {
        guard notesThresholds, let margins = environment?.margins else { return }
        margins.note(
            ThresholdCheck(threshold: name, value: value, limit: limit, unit: unit, recognizer: displayName),
            decisive: decides, by: self)
    }

    /// A check of this recognizer's threshold `name`, for `fail(passing:)`.
    public func thresholdCheck(_ name: String, value: Double, limit: Double, unit: ThresholdCheck.Unit)
        -> ThresholdCheck
    {
        ThresholdCheck(threshold: name, value: value, limit: limit, unit: unit, recognizer: displayName)
    }

    /// Schedules `action` as `scheduleTimer(afterSeconds:_:)` does, for a deadline of the
    /// threshold `name`: margins measure it by the next touch that begins
    /// (`measuredBy: .touchBegins`, a tap interval) or lifts (`.touchLifts`, a press
    /// duration) for this recognizer, from now, against `seconds` (docs/SEMANTICS.md §8).
    @discardableResult
    public func scheduleDeadline(
        _ name: String, afterSeconds seconds: Double, measuredBy end: DeadlineEnd,
        _ action: @escaping () -> Void
    ) -> VirtualClock.TimerID? {
        guard notesThresholds, let margins = (environment ?? view?.window?.environment)?.margins else {
            return scheduleTimer(afterSeconds: seconds, action)
        }
        let id = margins.startDeadline(name, seconds: seconds, end: end, at: currentTime, by: self)
        return scheduleTimer(afterSeconds: seconds) {
            margins.deadlineFired(id)
            action()
        }
    }
}

// The model's own recognizers name the thresholds they check by `Thresholds.Key`, which the
// compiler checks: a threshold renamed in `Thresholds` cannot leave a margin report naming the
// old one. A custom recognizer names its own (a property, a constant of its own) as a string.
extension GestureRecognizer {
    /// `noteThreshold(_:value:limit:unit:decides:)` for one of the model's thresholds.
    public func noteThreshold(
        _ key: Thresholds.Key, value: Double, limit: Double, unit: ThresholdCheck.Unit, decides: Bool = false
    ) {
        noteThreshold(key.rawValue, value: value, limit: limit, unit: unit, decides: decides)
    }

    /// `thresholdCheck(_:value:limit:unit:)` for one of the model's thresholds.
    public func thresholdCheck(_ key: Thresholds.Key, value: Double, limit: Double, unit: ThresholdCheck.Unit)
        -> ThresholdCheck
    {
        thresholdCheck(key.rawValue, value: value, limit: limit, unit: unit)
    }

    /// `scheduleDeadline(_:afterSeconds:measuredBy:_:)` for one of the model's thresholds.
    @discardableResult
    public func scheduleDeadline(
        _ key: Thresholds.Key, afterSeconds seconds: Double, measuredBy end: DeadlineEnd,
        _ action: @escaping () -> Void
    ) -> VirtualClock.TimerID? {
        scheduleDeadline(key.rawValue, afterSeconds: seconds, measuredBy: end, action)
    }
}
