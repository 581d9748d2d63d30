/// One delivery of touches: UIKit's `UIEvent` of type touches.
///
/// The touch sets are `Set<Touch>`, as UIKit's are, in touch-down order
/// (see `Touch`'s `Hashable`).
///
/// An event holds every touch that is down (or lifts) at its timestamp;
/// stationary touches are in `allTouches` but are never delivered.
///
/// Isolated to `ReplayActor`, as UIKit declares `@MainActor class UIEvent`
/// (https://developer.apple.com/tutorials/data/documentation/uikit/uievent.md).
@ReplayActor
public final class TouchEvent {
    /// Seconds since the session's start.
    public internal(set) var timestamp: Double {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    private var _timestamp: Double = 0  // internal storage: no exclusivity check at run time
    /// The environment whose touches these are (cleared when it goes).
    private let source: UnownedReference<GestureEnvironment>

    init(source: UnownedReference<GestureEnvironment>) {
        self.source = source
    }

    /// The touches down in this turn, in touch-down order: the environment's
    /// own list, read where it is rather than copied into every event. It
    /// changes only between turns (lifted touches go when a turn ends), so
    /// during a turn it is the event's touches. Code that keeps the event
    /// sees, between turns, the touches still down (CHOICE: UIKit reuses its
    /// event objects and says never to retain one, DOC `UIEvent`).
    var touches: [Touch] { source.object?.touchesDown ?? [] }

    /// Every touch of the event, or nil when there is none.
    public var allTouches: Set<Touch>? { touches.isEmpty ? nil : Set(touches) }

    /// UIKit's `UIEvent.EventType`: the model's events are all touches.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The event's type: always `.touches`.
    public var type: EventType { .touches }

    /// The touches of the event in `window` (the model has one window: all of them).
    public func touches(for window: Window) -> Set<Touch>? {
        let matching = touches.filter { $0.window === window }
        return matching.isEmpty ? nil : Set(matching)
    }

    /// The touches of the event whose hit view is `view`.
    public func touches(for view: View) -> Set<Touch>? {
        let matching = touches.filter { $0.view === view }
        return matching.isEmpty ? nil : Set(matching)
    }

    /// The touches of the event delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        let matching = touches.filter { gestureRecognizer.isTracking($0) }
        return matching.isEmpty ? nil : Set(matching)
    }
}
