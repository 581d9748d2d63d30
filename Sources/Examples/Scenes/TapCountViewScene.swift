import Foundation
import GestureModel
import GestureReplay

/// Reference app 003, first way: a `TapCountView` at (10, 50, 300, 450) in a
/// 320 × 568 window, the frame of the second way's `tap-or-double-tap`, so
/// that one recording can be replayed in both.
public enum TapCountViewScene {
    /// The scene's name.
    public static let name = "tap-count-view"

    /// The registered scene.
    public static let scene = SwiftScene(
        name: name, windowWidth: 320, windowHeight: 568,
        summary: "003 (first way): a view that tells single from double taps with tapCount and a 0.3 s delayed perform"
    ) { instance in
        let view = TapCountView(frame: CGRect(x: 10, y: 50, width: 300, height: 450))
        view.name = "tapView"
        // The handlers' observations: {"handler":"singleTap","point":[x,y]} and "doubleTap".
        view.onSingleTap = { [unowned view] point in view.report("singleTap", point) }
        view.onDoubleTap = { [unowned view] point in view.report("doubleTap", point) }
        instance.add(view)
    }
}

extension TapCountView {
    /// Reports the handler `name` with the tap's `point` in the replay's outcome.
    fileprivate func report(_ name: String, _ point: CGPoint) {
        window?.environment?.report(handler: name, values: [.point("point", Double(point.x), Double(point.y))])
    }
}
