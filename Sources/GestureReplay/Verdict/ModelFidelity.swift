import GestureModel

/// How well the model reproduced a run's device-recorded sessions (those whose golden is what
/// a real iPhone's UIKit decided): how many it reproduced, by recognizer type, and the largest
/// time differences among the state changes both sides observed. GestureSuite gathers it from
/// a run's verdicts (`ModelFidelity.add`); the run's output and reports show it when the run
/// had device goldens.
public struct ModelFidelity: Equatable, Sendable {
    /// The sessions that involve one recognizer type (the device golden names a recognizer of it).
    public struct TypeCount: Equatable, Sendable {
        /// `tap`, `pan`, `longPress`, …, or a custom recognizer's type or class name.
        public var type: String
        public var sessions: Int
        /// Of them, those the model reproduced.
        public var reproduced: Int

        public init(type: String, sessions: Int = 0, reproduced: Int = 0) {
            self.type = type
            self.sessions = sessions
            self.reproduced = reproduced
        }
    }

    /// One state change both the device and the model observed, with its session.
    public struct TimeDifference: Equatable, Sendable {
        public var session: String
        public var state: DeviceAgreement.AlignedState

        public init(session: String, state: DeviceAgreement.AlignedState) {
            self.session = session
            self.state = state
        }
    }

    /// Device-recorded sessions replayed (an error, not replayed, is not counted).
    public var sessions: Int
    /// Of them, those whose replay agreed with the device (passed, or empty).
    public var reproduced: Int
    /// By type, types in name order.
    public var types: [TypeCount]
    /// The largest time differences (by size, the model early or late), largest first, at most
    /// `ModelFidelity.shownTimeDifferences`; ties in session order.
    public var largestTimeDifferences: [TimeDifference]

    /// How many time differences the summary keeps (CHOICE: five lines, enough to see whether
    /// one recognizer or one session stands out, short enough for a terminal).
    public static let shownTimeDifferences = 5

    public init(
        sessions: Int = 0, reproduced: Int = 0, types: [TypeCount] = [], largestTimeDifferences: [TimeDifference] = []
    ) {
        self.sessions = sessions
        self.reproduced = reproduced
        self.types = types
        self.largestTimeDifferences = largestTimeDifferences
    }

    /// Whether the run had a device-recorded session: the summary is shown only then.
    public var isEmpty: Bool { sessions == 0 }
}
