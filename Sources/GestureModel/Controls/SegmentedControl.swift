import Foundation

/// A row of equal segments, one selected: UIKit's `UISegmentedControl`, as far as touches go
/// (`docs/SEMANTICS.md` §9).
///
/// Its tracking and events are `Control`'s. What it adds: a lift inside selects the segment
/// under it, then `valueChanged` if that is another segment; and the precedence of its single
/// tap.
open class SegmentedControl: Control {
    /// UIKit's `UISegmentedControl.noSegment`: no segment selected.
    public static let noSegment = -1

    /// How many segments (UIKit's `numberOfSegments`; 0 for a control made with a frame).
    public var numberOfSegments = 0
    /// The selected segment, or `noSegment` (UIKit's `selectedSegmentIndex`; DOC: "The default
    /// value is noSegment (no segment selected) until the user touches a segment").
    public var selectedSegmentIndex = SegmentedControl.noSegment

    /// DOC (Apple, "Attaching gesture recognizers to UIKit controls"): "a single finger single
    /// tap occurs on a … UISegmentedControl" is the control's.
    open override func defaultActionOverlaps(_ gestureRecognizer: GestureRecognizer) -> Bool {
        Control.isSingleFingerSingleTap(gestureRecognizer)
    }

    /// CHOICE: the segment under the lift, after `touchUpInside` (a lift inside the tracking
    /// area but beside the bounds takes the nearest end segment). Segments share the width
    /// equally (CHOICE: DOC, `apportionsSegmentWidthsByContent`, "The default is false"; only
    /// when true does the control "adjust segment widths based on their content widths").
    override func didEndTrackingInside(_ touch: Touch) {
        guard numberOfSegments > 0, bounds.width > 0 else { return }
        let x = touch.location(in: self).x - bounds.minX
        let index = min(max(Int((x / (bounds.width / CGFloat(numberOfSegments))).rounded(.down)), 0), numberOfSegments - 1)
        guard index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    override var observedValues: [ObservedValue] { [.number("selectedSegmentIndex", Double(selectedSegmentIndex))] }
}
