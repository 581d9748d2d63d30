import Foundation

/// The recognizer with which a scroll view holds its content's touchesBegan
/// while it decides whether a touch scrolls: UIKit's private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer` (`docs/SEMANTICS.md` §10).
///
/// It never begins. It has `delaysTouchesBegan`, so while it is possible the
/// hit view's touchesBegan is held (§2 step 7); it fails, and the held phases
/// go to the view, when `scrollViewTouchDelay` (0.15 s) has passed since the
/// latest touch went down, when a touch lifts or is cancelled, or at once
/// when its scroll view's `delaysContentTouches` is false. When the scroll
/// view's pan begins first it excludes this one (§3) and cancels the view's
/// touches (it saw none): the content never sees a touch that scrolls.
///
/// DEC (`UIScrollViewDelayedTouchesBeganGestureRecognizer`, published
/// decompilation): `touchesBegan:` clears the timer and, when the client
/// `delaysContentTouches`, starts a new one of `_touchDelayForScrollDetection`
/// that sends the delayed touches; otherwise it sends them at once; sending
/// them ignores each touch and sets the state to failed. `touchesEnded:`
/// while the timer is pending sends them (fails); `touchesCancelled:` fails.
/// Not modelled (CHOICE): its `touchesMoved:` also sends them early when the
/// touch moves more than the scroll hysteresis along an axis the scroll view
/// cannot scroll, but only for a touch whose view is of a class the
/// decompilation does not show; and `touchesShouldBegin(_:with:in:)`, whose
/// false answer makes it recognize instead (the content then never gets the
/// touch).
public final class DelayedTouchesBeganGestureRecognizer: GestureRecognizer {
    override class var modelType: GestureRecognizer.Type { DelayedTouchesBeganGestureRecognizer.self }

    /// Whether it holds touches (its scroll view's `delaysContentTouches`).
    var delaysContentTouches = true
    private var delayTimer: VirtualClock.TimerID?

    public override init() {
        super.init()
        delaysTouchesBegan = true
    }

    override func began(_ touches: TouchSet, with event: TouchEvent) {
        cancelTimer(delayTimer)
        delayTimer = nil
        guard delaysContentTouches else {
            fail("delaysContentTouches is false")
            return
        }
        let delay = thresholds.scrollViewTouchDelay
        delayTimer = scheduleDeadline(.scrollViewTouchDelay, afterSeconds: delay, measuredBy: .touchLifts) {
            [unowned self] in
            delayTimer = nil
            fail(.limit("touches held for", threshold: .scrollViewTouchDelay, limit: delay, unit: .seconds))
        }
    }

    override func ended(_ touches: TouchSet, with event: TouchEvent) {
        sendDelayedTouches("a touch lifted")
    }

    override func cancelled(_ touches: TouchSet, with event: TouchEvent) {
        sendDelayedTouches("touches cancelled")
    }

    private func sendDelayedTouches(_ reason: FailureReason) {
        cancelTimer(delayTimer)
        delayTimer = nil
        fail(reason)
    }

    public override func reset() {
        delayTimer = nil
    }
}
