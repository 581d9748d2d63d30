#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A double tap that must be over within `maximumDuration` of its first
/// touch-down (UIKit's own allows 0.35 s between the taps): a
/// `DispatchWorkItem` on the main queue fails it when time is up, and
/// `reset()` cancels the item. Written for UIKit in Swift 6 mode.
@MainActor
final class FastDoubleTapGestureRecognizer: UITapGestureRecognizer {
    /// Seconds from the first touch-down by which the second tap must have lifted.
    var maximumDuration: TimeInterval = 0.3
    private var deadline: DispatchWorkItem?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTapsRequired = 2
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard deadline == nil else { return }
        let item = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
        deadline = item
        DispatchQueue.main.asyncAfter(deadline: .now() + maximumDuration, execute: item)
    }

    override func reset() {
        super.reset()
        deadline?.cancel()
        deadline = nil
    }
}
