import Foundation
import GestureModel

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
public final class TapCountView: View {
    /// The delayed perform's delay in seconds (`afterDelay:0.3`).
    public static let singleTapDelay = 0.3

    /// A tap-counting view named `name` at `frame`; user interaction and
    /// multiple touches enabled, as the article's `init` sets them.
    public override init(name: String, frame: CGRect) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = true
        isMultipleTouchEnabled = true
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard let environment = window?.environment else { return }
        environment.cancelPreviousPerformRequests(withTarget: self)
        guard let touch = touches.first else { return }
        let touchPoint = touch.location(in: self)
        if touch.tapCount == 1 {
            environment.perform(target: self, selector: "handleSingleTap:", afterDelay: TapCountView.singleTapDelay) {
                [weak self] in
                self?.handleSingleTap(touchPoint)
            }
        } else if touch.tapCount == 2 {
            handleDoubleTap(touchPoint)
        }
    }

    private func handleSingleTap(_ touchPoint: CGPoint) {
        window?.environment?.report(handler: "singleTap", values: [.point("point", Double(touchPoint.x), Double(touchPoint.y))])
    }

    private func handleDoubleTap(_ touchPoint: CGPoint) {
        window?.environment?.report(handler: "doubleTap", values: [.point("point", Double(touchPoint.x), Double(touchPoint.y))])
    }
}
