#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A tap that times itself with the wall clock, as much code found online
/// does: a touch held longer than `maximumDuration` fails. On a device that
/// works; in a replay the wall clock is not the session's, so each read is
/// given virtual time and reported.
class WallClockTapGestureRecognizer: UIGestureRecognizer {
    var maximumDuration: TimeInterval = 0.2
    private var began: Date?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        began = Date.now
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let began else { return }
        state = -began.timeIntervalSinceNow <= maximumDuration ? .recognized : .failed
    }

    override func reset() {
        began = nil
    }
}
