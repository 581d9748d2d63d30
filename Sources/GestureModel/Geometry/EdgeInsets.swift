import Foundation

/// Distances in points from each edge of a rectangle inwards: UIKit's
/// `UIEdgeInsets`. A negative inset moves its edge outwards.
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of `top`, `left`, `bottom` and `right` points (UIKit's order).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle with each edge moved in by `insets` (out for a negative inset): UIKit's
    /// `inset(by:)`, `UIEdgeInsetsInsetRect`. Insets wider or taller than the rectangle leave
    /// the null rectangle, which contains no point (as `CGRect.insetBy(dx:dy:)` does).
    public func inset(by insets: EdgeInsets) -> CGRect {
        let width = size.width - insets.left - insets.right
        let height = size.height - insets.top - insets.bottom
        guard width >= 0, height >= 0 else { return .null }
        return CGRect(x: origin.x + insets.left, y: origin.y + insets.top, width: width, height: height)
    }
}
