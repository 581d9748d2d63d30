#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A pan that moves things sideways only: its translation has no vertical part.
final class HorizontalPanGestureRecognizer: UIPanGestureRecognizer {
    override func translation(in view: UIView?) -> CGPoint {
        let translation = super.translation(in: view)
        return CGPoint(x: translation.x, y: 0)
    }
}
