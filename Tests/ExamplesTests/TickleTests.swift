import Foundation
import GestureModel
import GestureTestSupport
import Testing

@testable import Examples

/// KMGestureRecognizer (reference 000): three alternating horizontal strokes of ≥ 20 pt.
@ReplayActor @Suite struct TickleTests {
    static func replay(_ script: TouchScript) -> [String] {
        let scene = TestScene()
        scene.add(TickleGestureRecognizer(), named: "tickle")
        return scene.run(script)
    }

    @Test("three alternating 20 pt strokes recognize the tickle on the move that completes the third")
    func recognized() {
        // Start x 100; 120 (+20: stroke 1, right), 100 (−20: stroke 2, left), 120 (+20: stroke 3, right).
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.05, x: 120, y: 200)
        script.move(1, at: 0.1, x: 100, y: 200)
        script.move(1, at: 0.15, x: 120, y: 200)
        script.up(1, at: 0.2)
        // The window is the hit view; it sees the touch until the tickle is recognized (cancelsTouchesInView).
        #expect(
            Self.replay(script) == [
                "0 view window began 1",
                "0.05 view window moved 1",
                "0.1 view window moved 1",
                "0.15 view window cancelled 1",
                "0.15 tickle recognized",
            ])
    }

    @Test("strokes of 19 pt never count, and lifting the finger fails the tickle through its own reset")
    func shortStrokesFail() {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.05, x: 119, y: 200)
        script.move(1, at: 0.1, x: 100, y: 200)
        script.move(1, at: 0.15, x: 119, y: 200)
        script.up(1, at: 0.2)
        // touchesEnded calls reset(), which sets .failed while possible; the view's held ended
        // (delaysTouchesEnded) is then delivered.
        #expect(
            Self.replay(script) == [
                "0 view window began 1",
                "0.05 view window moved 1",
                "0.1 view window moved 1",
                "0.15 view window moved 1",
                "0.2 tickle failed",
                "0.2 view window ended 1",
            ])
    }
}
