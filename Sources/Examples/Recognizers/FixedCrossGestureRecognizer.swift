#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// `CustomTouch2` of reference app 001 as it was meant to work: a downward
/// stroke of at least 50 pt, then a rightward one of at least 50 pt, each
/// straight within 10 pt. Registered as `crossFixed`, beside the faithful
/// `cross` (`CrossGestureRecognizer`).
///
/// The corrections, one for each quirk of the original:
///
/// - The straightness checks are `abs(…) <= 10` (the original's `||` made
///   them always true). Drifting more than 10 pt sideways during the
///   downward stroke, or more than 10 pt up or down (or back left) during the
///   rightward one, fails at once instead of lingering until the lift.
/// - The rightward stroke is measured from the corner (the lowest point of
///   the downward stroke, followed while the finger keeps going down), not
///   from the touch-down point, so a "7" or a diagonal is not a cross.
/// - All state is per instance and per touch sequence: `reset()` clears it;
///   nothing carries over between gestures or between instances.
/// - `reset()` only clears; failing a recognizer whose touches end while it
///   is still possible happens in `touchesEnded`/`touchesCancelled`, as the
///   UIKit contract for `reset` expects.
///
/// Written in UIKit's names, as the corrected file would ship in the app: a
/// failure is `state = .failed`, with why in a comment (UIKit has no failure
/// reason; the replay's trace says "failed" and where).
public final class FixedCrossGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// Points each stroke must cover.
    public static let strokeLength: CGFloat = 50
    /// Points a stroke may stray from its line.
    public static let tolerance: CGFloat = 10

    /// Where the touch went down, in the view's coordinates.
    public private(set) var start = CGPoint.zero
    /// The bottom of the downward stroke, once it is 50 pt long.
    public private(set) var corner: CGPoint?

    public override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = touch.location(in: view)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: view)
        let tolerance = FixedCrossGestureRecognizer.tolerance
        let sideways = abs(point.x - start.x)
        guard let bottom = corner else {
            if sideways > tolerance {
                state = .failed  // drifted sideways on the downward stroke
            } else if point.y - start.y >= FixedCrossGestureRecognizer.strokeLength {
                corner = point
            }
            return
        }
        if sideways <= tolerance && point.y >= bottom.y {
            corner = point  // still going down: the corner is lower
            return
        }
        let across = point.y - bottom.y
        let along = point.x - bottom.x
        if abs(across) > tolerance {
            state = .failed  // strayed off the rightward stroke
        } else if along < -tolerance {
            state = .failed  // went left after the downward stroke
        } else if along >= FixedCrossGestureRecognizer.strokeLength {
            state = .ended
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }  // lifted before the cross was complete
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    public override func reset() {
        start = .zero
        corner = nil
    }
}
