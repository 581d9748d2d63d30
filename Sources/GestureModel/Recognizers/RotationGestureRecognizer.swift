import Foundation

/// A continuous two-finger rotation: UIKit's `UIRotationGestureRecognizer`
/// (`docs/SEMANTICS.md` §4 Pinch and Rotation).
open class RotationGestureRecognizer: GestureRecognizer {
    override class var modelType: GestureRecognizer.Type { RotationGestureRecognizer.self }

    /// Radians turned since the fingers touched down (DOC). Settable, as in
    /// UIKit: handlers often reset it to 0.
    open var rotation: CGFloat {
        get { CGFloat(pair.rotation) }
        set {
            if let (first, second) = firstTwoLocations {
                pair.form(first, second, continuingScale: 1, rotation: Double(newValue))
            }
        }
    }
    /// Radians per second over the latest move (DOC; latest sample, CHOICE).
    open var velocity: CGFloat { CGFloat(_velocity) }
    // Public properties over private storage, as in `GestureRecognizer`: the
    // compiler checks every access to a public stored property at run time.
    private var _velocity: Double = 0

    // Changed in place on every move, by mutating methods that call out to nothing.
    @exclusivity(unchecked) private var pair = TouchPair()
    private var previousTime = Instant.zero

    override func began(_ touches: TouchSet, with event: TouchEvent) {
        guard !pair.isFormed, let (first, second) = firstTwoLocations else { return }
        pair.form(first, second, continuingScale: 1, rotation: pair.rotation)
        previousTime = currentTime
    }

    override func moved(_ touches: TouchSet, with event: TouchEvent) {
        guard let (first, second) = firstTwoLocations, pair.isFormed else { return }
        let before = pair.rotation
        pair.turn(first, second)
        let now = currentTime
        let elapsed = previousTime.seconds(to: now)
        if elapsed > 0 { _velocity = (pair.rotation - before) / elapsed }
        previousTime = now
        if state.isOngoing {
            state = .changed
        } else {
            // Margins name the lower end, the threshold's key, with the limit in force as compared.
            let turn = abs(pair.rotation)
            let limit = hysteresis(first, second)
            noteThreshold(
                "rotationMinimumHysteresis", value: turn, limit: limit, unit: .radians, decides: turn >= limit)
            if turn >= limit { state = .began }
        }
    }

    /// The turn needed to begin (docs/SEMANTICS.md §4 Pinch and Rotation, revised):
    /// `rotationMinimumHysteresis` (5°) with the fingers' distance unchanged, growing linearly
    /// to `rotationMaximumHysteresis` (10°) as the distance changes by `pinchHysteresis` (8 pt)
    /// or more (CHOICE between the two ends, `Thresholds`).
    private func hysteresis(_ first: CGPoint, _ second: CGPoint) -> Double {
        let limits = thresholds
        let minimum = limits.rotationMinimumHysteresis
        let maximum = limits.rotationMaximumHysteresis
        let pinching =
            limits.pinchHysteresis > 0
            ? min(1, abs(pair.distanceChange(first, second)) / limits.pinchHysteresis) : 1
        return minimum + (maximum - minimum) * pinching
    }

    /// The hysteresis in force out of the rotation as it begins (revised, as above): a turn of
    /// 12° with the distance unchanged reports 7°. The velocity, a rate, is unchanged.
    override func willBegin(afterWaitingForFailure waited: Bool) {
        guard let (first, second) = firstTwoLocations, pair.isFormed else { return }
        let turn = hysteresis(first, second)
        pair.removeHysteresis(radians: pair.rotation > 0 ? turn : -turn)
    }

    override func ended(_ touches: TouchSet, with event: TouchEvent) {
        liftFromPair(
            &pair,
            failure: .limit(
                "fingers lifted before turning (more as their distance changes) at least",
                threshold: .rotationMinimumHysteresis, limit: thresholds.rotationMinimumHysteresis, unit: .radians))
    }

    override func cancelled(_ touches: TouchSet, with event: TouchEvent) {
        cancelOrFail()
    }

    open override func reset() {
        pair = TouchPair()
        _velocity = 0
    }

    open override var observedValues: [ObservedValue] {
        var values = super.observedValues
        values.append(.number("rotation", pair.rotation))
        values.append(.number("velocity", Double(velocity)))
        return values
    }
}
