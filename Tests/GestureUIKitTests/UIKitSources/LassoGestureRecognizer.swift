#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A closed loop drawn with one finger, collected in a `CGMutablePath`:
/// recognized when the finger lifts within 30 pt of where it started, the
/// loop's bounding box is at least 50 × 50 pt and holds its own centre.
final class LassoGestureRecognizer: UIGestureRecognizer {
    private(set) var path = CGMutablePath()
    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard start == nil, touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        let point = touch.location(in: view)
        start = point
        path.move(to: point)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        path.addLine(to: touch.location(in: view))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let touch = touches.first else {
            state = .failed
            return
        }
        let end = touch.location(in: view)
        path.addLine(to: end)
        let box = path.boundingBox
        let isClosed = hypot(end.x - start.x, end.y - start.y) <= 30
        let isLoop = box.width >= 50 && box.height >= 50 && path.contains(CGPoint(x: box.midX, y: box.midY))
        state = isClosed && isLoop ? .recognized : .failed
    }

    override func reset() {
        path = CGMutablePath()
        start = nil
    }
}
