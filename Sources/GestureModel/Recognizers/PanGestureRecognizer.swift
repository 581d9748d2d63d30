import Foundation

/// A continuous drag of one or more fingers: UIKit's `UIPanGestureRecognizer`
/// (`docs/SEMANTICS.md` §4 Pan).
open class PanGestureRecognizer: GestureRecognizer {
    override class var modelType: GestureRecognizer.Type { PanGestureRecognizer.self }

    /// Fewest fingers that can pan (UIKit default 1).
    public var minimumNumberOfTouches: Int {
        get { _minimumNumberOfTouches }
        set { _minimumNumberOfTouches = newValue }
    }
    /// Most fingers that can pan (UIKit default unlimited). Touches beyond it
    /// are ignored (CHOICE: UIKit does not say; ignoring keeps the others panning).
    public var maximumNumberOfTouches: Int {
        get { _maximumNumberOfTouches }
        set { _maximumNumberOfTouches = newValue }
    }
    // Public properties over private storage, as in `GestureRecognizer`: the
    // compiler checks every access to a public stored property at run time.
    private var _minimumNumberOfTouches = 1
    private var _maximumNumberOfTouches = Int.max

    /// Touch-down centroid, re-based when fingers join or leave so that the
    /// translation does not jump (DEC). Window coordinates.
    private var startCentroid = CGPoint.zero
    private var previousCentroid = CGPoint.zero
    private var previousTime = Instant.zero
    private var latestSample: CGPoint?
    private var previousSample: CGPoint?

    /// Centroid minus (re-based) touch-down centroid, with the hysteresis taken out when the
    /// pan began (`willBegin(afterWaitingForFailure:)`), in `view`'s coordinates: the window's
    /// offset, turned and scaled as `view` is (DOC: "The x and y values report the total
    /// translation over time … in the coordinate system of the specified view").
    open func translation(in view: View?) -> CGPoint {
        let translation = (currentWindowCentroid ?? previousCentroid) - startCentroid
        guard let view else { return translation }
        return view.convertOffsetFromRoot(translation)
    }

