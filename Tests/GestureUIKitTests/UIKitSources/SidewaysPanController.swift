#if canImport(UIKit)
    import UIKit
#else
    import GestureUIKit
#endif

/// A screen whose pan moves things sideways only, as a team writes it: the controller is the
/// pan's delegate. The pan begins only for a mostly horizontal velocity, and leaves touches
/// that begin in the left 20 pt of the screen to the system's edge swipe.
///
/// It keeps what it was asked, in order, so that a test can see when UIKit asks.
final class SidewaysPanController: NSObject, UIGestureRecognizerDelegate {
    /// Points from the left edge whose touches the pan never sees.
    static let edgeWidth: CGFloat = 20

    let view: UIView
    let pan = UIPanGestureRecognizer()
    private(set) var questions: [String] = []

    init(frame: CGRect) {
        view = UIView(frame: frame)
        super.init()
        view.accessibilityIdentifier = "pad"
        pan.name = "pan"
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: view)
        questions.append("shouldBegin velocity=\(Int(velocity.x)),\(Int(velocity.y))")
        return abs(velocity.x) > abs(velocity.y)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let location = touch.location(in: view)
        questions.append("shouldReceive at=\(Int(location.x)),\(Int(location.y))")
        return location.x >= Self.edgeWidth
    }
}
