import Foundation
import GestureModel

/// A finger shaken left and right: recognized when the touch has reversed its
/// horizontal direction `requiredReversals` times, each leg at least
/// `minimumLeg` points long. Written as a team would write a UIKit
/// `UIGestureRecognizer` subclass; only the type names differ.
public final class ShakeGestureRecognizer: GestureRecognizer {
    /// Direction changes needed (default 3: right, left, right, left).
    public var requiredReversals = 3
    /// Points a leg must cover before it counts.
    public var minimumLeg: CGFloat = 15

    private var legStart: CGFloat = 0
    private var direction: CGFloat = 0  // +1 right, -1 left, 0 not yet
    private var reversals = 0

    public override init() { super.init() }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if numberOfTouches > 1 {
            state = .failed
            return
        }
        legStart = touches.anyObject()?.location(in: view).x ?? 0
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let x = touches.anyObject()?.location(in: view).x else { return }
        let leg = x - legStart
        guard abs(leg) >= minimumLeg else { return }
        let legDirection: CGFloat = leg > 0 ? 1 : -1
        if direction != 0 && legDirection != direction { reversals += 1 }
        direction = legDirection
        legStart = x
        if reversals >= requiredReversals && state == .possible {
            state = .recognized
        }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    public override func reset() {
        direction = 0
        reversals = 0
    }
}
