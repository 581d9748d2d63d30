#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// `KMGestureRecognizer` of reference app 000, ported behaviour for
/// behaviour: three alternating horizontal strokes of at least 20 pt.
///
/// - A stroke counts when the touch is 20 pt or more (along x) from where
///   the current stroke started, in the direction opposite to the last one.
/// - It is recognized on the move that completes the third stroke.
/// - On touches ended or cancelled it calls its own `reset()`, which fails a
///   recognizer that is still possible: this is what lets a swipe that
///   requires the tickle to fail go ahead when the finger lifts.
public final class TickleGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    enum Direction { case unknown, left, right }

    /// `kMinTickleSpacing`: points a stroke must cover along x.
    public static let minimumTickleSpacing: CGFloat = 20
    /// `kMaxTickleCount`: strokes that make a tickle.
    public static let maximumTickleCount = 3

    /// Strokes counted so far.
    public private(set) var tickleCount = 0
    /// Where the current stroke started, in the view's coordinates.
    public private(set) var currentTickleStart = CGPoint.zero
    private var lastDirection = Direction.unknown

    public override init() { super.init() }

    public override func reset() {
        tickleCount = 0
        currentTickleStart = .zero
        lastDirection = .unknown
        if state == .possible {
            state = .failed
        }
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        currentTickleStart = touch.location(in: view)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let tickleEnd = touch.location(in: view)
        let tickleSpacing = tickleEnd.x - currentTickleStart.x
        let currentDirection: Direction = tickleSpacing < 0 ? .left : .right
        guard abs(tickleSpacing) >= TickleGestureRecognizer.minimumTickleSpacing else { return }
        let alternates =
            lastDirection == .unknown || (lastDirection == .left && currentDirection == .right)
            || (lastDirection == .right && currentDirection == .left)
        guard alternates else { return }
        tickleCount += 1
        currentTickleStart = tickleEnd
        lastDirection = currentDirection
        if tickleCount >= TickleGestureRecognizer.maximumTickleCount && state == .possible {
            state = .ended
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        reset()
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        reset()
    }
}
