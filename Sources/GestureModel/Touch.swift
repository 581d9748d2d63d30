import Foundation

/// One finger on the screen, from touch-down to touch-up: UIKit's `UITouch`.
///
/// The same object is passed in every phase, so recognizers may keep it.
/// Identity is object identity.
public final class Touch: Hashable {
    /// UIKit's `UITouch.Phase`.
    public enum Phase: String, Sendable, CaseIterable {
        case began, moved, stationary, ended, cancelled
    }

    /// The recording's id for this finger.
    public let identifier: Int
    /// The phase of the event being delivered.
    public internal(set) var phase: Phase
    /// Seconds since the session's start of the latest change.
    public internal(set) var timestamp: TimeInterval
    /// Taps in a row at about this place, this one included (`SEMANTICS.md` §2).
    public internal(set) var tapCount: Int
    /// The view hit at touch-down; it never changes for this touch.
    public internal(set) var view: View?
    /// The window the touch is in.
    public internal(set) var window: Window? {
        get { windowReference?.object }
        set { windowReference = newValue?.reference }
    }
    private var windowReference: UnownedReference<Window>?
    /// The force of the touch, when the recording has it (1 is an average touch).
    public internal(set) var force: CGFloat
    /// The radius of the touch in points, when the recording has it.
    public internal(set) var majorRadius: CGFloat
    /// The recognizers given this touch when it began (`SEMANTICS.md` §2 step 2).
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    let downWindowLocation: CGPoint
    let downTime: Instant
    var latestTime: Instant

    // View delivery bookkeeping (`SEMANTICS.md` §2 step 7).
    var viewSawBegan = false
    var viewIsDone = false  // ended/cancelled delivered, or cancelled for the view by a recognizer
    var viewIsExcluded = false  // multipleTouchEnabled == false kept it from its view
    var heldPhases: [Phase] = []

    init(identifier: Int, location: CGPoint, time: Instant, tapCount: Int, force: CGFloat, majorRadius: CGFloat) {
        self.identifier = identifier
        self.phase = .began
        self.timestamp = time.seconds
        self.tapCount = tapCount
        self.force = force
        self.majorRadius = majorRadius
        self.windowLocation = location
        self.previousWindowLocation = location
        self.downWindowLocation = location
        self.downTime = time
        self.latestTime = time
    }

    /// Whether the finger has lifted or the system cancelled it.
    public var hasEnded: Bool { phase == .ended || phase == .cancelled }

    /// The touch's location in `view`'s coordinates (window coordinates for nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The touch's location before the latest move, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
