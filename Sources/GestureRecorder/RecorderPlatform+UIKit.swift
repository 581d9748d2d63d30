// The recorder's glue to UIKit: the few lines that only an iOS build compiles. Everything they
// call is shared with the Linux build (`RecorderPlatform+GestureUIKit.swift` is the same
// interface over the model) and tested there. Each UIKit and Objective-C runtime API used here
// is public; `README.md`, "Record on your iPhone", lists them with their documentation.
#if canImport(UIKit)
import ObjectiveC
import UIKit

enum RecorderPlatform {
    /// The launch's date and time, `20261204-102233`: what names the sessions of one launch.
    nonisolated static var launchStamp: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }

    @MainActor private static var isInstalled = false

    /// Exchanges the implementations of `UIWindow.sendEvent(_:)` and the recorder's
    /// `gestureRecorder_sendEvent(_:)`, once: every window of the app, including those it does
    /// not create (a SwiftUI app's), then hands its events to `GestureRecorder.current`.
    @MainActor static func install() {
        guard !isInstalled,
            let original = class_getInstanceMethod(UIWindow.self, #selector(UIWindow.sendEvent(_:))),
            let recording = class_getInstanceMethod(UIWindow.self, #selector(UIWindow.gestureRecorder_sendEvent(_:)))
        else { return }
        method_exchangeImplementations(original, recording)
        isInstalled = true
    }

    /// Calls `handler` after each change of `recognizer.state`, by key-value observing: UIKit
    /// sends no action message for a failure and no delegate method reports one, so observing
    /// the property is the one public way to see every transition (REP: Omni Group's
    /// GestureVisualization observes `state` and sees `.failed`; DOC, the KVO guide: UIKit's
    /// classes "generally do not support KVO", and `state` is not named an exception, so a
    /// device check settles it). The handler runs synchronously in the setter, on the main
    /// thread; it reads the state itself, so the change's values are not asked for.
    @MainActor static func observeState(
        of recognizer: UIGestureRecognizer, _ handler: @escaping @MainActor @Sendable (UIGestureRecognizer) -> Void
    ) -> AnyObject {
        recognizer.observe(\.state, options: []) { recognizer, _ in
            MainActor.assumeIsolated { handler(recognizer) }
        }
    }

    /// What `recognizer`'s delegate answers about `other` (false when it does not implement
    /// the method: UIKit's default).
    @MainActor static func delegate(
        of recognizer: UIGestureRecognizer, answers question: DelegateQuestion, about other: UIGestureRecognizer
    ) -> Bool {
        guard let delegate = recognizer.delegate else { return false }
        switch question {
        case .shouldRecognizeSimultaneously:
            return delegate.gestureRecognizer?(recognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
        case .shouldRequireFailure:
            return delegate.gestureRecognizer?(recognizer, shouldRequireFailureOf: other) ?? false
        case .shouldBeRequiredToFail:
            return delegate.gestureRecognizer?(recognizer, shouldBeRequiredToFailBy: other) ?? false
        }
    }

    /// The screen of `window` in points and its scale, and the device, system, app and recorder.
    @MainActor static func header(for window: UIWindow) -> SessionHeader {
        let size = window.windowScene?.screen.bounds.size ?? window.bounds.size
        let device = UIDevice.current
        let info = Bundle.main.infoDictionary ?? [:]
        let app = (info["CFBundleName"] as? String) ?? "app"
        let version = (info["CFBundleShortVersionString"] as? String) ?? "?"
        let build = (info["CFBundleVersion"] as? String) ?? "?"
        let source =
            "\(hardwareModel) (\(device.model)), \(device.systemName) \(device.systemVersion), "
            + "\(app) \(version) (\(build)), GestureRecorder \(GestureRecorder.version)"
        return SessionHeader(
            width: Double(size.width), height: Double(size.height), scale: Double(window.traitCollection.displayScale),
            source: source)
    }

    /// The hardware's model identifier (`iPhone15,2`); the simulated one in the Simulator.
    private static var hardwareModel: String {
        if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
            return simulated + " Simulator"
        }
        var system = utsname()
        uname(&system)
        return withUnsafeBytes(of: &system.machine) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    private static let fileQueue = DispatchQueue(label: "GestureRecorder.files", qos: .utility)

    /// Runs file work on the recorder's serial queue, off the main thread.
    static func performFileWork(_ work: @escaping @Sendable () -> Void) {
        fileQueue.async(execute: work)
    }

    /// Runs `work` on the main actor, later.
    static func performOnMain(_ work: @escaping @MainActor @Sendable () -> Void) {
        Task { @MainActor in work() }
    }

    /// Runs `work` on the main actor `seconds` from now (the main queue; bound to a name so
    /// that the closure's isolation is the queue's parameter's).
    static func after(_ seconds: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
        let queue = DispatchQueue.main
        queue.asyncAfter(deadline: .now() + seconds) { MainActor.assumeIsolated { work() } }
    }

    static func log(_ message: String) { print(message) }
}

extension UIWindow {
    /// The recorder's `sendEvent(_:)`. After `RecorderPlatform.install()` exchanged the two
    /// implementations, UIKit calls this for `sendEvent(_:)`, and calling
    /// `gestureRecorder_sendEvent(_:)` here runs UIKit's own.
    @objc dynamic func gestureRecorder_sendEvent(_ event: UIEvent) {
        guard let recorder = GestureRecorder.current else { return gestureRecorder_sendEvent(event) }
        recorder.record(event, in: self) { gestureRecorder_sendEvent(event) }
    }
}
#endif
