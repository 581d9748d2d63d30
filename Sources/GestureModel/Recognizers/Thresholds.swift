/// Every numeric threshold of the gesture model, in one table.
///
/// Each has its unit and its evidence (`docs/SEMANTICS.md`): DOC (Apple's
/// documentation), MEAS (measured on devices), DEC (decompiled UIKitCore) or
/// CHOICE (unknown in UIKit; this project's deterministic choice). A scene can
/// override any of them by name (`"thresholds": {"tapMaximumInterval": 0.3}`).
/// Recognizer properties with documented defaults (`minimumPressDuration`,
/// `allowableMovement`, …) are properties of the recognizers, not rows here.
public struct Thresholds: Equatable, Sendable {
    /// Seconds from a tap's touch-up to the next touch-down before a
    /// multi-tap fails; the timer restarts at each tap-up. 0.35 s (DEC).
    /// Also the window within which `UITouch.tapCount` increments (CHOICE).
    public var tapMaximumInterval: Double = 0.35

    /// Points the centroid of a tap may move from the first tap's start
    /// centroid; strictly more fails. 45 pt (DEC). Also the distance within
    /// which `tapCount` increments (CHOICE).
    public var tapAllowableMovement: Double = 45

    /// Seconds a finger may stay down during a tap; when the timer fires with
    /// the finger still down the tap fails. 0.75 s (DEC for the single tap,
    /// CHOICE for the later taps of a multi-tap).
    public var tapMaximumDuration: Double = 0.75

    /// Points the centroid must move along x or along y (per axis, not
    /// Euclidean) before a pan begins. 10 pt (DEC).
    public var panHysteresis: Double = 10

    /// Points a swipe must travel along its primary axis, before scaling. 50 pt (DEC).
    public var swipeMinimumDistance: Double = 50

    /// Points a swipe may drift along its other axis, before scaling. 200 pt (DEC).
    public var swipeMaximumCrossDistance: Double = 200

    /// Points/second of average speed along the primary axis since
    /// touch-down (elapsed floored at 0.01 s) a swipe needs. 200 pt/s (CHOICE).
    public var swipeMinimumSpeed: Double = 200

    /// Seconds after the first touch-down at which a still-possible swipe
    /// fails; also the cap of the elapsed time used for scaling. 0.5 s (DEC).
    public var swipeMaximumDuration: Double = 0.5

    /// The swipe's minimum thresholds are multiplied by 1 − e·(1 − 0.06),
    /// e = min(seconds since the touch went down, `swipeMaximumDuration`):
    /// this is the 0.06. (DEC)
    public var swipeMinimumScaleFactor: Double = 0.06

    /// The swipe's maximum thresholds are multiplied by 1 − e·(1 − 0.02),
    /// e as above: this is the 0.02. (DEC)
    public var swipeMaximumScaleFactor: Double = 0.02

    /// Points a swipe may move against every allowed direction on its primary
    /// axis before it fails. 10 pt (CHOICE).
    public var swipeReverseTolerance: Double = 10

    /// Points the distance between two touches must change before a pinch begins; taken out
    /// of the reported scale as it begins. 8 pt (docs/SEMANTICS.md §4 Pinch and Rotation,
    /// revised; DEC, partial: the pinch driver's hysteresis is about 8 pt, and a distance growing
    /// from 100 to 200 pt reports about 200/108). It replaces the former CHOICE of a 0.05 scale.
    public var pinchHysteresis: Double = 8

    /// Radians two touches must turn before a rotation begins when their distance has not
    /// changed: 5° (DEC, partial: the threshold lies between 5° and 10° depending on how much the
    /// distance changes). It replaces the former CHOICE of 0.07 rad.
    public var rotationMinimumHysteresis: Double = 5 * Double.pi / 180

    /// Radians two touches must turn before a rotation begins once their distance has changed
    /// by `pinchHysteresis` or more: 10° (DEC, partial, as above). In between, the threshold
    /// grows linearly with the change of distance (CHOICE: the rule between the two ends is
    /// not recovered; a turn made while pinching must be larger to count, so the gesture that
    /// dominates the motion wins).
    public var rotationMaximumHysteresis: Double = 10 * Double.pi / 180

    /// Points from a screen edge within which a screen-edge pan's touch must
    /// begin. 20 pt (CHOICE).
    public var screenEdgeWidth: Double = 20

    /// Points beyond a control's bounds, on every side, within which its
    /// tracked touch still counts as inside (`isTouchInside`: drag enter and
    /// exit, touch up inside or outside). 70 pt (MEAS, approximate: UIKit
    /// documents only "inside the bounds"; developers measure the default
    /// around 70 pt, "the second time is called when finger leaves the control
    /// about 70 pixels, which is the default behavior of the UIControl", Stack
    /// Overflow 14340122, where the asker saw about 100; another saw about 150 %
    /// of the button's size, Stack Overflow 1300528). CHOICE: one margin on all
    /// four sides, the same for the drag and the lift, edges as `CGRect.contains`.
    public var controlTouchInsideMargin: Double = 70

