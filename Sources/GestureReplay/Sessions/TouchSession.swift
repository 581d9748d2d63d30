import GestureModel

/// An outcome seen on the device itself while recording (a touch log's
/// `gesture` line): an expected observation.
public struct ObservedGesture: Equatable, Sendable {
    public var time: Instant
    public var gesture: String
    public var state: String

    public init(time: Instant, gesture: String, state: String) {
        self.time = time
        self.gesture = gesture
        self.state = state
    }
}

/// The screen a session was recorded on, in points.
public struct Screen: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var scale: Double?

    public init(width: Double, height: Double, scale: Double? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
    }
}

/// A recorded touch stream bound to a scene: what a replay replays.
///
/// Samples are in time order; samples with the same time form one event.
public struct TouchSession: Equatable, Sendable {
    public var name: String
    /// The scene's name (`recordings/scenes/NAME.scene.json` or a registered Swift scene).
    public var scene: String
    public var screen: Screen?
    /// Where it was recorded ("iPhone SE, iOS 17.4").
    public var source: String?
    public var samples: [TouchSample]
    public var observed: [ObservedGesture]

    public init(
        name: String, scene: String, screen: Screen? = nil, source: String? = nil,
        samples: [TouchSample] = [], observed: [ObservedGesture] = []
    ) {
        self.name = name
        self.scene = scene
        self.screen = screen
        self.source = source
        self.samples = samples
        self.observed = observed
    }

    /// The time of the last sample (zero for none).
    public var duration: Instant { samples.last?.time ?? .zero }

    /// How many fingers touched down.
    public var touchCount: Int { samples.reduce(0) { $0 + ($1.phase == .began ? 1 : 0) } }

    /// The samples grouped into events: consecutive samples with one time.
    public var events: [ArraySlice<TouchSample>] {
        var result: [ArraySlice<TouchSample>] = []
        var start = samples.startIndex
        while start < samples.endIndex {
            var end = start + 1
            while end < samples.endIndex && samples[end].time == samples[start].time { end += 1 }
            result.append(samples[start..<end])
            start = end
        }
        return result
    }
}

extension TouchSession {
    /// What the device itself observed while recording (a touch log's `gesture` lines), as an
    /// outcome: the golden an import stores when it does not approve a replay. Each observation
    /// has the recognizer's name and state only (`docs/FORMATS.md` §2). A state that is not one
    /// of an outcome's (only a session not read from a touch log could hold one) is refused,
    /// never guessed.
    public func deviceOutcome(file: String) throws(InputError) -> Outcome {
        var observations: [Observation] = []
        for gesture in observed {
            guard let state = ObservedState(rawValue: gesture.state) else {
                throw InputError(
                    file: file, line: 0,
                    reason:
                        "the device observed \(gesture.gesture) in an unknown state \"\(gesture.state)\" (allowed: \(ObservedState.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            observations.append(
                Observation(
                    time: gesture.time,
                    subject: .recognizer(
                        name: gesture.gesture, state: state, values: [], reason: nil)))
        }
        return Outcome(observations)
    }
}
