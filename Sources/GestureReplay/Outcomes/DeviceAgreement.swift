import GestureModel

/// How a replay's outcome lines up with a device golden (what a real iPhone's UIKit decided
/// while recording): the types of the recognizers the device reported, and every recognizer
/// state change both sides observed with the device's time and the model's. A run keeps it for
/// each session with a device golden, passed or not, for the fidelity summary (`ModelFidelity`);
/// the history store does not.
public struct DeviceAgreement: Equatable, Sendable {
    /// One (recognizer, state) the device and the model both observed, aligned as a comparison
    /// aligns them (`OutcomeDiff.alignedPairs`).
    public struct AlignedState: Equatable, Sendable {
        public var recognizer: String
        public var state: ObservedState
        /// When the device observed it.
        public var device: Instant
        /// When the model observed it.
        public var model: Instant

        public init(recognizer: String, state: ObservedState, device: Instant, model: Instant) {
            self.recognizer = recognizer
            self.state = state
            self.device = device
            self.model = model
        }

        /// The model's time minus the device's, in nanoseconds (positive: the model was later).
        public var difference: Int64 { device.nanoseconds(to: model) }
    }

    /// The type of each recognizer the device golden names, in the order first named: the
    /// scene's `"type"` (`tap`, `pan`, `longPress`, a registered custom type), or the class name
    /// of a recognizer a Swift scene builds.
    public var recognizerTypes: [(recognizer: String, type: String)]
    /// The aligned state changes, in order.
    public var aligned: [AlignedState]

    public init(recognizerTypes: [(recognizer: String, type: String)], aligned: [AlignedState]) {
        self.recognizerTypes = recognizerTypes
        self.aligned = aligned
    }

    /// The agreement of `model` with `device`, both as a device comparison sees them (the
    /// states of the recognizers the device named), with each recognizer's type from `types`.
    public init(device: Outcome, model: Outcome, types: (String) -> String) {
        var names: [String] = []
        for name in device.observations.compactMap(\.recognizerName) where !names.contains(name) {
            names.append(name)
        }
        recognizerTypes = names.map { ($0, types($0)) }
        aligned = OutcomeDiff.alignedPairs(expected: device, actual: model).compactMap { pair in
            guard case .recognizer(let name, let state, _, _) = pair.expected.subject else { return nil }
            return AlignedState(recognizer: name, state: state, device: pair.expected.time, model: pair.actual.time)
        }
    }

    public static func == (lhs: DeviceAgreement, rhs: DeviceAgreement) -> Bool {
        lhs.recognizerTypes.elementsEqual(rhs.recognizerTypes) { $0 == $1 } && lhs.aligned == rhs.aligned
    }
}
