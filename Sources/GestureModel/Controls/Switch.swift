import Foundation

/// An on/off control: UIKit's `UISwitch`, as far as touches go (`docs/SEMANTICS.md` §9).
///
/// Its tracking and events are `Control`'s. What it adds: `isOn`, flipped by a lift inside
/// (then `valueChanged`), and the precedence of its default actions over other views'
/// recognizers: a single-finger single tap, and a single-finger pan parallel to the switch.
open class Switch: Control {
    /// Whether the switch is on (UIKit's `isOn`; false for a new switch).
    public var isOn = false

    /// True for a single-finger single tap and for a single-finger `PanGestureRecognizer`
    /// that has moved more across than up or down. DOC (Apple, "Attaching gesture recognizers
    /// to UIKit controls"): UIKit controls call their action method first when "a single
    /// finger single tap occurs on a … UISwitch" and when "a single finger pan occurs on the
    /// knob of a UISwitch object, in a direction parallel to the switch". CHOICE: the knob
    /// travels the whole switch (UIKit's is 51 × 31 pt), so a pan anywhere on it counts;
    /// "parallel" is a translation, in the switch's coordinates, with |x| > |y| when the pan
    /// asks to begin.
    open override func defaultActionOverlaps(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if Control.isSingleFingerSingleTap(gestureRecognizer) { return true }
        guard let pan = gestureRecognizer as? PanGestureRecognizer, pan.numberOfTouches == 1 else { return false }
        let translation = pan.translation(in: self)
        return abs(translation.x) > abs(translation.y)
    }

    /// CHOICE: a lift inside flips `isOn` and sends `valueChanged` after `touchUpInside`. DOC
    /// (`UISwitch`): "When a person manipulates the switch control (“flips” it), it triggers
    /// the valueChanged event"; where the knob is dropped after a drag is not modelled (a lift
    /// inside flips, whatever the drag).
    override func didEndTrackingInside(_ touch: Touch) {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    override var observedValues: [ObservedValue] { [.init("on", .flag(isOn))] }
}
