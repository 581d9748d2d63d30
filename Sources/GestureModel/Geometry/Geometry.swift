import Foundation

// Points are UIKit's: CGPoint in points, origin top left, y down.

extension CGPoint {
    /// Euclidean distance in points.
    public func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x
        let dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
}

extension Collection where Element == CGPoint {
    /// The mean of the points, or nil for none.
    public var centroid: CGPoint? {
        guard !isEmpty else { return nil }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for point in self {
            x += point.x
            y += point.y
        }
        let count = CGFloat(self.count)
        return CGPoint(x: x / count, y: y / count)
    }
}
