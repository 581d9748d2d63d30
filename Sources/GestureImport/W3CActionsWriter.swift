import GestureModel
import GestureReplay

/// Writes a touch session as W3C WebDriver actions JSON, so that it can be
/// replayed on a device through Appium's `/actions` endpoint.
///
/// Every sample is reproduced exactly in time, rather than re-interpolated:
/// one touch pointer (`finger1`, `finger2`, … after the touch ids) per
/// touch id, and for each event (the samples at one time):
///
/// 1. a tick of `pause` on every pointer for the time since the last event;
/// 2. a tick of `pointerMove` with `duration: 0` for each touch that moves,
///    begins somewhere new or ends somewhere new (others pause 0);
/// 3. a tick of `pointerDown` / `pointerUp` / `pointerCancel` for each
///    touch that begins, ends or is cancelled (others pause 0).
///
/// `W3CActionsReader` reads the result back to the same samples.
/// What is lost: times are whole milliseconds (WebDriver durations are
/// integers; each event's time is rounded, so the error never builds up),
/// `stationary` samples (the format has no such action), force and radius,
/// and the touch ids themselves (the reader numbers touches lowest free
/// first, as every importer does).
public struct W3CActionsWriter: Sendable {
    /// Whether x and y are rounded to whole numbers, as classic WebDriver
    /// requires (geckodriver's `webdriver` crate reads them as `i64`);
    /// otherwise they keep six fractional digits (`StableNumber`).
    public var roundsCoordinates: Bool

    public init(roundsCoordinates: Bool = true) {
        self.roundsCoordinates = roundsCoordinates
    }

    /// The session as `{"actions": [...]}`, one action a line.
    public func write(_ session: TouchSession) -> String {
        let ids = Array(Set(session.samples.filter { $0.phase != .stationary }.map(\.touch))).sorted()
        let pointer = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        var actions = [[String]](repeating: [], count: ids.count)
        var positions = [(x: String, y: String)?](repeating: nil, count: ids.count)
        var lastMilliseconds: Int64 = 0

        /// One tick: `perPointer[i]` for pointer i, or a zero pause.
        func tick(_ perPointer: [Int: String]) {
            guard !perPointer.isEmpty else { return }
            for index in actions.indices {
                actions[index].append(perPointer[index] ?? #"{"type": "pause", "duration": 0}"#)
            }
        }

        for event in session.events {
            let samples = event.filter { $0.phase != .stationary }
            guard let first = samples.first else { continue }
            let milliseconds = max(0, Self.milliseconds(first.time.nanoseconds))
            if milliseconds > lastMilliseconds {
                let pause = #"{"type": "pause", "duration": \#(milliseconds - lastMilliseconds)}"#
                tick(Dictionary(uniqueKeysWithValues: actions.indices.map { ($0, pause) }))
                lastMilliseconds = milliseconds
            }
            var moves: [Int: String] = [:]
            var presses: [Int: String] = [:]
            for sample in samples {
                guard let index = pointer[sample.touch] else { continue }
                let position = (x: number(sample.x), y: number(sample.y))
                if sample.phase == .began || positions[index].map({ $0 != position }) ?? true {
                    moves[index] = #"{"type": "pointerMove", "duration": 0, "x": \#(position.x), "y": \#(position.y)}"#
                    positions[index] = position
                }
                switch sample.phase {
                case .began: presses[index] = #"{"type": "pointerDown", "button": 0}"#
                case .ended: presses[index] = #"{"type": "pointerUp", "button": 0}"#
                case .cancelled: presses[index] = #"{"type": "pointerCancel"}"#
                case .moved, .stationary: break
                }
            }
            tick(moves)
            tick(presses)
        }

        var text = "{\n  \"actions\": ["
        for (index, id) in ids.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\n"
            text += "      \"type\": \"pointer\",\n"
            text += "      \"id\": \"finger\(id)\",\n"
            text += "      \"parameters\": {\"pointerType\": \"touch\"},\n"
            text += "      \"actions\": [\n"
            text += actions[index].map { "        " + $0 }.joined(separator: ",\n")
            text += "\n      ]\n    }"
        }
        text += ids.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    private func number(_ value: Double) -> String {
        roundsCoordinates ? StableNumber.text(value.rounded()) : StableNumber.text(value)
    }

    /// Nanoseconds to whole milliseconds, half away from zero.
    private static func milliseconds(_ nanoseconds: Int64) -> Int64 {
        nanoseconds >= 0 ? (nanoseconds + 500_000) / 1_000_000 : -((-nanoseconds + 500_000) / 1_000_000)
    }
}
