import Foundation
import GestureModel

/// One change a scene makes during a session (`"timeline"`, `docs/FORMATS.md` §1): to a
/// recognizer (enabled, cancelled, removed or added back, or a call its action makes) or to a
/// view (hidden, user interaction, exclusive touch, frame, removed or added back), at a virtual
/// time or when a recognizer reaches a state. JSON scenes read it from their file; a Swift scene
/// passes a list to `SwiftScene(timeline:)`.
///
/// ```swift
/// SwiftScene(name: "canvas", timeline: [
///     .at(0.3, "pan", enabled: false),
///     .after(0, "pan", calls: .setTranslation(.zero)),
///     .when("pan", reaches: .began, cancel: "swipe"),
///     .when("pan", reaches: .began, view: "panel", .hidden(true)),
/// ]) { instance in … }
/// ```
public struct TimelineEntry: Sendable, Equatable {
    /// When the change is made.
    public enum Trigger: Sendable, Equatable {
        /// At a virtual time, as a turn of its own (scene code on the clock).
        case at(Instant)
        /// By the recognizer's own action, each time it runs at or after a time (calls only).
        case after(Instant)
        /// Inside `recognizer`'s action each time it is sent in `state`, as code in its handler.
        case when(recognizer: String, state: GestureRecognizer.State)
    }

    /// What changes.
    public enum Change: Sendable, Equatable {
        /// The recognizer's `isEnabled = value`.
        case enabled(Bool)
        /// The recognizer cancelled the way apps do it: `isEnabled = false`, then `true`.
        case cancel
        /// The recognizer removed from its view (`removeGestureRecognizer`), or added back
        /// (`addGestureRecognizer` on the view the scene gave it).
        case recognizerRemoved(Bool)
        /// `call`, made by the recognizer's action each time it runs, at or after the entry's
        /// time, in one of `states`.
        case call(ActionCall, states: [GestureRecognizer.State])
        /// A change of the view named by the entry.
        case view(ViewChange)
    }

    /// A change of a view's properties or place, with UIKit's names.
    public enum ViewChange: Sendable, Equatable {
        /// `isHidden = value`.
        case hidden(Bool)
        /// `isUserInteractionEnabled = value`.
        case userInteractionEnabled(Bool)
        /// `isExclusiveTouch = value`.
        case exclusiveTouch(Bool)
        /// `frame = value`, in the superview's coordinates.
        case frame(CGRect)
        /// `removeFromSuperview()`, or added back (`addSubview` on the superview the scene
        /// gave it, on top of its siblings).
        case removed(Bool)

        /// Makes the change; `superview` is the view's superview in the scene as built.
        @ReplayActor func make(on view: View, superview: View?) {
            switch self {
            case .hidden(let value): view.isHidden = value
            case .userInteractionEnabled(let value): view.isUserInteractionEnabled = value
            case .exclusiveTouch(let value): view.isExclusiveTouch = value
            case .frame(let frame): view.frame = frame
            case .removed(true): view.removeFromSuperview()
            case .removed(false): if view.superview == nil { superview?.addSubview(view) }
            }
        }
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
        @ReplayActor func make(on recognizer: GestureRecognizer) {
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
    /// without `states` is made in each, and a `when` trigger names one of them.
    public static let actionStates: [GestureRecognizer.State] = [.began, .changed, .ended, .cancelled]

    /// The name of what changes: a recognizer of the scene, or a view for a `view` change.
    public var subject: String
    public var trigger: Trigger
    public var change: Change

    public init(subject: String, trigger: Trigger, change: Change) {
        self.subject = subject
        self.trigger = trigger
        self.change = change
    }

    /// Whether the change is made to a view (`subject` names a view).
    public var isViewChange: Bool {
        if case .view = change { return true }
        return false
    }

    /// `recognizer.isEnabled = enabled` at `seconds`, as a turn of its own.
    public static func at(_ seconds: Double, _ recognizer: String, enabled: Bool) -> TimelineEntry {
        TimelineEntry(subject: recognizer, trigger: .at(Instant(seconds: seconds)), change: .enabled(enabled))
    }

    /// `change` of the view named `view` at `seconds`, as a turn of its own.
    public static func at(_ seconds: Double, view: String, _ change: ViewChange) -> TimelineEntry {
        TimelineEntry(subject: view, trigger: .at(Instant(seconds: seconds)), change: .view(change))
    }

    /// From `seconds` on, `recognizer`'s action makes `call` each time it runs in one of `states`.
    public static func after(
        _ seconds: Double, _ recognizer: String, calls call: ActionCall,
        in states: [GestureRecognizer.State] = actionStates
    ) -> TimelineEntry {
        TimelineEntry(
            subject: recognizer, trigger: .after(Instant(seconds: seconds)), change: .call(call, states: states))
    }

    /// Inside `trigger`'s action in `state`: `recognizer.isEnabled = enabled`.
    public static func when(
        _ trigger: String, reaches state: GestureRecognizer.State, _ recognizer: String, enabled: Bool
    ) -> TimelineEntry {
        TimelineEntry(
            subject: recognizer, trigger: .when(recognizer: trigger, state: state), change: .enabled(enabled))
    }

    /// Inside `trigger`'s action in `state`: `recognizer` cancelled (disabled, then enabled).
    public static func when(
        _ trigger: String, reaches state: GestureRecognizer.State, cancel recognizer: String
    ) -> TimelineEntry {
        TimelineEntry(subject: recognizer, trigger: .when(recognizer: trigger, state: state), change: .cancel)
    }

    /// Inside `trigger`'s action in `state`: `change` of the view named `view`.
    public static func when(
        _ trigger: String, reaches state: GestureRecognizer.State, view: String, _ change: ViewChange
    ) -> TimelineEntry {
        TimelineEntry(subject: view, trigger: .when(recognizer: trigger, state: state), change: .view(change))
    }

    /// `recognizer` removed from its view (`true`) or added back (`false`) at `seconds`.
    public static func at(_ seconds: Double, _ recognizer: String, removed: Bool) -> TimelineEntry {
        TimelineEntry(subject: recognizer, trigger: .at(Instant(seconds: seconds)), change: .recognizerRemoved(removed))
    }

    /// Inside `trigger`'s action in `state`: `recognizer` removed from its view or added back.
    public static func when(
        _ trigger: String, reaches state: GestureRecognizer.State, _ recognizer: String, removed: Bool
    ) -> TimelineEntry {
        TimelineEntry(
            subject: recognizer, trigger: .when(recognizer: trigger, state: state),
            change: .recognizerRemoved(removed))
    }
}
