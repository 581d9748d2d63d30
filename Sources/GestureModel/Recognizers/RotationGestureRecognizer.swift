import Foundation

/// A continuous two-finger rotation: UIKit's `UIRotationGestureRecognizer`
/// (`docs/SEMANTICS.md` §4 Pinch and Rotation).
open class RotationGestureRecognizer: GestureRecognizer, @unchecked Sendable {
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

    private var pair = TouchPair()
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
        let elapsed = previousTime.seconds(to: currentTime)
        if elapsed > 0 { _velocity = (pair.rotation - before) / elapsed }
        previousTime = currentTime
        if state.isOngoing {
            state = .changed
        } else if abs(pair.rotation) >= thresholds.rotationThreshold {
            state = .began
        }
    }

    override func ended(_ touches: TouchSet, with event: TouchEvent) {
        liftFromPair(&pair, failure: "fingers lifted before turning \(StableNumber.text(thresholds.rotationThreshold)) rad")
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
