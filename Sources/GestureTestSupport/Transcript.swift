import GestureModel

/// Observations as short lines that a test can state in full:
/// `0.434 single recognized`, `0.084 view photo ended 1`,
/// `0.7 handler singleTap`, `0.2 ! tickle: invalid transition …`.
public enum Transcript {
    /// One line per observation; with `values`, recognizer and handler lines
    /// carry their values (`location=161,240.5 numberOfTouches=1`).
    public static func lines(_ observations: [Observation], values: Bool = false) -> [String] {
        observations.map { line($0, values: values) }
    }

    /// One observation as a line.
    public static func line(_ observation: Observation, values: Bool = false) -> String {
        let time = observation.time.description
        switch observation.subject {
        case .recognizer(let name, let state, let fields, _):
            return ([time, name, state.rawValue] + (values ? fields.map(render) : [])).joined(separator: " ")
        case .view(let name, let phase, let count, let tapCount):
            return "\(time) view \(name) \(phase.rawValue) \(count)" + (tapCount > 1 ? " tapCount \(tapCount)" : "")
        case .handler(let name, let fields):
            return ([time, "handler", name] + fields.map(render)).joined(separator: " ")
        case .diagnostic(let subject, let message):
            return "\(time) ! \(subject): \(message)"
        }
    }

    /// The reasons the arbiter or recognizers gave for failures and cancellations.
    public static func reasons(_ observations: [Observation]) -> [String] {
        observations.compactMap { observation in
            guard case .recognizer(let name, let state, _, let reason?) = observation.subject else { return nil }
            return "\(observation.time) \(name) \(state.rawValue): \(reason)"
        }
    }

    static func render(_ field: ObservedValue) -> String {
        switch field.value {
        case .number(let value): "\(field.key)=\(StableNumber.text(value))"
        case .point(let x, let y): "\(field.key)=\(StableNumber.text(x)),\(StableNumber.text(y))"
        case .text(let text): "\(field.key)=\(text)"
        case .flag(let flag): "\(field.key)=\(flag)"
        }
    }
}
