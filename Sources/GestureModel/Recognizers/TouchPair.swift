import Foundation

/// The two-finger facts pinch and rotation share: the distance and angle
/// between the first two tracked touches, against their values when the
/// pair formed.
struct TouchPair {
    /// Distance between the fingers when the pair formed, in points.
    private(set) var initialDistance: Double = 0
    /// Angle of the line from the first to the second finger when the pair formed, radians.
    private(set) var initialAngle: Double = 0
    /// Accumulated turn since the pair formed, radians, unwrapped across ±π.
    private(set) var rotation: Double = 0
    private var lastAngle: Double = 0
    private(set) var isFormed = false

    /// Forms the pair from two locations, carrying on from `scale` and
    /// `rotation` so that a finger that lifts and comes back does not jump.
    mutating func form(_ first: CGPoint, _ second: CGPoint, continuingScale scale: Double, rotation: Double) {
        let distance = Double(first.distance(to: second))
        initialDistance = scale > 0 ? distance / scale : distance
        lastAngle = TouchPair.angle(first, second)
        self.rotation = rotation
        initialAngle = lastAngle - rotation
        isFormed = true
    }

    /// Scale of the current distance against the initial one (1 when the pair started at one point).
    func scale(_ first: CGPoint, _ second: CGPoint) -> Double {
        guard initialDistance > 0 else { return 1 }
        return Double(first.distance(to: second)) / initialDistance
    }

    /// How far the distance between the fingers has moved from the initial one, in points.
    func distanceChange(_ first: CGPoint, _ second: CGPoint) -> Double {
        Double(first.distance(to: second)) - initialDistance
    }

    /// Takes `points` out of the initial distance (towards the current one) and `radians` out
    /// of the accumulated rotation: a pinch or rotation's hysteresis, removed as it begins.
    mutating func removeHysteresis(points: Double = 0, radians: Double = 0) {
        initialDistance += points
        rotation -= radians
        initialAngle += radians
    }

    /// Updates the accumulated rotation with the current angle.
    mutating func turn(_ first: CGPoint, _ second: CGPoint) {
        let angle = TouchPair.angle(first, second)
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        rotation += delta
        lastAngle = angle
    }

    mutating func dissolve() { isFormed = false }

    static func angle(_ first: CGPoint, _ second: CGPoint) -> Double {
        atan2(Double(second.y - first.y), Double(second.x - first.x))
    }
}

extension GestureRecognizer {
    /// Pinch and rotation when fingers lift: with one finger left the pair dissolves and takes
    /// no updates until a second returns (CHOICE); with none, the gesture ends, or fails with
    /// `failure` if it never began.
    func liftFromPair(_ pair: inout TouchPair, failure: @autoclosure () -> FailureReason) {
        var remaining = 0
        for touch in trackedTouches where !touch.hasEnded { remaining += 1 }
        if remaining < 2 { pair.dissolve() }
        guard remaining == 0 else { return }
        if state.isOngoing {
            state = .ended
        } else {
            fail(failure())
        }
    }

    /// The first two tracked touches' locations, in window coordinates.
    var firstTwoLocations: (CGPoint, CGPoint)? {
        trackedTouches.count >= 2 ? (trackedTouches[0].windowLocation, trackedTouches[1].windowLocation) : nil
    }
}
