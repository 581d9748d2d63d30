#if canImport(UIKit)
import UIKit
#else
import GestureUIKit
#endif

/// Records touch sessions inside the app, where the gestures happen: every touch UIKit
/// delivers to a window, the window's screen as a scene at each session's first touch, and
/// every state change of the screen's recognizers (UIKit's own decisions), written as a
/// touch log with device `gesture` lines beside its scene file (`docs/RECORDER.md`).
///
/// Start it once, in a debug build:
///
/// ```swift
/// #if DEBUG
/// GestureRecorder.start()
/// #endif
/// ```
///
/// It records from `UIWindow.sendEvent(_:)`, which sees every touch event UIKit gives a window
/// before any recognizer or view does; it adds no recognizer, target or delegate to the app,
/// so nothing it records decides differently because it is recording. It reads recognizers'
/// `state` as they change (key-value observing on iOS), and copies plain values out of touches
/// and views on the main actor, at once: UIKit reuses its event and touch objects.
@MainActor
public final class GestureRecorder {
    /// Where and how much the recorder writes.
    public struct Configuration: Sendable {
        /// The folder written: `NAME.touches.jsonl` and the `SCENE.scene.json` it names.
        public var folder: URL
        /// The most bytes the folder may hold: a session that would pass it is not written
        /// (and the recorder says so once, on the console). Default 50 MB, about 70 minutes of
        /// one finger moving at 120 Hz.
        public var maximumBytes: Int
        /// How long every touch must be up and every recognizer back at `possible` before a
        /// session ends (seconds). Default 1 s: longer than every wait UIKit's recognizers
        /// make after a lift (a double tap's 0.35 s for its second tap, `docs/SEMANTICS.md`
        /// §6), so a double tap is one session and so is a tap that waits for it.
        public var quietTime: Double
        /// The start of every session's name: `PREFIX-0001`, `PREFIX-0002`, ….
        public var sessionPrefix: String

        /// `sessionPrefix` nil: the launch's date and time (`20261204-102233`).
        public init(
            folder: URL = GestureRecorder.defaultFolder, maximumBytes: Int = 50_000_000, quietTime: Double = 1,
            sessionPrefix: String? = nil
        ) {
            self.folder = folder
            self.maximumBytes = maximumBytes
            self.quietTime = quietTime
            self.sessionPrefix = sessionPrefix ?? RecorderPlatform.launchStamp
        }
    }

    /// `Documents/GestureRecorder` of the app's container: the Files app and
    /// `xcrun devicectl device copy from` reach it (README, "Record on your iPhone").
    public nonisolated static var defaultFolder: URL {
        let documents =
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
        return documents.appending(path: "GestureRecorder", directoryHint: .isDirectory)
    }

    /// The recorder's version, in every touch log's `source`.
    public nonisolated static let version = "1"

    /// The recorder started last (`start(_:)`), which the windows' events reach.
    public private(set) static var current: GestureRecorder?

    public let configuration: Configuration
    /// The names of the sessions written, in order.
    public private(set) var writtenSessions: [String] = []
    /// What went wrong writing, in order (also printed on the console).
    public private(set) var problems: [String] = []

    let folder: RecorderFolder
    private var session: RecordingSession?
    private var sessionCount = 0
    /// The recognizers whose state is observed, by identity, with their observation. An entry
    /// whose recognizer is gone is dropped: its identity may be a new recognizer's.
    private var observed: [ObjectIdentifier: Observed] = [:]

    private struct Observed {
        weak var recognizer: UIGestureRecognizer?
        let observation: AnyObject
    }
    /// The event being delivered, while `record(_:in:deliver:)` delivers it: state changes
    /// during it are stamped with its time.
    private var eventTimestamp: TimeInterval?
    /// Bumped by every event and state change, so that a quiet-time check scheduled earlier
    /// knows something happened since.
    private var activity = 0

    /// Starts recording every window of the app (on iOS, by exchanging the implementation of
    /// `UIWindow.sendEvent(_:)` once), replacing a recorder started before.
    @discardableResult
    public static func start(_ configuration: Configuration = Configuration()) -> GestureRecorder {
        current?.stop()
        let recorder = GestureRecorder(configuration: configuration)
        current = recorder
        RecorderPlatform.install()
        return recorder
    }

    /// Ends the open session (written as it is) and stops recording.
    public func stop() {
        endSession()
        if GestureRecorder.current === self { GestureRecorder.current = nil }
    }

    init(configuration: Configuration) {
        self.configuration = configuration
        folder = RecorderFolder(url: configuration.folder, maximumBytes: configuration.maximumBytes)
    }

