import Examples
import Foundation
@testable import GestureRecorder
import GestureModel
import GestureReplay
import GestureTestSupport
import GestureUIKit
import Testing

/// The recorder attached to a `GestureUIKit` window, driven by the shipped sessions: what it
/// writes replays as what it recorded (`docs/RECORDER.md`). Serialized: the recorder's declared
/// requirements are main-actor state, one list for the process, as on iOS.
@Suite(.serialized) struct RecorderRoundTripTests {
    /// Every shipped session whose scene is a JSON file (a Swift scene's views run code a
    /// scene file cannot hold: the screen the recorder sees is not the screen that runs).
    static let shipped: [RecordingFixture] = RecordingFixture.shippedSessions()

    @Test("the shipped sessions with a JSON scene are the ones the round trip covers")
    func coverage() {
        // recordings/: every shipped session, of which those of the four Swift scenes (card-stack,
        // knob, photo-viewer, tap-count-view) cannot be captured as scene files.
        let swiftScenes = Set(RecordingFixture.allShippedSessions().map(\.scene)).subtracting(
            Self.shipped.map(\.session.scene))
        #expect(swiftScenes == ["card-stack", "knob", "photo-viewer", "tap-count-view"])
        #expect(!Self.shipped.isEmpty)
    }

    @Test("recorded touches equal the session's, from its first touch, to the microsecond", arguments: shipped)
    func touches(_ fixture: RecordingFixture) throws {
        let recording = try fixture.record()
        // The log's times run from the first touch; the recorder numbers fingers 1, 2, … as
        // they go down, the lowest number free (the session's own ids may differ).
        #expect(recording.session.samples.map(TouchLine.init) == fixture.expectedSamples())
    }

    @Test("the recorded device golden is every state change the model made", arguments: shipped)
    func deviceGolden(_ fixture: RecordingFixture) throws {
        let recording = try fixture.record()
        let original = try fixture.replay()
        let expected = original.outcome.observations.compactMap { observation -> GestureLine? in
            guard case .recognizer(let name, let state, _, _) = observation.subject else { return nil }
            return GestureLine(micros: fixture.micros(observation.time), gesture: name, state: state.rawValue)
        }
        #expect(recording.session.observed.map(GestureLine.init) == expected)
    }

    @Test("the recorded scene replays the recorded touches as the original scene did", arguments: shipped)
    func replaysTheSame(_ fixture: RecordingFixture) throws {
        let recording = try fixture.record()
        // A scene's timeline is the app's code (a handler that hides a view, docs/FORMATS.md §1):
        // the recorder captures the screen as it is when recording starts, never code, so the
        // recorded scene is compared with the original's timeline added.
        var scene = recording.scene
        scene.timeline = fixture.spec!.timeline
        let replayed = try Replayer(registry: Examples.registry).replay(recording.session, in: .json(scene))
        let original = try fixture.replay().outcome
        let shifted = Outcome(
            original.observations.map { Observation(time: fixture.shift($0.time), subject: $0.subject) })
        #expect(replayed.outcome.jsonLines == shifted.jsonLines)
    }

    @Test("recording changes no outcome", arguments: shipped)
    func recordingChangesNothing(_ fixture: RecordingFixture) throws {
        let recorded = try fixture.recordFiles().outcome
        #expect(recorded.jsonLines == (try fixture.replay().outcome.jsonLines))
    }
}

/// A touch sample as compared: time in microseconds from the first touch, the recorder's
/// number for the finger, and the values.
struct TouchLine: Equatable, CustomStringConvertible {
    var micros: Int64
    var touch: Int
    var phase: String
    var x: Double, y: Double
    var force: Double?, majorRadius: Double?

    init(micros: Int64, touch: Int, phase: String, x: Double, y: Double, force: Double?, majorRadius: Double?) {
        (self.micros, self.touch, self.phase, self.x, self.y) = (micros, touch, phase, x, y)
        (self.force, self.majorRadius) = (force, majorRadius)
    }

    init(_ sample: TouchSample) {
        self.init(
            micros: sample.time.nanoseconds / 1000, touch: sample.touch, phase: sample.phase.rawValue, x: sample.x,
            y: sample.y, force: sample.force, majorRadius: sample.majorRadius)
    }

    var description: String { "\(micros) µs touch \(touch) \(phase) (\(x), \(y))" }
}

/// A device gesture line as compared.
struct GestureLine: Equatable, CustomStringConvertible {
    var micros: Int64
    var gesture: String
    var state: String

    init(micros: Int64, gesture: String, state: String) {
        (self.micros, self.gesture, self.state) = (micros, gesture, state)
    }

    init(_ line: ObservedGesture) {
        self.init(micros: line.time.nanoseconds / 1000, gesture: line.gesture, state: line.state)
    }

    var description: String { "\(micros) µs \(gesture) \(state)" }
}
