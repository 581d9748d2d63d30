#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A press that repeats while the finger stays down, as a key-repeat button
/// does: a repeating `Timer` every `interval` seconds; the first tick
/// begins the gesture, the others change it, lifting ends it. Moving more
/// than 10 pt before the first tick, or lifting before it, fails it.
@MainActor
final class RepeatingPressGestureRecognizer: UIGestureRecognizer {
    var interval: TimeInterval = 0.2
    private(set) var ticks = 0
    private var timer: Timer?
    private var start = CGPoint.zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard timer == nil, touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        start = touch.location(in: view)
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        let point = touch.location(in: view)
        if hypot(point.x - start.x, point.y - start.y) > 10 { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.invalidate()
        state = state == .possible ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.invalidate()
        state = .cancelled
    }

    override func reset() {
        timer?.invalidate()
        timer = nil
        ticks = 0
    }

    private func tick() {
        ticks += 1
        state = ticks == 1 ? .began : .changed
    }
}
