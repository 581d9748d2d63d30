#if canImport(UIKit)
    import UIKit
#else
    import GestureUIKit
#endif

/// The view of reference app 003 (first way) that tells a single tap from a
/// double tap itself, in `touchesEnded:withEvent:` with `UITouch.tapCount`
/// and a delayed perform:
///
/// ```objc
/// [NSObject cancelPreviousPerformRequestsWithTarget:self];
/// UITouch *touch = [touches anyObject];
/// CGPoint touchPoint = [touch locationInView:self];
/// if (touch.tapCount == 1) {
///     [self performSelector:@selector(handleSingleTap:) withObject:… afterDelay:0.3];
/// } else if (touch.tapCount == 2) {
///     [self handleDoubleTap:…];
/// }
/// ```
///
/// The handlers report `{"handler":"singleTap","point":[x,y]}` and
/// `{"handler":"doubleTap","point":[x,y]}`, the point in the view's
/// coordinates where the finger lifted. Consequences of the code as written:
///
/// - A second tap whose touch-down comes before the 0.3 s perform and whose
///   touch-up comes after it gives *both* a single tap (the perform fired)
///   and a double tap (`tapCount` is 2 when it lifts).
/// - Every touch-up cancels the pending single tap, whatever its tap count:
///   two taps far apart within 0.3 s report one single tap, for the second.
/// - A third tap (`tapCount` 3) reports nothing.
/// - `tapCount` follows the model's rule (`docs/SEMANTICS.md` §2): within
///   `tapMaximumInterval` (0.35 s) and `tapAllowableMovement` (45 pt) of the
///   previous tap's lift.
/// - With two fingers lifting in one event, only `anyObject` (the first of
///   the event's touches) is read; lifting one after the other, each lift
///   cancels and re-schedules, so one single tap is reported, for the last.
///
/// Written in UIKit's names, as the article's Objective-C becomes Swift: the
/// delayed perform is `perform(_:with:afterDelay:)` with a `Selector` (Linux
/// has no `#selector`; `SelectorPerforming` calls the method by its name), and
/// the handlers call closures the scene sets (the article logs; an app would
/// update its UI).
public final class TapCountView: UIView, SelectorPerforming, @unchecked Sendable {
    /// The delayed perform's delay in seconds (`afterDelay:0.3`).
    public static let singleTapDelay: TimeInterval = 0.3

    /// Called for a single tap, with where the finger lifted (the scene reports it).
    public var onSingleTap: ((CGPoint) -> Void)?
    /// Called for a double tap, with where the finger lifted.
    public var onDoubleTap: ((CGPoint) -> Void)?

    /// A tap-counting view at `frame`; user interaction and multiple touches
    /// enabled, as the article's `init` sets them.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        isMultipleTouchEnabled = true
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        guard let touch = touches.first else { return }
        let touchPoint = touch.location(in: self)
        if touch.tapCount == 1 {
            perform(Selector("handleSingleTap:"), with: touchPoint, afterDelay: TapCountView.singleTapDelay)
        } else if touch.tapCount == 2 {
            handleDoubleTap(touchPoint)
        }
    }

    public func performSelector(_ selector: Selector, with object: Any?) {
        if selector == Selector("handleSingleTap:"), let point = object as? CGPoint { handleSingleTap(point) }
    }

    private func handleSingleTap(_ touchPoint: CGPoint) { onSingleTap?(touchPoint) }

    private func handleDoubleTap(_ touchPoint: CGPoint) { onDoubleTap?(touchPoint) }
}
