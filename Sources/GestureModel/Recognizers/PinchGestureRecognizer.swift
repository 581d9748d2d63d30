import Foundation

/// A continuous two-finger pinch: UIKit's `UIPinchGestureRecognizer`
/// (`docs/SEMANTICS.md` §4 Pinch and Rotation).
open class PinchGestureRecognizer: GestureRecognizer {
    override class var modelType: GestureRecognizer.Type { PinchGestureRecognizer.self }

    /// The distance between the fingers relative to when they touched down (DOC).
    /// Settable, as in UIKit: handlers often reset it to 1.
    open var scale: CGFloat {
        get { CGFloat(currentScale) }
        set {
            currentScale = Double(newValue)
            if let (first, second) = firstTwoLocations {
                pair.form(first, second, continuingScale: Double(newValue), rotation: 0)
            }
        }
    }
    /// Scale factor per second over the latest move (DOC; latest sample, CHOICE).
    open var velocity: CGFloat { CGFloat(_velocity) }
    // Public properties over private storage, as in `GestureRecognizer`: the
    // compiler checks every access to a public stored property at run time.
    private var _velocity: Double = 0

    // Changed in place on every move, by mutating methods that call out to nothing.
    @exclusivity(unchecked) private var pair = TouchPair()
    private var currentScale: Double = 1
    private var previousTime = Instant.zero

    override func began(_ touches: TouchSet, with event: TouchEvent) {
        formPairIfNeeded()
    }

    override func moved(_ touches: TouchSet, with event: TouchEvent) {
        guard let (first, second) = firstTwoLocations, pair.isFormed else { return }
        let newScale = pair.scale(first, second)
        let now = currentTime
        let elapsed = previousTime.seconds(to: now)
        if elapsed > 0 { _velocity = (newScale - currentScale) / elapsed }
        currentScale = newScale
        previousTime = now
        if state.isOngoing {
            state = .changed
        } else {
            let change = abs(pair.distanceChange(first, second))
            let limit = thresholds.pinchHysteresis
            noteThreshold(.pinchHysteresis, value: change, limit: limit, unit: .points, decides: change >= limit)
            if change >= limit { state = .began }
        }
    }

    /// The hysteresis out of the scale as the pinch begins (docs/SEMANTICS.md §4 Pinch and
    /// Rotation, revised): the scale is measured from the touch-down distance moved by
    /// `pinchHysteresis` towards the current one, so 100 → 200 pt reports 200/108. The velocity
    /// is restated in that base (a rate of the reported scale). Also after waiting for a failure
    /// requirement (CHOICE: the evidence says nothing of a pinch that waited).
    override func willBegin(afterWaitingForFailure waited: Bool) {
        guard let (first, second) = firstTwoLocations, pair.isFormed else { return }
        let change = pair.distanceChange(first, second)
        let before = pair.scale(first, second)
        pair.removeHysteresis(points: change > 0 ? thresholds.pinchHysteresis : -thresholds.pinchHysteresis)
        currentScale = pair.scale(first, second)
        if before != 0 { _velocity *= currentScale / before }
    }

    override func ended(_ touches: TouchSet, with event: TouchEvent) {
        liftFromPair(
            &pair,
            failure: .limit(
                "fingers lifted before their distance changed by", threshold: .pinchHysteresis,
                limit: thresholds.pinchHysteresis, unit: .points))
    }

    override func cancelled(_ touches: TouchSet, with event: TouchEvent) {
        cancelOrFail()
    }

    open override func reset() {
        pair = TouchPair()
        currentScale = 1
        _velocity = 0
    }

    open override var observedValues: [ObservedValue] {
        var values = super.observedValues
        values.append(.number("scale", currentScale))
        values.append(.number("velocity", Double(velocity)))
        return values
    }

    private func formPairIfNeeded() {
        guard !pair.isFormed, let (first, second) = firstTwoLocations else { return }
        pair.form(first, second, continuingScale: currentScale, rotation: 0)
        previousTime = currentTime
    }
}
