#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A finger shaken left and right: recognized when the touch has reversed its
/// horizontal direction `requiredReversals` times, each leg at least
/// `minimumLeg` points long.
///
/// The app's own file, shared with the Linux test package: `App/` is the
/// app target's folder, and `Sources/ShakeRecognizers/ShakeGestureRecognizer.swift`
/// is a symbolic link to this file. Internal, as in the app: the package's
/// one public function (`registerShakeRecognizers(in:)`) registers it.
final class ShakeGestureRecognizer: UIGestureRecognizer {
    /// Direction changes needed (default 3: right, left, right, left).
    var requiredReversals = 3
    /// Points a leg must cover before it counts.
    var minimumLeg: CGFloat = 15

    private var legStart: CGFloat = 0
    private var direction: CGFloat = 0  // +1 right, -1 left, 0 not yet
    private var reversals = 0

    override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 1 {
            state = .failed
            return
        }
        legStart = touches.first?.location(in: view).x ?? 0
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let x = touches.first?.location(in: view).x else { return }
        let leg = x - legStart
        guard abs(leg) >= minimumLeg else { return }
        let legDirection: CGFloat = leg > 0 ? 1 : -1
        if direction != 0 && legDirection != direction { reversals += 1 }
        direction = legDirection
        legStart = x
        if reversals >= requiredReversals && state == .possible {
            state = .recognized
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        direction = 0
        reversals = 0
    }
}
