// The recorder's glue to GestureUIKit, the model's UIKit: the same interface as
// `RecorderPlatform+UIKit.swift`, so that everything else compiles and is tested here as it
// runs on iOS.
#if !canImport(UIKit)
import GestureUIKit

enum RecorderPlatform {
    /// Sessions recorded under the model are named by the test that records them.
    nonisolated static var launchStamp: String { "session" }

    /// Nothing to exchange: a window is recorded once `GestureRecorder.attach(to:)` is called.
    @MainActor static func install() {}

    /// The model's state observers, which see every transition its outcome records and the
    /// return to `possible` (`GestureRecognizer.addStateObserver(_:)`), as key-value observing
    /// does on iOS; the observation ends when the returned token goes.
    @MainActor static func observeState(
        of recognizer: UIGestureRecognizer, _ handler: @escaping @MainActor @Sendable (UIGestureRecognizer) -> Void
    ) -> AnyObject {
        StateObservation(recognizer, id: recognizer.addStateObserver { handler($0) })
    }

    private final class StateObservation {
        weak var recognizer: UIGestureRecognizer?
        let id: UIGestureRecognizer.ActionID

        init(_ recognizer: UIGestureRecognizer, id: UIGestureRecognizer.ActionID) {
            self.recognizer = recognizer
            self.id = id
        }

        // Released on the replay's thread, its main actor (`ReplayActor`).
        deinit {
            let recognizer = recognizer
            let id = id
            MainActor.assumeIsolated { recognizer?.removeStateObserver(id) }
        }
    }

    /// What `recognizer`'s delegate answers about `other`, for a question it answers
    /// (`GestureRecognizerDelegate.questions(for:)`; false otherwise: UIKit's default).
    @MainActor static func delegate(
        of recognizer: UIGestureRecognizer, answers question: DelegateQuestion, about other: UIGestureRecognizer
    ) -> Bool {
        guard let delegate = recognizer.delegate else { return false }
        let answered = delegate.questions(for: recognizer)
        switch question {
        case .shouldRecognizeSimultaneously:
            return answered.contains(.shouldRecognizeSimultaneously)
                && delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
        case .shouldRequireFailure:
            return answered.contains(.shouldRequireFailure)
                && delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
        case .shouldBeRequiredToFail:
            return answered.contains(.shouldBeRequiredToFail)
                && delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other)
        }
    }

    /// The window's size (the model has no screen apart from its window) at scale 1.
    @MainActor static func header(for window: UIWindow) -> SessionHeader {
        SessionHeader(
            width: Double(window.bounds.width), height: Double(window.bounds.height), scale: 1,
            source: "GestureUIKit (the model), GestureRecorder \(GestureRecorder.version)")
    }

    /// File work runs at once: a replay is one thread, and what it wrote is there when it ends.
    static func performFileWork(_ work: @escaping @Sendable () -> Void) { work() }

    /// Runs `work` at once, on the replay's main actor.
    static func performOnMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        MainActor.assumeIsolated { work() }
    }

    /// Runs `work` `seconds` of the replay's virtual time from now, as a turn of its own
    /// (`GestureUIKit`'s main queue, whose blocks are the main actor's).
    static func after(_ seconds: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { work() }
    }

    static func log(_ message: String) { print(message) }
}

extension GestureRecorder {
    /// Records the events sent to `window`: what `start(_:)` makes of every window on iOS,
    /// where it exchanges `UIWindow.sendEvent(_:)`'s implementation, which the model cannot.
    public func attach(to window: UIWindow) {
        window.sendEventInterceptor = { [weak self, unowned window] event, deliver in
            guard let self else { return deliver() }
            self.record(event, in: window, deliver: deliver)
        }
    }
}
#endif
