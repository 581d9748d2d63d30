#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A button whose tap target is at least 44 × 44 pt however small it is drawn: the hit area
/// grows evenly around the bounds, as apps enlarge small buttons by overriding
/// `point(inside:with:)`.
final class MinimumTapTargetButton: UIButton {
    /// The smallest side of the tap target, in points.
    static let minimumSide: CGFloat = 44

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = max(0, Self.minimumSide - bounds.width) / 2
        let dy = max(0, Self.minimumSide - bounds.height) / 2
        return bounds.inset(by: UIEdgeInsets(top: -dy, left: -dx, bottom: -dy, right: -dx)).contains(point)
    }
}
