#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// `HappyGestureRecognizer` of reference app 002, ported behaviour for
/// behaviour: another tickle, with strokes of at least 25 pt.
///
/// - A stroke counts when the touch is 25 pt or more (along x) from where the
///   current stroke started (`MOVE_AMT_PER_TICKLE`), in the direction
///   opposite to the last one (any direction for the first).
/// - It is recognized on the move where the count becomes *more than* 2
///   (`tickleCount > REQUIRED_TICKLES`): the third stroke, as the tickle of
///   000 (`>= 3`), despite the constant's name.
/// - A move of exactly zero along x counts as rightward (`moveAmt < 0` is
///   left, everything else right); it can never reach 25 pt, so this is
///   invisible.
/// - Only `anyObject` of the moved touches is looked at: with two fingers
///   the strokes of the first one in touch-down order count (`TouchSet`).
/// - On touches ended or cancelled it calls its own `reset()`, which fails a
///   recognizer that is still possible. The first finger to lift therefore
///   fails a two-finger tickle.
public final class HappyGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    enum Direction { case unknown, left, right }

    /// `MOVE_AMT_PER_TICKLE`: points a stroke must cover along x.
    public static let moveAmountPerTickle: CGFloat = 25
    /// `REQUIRED_TICKLES`: the count must exceed it.
    public static let requiredTickles = 2

    /// Strokes counted so far.
    public private(set) var tickleCount = 0
    /// Where the current stroke started, in the view's coordinates.
    public private(set) var curTickleStart = CGPoint.zero
    private var lastDirection = Direction.unknown

    public override init() { super.init() }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        curTickleStart = touch.location(in: view)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let ticklePoint = touch.location(in: view)
        let moveAmt = ticklePoint.x - curTickleStart.x
        let curDirection: Direction = moveAmt < 0 ? .left : .right
        if abs(moveAmt) < HappyGestureRecognizer.moveAmountPerTickle { return }
        let changed =
            lastDirection == .unknown || (lastDirection == .left && curDirection == .right)
            || (lastDirection == .right && curDirection == .left)
        guard changed else { return }
        tickleCount += 1
        curTickleStart = ticklePoint
        lastDirection = curDirection
        if state == .possible && tickleCount > HappyGestureRecognizer.requiredTickles {
            state = .ended
        }
    }

    public override func reset() {
        tickleCount = 0
        curTickleStart = .zero
        lastDirection = .unknown
        if state == .possible {
            state = .failed
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        reset()
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        reset()
    }
}
