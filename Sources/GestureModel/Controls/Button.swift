import Foundation

/// A control whose default action is a single-finger single tap: UIKit's
/// `UIButton`, as far as touches go (`docs/SEMANTICS.md` §9).
///
/// Its tracking and events are `Control`'s. What it adds: a tap recognizer
/// of another view (a superview's) that needs one tap of one finger does not
/// begin for a touch on the button, so the button gets its `touchUpInside`.
open class Button: Control {
    /// True for a `TapGestureRecognizer` (or a subclass) with one tap and one
    /// touch required. DOC: in iOS 6 and later, "default control actions
    /// prevent overlapping gesture recognizer behavior. For example, the
    /// default action for a button is a single tap. If you have a single tap
    /// gesture recognizer attached to a button's parent view, and the user
    /// taps the button, then the button's action method receives the touch
    /// event instead of the gesture recognizer. This applies only to gesture
    /// recognition that overlaps the default action for a control, which
    /// includes: A single finger single tap on a UIButton, UISwitch,
    /// UIStepper, UISegmentedControl, and UIPageControl." (Event Handling
    /// Guide for iOS, "Interacting with Other User Interface Controls"; the
    /// same list in "Attaching gesture recognizers to UIKit controls").
    /// Other recognizers (a double tap, a pan, a long press, a custom one)
    /// are not the default action and may recognize; a pan then cancels the
    /// button's touch as it cancels any view's (`touchCancel`). CHOICE: the
    /// test is the recognizer's class and settings, as UIKit can know them
    /// when it asks; a subclass of the tap is a tap.
    open override func defaultActionOverlaps(_ gestureRecognizer: GestureRecognizer) -> Bool {
        Control.isSingleFingerSingleTap(gestureRecognizer)
    }
}
