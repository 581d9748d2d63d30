import Foundation

/// A discrete tap or multi-tap: UIKit's `UITapGestureRecognizer`
/// (`docs/SEMANTICS.md` §4 Tap).
open class TapGestureRecognizer: GestureRecognizer {
    override class var modelType: GestureRecognizer.Type { TapGestureRecognizer.self }

    /// Taps in a row to recognize (UIKit default 1).
    public var numberOfTapsRequired: Int {
        get { _numberOfTapsRequired }
        set { _numberOfTapsRequired = newValue }
    }
    /// Fingers per tap (UIKit default 1).
    public var numberOfTouchesRequired: Int {
        get { _numberOfTouchesRequired }
        set { _numberOfTouchesRequired = newValue }
    }
    // Public properties over private storage, as in `GestureRecognizer`: the
    // compiler checks every access to a public stored property at run time.
    private var _numberOfTapsRequired = 1
    private var _numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var touchesInTap = 0  // most fingers down at once in the current tap
    private var firstTapCentroid: CGPoint?  // window coordinates
    private var intervalTimer: VirtualClock.TimerID?
    private var durationTimer: VirtualClock.TimerID?

    override func began(_ touches: TouchSet, with event: TouchEvent) {
        cancelTimer(intervalTimer)
        intervalTimer = nil
        let down = trackedTouches.count
        if down == touches.count {  // the first finger(s) of a new tap
            touchesInTap = 0
            durationTimer = scheduleDeadline(
                .tapMaximumDuration, afterSeconds: thresholds.tapMaximumDuration, measuredBy: .touchLifts
            ) { [unowned self] in
                fail(
                    .limit(
                        "finger held longer than", threshold: .tapMaximumDuration,
                        limit: thresholds.tapMaximumDuration, unit: .seconds))
            }
        }
        touchesInTap = max(touchesInTap, down)
        if down > numberOfTouchesRequired {
            fail(byCount: "\(down) touches down, \(numberOfTouchesRequired) required")
            return
        }
        if tapsCompleted == 0 {
            firstTapCentroid = trackedTouches.map(\.downWindowLocation).centroid
        } else {
            checkMovement()
        }
    }

    override func moved(_ touches: TouchSet, with event: TouchEvent) {
        checkMovement()
    }

    override func ended(_ touches: TouchSet, with event: TouchEvent) {
        guard trackedTouches.allSatisfy(\.hasEnded) else { return }  // the tap ends with its last finger
        cancelTimer(durationTimer)
        durationTimer = nil
        guard touchesInTap == numberOfTouchesRequired else {
            fail(byCount: "tap of \(touchesInTap) touches, \(numberOfTouchesRequired) required")
            return
        }
        tapsCompleted += 1
        if tapsCompleted == numberOfTapsRequired {
            state = .recognized
        } else {
            intervalTimer = scheduleDeadline(
                .tapMaximumInterval, afterSeconds: thresholds.tapMaximumInterval, measuredBy: .touchBegins
            ) { [unowned self] in
                fail(
                    .limit(
                        "no next tap within", threshold: .tapMaximumInterval, limit: thresholds.tapMaximumInterval,
                        unit: .seconds))
            }
        }
    }

    override func cancelled(_ touches: TouchSet, with event: TouchEvent) {
        fail(reason: "touches cancelled")
    }

    open override func reset() {
        tapsCompleted = 0
        touchesInTap = 0
        firstTapCentroid = nil
        intervalTimer = nil
        durationTimer = nil
    }

    /// A tap never prevents a tap that needs more taps (DOC).
    /// A tap never prevents a tap that needs more taps (DOC), nor a long press that needs the
    /// same number of touches and at least as many taps (docs/SEMANTICS.md §3, revised; DEC:
    /// `UITapGestureRecognizer canPreventGestureRecognizer:` has a branch for long presses), so a
    /// single tap that recognizes on the first lift leaves a tap-then-press long press possible.
    open override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? TapGestureRecognizer,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        if let press = preventedGestureRecognizer as? LongPressGestureRecognizer,
            press.numberOfTouchesRequired == numberOfTouchesRequired, press.numberOfTapsRequired >= numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// The start centroid of the first tap (`docs/SEMANTICS.md` §2).
    open override func location(in view: View?) -> CGPoint {
        guard let point = firstTapCentroid else { return super.location(in: view) }
        return view.map { $0.convert(point, from: nil) } ?? point
    }

    /// The fingers of the current (or last) tap.
    open override var numberOfTouches: Int { touchesInTap }

    /// Fails when the centroid is more than `tapAllowableMovement` from the
    /// first tap's start centroid (strictly more fails; DEC).
    private func checkMovement() {
        guard let start = firstTapCentroid, let centroid = currentWindowCentroid else { return }
        let distance = Double(centroid.distance(to: start))
        let limit = thresholds.tapAllowableMovement
        if distance > limit {
            fail(passing: thresholdCheck(.tapAllowableMovement, value: distance, limit: limit, unit: .points))
        } else {
            noteThreshold(.tapAllowableMovement, value: distance, limit: limit, unit: .points)
        }
    }
}
