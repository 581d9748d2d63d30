#if canImport(UIKit)
import UIKit
#else
import GestureUIKit
#endif

/// What a touch log's header says of where it was recorded (`docs/FORMATS.md` §2): the
/// screen in points and its scale, and the device, system, app and recorder.
struct SessionHeader: Sendable {
    var width: Double
    var height: Double
    var scale: Double
    var source: String
}

/// One session being recorded: its touches as the window received them and its recognizers'
/// state changes, in plain values (UIKit reuses its touch and event objects: nothing of them is
/// kept), written out as a touch log (`docs/FORMATS.md` §2) when it ends.
@MainActor
final class RecordingSession {
    let name: String
    let scene: String
    private(set) weak var window: UIWindow?
    /// The first touch's timestamp: the session's time 0 (seconds, UIKit's clock).
    let origin: TimeInterval
    private let header: SessionHeader
    /// The screen's recognizers, with the names its scene gives them.
    private let recognizers: [ScreenCapture.Recognizer]
    /// Each recognizer's state as last seen, by identity (what makes an `ended` a `recognized`).
    private var lastStates: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
    /// The touches down, by identity, with the number the log gives them.
    private var touchNumbers: [ObjectIdentifier: Int] = [:]
    /// The lines after the header, with their times (microseconds from `origin`).
    private var lines: [(micros: Int64, text: String)] = []
    private(set) var hasTouches = false

    init(
        name: String, scene: String, window: UIWindow, origin: TimeInterval,
        recognizers: [ScreenCapture.Recognizer], header: SessionHeader
    ) {
        self.name = name
        self.scene = scene
        self.window = window
        self.origin = origin
        self.recognizers = recognizers
        self.header = header
        for entry in recognizers { lastStates[ObjectIdentifier(entry.recognizer)] = entry.recognizer.state }
    }

    /// The touches of one event, stamped `timestamp`, that moved, began or lifted (a stationary
    /// touch is left out: the log's rule is that a touch an event does not list stays where it
    /// was). Every sample of the event gets the event's time, so that the event replays as one
    /// (`docs/FORMATS.md` §2: samples with the same `t` are one `UIEvent` delivery), in the
    /// order the event's set gives them.
    func add(_ touches: Set<UITouch>, at timestamp: TimeInterval) {
        let micros = RecordingSession.micros(seconds(timestamp))
        let time = RecorderJSON.number(seconds(timestamp))
        for touch in touches {
            let phase = touch.phase
            guard let word = RecordingSession.word(for: phase) else { continue }
            let key = ObjectIdentifier(touch)
            let number: Int
            if phase == .began || touchNumbers[key] == nil {
                number = freeNumber()
                touchNumbers[key] = number
            } else {
                number = touchNumbers[key] ?? freeNumber()
            }
            if phase == .ended || phase == .cancelled { touchNumbers[key] = nil }
            let location = touch.location(in: nil)
            var members: [(key: String, value: String)] = [
                ("t", time),
                ("touch", String(number)),
                ("phase", RecorderJSON.string(word)),
                ("x", RecorderJSON.number(Double(location.x))),
                ("y", RecorderJSON.number(Double(location.y))),
            ]
            // Force only where the hardware measures it (DOC `UITouch.maximumPossibleForce`:
            // 0 without 3D Touch or a Pencil); the radius where the digitiser gives one.
            if touch.maximumPossibleForce > 0 { members.append(("force", RecorderJSON.number(Double(touch.force)))) }
            if touch.majorRadius > 0 { members.append(("majorRadius", RecorderJSON.number(Double(touch.majorRadius)))) }
            lines.append((micros, RecorderJSON.object(members)))
            hasTouches = true
        }
    }

    /// A state change of one of the screen's recognizers, at `time` (UIKit's clock): a device
    /// `gesture` line, named as the scene names the recognizer. A return to `possible` (reset)
    /// is no line; an `ended` straight from `possible` is a discrete recognizer's `recognized`,
    /// as outcomes write it (`docs/FORMATS.md` §3).
    func stateChanged(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State, at time: TimeInterval) {
        let key = ObjectIdentifier(recognizer)
        guard let entry = recognizers.first(where: { $0.recognizer === recognizer }) else { return }
        let previous = lastStates[key] ?? .possible
        lastStates[key] = state
        let word: String
        switch state {
        case .began: word = "began"
        case .changed: word = "changed"
        case .ended: word = previous == .possible ? "recognized" : "ended"
        case .cancelled: word = "cancelled"
        case .failed: word = "failed"
        default: return  // possible, and any state a later iOS adds
        }
        let seconds = max(0, seconds(time))
        let line = RecorderJSON.object([
            ("t", RecorderJSON.number(seconds)), ("gesture", RecorderJSON.string(entry.name)),
            ("state", RecorderJSON.string(word)),
        ])
        lines.append((RecordingSession.micros(seconds), line))
    }

    /// Whether the session could end: no touch down, every recognizer at `possible`.
    var isQuiet: Bool {
        touchNumbers.isEmpty && recognizers.allSatisfy { $0.recognizer.state == .possible }
    }

    /// The touch log: the header, then every line in time order (a state change stamped by
    /// the clock after an event can be later than the next event's touches, which UIKit
    /// stamps when the hardware saw them).
    func touchLog() -> String {
        let headerLine = RecorderJSON.object([
            ("format", RecorderJSON.string("gesture-replay.touches")), ("version", "1"),
            ("name", RecorderJSON.string(name)), ("scene", RecorderJSON.string(scene)),
            (
                "screen",
                RecorderJSON.object([
                    ("width", RecorderJSON.number(header.width)), ("height", RecorderJSON.number(header.height)),
                    ("scale", RecorderJSON.number(header.scale)),
                ])
            ),
            ("source", RecorderJSON.string(header.source)),
        ])
        let ordered = lines.enumerated().sorted { ($0.element.micros, $0.offset) < ($1.element.micros, $1.offset) }
        return ([headerLine] + ordered.map(\.element.text)).joined(separator: "\n") + "\n"
    }

    /// `PREFIX-0001`'s number.
    nonisolated static func counter(_ count: Int) -> String {
        let digits = String(count)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func seconds(_ timestamp: TimeInterval) -> Double { timestamp - origin }

    private static func micros(_ seconds: Double) -> Int64 { Int64((seconds * 1_000_000).rounded()) }

    /// The smallest touch number no touch down has.
    private func freeNumber() -> Int {
        let used = Set(touchNumbers.values)
        var number = 1
        while used.contains(number) { number += 1 }
        return number
    }

    /// The log's word for a phase; nil for a stationary touch and for the phases of a pointer
    /// (iOS 13.4's region phases), which are not touches of the screen.
    private static func word(for phase: UITouch.Phase) -> String? {
        if phase == .began { return "began" }
        if phase == .moved { return "moved" }
        if phase == .ended { return "ended" }
        if phase == .cancelled { return "cancelled" }
        return nil
    }
}
