import Foundation
import GestureModel

/// How `CGPath.contains(_:using:transform:)` decides the inside.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// Core Graphics' path, which Foundation on Linux lacks, as far as
/// recognizers use one: points collected with `move(to:)` and
/// `addLine(to:)`, its bounding box and hit testing. Curves are kept as
/// their end points (a recognizer that collects touch points adds lines).
open class CGPath {
    /// The subpaths' points, each subpath with whether it is closed.
    fileprivate var subpaths: [(points: [CGPoint], isClosed: Bool)] = []

    fileprivate init() {}

    /// Whether the path has no points.
    public var isEmpty: Bool { subpaths.allSatisfy { $0.points.isEmpty } }

    /// The last point added (`.zero` for an empty path).
    public var currentPoint: CGPoint { subpaths.last?.points.last ?? .zero }

    /// The smallest rectangle holding every point (`.null` for an empty path).
    public var boundingBox: CGRect {
        let points = subpaths.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding box of the path's points (curves have none of their own here).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// Whether `point` is inside the path's filled area, every subpath closed
    /// implicitly (Core Graphics' rule).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        let inverse = transform.inverted()
        let probe = point.applying(inverse)
        var winding = 0
        var crossings = 0
        for subpath in subpaths where subpath.points.count > 1 {
            let points = subpath.points
            for index in points.indices {
                let start = points[index]
                let end = points[(index + 1) % points.count]
                guard (start.y <= probe.y) != (end.y <= probe.y) else { continue }
                let x = start.x + (probe.y - start.y) / (end.y - start.y) * (end.x - start.x)
                if x > probe.x {
                    crossings += 1
                    winding += end.y > start.y ? 1 : -1
                }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.subpaths = subpaths
        return copy
    }

    /// An immutable copy (this path's points as they are now).
    public func copy() -> CGPath? { mutableCopy() }
}

/// Core Graphics' mutable path: `move(to:)` starts a subpath, `addLine(to:)`
/// extends it.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public override init() { super.init() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        subpaths.append(([point.applying(transform)], false))
    }

    /// A line from the current point to `point` (a new subpath when there is none).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let transformed = point.applying(transform)
        if subpaths.isEmpty || subpaths[subpaths.count - 1].isClosed {
            subpaths.append(([transformed], false))
        } else {
            subpaths[subpaths.count - 1].points.append(transformed)
        }
    }

    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic curve, kept as its end point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        addLine(to: end, transform: transform)
    }

    /// A cubic curve, kept as its end point.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        addLine(to: end, transform: transform)
    }

    /// A rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addLines(
            between: [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ], transform: transform)
        closeSubpath()
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        guard !subpaths.isEmpty else { return }
        subpaths[subpaths.count - 1].isClosed = true
    }
}
