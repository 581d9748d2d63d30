/// One delivery of touches: UIKit's `UIEvent` of type touches.
///
/// An event holds every touch that is down (or lifts) at its timestamp;
/// stationary touches are in `allTouches` but are never delivered.
public final class TouchEvent {
    /// Seconds since the session's start.
    public internal(set) var timestamp: Double {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    private var _timestamp: Double = 0  // internal storage: no exclusivity check at run time
    var touches: [Touch] = []

    init() {}

    /// Every touch of the event, or nil when there is none.
    public var allTouches: TouchSet? { touches.isEmpty ? nil : TouchSet(touches) }

    /// The touches of the event whose hit view is `view`.
    public func touches(for view: View) -> TouchSet? {
        let matching = touches.filter { $0.view === view }
        return matching.isEmpty ? nil : TouchSet(matching)
    }

    /// The touches of the event delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: GestureRecognizer) -> TouchSet? {
        let matching = touches.filter { gestureRecognizer.isTracking($0) }
        return matching.isEmpty ? nil : TouchSet(matching)
    }
}
