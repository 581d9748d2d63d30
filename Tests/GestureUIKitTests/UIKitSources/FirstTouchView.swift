#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A view that keeps, for each touches-began call, the x coordinates of
/// its touches in the order the set iterates them (the first is
/// `touches.first`), and how many touches the event holds.
final class FirstTouchView: UIView {
    private(set) var began: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let xs = touches.map { String(Int($0.location(in: self).x)) }
        began.append(xs.joined(separator: ",") + " of \(event?.allTouches?.count ?? 0)")
    }
}
