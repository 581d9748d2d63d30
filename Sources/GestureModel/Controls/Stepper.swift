import Foundation

/// A control of two halves, minus and plus: UIKit's `UIStepper`, as far as touches go
/// (`docs/SEMANTICS.md` §9).
///
/// Its tracking and events are `Control`'s. What it adds: a touch-down on the left half takes
/// `stepValue` from `value`, on the right half adds it, within `minimumValue`…`maximumValue`,
/// then `valueChanged` if the value changed; and the precedence of its single tap.
open class Stepper: Control {
    /// The value (UIKit's `value`; DOC: "The default value for this property is 0").
    public var value = 0.0
    /// The lowest value (UIKit's `minimumValue`; DOC, UIStepper.h: "default 0. must be less than
    /// maximumValue").
    public var minimumValue = 0.0
    /// The highest value (UIKit's `maximumValue`; DOC, UIStepper.h: "default 100").
    public var maximumValue = 100.0
    /// What one step adds or takes (UIKit's `stepValue`; DOC, UIStepper.h: "default 1. must be
    /// greater than 0").
    public var stepValue = 1.0

    /// DOC (Apple, "Attaching gesture recognizers to UIKit controls"): "a single finger single
    /// tap occurs on a … UIStepper" is the control's.
    open override func defaultActionOverlaps(_ gestureRecognizer: GestureRecognizer) -> Bool {
        Control.isSingleFingerSingleTap(gestureRecognizer)
    }

    /// CHOICE: the step happens at touch-down, after `touchDown`: DOC (`isContinuous`, default
    /// true): "the stepper sends value change events immediately as the value changes during
    /// user interaction". The halves split the bounds at the middle of the width (UIKit draws "−"
    /// left and "+" right). Holding does not repeat: UIKit's `autorepeat` (default true) repeats
    /// after a delay Apple does not document, which the model does not guess.
    override func didBeginTracking(_ touch: Touch) {
        let isPlus = touch.location(in: self).x >= bounds.midX
        let stepped = min(max(value + (isPlus ? stepValue : -stepValue), minimumValue), maximumValue)
        guard stepped != value else { return }
        value = stepped
        sendActions(for: .valueChanged)
    }

    override var observedValues: [ObservedValue] { [.number("value", value)] }
}
