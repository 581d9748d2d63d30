import Foundation

/// A discrete fast stroke in a direction: UIKit's `UISwipeGestureRecognizer`
/// (`docs/SEMANTICS.md` §4 Swipe).
open class SwipeGestureRecognizer: GestureRecognizer {
    override class var modelType: GestureRecognizer.Type { SwipeGestureRecognizer.self }

    /// Directions a swipe may go (UIKit's raw values).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)

        /// The names, in UIKit's bit order: `right,left,up,down`.
        public var names: [String] {
            [(Direction.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
                .filter { contains($0.0) }.map(\.1)
        }
    }

    /// The allowed directions (UIKit default right).
    public var direction: Direction {
        get { _direction }
        set { _direction = newValue }
    }
    /// Fingers that must swipe together (UIKit default 1).
    public var numberOfTouchesRequired: Int {
        get { _numberOfTouchesRequired }
        set { _numberOfTouchesRequired = newValue }
    }
    // Public properties over private storage, as in `GestureRecognizer`: the
    // compiler checks every access to a public stored property at run time.
    private var _direction: Direction = .right
    private var _numberOfTouchesRequired = 1

    private var timer: VirtualClock.TimerID?

    override func began(_ touches: TouchSet, with event: TouchEvent) {
        if trackedTouches.count > numberOfTouchesRequired {
            fail(byCount: "\(trackedTouches.count) touches down, \(numberOfTouchesRequired) required")
            return
        }
        if timer == nil {
            // A plain timer, not a deadline: no later touch measures it, and a swipe that runs out
            // of time rests on how short of the distance and speed it was (its noted checks).
            timer = scheduleTimer(afterSeconds: thresholds.swipeMaximumDuration) { [unowned self] in
                fail(
                    .limit(
                        "not recognized within", threshold: .swipeMaximumDuration,
                        limit: thresholds.swipeMaximumDuration, unit: .seconds))
            }
        }
    }

    override func moved(_ touches: TouchSet, with event: TouchEvent) {
        var allSucceed = trackedTouches.count == numberOfTouchesRequired
        for touch in trackedTouches {
            switch judge(touch) {
            case .failure(let check):
                fail(passing: check)
                return
            case .success:
                break
            case .undecided:
                allSucceed = false
            }
        }
        guard allSucceed else { return }
        // It has decided: its deadline is over, even while a failure
        // requirement holds the transition back (CHOICE, from `docs/SEMANTICS.md`
        // §3: a discrete recognizer that decided keeps its stored transition).
        cancelTimer(timer)
        state = .recognized
    }

    override func ended(_ touches: TouchSet, with event: TouchEvent) {
        fail(reason: "finger lifted before the swipe was recognized")
    }

    override func cancelled(_ touches: TouchSet, with event: TouchEvent) {
        fail(reason: "touches cancelled")
    }

    open override func reset() {
        timer = nil
    }

    /// Centroid of the touch-down points (`docs/SEMANTICS.md` §2).
    open override func location(in view: View?) -> CGPoint {
        let touches = receivedTouches.filter { !hasIgnored($0) }
        guard let point = touches.map(\.downWindowLocation).centroid else { return super.location(in: view) }
        return view.map { $0.convert(point, from: nil) } ?? point
    }

    open override var numberOfTouches: Int { receivedTouches.count - ignoredTouches.count }

    open override var observedValues: [ObservedValue] {
        var values = super.observedValues
        values.append(.text("direction", direction.names.joined(separator: ",")))
        return values
    }

    private enum Judgement {
        case success, undecided
        indirect case failure(ThresholdCheck)  // boxed: judged on every move, it fails once
    }

    /// One touch against the thresholds, scaled by its elapsed time (DEC).
    private func judge(_ touch: Touch) -> Judgement {
        let limits = thresholds
        let held = touch.downTime.seconds(to: currentTime)
        let elapsed = min(held, limits.swipeMaximumDuration)
        let minimumScale = 1 - elapsed * (1 - limits.swipeMinimumScaleFactor)
        let maximumScale = 1 - elapsed * (1 - limits.swipeMaximumScaleFactor)
        let dx = Double(touch.windowLocation.x - touch.downWindowLocation.x)
        let dy = Double(touch.windowLocation.y - touch.downWindowLocation.y)
        let horizontal = direction.contains(.left) || direction.contains(.right)
        let vertical = direction.contains(.up) || direction.contains(.down)
        // The primary axis: the allowed one; with both allowed, the one moved along more (ties: x, CHOICE).
        let alongX = horizontal && (!vertical || abs(dx) >= abs(dy))
        let primary = alongX ? dx : dy
        let cross = alongX ? dy : dx
        let forward: Direction = alongX ? (primary >= 0 ? .right : .left) : (primary >= 0 ? .down : .up)
        if !direction.contains(forward) {
            let against = Double(abs(primary))
            if against > limits.swipeReverseTolerance {
                return .failure(
                    thresholdCheck(
                        "swipeReverseTolerance", value: against, limit: limits.swipeReverseTolerance, unit: .points))
            }
            noteThreshold(.swipeReverseTolerance, value: against, limit: limits.swipeReverseTolerance, unit: .points)
        }
        let crossLimit = limits.swipeMaximumCrossDistance * maximumScale
        let drift = Double(abs(cross))
        if drift > crossLimit {
            return .failure(
                thresholdCheck(.swipeMaximumCrossDistance, value: drift, limit: crossLimit, unit: .points))
        }
        noteThreshold(.swipeMaximumCrossDistance, value: drift, limit: crossLimit, unit: .points)
        let distanceNeeded = limits.swipeMinimumDistance * minimumScale
        let speed = abs(primary) / max(held, 0.01)
        guard direction.contains(forward) else { return .undecided }
        noteThreshold(.swipeMinimumDistance, value: Double(abs(primary)), limit: distanceNeeded, unit: .points)
        noteThreshold(
            "swipeMinimumSpeed", value: Double(speed), limit: limits.swipeMinimumSpeed, unit: .pointsPerSecond)
        if abs(primary) >= distanceNeeded && speed >= limits.swipeMinimumSpeed {
            noteThreshold(.swipeMaximumDuration, value: elapsed, limit: limits.swipeMaximumDuration, unit: .seconds)
            return .success
        }
        return .undecided
    }
}
