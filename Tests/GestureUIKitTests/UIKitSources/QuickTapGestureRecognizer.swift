#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A tap whose finger must lift within `maximumDuration` of touching down: a
/// `DispatchWorkItem` whose block is written `{ @MainActor in … }` fails it
/// when time is up, and `reset()` cancels the item. Written for UIKit in
/// Swift 6 mode.
final class QuickTapGestureRecognizer: UITapGestureRecognizer {
    /// Seconds from touch-down by which the finger must have lifted.
    var maximumDuration: TimeInterval = 0.2
    private var deadline: DispatchWorkItem?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        let item = DispatchWorkItem { @MainActor [weak self] in
            if self?.state == .possible { self?.state = .failed }
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