    /// Makes the current translation `translation`.
    ///
    /// CHOICE (`docs/SEMANTICS.md` §4 Pan), against Apple's "changing the translation value
    /// resets the velocity of the pan": the velocity samples
    /// are kept. Reference app 000's handler calls `setTranslation(.zero)` on every change and
    /// reads the velocity at `.ended`, and its device log shows a magnitude of 397.97 pt/s
    /// there; with the samples cleared every fling would measure 0. Only the translation restarts.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        let centroid = currentWindowCentroid ?? previousCentroid
        startCentroid = centroid - (view?.convertOffsetToRoot(translation) ?? translation)
    }

    /// Points per second, smoothed over the last two moves (DEC), in `view`'s coordinates.
    open func velocity(in view: View?) -> CGPoint {
        guard let latest = latestSample else { return .zero }
        let velocity = PanGestureRecognizer.smoothedVelocity(latest: latest, previous: previousSample)
        guard let view else { return velocity }
        return view.convertOffsetFromRoot(velocity)
    }

    /// The reported velocity: 0.2 × the latest sample + 0.8 × the previous
    /// one, or the latest alone when there is no previous (DEC). A sample is
    /// Δcentroid / Δt of one move.
    public static func smoothedVelocity(latest: CGPoint, previous: CGPoint?) -> CGPoint {
        guard let previous else { return latest }
        return CGPoint(x: 0.2 * latest.x + 0.8 * previous.x, y: 0.2 * latest.y + 0.8 * previous.y)
    }

    override func began(_ touches: TouchSet, with event: TouchEvent) {
        for touch in touches.reversed() where trackedTouches.count > maximumNumberOfTouches {
            ignore(touch, for: event)  // the latest first: those beyond the maximum
        }
        // Loops, not `filter`: Swift checks at run time, on every call, the isolation of a
        // closure that the standard library calls.
        var joining: [Touch] = []
        for touch in touches where isTracking(touch) { joining.append(touch) }
        guard !joining.isEmpty else { return }
        var locationsBefore: [CGPoint] = []
        for touch in trackedTouches where !joining.containsObject(touch) { locationsBefore.append(touch.windowLocation) }
        let before = locationsBefore.centroid
        let after = currentWindowCentroid ?? .zero
        if let before {
            rebase(by: after - before)
        } else {
            startCentroid = after
            previousCentroid = after
            previousTime = currentTime
        }
    }

    override func moved(_ touches: TouchSet, with event: TouchEvent) {
        guard let centroid = currentWindowCentroid else { return }
        let now = currentTime
        let elapsed = previousTime.seconds(to: now)
        if elapsed > 0 {
            previousSample = latestSample
            latestSample = CGPoint(
                x: (centroid.x - previousCentroid.x) / elapsed, y: (centroid.y - previousCentroid.y) / elapsed)
        }
        previousCentroid = centroid
        previousTime = now
        if state.isOngoing {
            state = .changed
        } else if canBegin(at: centroid) {
            state = .began
        }
    }

    /// Whether the finger count is within bounds and the centroid moved at
    /// least `panHysteresis` along x or along y (DEC: per axis, not Euclidean).
    func canBegin(at centroid: CGPoint) -> Bool {
        let count = trackedTouches.count
        guard count >= minimumNumberOfTouches && count <= maximumNumberOfTouches else { return false }
        let hysteresis = thresholds.panHysteresis
        let moved = Double(max(abs(centroid.x - startCentroid.x), abs(centroid.y - startCentroid.y)))
        noteThreshold(.panHysteresis, value: moved, limit: hysteresis, unit: .points, decides: moved >= hysteresis)
        return moved >= hysteresis
    }

    override func ended(_ touches: TouchSet, with event: TouchEvent) {
        fingersLeft(touches)
    }

    /// The translation as UIKit reports it at began (docs/SEMANTICS.md §4 Pan, revised):
    ///
    /// - Begun at once: the hysteresis is taken out (DEC: `touchesMoved:` calls
    ///   `_removeHysteresisFromTranslation` just before `setState:began`, the same in three
    ///   decompiled builds), so a drag from x = 100 to 120 to 150 reports (10, 0) at began and
    ///   (40, 0) after. CHOICE for a diagonal move, which the decompilation does not show: each
    ///   axis that crossed `panHysteresis` loses it, towards the start; an axis that did not
    ///   keeps its movement (the per-axis rule that began the pan).
    /// - Begun after waiting for a failure requirement: from zero, measured from where the
    ///   touches are now (DEC: `_willBeginAfterSatisfyingFailureRequirements` calls
    ///   `setTranslation(.zero)` before the delayed began is sent). The velocity is kept, as
    ///   `setTranslation` keeps it.
    override func willBegin(afterWaitingForFailure waited: Bool) {
        guard let centroid = currentWindowCentroid else { return }
        if waited {
            startCentroid = centroid
            return
        }
        let hysteresis = CGFloat(thresholds.panHysteresis)
        let moved = centroid - startCentroid
        if abs(moved.x) >= hysteresis { startCentroid.x += moved.x > 0 ? hysteresis : -hysteresis }
        if abs(moved.y) >= hysteresis { startCentroid.y += moved.y > 0 ? hysteresis : -hysteresis }
    }

    override func cancelled(_ touches: TouchSet, with event: TouchEvent) {
        cancelOrFail()
    }

    open override func reset() {
        latestSample = nil
        previousSample = nil
    }

    open override var observedValues: [ObservedValue] {
        let translation = translation(in: view)
        let velocity = velocity(in: view)
        var values = super.observedValues
        values.append(.point("translation", translation.x, translation.y))
        values.append(.point("velocity", velocity.x, velocity.y))
        return values
    }

    /// Ends when fewer than `minimumNumberOfTouches` remain (all lifted, for
    /// the default of 1; CHOICE for larger minimums); fails if that happens
    /// before it began.
    private func fingersLeft(_ touches: TouchSet) {
        var remaining: [CGPoint] = []  // a loop, as in `began`
        for touch in trackedTouches where !touch.hasEnded { remaining.append(touch.windowLocation) }
        if remaining.count < minimumNumberOfTouches || remaining.isEmpty {
            if state.isOngoing {
                state = .ended
            } else {
                fail(
                    .limit(
                        "lifted before moving", threshold: .panHysteresis, limit: thresholds.panHysteresis,
                        unit: .points))
            }
            return
        }
        if let before = currentWindowCentroid, let after = remaining.centroid {
            rebase(by: after - before)
        }
    }

    private func rebase(by shift: CGPoint) {
        startCentroid = startCentroid + shift
        previousCentroid = previousCentroid + shift
    }
}