    /// Seconds a scroll view with `delaysContentTouches` holds a touch's
    /// touchesBegan from its content while it decides whether the touch scrolls
    /// (`docs/SEMANTICS.md` §10). 0.15 s: DEC, indirect: UIKit's
    /// `UIScrollViewDelayedTouchesBeganGestureRecognizer` starts its timer with
    /// its client's `_touchDelayForScrollDetection`, and the two other clients
    /// whose decompilation is published (`_NCWidgetViewControllerView`,
    /// `_UNNotificationContentExtensionVendorViewControllerView`) return 0.15
    /// there; UIScrollView's own is not seen. MEAS: developers give 150 ms
    /// (Stack Overflow 728014, "If you haven't moved your finger significantly
    /// within 150ms, it passes the event on to the inner view"; Godot's iOS
    /// view delays touches "for 150ms (the same value used by
    /// UIScrollViewDelayedTouchesBeganGestureRecognizer)"). Apple documents the
    /// timer and not its length.
    public var scrollViewTouchDelay: Double = 0.15

    /// Radians within which a move of a scroll view's possible pan must lie of
    /// an axis the scroll view can scroll along for `isDirectionalLockEnabled`
    /// to lock its pan to that axis: 20° of horizontal, or more than 70° from
    /// it for vertical (DEC: `UIScrollViewPanGestureRecognizer
    /// _centroidMovedTo:atTime:affectingTranslation:` compares the move's
    /// atan(|dy/dx|) with 0.34906585 and 1.22173048 rad, `docs/SEMANTICS.md` §10).
    public var directionalLockAngle: Double = 20 * Double.pi / 180

    /// Seconds without a move after which a scroll view's pan that has begun
    /// reconsiders its directional lock on the next move: 0.6 s (DEC: the same
    /// method skips the lock for a began or changed pan while less than 0.6 s
    /// passed since the previous touch event).
    public var directionalLockPause: Double = 0.6

    /// The model's defaults.
    public init() {}

    /// Sets each threshold of `overrides` in turn (a later one wins): a scene's own
    /// `thresholds`, then a command's `--threshold`.
    public mutating func override(_ overrides: [(key: Key, value: Double)]) {
        for (key, value) in overrides { self[keyPath: key.keyPath] = value }
    }

    /// A threshold by its public name, the name scenes and `--threshold` give it.
    public enum Key: String, CaseIterable, Sendable {
        case tapMaximumInterval, tapAllowableMovement, tapMaximumDuration, panHysteresis
        case swipeMinimumDistance, swipeMaximumCrossDistance, swipeMinimumSpeed, swipeMaximumDuration
        case swipeMinimumScaleFactor, swipeMaximumScaleFactor, swipeReverseTolerance
        case pinchHysteresis, rotationMinimumHysteresis, rotationMaximumHysteresis, screenEdgeWidth
        case controlTouchInsideMargin, scrollViewTouchDelay, directionalLockAngle
        case directionalLockPause

        /// The property it names.
        public var keyPath: WritableKeyPath<Thresholds, Double> {
            switch self {
            case .tapMaximumInterval: \.tapMaximumInterval
            case .tapAllowableMovement: \.tapAllowableMovement
            case .tapMaximumDuration: \.tapMaximumDuration
            case .panHysteresis: \.panHysteresis
            case .swipeMinimumDistance: \.swipeMinimumDistance
            case .swipeMaximumCrossDistance: \.swipeMaximumCrossDistance
            case .swipeMinimumSpeed: \.swipeMinimumSpeed
            case .swipeMaximumDuration: \.swipeMaximumDuration
            case .swipeMinimumScaleFactor: \.swipeMinimumScaleFactor
            case .swipeMaximumScaleFactor: \.swipeMaximumScaleFactor
            case .swipeReverseTolerance: \.swipeReverseTolerance
            case .pinchHysteresis: \.pinchHysteresis
            case .rotationMinimumHysteresis: \.rotationMinimumHysteresis
            case .rotationMaximumHysteresis: \.rotationMaximumHysteresis
            case .screenEdgeWidth: \.screenEdgeWidth
            case .controlTouchInsideMargin: \.controlTouchInsideMargin
            case .scrollViewTouchDelay: \.scrollViewTouchDelay
            case .directionalLockAngle: \.directionalLockAngle
            case .directionalLockPause: \.directionalLockPause
            }
        }

        /// Every name, in declaration order, as errors list them.
        public static var names: [String] { allCases.map(\.rawValue) }
    }
}
