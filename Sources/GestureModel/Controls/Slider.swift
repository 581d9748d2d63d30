import Foundation

/// A thumb on a horizontal track: UIKit's `UISlider`, as far as touches go
/// (`docs/SEMANTICS.md` §9).
///
/// Its tracking and events are `Control`'s. What it adds: a touch that begins on the thumb
/// drags it, changing `value` by the finger's horizontal travel (`valueChanged` on each move
/// that changes it), and a swipe of another view parallel to the slider that starts on the
/// thumb is the slider's.
open class Slider: Control {
    /// The value (UIKit's `value`; DOC, UISlider.h: "default 0.0").
    public var value = 0.0
    /// The value at the left end (UIKit's `minimumValue`; DOC: "The default value of this
    /// property is 0.0").
    public var minimumValue = 0.0
    /// The value at the right end (UIKit's `maximumValue`; DOC, UISlider.h: "default 1.0").
    public var maximumValue = 1.0

    /// Whether the tracked touch began on the thumb.
    private var isDraggingThumb = false
    /// The finger's x at the last tracked call, in the slider's coordinates.
    private var lastX: CGFloat = 0

    /// The thumb's square, in the slider's coordinates. CHOICE (Apple documents no size): as
    /// tall and as wide as the bounds are tall, its centre travelling from half a thumb in
    /// from the left end (at `minimumValue`) to half a thumb in from the right (at
    /// `maximumValue`).
    public var thumbRect: CGRect {
        let side = bounds.height
        let travel = max(bounds.width - side, 0)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return CGRect(x: bounds.minX + travel * CGFloat(fraction), y: bounds.minY, width: side, height: side)
    }

    /// True for a single-finger `SwipeGestureRecognizer` allowed left or right, while a touch
    /// that began on the thumb is tracked. DOC (Apple, "Attaching gesture recognizers to UIKit
    /// controls"): "A single finger swipe occurs on the knob of a UISlider object, in a
    /// direction parallel to the slider"; `UIView.gestureRecognizerShouldBegin(_:)`: "the
    /// UISlider class uses this method to prevent swipes parallel to the slider's travel
    /// direction and that start in the thumb".
    open override func defaultActionOverlaps(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard isDraggingThumb, let swipe = gestureRecognizer as? SwipeGestureRecognizer else { return false }
        return swipe.numberOfTouchesRequired == 1 && !swipe.direction.isDisjoint(with: [.left, .right])
    }

    override func didBeginTracking(_ touch: Touch) {
        isDraggingThumb = thumbRect.contains(touch.location(in: self))
        lastX = touch.location(in: self).x
    }

    /// CHOICE: the thumb moves by the finger's horizontal travel since the last call, scaled
    /// so that the thumb's whole travel spans the range, and stops at the ends; a touch that
    /// began off the thumb moves nothing (UIKit's slider does not jump to a tap on its track).
    /// UIKit's `isContinuous` (default true) is not modelled: the events are sent on each move.
    override func didMoveTracking(_ touch: Touch) {
        let x = touch.location(in: self).x
        defer { lastX = x }
        let travel = bounds.width - bounds.height
        guard isDraggingThumb, travel > 0 else { return }
        let moved = value + Double((x - lastX) / travel) * (maximumValue - minimumValue)
        let clamped = min(max(moved, minimumValue), maximumValue)
        guard clamped != value else { return }
        value = clamped
        sendActions(for: .valueChanged)
    }

    override var observedValues: [ObservedValue] { [.number("value", value)] }
}
