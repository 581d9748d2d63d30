#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// `CAYSwirlGestureRecognizer` of reference app 004, ported behaviour for
/// behaviour: a one-finger rotary "swirl" for a knob.
///
/// - **One finger only, in one event.** `touchesBegan` fails when the touches
///   *of that call* are more than one (`touches.count > 1`). Two fingers that
///   land in the same event fail it; a second finger that lands in a later
///   event is not noticed, and its moves are swirls too.
/// - **The action is called directly on every move**, in `touchesMoved`,
///   whatever the state: the recognizer never enters `began` or `changed`.
///   Before the call, `currentAngle` and `previousAngle` are set from the
///   location and previous location of `anyObject` of the moved touches
///   (`TouchSet.first`), **in the touch's hit view** (`touch.view`, not the
///   recognizer's view), with `touchAngle(of:)`.
/// - **Ends on touches ended**: possible → ended (a discrete recognition,
///   observed as `recognized`), so the framework sends the action once more
///   with the state `ended`; the knob's action returns early for it. A tap
///   without any move is recognized too. The first finger to lift ends it.
/// - **Cancels on touches cancelled**: it asks for possible → cancelled,
///   which UIKit turns into failed for a recognizer that never began
///   (`docs/SEMANTICS.md` §1, DEC); the port keeps the request as written.
public final class SwirlGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// Radians, from `touchAngle(of:)` of the current location.
    public private(set) var currentAngle: CGFloat = 0
    /// Radians, from `touchAngle(of:)` of the previous location.
    public private(set) var previousAngle: CGFloat = 0

    /// The target-action pair the Objective-C keeps to call it directly
    /// (its `target` and `action` properties; the target is not retained).
    private weak var directTarget: AnyObject?
    private let directAction: Selector?

    /// A swirl with no action (a scene file's `swirl`): it only changes state.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// A swirl that sends `action` to `target` on every move, and, through
    /// the framework, when it ends (`initWithTarget:action:`).
    public override init(target: Any?, action: Selector?) {
        directTarget = target as AnyObject?
        directAction = action
        super.init(target: target, action: action)
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.count > 1 {
            state = .failed
            return
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        currentAngle = CGFloat(SwirlGestureRecognizer.touchAngle(of: touch.location(in: touch.view)))
        previousAngle = CGFloat(SwirlGestureRecognizer.touchAngle(of: touch.previousLocation(in: touch.view)))
        // `[self.target performSelector:self.action withObject:self]`
        guard let directAction else { return }
        #if canImport(UIKit)
            _ = (directTarget as? NSObject)?.perform(directAction, with: self)
        #else
            (directTarget as? SelectorPerforming)?.performSelector(directAction, with: self)
        #endif
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .ended
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }

    /// `getTouchAngle:`, in `float` as written: the angle of `point` around
    /// the centre (160, 160) of a 320-point square, with y flipped (up is
    /// positive), 0 rad on the positive y axis and growing clockwise on
    /// screen, in [0, 2π):
    ///
    /// - on the horizontal through the centre (y = 0): π/2 to the right,
    ///   3π/2 to the left *and at the centre itself*;
    /// - quadrant I (x ≥ 0, y > 0): atan(x/y);
    /// - quadrant II (x < 0, y > 0): atan(x/y) + 2π;
    /// - quadrants III (x ≤ 0, y < 0) and IV (x > 0, y < 0): atan(x/y) + π.
    ///
    /// The `return -1` after the quadrants cannot be reached (y is not 0 there).
    public static func touchAngle(of touch: CGPoint) -> Float {
        let x = Float(touch.x - 160)
        let y = -Float(touch.y - 160)
        if y == 0 {
            if x > 0 {
                return Float(Double.pi / 2)
            } else {
                return Float(3 * Double.pi / 2)
            }
        }
        let arctan = atanf(x / y)
        if x >= 0 && y > 0 {
            return arctan
        } else if x < 0 && y > 0 {
            return Float(Double(arctan) + 2 * Double.pi)
        } else if x <= 0 && y < 0 {
            return Float(Double(arctan) + Double.pi)
        } else if x > 0 && y < 0 {
            return Float(Double(arctan) + Double.pi)
        }
        return -1
    }
}
