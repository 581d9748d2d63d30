#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// `CustomTouch2` of reference app 001, ported exactly as written, quirks
/// included: a "cross" meant as a downward stroke of at least 50 pt followed
/// by a rightward one of at least 50 pt. `FixedCrossGestureRecognizer` is the
/// corrected version; a harness that tells the two apart is the point.
///
/// What the Objective-C does, and so what this does:
///
/// - Both strokes are measured from the touch-down point (`curTickleStart` is
///   set in `touchesBegan` and never moved), so "down 50, then right 50"
///   really is "at some move at least 50 pt below the start, and at that move
///   or a later one at least 50 pt right of it".
/// - **The straightness checks are always true.** `horizontal <= 10 ||
///   horizontal >= -10` and `vertical <= 10 || vertical >= -10` hold for every
///   number (an `||` where an `&&` was meant). A diagonal stroke down and to
///   the right is a cross; so is a "7" (right first, then down).
/// - Once the first point is reached, **every** later move that is 50 pt or
///   more right of the start adds 1 to the counter, not only the first one.
/// - **`static int touchTimes` is shared by every instance** and is cleared
///   only on success. Here the counter is shared by all `cross` recognizers
///   in one window, that is one scene instance with its own environment (see
///   `CrossTouchTimes`), so that replays stay independent of each other and
///   of the order they run in.
/// - Success needs the counter to be exactly 2 (`touchTimes == 2`). A
///   counter left at 1 by a failed attempt makes the next attempt succeed
///   one step early (a plain rightward stroke, or in another instance a
///   plain downward one); a counter that jumps past 2 (two increments in one
///   move while another instance had left it at 1) is never cleared again,
///   and no `cross` in that window is recognized any more.
/// - `arriveFirstPoint` is an instance flag cleared only on success: a failed
///   attempt that reached the first point leaves it set for the next touch
///   sequence. `arriveLastPoint` is set and never read.
/// - `reset()` (called by the recognizer itself on touches ended and
///   cancelled, and by the framework) only clears `curTickleStart`, and fails
///   a recognizer that is still possible.
/// - Only `anyObject` of the moved touches is looked at (`TouchSet.first`).
public final class CrossGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// Points a stroke must cover (the literal `50`).
    public static let strokeLength: CGFloat = 50
    /// The intended straightness tolerance (the literal `10`), which the
    /// always-true conditions never enforce.
    public static let tolerance: CGFloat = 10

    /// Where the touch went down, in the view's coordinates (`curTickleStart`).
    public private(set) var curTickleStart = CGPoint.zero
    /// Whether the downward stroke was seen; cleared only on success.
    public private(set) var arriveFirstPoint = false
    /// Set when the rightward stroke is seen; never read (as in the original).
    public private(set) var arriveLastPoint = false

    private var sharedTouchTimes: CrossTouchTimes?

    public override init() { super.init() }

    /// The `static int touchTimes` counter, shared by the `cross`
    /// recognizers of this window.
    public var touchTimes: Int { counter.value }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        curTickleStart = touch.location(in: view)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let ticklePoint = touch.location(in: view)
        let horizontal = ticklePoint.x - curTickleStart.x
        let vertical = ticklePoint.y - curTickleStart.y
        let tolerance = CrossGestureRecognizer.tolerance
        let length = CrossGestureRecognizer.strokeLength

        // Quirk kept: `horizontal <= 10 || horizontal >= -10` is always true.
        if !arriveFirstPoint && vertical >= length && (horizontal <= tolerance || horizontal >= -tolerance) {
            arriveFirstPoint = true
            counter.value += 1
        }
        // Quirk kept: `vertical <= 10 || vertical >= -10` is always true.
        if arriveFirstPoint && (vertical <= tolerance || vertical >= -tolerance) && horizontal >= length {
            arriveLastPoint = true
            counter.value += 1
        }
        if counter.value == 2 && state == .possible {
            state = .ended
            counter.value = 0
            arriveFirstPoint = false
        }
    }

    public override func reset() {
        curTickleStart = .zero
        if state == .possible {
            state = .failed
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        reset()
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        reset()
    }

    /// The window's shared counter, found (or made) on first use and handed
    /// to every `cross` recognizer of the window.
    private var counter: CrossTouchTimes {
        if let sharedTouchTimes { return sharedTouchTimes }
        let siblings = CrossGestureRecognizer.instances(under: view?.window)
        let shared = siblings.lazy.compactMap(\.sharedTouchTimes).first ?? CrossTouchTimes()
        for sibling in siblings { sibling.sharedTouchTimes = shared }
        sharedTouchTimes = shared
        return shared
    }

    /// Every `cross` recognizer attached to `root` or its descendants.
    private static func instances(under root: UIView?) -> [CrossGestureRecognizer] {
        guard let root else { return [] }
        var result: [CrossGestureRecognizer] = []
        var stack = [root]
        while let view = stack.popLast() {
            for case let cross as CrossGestureRecognizer in view.gestureRecognizers ?? [] { result.append(cross) }
            stack.append(contentsOf: view.subviews)
        }
        return result
    }
}

/// The `static int touchTimes` of `CustomTouch2`, scoped to one window.
///
/// A process-wide static would make a replay depend on every replay before
/// it (and on the order parallel workers run them in). One counter per
/// window keeps the quirk — instances share it, gestures carry it over, only
/// success clears it — inside the scene instance that shows it.
final class CrossTouchTimes {
    var value = 0
}
