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
/// (70 pt, MEAS) on every side. A plain `Control` prevents no recognizer; a
/// `Button` prevents the single-finger single taps of other views'
/// recognizers (`defaultActionOverlaps(_:)`).
open class Control: View, @unchecked Sendable {
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

        /// Each event of the set with its name, in the order of their bits.
        public static let named: [(event: Event, name: String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"),
        ]
    }

    /// What an action added with `addAction(for:_:)` is called with: the
    /// control and the one event sent.
    public typealias Action = @ReplayActor (Control, Event) -> Void

    /// Whether the control is tracking a touch now (UIKit's `isTracking`).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the tracking area now (UIKit's
    /// `isTouchInside`): the bounds grown by `controlTouchInsideMargin`.
    public private(set) var isTouchInside = false
    /// Set while a touch is down and inside, as UIKit highlights a control.
    public var isHighlighted = false

    private var actions: [(events: Event, action: Action)] = []

    /// Adds `action` for each event of `events` (UIKit's `addAction(_:for:)`).
    public func addAction(for events: Event, _ action: @escaping Action) {
        actions.append((events, action))
    }

    // MARK: - Tracking (UIKit's methods to override)

    /// A tracked touch begins; false stops tracking (no events for it).
    /// The default returns true.
    @ReplayActor open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// The tracked touch moved; false stops tracking. The default returns true.
    @ReplayActor open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }
    /// The tracked touch lifted. The default does nothing.
    @ReplayActor open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}
    /// The tracked touch was cancelled. The default does nothing.
    @ReplayActor open func cancelTracking(with event: TouchEvent?) {}

    /// Sends each event of `controlEvents`, in the order of their bits: an
    /// outcome line `"<name>.<event>"`, then the actions added for it in the
    /// order added (CHOICE: UIKit's `_sendActionsForEvents:withEvent:` calls the
    /// target-actions whose mask meets the set, in the order they were added, DEC;
    /// a replay has no targets of its own, so it writes a line per event).
    @ReplayActor open func sendActions(for controlEvents: Event) {
        let environment = window?.environment
        for (event, eventName) in Event.named where controlEvents.contains(event) {
            environment?.report(handler: "\(name).\(eventName)")
            for entry in actions where entry.events.contains(event) { entry.action(self, event) }
        }
    }

    // MARK: - The default action against other views' recognizers

    /// Whether `gestureRecognizer`, attached to another view, would recognize
    /// this control's default action, which takes precedence: its
    /// `gestureRecognizerShouldBegin` is then false. A plain control has none
    /// (Apple lists only UIKit's own controls). Subclasses override it.
    @ReplayActor open func defaultActionOverlaps(_ gestureRecognizer: GestureRecognizer) -> Bool { false }

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
    @ReplayActor open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        gestureRecognizer.view === self || !defaultActionOverlaps(gestureRecognizer)
    }

    // MARK: - Touches

    // The order of the calls and of the events, as UIControl's are written
    // in Chameleon's open reimplementation of UIKit (CHOICE where Apple is
    // silent): tracking starts at touch-down; events are sent only while
    // tracking; a move first updates `isTouchInside`, then asks
    // `continueTracking`; `endTracking` comes before the up (after a crossing
    // at the lift, DEC) and `cancelTracking` before touchCancel. The control
    // reads the first touch of each call (UIKit's `anyObject`); with
    // `isMultipleTouchEnabled` false (the default) it has only one.

    @ReplayActor open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard let touch = touches.first else { return }
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else { return }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    @ReplayActor open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTrackingArea(touch)
        isHighlighted = isTouchInside
        guard isTracking else { return }
        isTracking = continueTracking(touch, with: event)
        guard isTracking else { return }
        // DEC (UIKitCore, iOS 26.1, `-[UIControl touchesMoved:withEvent:]`): a change of
        // inside-ness is sent first, as its own `touchDragEnter` or `touchDragExit`, then
        // `touchDragInside` or `touchDragOutside` (two sends, not one set in bit order).
        if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    @ReplayActor open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isInTrackingArea(touch)
        isHighlighted = false
        if isTracking {
            // DEC (UIKitCore, iOS 26.1, `-[UIControl touchesEnded:withEvent:]`): the lift point's
            // inside-ness is compared with the last one known (touch-down or the last move); a
            // change sends `touchDragEnter` or `touchDragExit` before `endTracking` and the up.
            if isTouchInside != wasInside { sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
            endTracking(touch, with: event)
            sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
        }
        isTracking = false
        isTouchInside = false
    }

    @ReplayActor open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        isHighlighted = false
        if isTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel)
        }
        isTracking = false
        isTouchInside = false
    }

    /// Whether `touch` is within the bounds grown by `controlTouchInsideMargin` on every side.
    private func isInTrackingArea(_ touch: Touch) -> Bool {
        let margin = CGFloat(window?.environment?.thresholds.controlTouchInsideMargin ?? 70)
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }
}
