import Foundation

/// A continuous two-finger rotation: UIKit's `UIRotationGestureRecognizer`
/// (`docs/SEMANTICS.md` §4 Pinch and Rotation).
open class RotationGestureRecognizer: GestureRecognizer {
    /// Radians turned since the fingers touched down (DOC). Settable, as in
    /// UIKit: handlers often reset it to 0.
    public var rotation: Double {
        get { pair.rotation }
        set {
            if let (first, second) = firstTwoLocations {
                pair.form(first, second, continuingScale: 1, rotation: newValue)
            }
        }
    }
    /// Radians per second over the latest move (DOC; latest sample, CHOICE).
    public private(set) var velocity: Double {
        get { _velocity }
        set { _velocity = newValue }
    }
    // Public properties over private storage, as in `GestureRecognizer`: the
    // compiler checks every access to a public stored property at run time.
    private var _velocity: Double = 0

    private var pair = TouchPair()
    private var previousTime = Instant.zero

    open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        guard !pair.isFormed, let (first, second) = firstTwoLocations else { return }
        pair.form(first, second, continuingScale: 1, rotation: pair.rotation)
        previousTime = currentTime
    }

    open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        guard let (first, second) = firstTwoLocations, pair.isFormed else { return }
        let before = pair.rotation
        pair.turn(first, second)
        let elapsed = previousTime.seconds(to: currentTime)
        if elapsed > 0 { velocity = (pair.rotation - before) / elapsed }
        previousTime = currentTime
        if state.isOngoing {
            state = .changed
        } else if abs(pair.rotation) >= thresholds.rotationThreshold {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        liftFromPair(&pair, failure: "fingers lifted before turning \(StableNumber.text(thresholds.rotationThreshold)) rad")
    }

    open override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        cancelOrFail()
    }

    open override func reset() {
        pair = TouchPair()
        velocity = 0
    }

    open override var observedValues: [ObservedValue] {
        var values = super.observedValues
        values.append(.number("rotation", pair.rotation))
        values.append(.number("velocity", velocity))
        return values
    }
}