    // MARK: - Failure requirements, declared

    /// `recognizer.require(toFail: other)`, recorded: UIKit has no way to read a failure
    /// requirement back (only its setter is public), so a screen's scene has the ones declared
    /// here. Write it where the app sets the requirement, instead of that line; it is a plain
    /// `require(toFail:)` when nothing records.
    public static func require(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) {
        recognizer.require(toFail: other)
        declaredRequirements.removeAll { $0.recognizer == nil || $0.other == nil }
        declaredRequirements.append(DeclaredRequirement(recognizer: recognizer, other: other))
    }

    struct DeclaredRequirement {
        weak var recognizer: UIGestureRecognizer?
        weak var other: UIGestureRecognizer?
    }

    static var declaredRequirements: [DeclaredRequirement] = []

    // MARK: - Events

    /// Records `event`, sent to `window`, around its delivery (`deliver`, which calls UIKit's
    /// own `sendEvent(_:)`): the touches as the window receives them, then what UIKit decided.
    func record(_ event: UIEvent, in window: UIWindow, deliver: () -> Void) {
        guard event.type == .touches, let touches = event.touches(for: window), !touches.isEmpty else {
            return deliver()
        }
        if let open = session, open.window == nil { endSession() }  // its window is gone
        // Another window's events while a session is open are not the session's.
        if let open = session, open.window !== window { return deliver() }
        if session == nil {
            guard touches.contains(where: { $0.phase == .began }) else { return deliver() }
            beginSession(in: window, at: event.timestamp)
        }
        activity += 1
        session?.add(touches, at: event.timestamp)
        eventTimestamp = event.timestamp
        deliver()
        eventTimestamp = nil
        scheduleQuietCheck()
    }

    /// A state change of an observed recognizer, as UIKit shows it.
    func stateChanged(_ recognizer: UIGestureRecognizer) {
        guard let session else { return }
        activity += 1
        let time = eventTimestamp ?? CACurrentMediaTime()
        session.stateChanged(recognizer, to: recognizer.state, at: time)
        scheduleQuietCheck()
    }

    private func beginSession(in window: UIWindow, at origin: TimeInterval) {
        let screen = ScreenCapture(window: window, requirements: GestureRecorder.declaredRequirements)
        observed = observed.filter { $0.value.recognizer != nil }
        for recognizer in screen.recognizers.map(\.recognizer) where observed[ObjectIdentifier(recognizer)] == nil {
            let observation = RecorderPlatform.observeState(of: recognizer) { [weak self] in self?.stateChanged($0) }
            observed[ObjectIdentifier(recognizer)] = Observed(recognizer: recognizer, observation: observation)
        }
        sessionCount += 1
        let name = configuration.sessionPrefix + "-" + RecordingSession.counter(sessionCount)
        let scene = screen.scene()
        session = RecordingSession(
            name: name, scene: scene.name, window: window, origin: origin, recognizers: screen.recognizers,
            header: RecorderPlatform.header(for: window))
        write { folder in (folder.write(scene: scene), nil) }
    }

    /// Ends the session once every touch is up and every recognizer is back at `possible`,
    /// and nothing happened for `quietTime`: checked after that time, again and again while
    /// something happens.
    private func scheduleQuietCheck() {
        guard let session, session.isQuiet else { return }
        let seen = activity
        RecorderPlatform.after(configuration.quietTime) { [weak self] in
            guard let self, self.activity == seen, self.session === session, session.isQuiet else { return }
            self.endSession()
        }
    }

    private func endSession() {
        guard let session else { return }
        self.session = nil
        guard session.hasTouches else { return }
        let name = session.name
        let text = session.touchLog()
        write { folder in (folder.write(session: name, text: text), name) }
    }

    /// Writes with `work` away from the main actor (on iOS, a serial queue of the recorder's;
    /// under `GestureUIKit`, at once), then notes what it wrote or why it could not.
    private func write(_ work: @escaping @Sendable (RecorderFolder) -> (problem: String?, session: String?)) {
        let folder = self.folder
        RecorderPlatform.performFileWork {
            let (problem, session) = work(folder)
            RecorderPlatform.performOnMain { [weak self] in self?.wrote(session, problem: problem) }
        }
    }

    private func wrote(_ session: String?, problem: String?) {
        if let problem {
            if problems.last != problem { RecorderPlatform.log(problem) }
            problems.append(problem)
        } else if let session {
            writtenSessions.append(session)
        }
    }
}
