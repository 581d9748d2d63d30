import Foundation

/// A continuous press held still: UIKit's `UILongPressGestureRecognizer`
/// (`docs/SEMANTICS.md` §4 Long press).
open class LongPressGestureRecognizer: GestureRecognizer {
    override class var modelType: GestureRecognizer.Type { LongPressGestureRecognizer.self }

    /// Seconds the fingers must stay down before it begins (UIKit default 0.5, DOC).
    public var minimumPressDuration: Double {
        get { _minimumPressDuration }
        set { _minimumPressDuration = newValue }
    }
    /// Points the centroid may move before it begins; strictly more fails (UIKit default 10, DOC).
    public var allowableMovement: Double {
        get { _allowableMovement }
        set { _allowableMovement = newValue }
    }
    /// Fingers that must be down (UIKit default 1).
    public var numberOfTouchesRequired: Int {
        get { _numberOfTouchesRequired }
        set { _numberOfTouchesRequired = newValue }
    }
    /// Taps before the press (UIKit default 0); they follow the tap rules.
    public var numberOfTapsRequired: Int {
        get { _numberOfTapsRequired }
        set { _numberOfTapsRequired = newValue }
    }
    // Public properties over private storage, as in `GestureRecognizer`: the
    // compiler checks every access to a public stored property at run time.
    private var _minimumPressDuration: Double = 0.5
    private var _allowableMovement: Double = 10
    private var _numberOfTouchesRequired = 1
    private var _numberOfTapsRequired = 0

    private var tapsCompleted = 0
    private var startCentroid: CGPoint?  // window coordinates, taken when the press timer starts
    private var firstTouchDown: CGPoint?
    private var pressTimer: VirtualClock.TimerID?
    private var pressStart: Instant?  // when the press timer started
    private var intervalTimer: VirtualClock.TimerID?

    override func began(_ touches: TouchSet, with event: TouchEvent) {
        if state.isOngoing {
            for touch in touches { ignore(touch, for: event) }  // extra touches after began are ignored (DEC)
            return
        }
        cancelTimer(intervalTimer)
        intervalTimer = nil
        let down = trackedTouches.count
        if firstTouchDown == nil { firstTouchDown = trackedTouches.map(\.downWindowLocation).centroid }
        if down > numberOfTouchesRequired {
            fail(byCount: "\(down) touches down, \(numberOfTouchesRequired) required")
            return
        }
        if tapsCompleted > 0, let first = firstTouchDown, let centroid = currentWindowCentroid {
            let distance = Double(centroid.distance(to: first))
            let limit = thresholds.tapAllowableMovement
            if distance > limit {
                fail(passing: thresholdCheck(.tapAllowableMovement, value: distance, limit: limit, unit: .points))
                return
            }
            noteThreshold(.tapAllowableMovement, value: distance, limit: limit, unit: .points)
        }
        if down == numberOfTouchesRequired && tapsCompleted == numberOfTapsRequired {
            startCentroid = currentWindowCentroid
            cancelTimer(pressTimer)
            pressStart = currentTime
            pressTimer = scheduleDeadline(
                "minimumPressDuration", afterSeconds: minimumPressDuration, measuredBy: .touchLifts
            ) { [unowned self] in
                if state == .possible && trackedTouches.count == numberOfTouchesRequired { state = .began }
            }
        }
    }

    override func moved(_ touches: TouchSet, with event: TouchEvent) {
        if state.isOngoing {
            state = .changed  // no movement limit after began (DOC, MEAS)
            return
        }
        // Until the press timer starts (during the taps, or before all required
        // fingers are down) there is no start centroid: movement is measured
        // from the first touch-down with the tap allowance, 45 pt (CHOICE,
        // `docs/SEMANTICS.md` §4 Long press: UIKit measures the press from the timer's start only; a finger
        // waiting for the others is treated like a tap, not like the press).
        guard let start = startCentroid ?? firstTouchDown, let centroid = currentWindowCentroid else { return }
        // The model's threshold while fingers gather, then the recognizer's own property (named
        // as the property is: a scene sets it under that name).
        let name = startCentroid == nil ? Thresholds.Key.tapAllowableMovement.rawValue : "allowableMovement"
        let limit = startCentroid == nil ? thresholds.tapAllowableMovement : allowableMovement
        let distance = Double(centroid.distance(to: start))
        if distance > limit {
            fail(passing: thresholdCheck(name, value: distance, limit: limit, unit: .points))
        } else {
            noteThreshold(name, value: distance, limit: limit, unit: .points)
        }
    }

    override func ended(_ touches: TouchSet, with event: TouchEvent) {
        if state.isOngoing {
            state = .ended  // the first finger lifted (DOC)
            return
        }
        guard tapsCompleted < numberOfTapsRequired else {
            if let pressStart {
                let held = pressStart.seconds(to: currentTime)
                fail(
                    passing: thresholdCheck(
                        "minimumPressDuration", value: held, limit: minimumPressDuration, unit: .seconds))
            } else {
                fail(byCount: "lifted before all \(numberOfTouchesRequired) touches were down")
            }
            return
        }
        guard trackedTouches.allSatisfy(\.hasEnded) else { return }
        tapsCompleted += 1
        intervalTimer = scheduleDeadline(
            .tapMaximumInterval, afterSeconds: thresholds.tapMaximumInterval, measuredBy: .touchBegins
        ) { [unowned self] in
            fail(
                .limit(
                    "no press after the last tap within", threshold: .tapMaximumInterval,
                    limit: thresholds.tapMaximumInterval, unit: .seconds))
        }
    }

    override func cancelled(_ touches: TouchSet, with event: TouchEvent) {
        cancelOrFail()
    }

    open override func reset() {
        tapsCompleted = 0
        startCentroid = nil
        firstTouchDown = nil
        pressTimer = nil
        pressStart = nil
        intervalTimer = nil
    }
}
