import Foundation

/// A view that tracks its own touch and sends control events: UIKit's
/// `UIControl` (`docs/SEMANTICS.md` §9).
///
/// Touch tracking as UIKit documents it: a touch that begins on the control
/// calls `beginTracking(_:with:)`, each move `continueTracking(_:with:)`, the
/// lift `endTracking(_:with:)` and a cancel `cancelTracking(with:)`; the
/// control sends `touchDown` (and `touchDownRepeat` when `tapCount` > 1),
/// `touchDragInside` or `touchDragOutside` with `touchDragEnter` or
/// `touchDragExit` as the touch crosses the tracking area,
/// `touchUpInside` or `touchUpOutside`, and `touchCancel`. Every event sent
/// is an outcome's handler line named `"<control name>.<event>"`
/// (`docs/FORMATS.md` §3), and calls the actions added for it.
///
/// "Inside" is the bounds grown by `Thresholds.controlTouchInsideMargin`
/// (70 pt, MEAS) on every side, or the hit area `point(inside:with:)` gives. A plain `Control` prevents no recognizer; a
/// `Button` prevents the single-finger single taps of other views'
/// recognizers (`defaultActionOverlaps(_:)`). A disabled control
/// (`isEnabled` false) is not hit by a touch: the touch goes to the view
/// behind it.
open class Control: View {
    /// UIKit's `UIControl.Event`, the touch events (same bits).
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch-down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch-down with `tapCount` greater than one.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A move of the tracked touch inside the tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A move of the tracked touch outside the tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A move that brings the tracked touch from outside to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A move that takes the tracked touch from inside to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The lift of the tracked touch inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The lift of the tracked touch outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled (by the system or a recognizer).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch, slider, segmented control, stepper).
        public static let valueChanged = Event(rawValue: 1 << 12)

        /// Each event of the set with its name, in the order of their bits.
        public static let named: [(event: Event, name: String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        ]
    }

    /// What an action added with `addAction(for:_:)` is called with: the
    /// control and the one event sent.
    public typealias Action = @ReplayActor (Control, Event) -> Void

    /// Whether the control is tracking a touch now (UIKit's `isTracking`).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the tracking area now (UIKit's
    /// `isTouchInside`): the bounds grown by `controlTouchInsideMargin`, or the hit area.
    public private(set) var isTouchInside = false
    /// Set while a tracked touch is down and inside, as UIKit highlights a control (UIKit's
    /// `isHighlighted`, default false; the model draws nothing).
    public var isHighlighted = false
    /// Whether the control takes touches (UIKit's `isEnabled`, default true). EVIDENCE (DEC:
    /// UIKitCore, iOS 26.1, `UIKitCore/UIControl.mm`, `-[UIControl hitTest:withEvent:]`):
    /// a disabled control answers nil to hit testing, for itself and its subviews, so a touch on
    /// it goes to the view behind it (its superview, whose recognizers then see the touch, and
    /// the control's `gestureRecognizerShouldBegin` is not asked: the default action does not
    /// take precedence). DOC (`UIControl.isEnabled`): "a disabled control ignores touch events".
    /// Set false during a touch it already tracks, the touch stays the control's and tracking
    /// goes on to the lift (DEC, `touchesMoved:`/`touchesEnded:` read only `isTracking`).
    public var isEnabled = true
    /// UIKit's `isSelected` (default false): state only, no touch reads it (DEC, `UIControl.mm`:
    /// `setSelected:` sets a flag and redraws).
    public var isSelected = false

    private var actions: [(events: Event, action: Action)] = []

    /// Adds `action` for each event of `events` (UIKit's `addAction(_:for:)`).
    public func addAction(for events: Event, _ action: @escaping Action) {
        actions.append((events, action))
    }

    // MARK: - Tracking (UIKit's methods to override)

    /// A tracked touch begins; false stops tracking (no events for it).
    /// The default returns true.
    open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// The tracked touch moved; false stops tracking. The default returns true.
    open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// The tracked touch lifted. The default does nothing.
    open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}
    /// The tracked touch was cancelled. The default does nothing.
    open func cancelTracking(with event: TouchEvent?) {}

    /// Sends each event of `controlEvents`, in the order of their bits: an
    /// outcome line `"<name>.<event>"`, then the actions added for it in the
    /// order added (CHOICE: UIKit's `_sendActionsForEvents:withEvent:` calls the
    /// target-actions whose mask meets the set, in the order they were added, DEC;
    /// a replay has no targets of its own, so it writes a line per event).
    open func sendActions(for controlEvents: Event) {
        let environment = window?.environment
        for (event, eventName) in Event.named where controlEvents.contains(event) {
            environment?.report(handler: "\(name).\(eventName)", values: event == .valueChanged ? observedValues : [])
            for entry in actions where entry.events.contains(event) { entry.action(self, event) }
        }
    }

    // MARK: - The default action against other views' recognizers

    /// Whether `gestureRecognizer`, attached to another view, would recognize
    /// this control's default action, which takes precedence: its
    /// `gestureRecognizerShouldBegin` is then false. A plain control has none
    /// (Apple lists only UIKit's own controls). Subclasses override it.
    open func defaultActionOverlaps(_ gestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether `gestureRecognizer` is a `TapGestureRecognizer` (or a subclass) with one tap and
    /// one touch required: the default action of a button, a switch, a stepper and a segmented
    /// control (DOC, `Button.defaultActionOverlaps(_:)`).
    static func isSingleFingerSingleTap(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// False for another view's recognizer that overlaps the default action
    /// (`defaultActionOverlaps(_:)`), DOC: "Gesture recognizers attached to
    /// your views don't impact the ability of UIKit controls to handle
    /// events. Events occurring within the bounds of a control are handled
    /// by the control first" (Apple, "Attaching gesture recognizers to UIKit
    /// controls"; the Event Handling Guide for iOS says it of iOS 6 and
    /// later, "default control actions prevent overlapping gesture recognizer
    /// behavior"). A recognizer on the control itself is not prevented: "To
    /// handle any of the preceding gestures before the control calls its
    /// action method, install your gesture recognizer on the control itself."
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        gestureRecognizer.view === self || !defaultActionOverlaps(gestureRecognizer)
    }

    // MARK: - Touches

    // DEC (UIKitCore, iOS 26.1, `UIKitCore/UIControl.mm`, `-[UIControl touchesBegan:…]`,
    // `touchesMoved:`, `touchesEnded:`, `touchesCancelled:`): tracking starts at touch-down
    // when the control is enabled and takes user interaction (`shouldTrack`); events are sent
    // only while tracking; a move first asks `continueTracking`, and only while it still tracks
    // updates `isTouchInside` and the highlight; the lift compares its inside-ness with the last
    // one known and sends a crossing, then `endTracking` and the up; a cancel calls
    // `cancelTracking`, then touchCancel. While not tracking, UIKit passes the touches to the
    // next responder (a plain view's handlers do nothing in the model) and leaves
    // `isTouchInside` and the highlight as they were. The control reads the first touch of
    // each call (UIKit's `_firstTouchForView:`); with `isMultipleTouchEnabled` false (the
    // default) it has only one.

    /// DEC (`-[UIControl shouldTrack]`): enabled and taking user interaction.
    private var shouldTrack: Bool { isEnabled && isUserInteractionEnabled }

    /// Hit testing, as `View`'s, except that a disabled control and its subviews are not hit
    /// (`isEnabled`; DEC, `-[UIControl hitTest:withEvent:]`).
    open override func hitTest(_ point: CGPoint, with event: TouchEvent?) -> View? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard let touch = touches.first, shouldTrack else { return }
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat) }
        didBeginTracking(touch)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTrackingArea(touch, with: event)
        isHighlighted = isTouchInside
        // DEC (`-[UIControl touchesMoved:withEvent:]`): a change of inside-ness is sent first, as
        // its own `touchDragEnter` or `touchDragExit`, then `touchDragInside` or
        // `touchDragOutside` (two sends, not one set in bit order).
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        didMoveTracking(touch)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let isInside = isInTrackingArea(touch, with: event)
        // DEC (`-[UIControl touchesEnded:withEvent:]`): the lift point's inside-ness is compared
        // with the last one known (touch-down or the last move); a change sends `touchDragEnter`
        // or `touchDragExit` before `endTracking` and the up.
        if isInside != isTouchInside {
            isTouchInside = isInside
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit)
        }
        endTracking(touch, with: event)
        isTracking = false
        sendActions(for: isInside ? .touchUpInside : .touchUpOutside)
        if isInside { didEndTrackingInside(touch) }
        // CHOICE: UIKit keeps a highlight that began at the lift for up to 0.12 s
        // (`_unhighlight` performed after a delay); the model ends it at once.
        isHighlighted = false
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard isTracking else { return }
        cancelTracking(with: event)
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
        isTouchInside = false
    }

    // MARK: - What the kinds of control do with their value

    /// The values a `valueChanged` line carries (`docs/FORMATS.md` §3): the control's new
    /// value (`on`, `value`, `selectedSegmentIndex`); none for a plain control.
    var observedValues: [ObservedValue] { [] }

    /// Called after touchDown of a touch that began tracking: a stepper steps here. The
    /// default does nothing.
    func didBeginTracking(_ touch: Touch) {}
    /// Called after the drag events of a tracked move: a slider follows its thumb here. The
    /// default does nothing.
    func didMoveTracking(_ touch: Touch) {}
    /// Called after touchUpInside: a switch toggles, a segmented control selects. The default
    /// does nothing.
    func didEndTrackingInside(_ touch: Touch) {}

    /// Whether `touch` is within the bounds grown by `controlTouchInsideMargin` on every side,
    /// or inside the view's hit area as `point(inside:with:)` says (a subclass's override, a
    /// scene's `"hitInset"`). DEC: UIKitCore's `-[UIControl pointMostlyInside:withEvent:]`
    /// (iOS 26.1, `UIKitCore/UIControl.mm` in the public iPhone18-3_26.1_23B85_Restore
    /// repository), which `touchesMoved:` and `touchesEnded:` ask, returns
    /// `CGRectContainsPoint(<the bounds grown by the margin>, point) || [self pointInside:point
    /// withEvent:event]`: an enlarged hit area wider than the margin counts as inside.
    private func isInTrackingArea(_ touch: Touch, with event: TouchEvent?) -> Bool {
        let margin = CGFloat(window?.environment?.thresholds.controlTouchInsideMargin ?? 70)
        let location = touch.location(in: self)
        return bounds.insetBy(dx: -margin, dy: -margin).contains(location) || point(inside: location, with: event)
    }
}
