import Foundation

/// A scroll view's own pan: UIKit's `UIScrollViewPanGestureRecognizer`, the
/// `panGestureRecognizer` of a `ScrollView` (`docs/SEMANTICS.md` §10).
///
/// A pan (§4 Pan) with three rules of its own, each from UIKit's published
/// decompilation (DEC):
/// - It begins only along an axis its scroll view can scroll: with the pan's
///   rule met, it does not begin while its scroll view can scroll along
///   neither axis, or along one axis only and the translation along that axis
///   is below `panHysteresis` (`_shouldTryToBeginWithEvent:`, with
///   `_canScrollX`/`_canScrollY` and `_willScrollX`/`_willScrollY`). It then
///   stays possible (CHOICE: the method answers "not yet" and is asked again on
///   every move; nothing in it fails the pan), and begins on the move that
///   passes the hysteresis along a scrollable axis. A vertical scroll view's
///   pan does not begin for a horizontal drag that keeps within 10 pt
///   vertically; Apple's guide agrees that nested scroll views of crossed
///   directions need no code (Scroll View Programming Guide, "Nesting Scroll
///   Views"). `ScrollView.canScrollHorizontally` says which axes scroll.
/// - When it would begin while its scroll view's content is tracking one of its
///   touches (the content saw the touch begin) and the scroll view may not
///   cancel it (`canCancelContentTouches` false, or `touchesShouldCancel(in:)`
///   false, the default for a `Control`), it fails instead (`touchesMoved:`
///   calls `_canCancelContentTouches:` as the state becomes began and fails
///   "contentTouchDelivery").
/// - With `isDirectionalLockEnabled`, a move within `directionalLockAngle` (20°)
///   of an axis the scroll view can scroll locks the translation to that axis
///   (`_centroidMovedTo:atTime:affectingTranslation:`), see `lock(along:)`.
///
/// `delaysTouchesEnded` is false (MEAS: the recognizer's description as
/// printed on devices, "UIScrollViewPanGestureRecognizer …; delaysTouchesEnded
/// = NO").
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    override class var modelType: GestureRecognizer.Type { ScrollViewPanGestureRecognizer.self }

    /// The axis a directional lock holds the translation to.
    enum Lock { case none, horizontal, vertical }

    /// The scroll view that owns it (UIKit's `scrollView`).
    public internal(set) weak var scrollView: ScrollView?
    private(set) var lock = Lock.none
    /// The translation the lock took out: the moves along the locked-out axis.
    private var lockedOut = CGPoint.zero
    private var lockCentroid = CGPoint.zero
    private var lockTime = Instant.zero

    public override init() {
        super.init()
        delaysTouchesEnded = false
    }

    /// The pan's translation, less what a directional lock took out.
    public override func translation(in view: View?) -> CGPoint {
        super.translation(in: view) - (view?.convertOffsetFromRoot(lockedOut) ?? lockedOut)
    }

    public override func setTranslation(_ translation: CGPoint, in view: View?) {
        lockedOut = .zero
        super.setTranslation(translation, in: view)
    }

    override func began(_ touches: TouchSet, with event: TouchEvent) {
        super.began(touches, with: event)
        if let centroid = currentWindowCentroid { lockCentroid = centroid }
        lockTime = currentTime
    }

    override func moved(_ touches: TouchSet, with event: TouchEvent) {
        if let centroid = currentWindowCentroid, let scrollView {
            if scrollView.isDirectionalLockEnabled { lock(along: centroid - lockCentroid, in: scrollView) }
            lockCentroid = centroid
            lockTime = currentTime
        }
        super.moved(touches, with: event)
    }

    override func ended(_ touches: TouchSet, with event: TouchEvent) {
        super.ended(touches, with: event)
        if let centroid = currentWindowCentroid { lockCentroid = centroid }
    }

    /// DEC (`_centroidMovedTo:atTime:affectingTranslation:`): while the pan is possible, or
    /// after a pause of `directionalLockPause` (0.6 s) since the previous move, a move whose
    /// angle atan(|dy/dx|) is at most `directionalLockAngle` locks it horizontally when its
    /// scroll view can scroll along x; at least 90° less that, vertically when it can scroll
    /// along y; a move in between keeps the lock it had. A locked pan drops each move's
    /// component across its axis from the translation (DEC: `_adjustSceneReferenceLocation:`
    /// shifts the location to the locked axis). CHOICE: a lock holds until the pan resets.
    private func lock(along move: CGPoint, in scrollView: ScrollView) {
        let paused = lockTime.seconds(to: currentTime) >= thresholds.directionalLockPause
        if currentState == .possible || paused, move != .zero {
            let angle = atan(abs(Double(move.y)) / abs(Double(move.x)))
            let limit = thresholds.directionalLockAngle
            if angle <= limit && scrollView.canScrollHorizontally {
                lock = .horizontal
            } else if angle >= Double.pi / 2 - limit && scrollView.canScrollVertically {
                lock = .vertical
            }
        }
        switch lock {
        case .none: break
        case .horizontal: lockedOut.y += move.y
        case .vertical: lockedOut.x += move.x
        }
    }

    /// The pan's rule, then the scroll view's (see the type's documentation).
    override func canBegin(at centroid: CGPoint) -> Bool {
        guard super.canBegin(at: centroid), let scrollView else { return false }
        let moved = super.translation(in: nil)
        let hysteresis = CGFloat(thresholds.panHysteresis)
        let canX = scrollView.canScrollHorizontally
        let canY = scrollView.canScrollVertically
        if !canX && !canY { return false }
        if !canX && abs(moved.y) < hysteresis { return false }
        if !canY && abs(moved.x) < hysteresis { return false }
        if let tracked = scrollView.contentViewThatKeeps(trackedTouches) {
            fail(.stated("\(tracked.name) is tracking the touch and may not be cancelled"))
            return false
        }
        return true
    }

    /// A pan that begins after waiting starts from zero, the lock's share included.
    override func willBegin(afterWaitingForFailure waited: Bool) {
        if waited { lockedOut = .zero }
        super.willBegin(afterWaitingForFailure: waited)
    }

    public override func reset() {
        super.reset()
        lock = .none
        lockedOut = .zero
    }
}
