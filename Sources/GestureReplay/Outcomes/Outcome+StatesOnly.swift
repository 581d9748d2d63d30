import GestureModel

/// What a comparison on recognizer states reads of an outcome (a device golden's, say).
extension Observation {
    /// The recognizer the observation is of, if it is of one.
    public var recognizerName: String? {
        if case .recognizer(let name, _, _, _) = subject { return name }
        return nil
    }
}

extension Outcome {
    /// Only the state changes of the named recognizers, without values.
    public func statesOnly(of names: Set<String>) -> Outcome {
        Outcome(
            observations.compactMap { observation in
                guard case .recognizer(let name, let state, _, _) = observation.subject, names.contains(name) else {
                    return nil
                }
                return Observation(
                    time: observation.time, subject: .recognizer(name: name, state: state, values: [], reason: nil))
            })
    }
}
