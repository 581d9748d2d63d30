import Foundation
import GestureModel

/// One change a scene makes during a session (`"timeline"`, `docs/FORMATS.md` §1): a
/// recognizer enabled or disabled at a virtual time, or a call its action makes each time it
/// runs from a time on. JSON scenes read it from their file; a Swift scene passes a list to
/// `SwiftScene(timeline:)`.
///
/// ```swift
/// SwiftScene(name: "canvas", timeline: [
///     .at(0.3, "pan", enabled: false),
///     .after(0, "pan", calls: .setTranslation(.zero)),
/// ]) { instance in … }
/// ```
public struct TimelineEntry: Sendable, Equatable {
    /// What changes.
    public enum Change: Sendable, Equatable {
        /// `isEnabled = value`, run as a turn of its own at the entry's time.
        case enabled(Bool)
        /// `call`, made by the recognizer's action each time it runs, at or after the entry's
        /// time, in one of `states`.
        case call(ActionCall, states: [GestureRecognizer.State])
    }

    /// A call real actions make to reset a continuous recognizer's value.
    public enum ActionCall: Sendable, Equatable {
        /// `setTranslation(_:in:)` of a pan or screen-edge pan, in the recognizer's view.
        case setTranslation(CGPoint)
        /// `scale = value` of a pinch (UIKit's `setScale:`).
        case setScale(Double)
        /// `rotation = value` of a rotation, in radians (UIKit's `setRotation:`).
        case setRotation(Double)

        /// The name scenes use for it (`"setTranslation"`, …).
        public var name: String {
            switch self {
            case .setTranslation: "setTranslation"
            case .setScale: "setScale"
            case .setRotation: "setRotation"
            }
        }

        /// The recognizer type the call needs, in words, for errors.
        var needs: String {
            switch self {
            case .setTranslation: "a pan or screen-edge pan"
            case .setScale: "a pinch"
            case .setRotation: "a rotation"
            }
        }

        /// Whether `recognizer` has the property the call sets (subclasses included).
        func applies(to recognizer: GestureRecognizer) -> Bool {
            switch self {
            case .setTranslation: recognizer is PanGestureRecognizer
            case .setScale: recognizer is PinchGestureRecognizer
            case .setRotation: recognizer is RotationGestureRecognizer
            }
        }

        /// Makes the call on `recognizer`, which `applies(to:)` accepted.
        ///
        /// Each value is a total since the gesture began, not a delta, and may be set (DOC:
        /// `translation(in:)`, `scale` and `rotation` say both); setting it re-bases it, so that
        /// the next move reports the value set plus what moved since, from where the fingers are
        /// now (the recognizers' setters). What each keeps of its velocity is the recognizer's
        /// rule (`docs/SEMANTICS.md` §4 Pan, Pinch and Rotation).
        func make(on recognizer: GestureRecognizer) {
            switch self {
            case .setTranslation(let point):
                // CHOICE: in the recognizer's own view, in whose points the outcome reports the
                // translation (the same as the window's unless a view on the way is transformed).
                (recognizer as? PanGestureRecognizer)?.setTranslation(point, in: recognizer.view)
            case .setScale(let scale):
                (recognizer as? PinchGestureRecognizer)?.scale = CGFloat(scale)
            case .setRotation(let rotation):
                (recognizer as? RotationGestureRecognizer)?.rotation = CGFloat(rotation)
            }
        }
    }

    /// The states an action is sent in (`docs/SEMANTICS.md` §1, DOC: never on failed): a call
    /// without `states` is made in each.
    public static let actionStates: [GestureRecognizer.State] = [.began, .changed, .ended, .cancelled]

    /// The recognizer's name in the scene.
    public var recognizer: String
    /// When the change is made (`enabled`), or from when the action makes its call (`call`).
    public var time: Instant
    public var change: Change

    public init(recognizer: String, time: Instant, change: Change) {
        self.recognizer = recognizer
        self.time = time
        self.change = change
    }

    /// `recognizer.isEnabled = enabled` at `seconds`, as a turn of its own.
    public static func at(_ seconds: Double, _ recognizer: String, enabled: Bool) -> TimelineEntry {
        TimelineEntry(recognizer: recognizer, time: Instant(seconds: seconds), change: .enabled(enabled))
    }

    /// From `seconds` on, `recognizer`'s action makes `call` each time it runs in one of `states`.
    public static func after(
        _ seconds: Double, _ recognizer: String, calls call: ActionCall,
        in states: [GestureRecognizer.State] = actionStates
    ) -> TimelineEntry {
        TimelineEntry(recognizer: recognizer, time: Instant(seconds: seconds), change: .call(call, states: states))
    }
}
