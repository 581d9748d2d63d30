import Foundation
import GestureModel
import GestureTestSupport
import Testing

@ReplayActor @Suite struct ScreenEdgePanGestureRecognizerTests {
    // Fixtures. The recognizer is on the bare 320 × 480 window, so the window
    // is the hit view. A touch starts at the edge when it is within 20 pt of it
    // (distance ≤ 20). Each drag moves 16 pt down in 0.0625 s: 256 pt/s.

    nonisolated static let starts: [(x: Double, edges: ScreenEdgePanGestureRecognizer.Edges, begins: Bool)] = [
        (20, .left, true),  // 20 pt from the left edge: inside
        (20.015625, .left, false),  // just outside
        (300, .right, true),  // 320 − 300 = 20 pt from the right edge
        (299.984375, .right, false),
        (0, [], false),  // no edges (the default): never begins
    ]

    @Test("it begins only for a touch that starts within 20 pt of one of its edges", arguments: starts)
    func edgeWidth(x: Double, edges: ScreenEdgePanGestureRecognizer.Edges, begins: Bool) {
        let scene = TestScene()
        let edge = scene.add(ScreenEdgePanGestureRecognizer(), named: "edge")
        edge.edges = edges
        var script = TouchScript()
        script.down(1, at: 0, x: x, y: 240)
        script.move(1, at: 0.0625, x: x, y: 256)
        script.up(1, at: 0.125)
        let location = "location=\(StableNumber.text(x)),256"
        let expected =
            begins
            // Made with delaysTouchesBegan (docs/SEMANTICS.md §4 Screen-edge pan, revised): the
            // window never sees a touch that begins the edge pan. 16 pt less the 10 pt hysteresis.
            ? [
                "0.0625 edge began \(location) numberOfTouches=1 translation=0,6 velocity=0,256",
                "0.125 edge ended \(location) numberOfTouches=0 translation=0,6 velocity=0,256",
            ]
            : [
                "0 edge failed",  // at touch-down
                "0 view window began 1",
                "0.0625 view window moved 1",
                "0.125 view window ended 1",
            ]
        #expect(scene.run(script, values: true) == expected)
    }

    @Test("every touch after the first is ignored: it neither begins the pan nor moves its centroid")
    func ignoresLaterTouches() {
        let scene = TestScene()
        let edge = scene.add(ScreenEdgePanGestureRecognizer(), named: "edge")
        edge.edges = .left
        var script = TouchScript()
        script.down(1, at: 0, x: 10, y: 240)
        script.down(2, at: 0.0625, x: 160, y: 240)
        script.move(2, at: 0.125, x: 160, y: 340)  // 100 pt: would begin a pan
        script.move(1, at: 0.25, x: 10, y: 256)  // 16 pt in 0.25 s: 64 pt/s
        script.up(1, at: 0.3125)
        script.up(2, at: 0.375)
        #expect(
            scene.run(script, values: true) == [
                // Touch 1's began is held (delaysTouchesBegan) and the edge pan begins, so the window
                // never sees it; touch 2 never reaches the window, which is not multiple-touch enabled
                // (its first touch is touch 1). 16 pt less the 10 pt hysteresis.
                "0.25 edge began location=10,256 numberOfTouches=1 translation=0,6 velocity=0,64",
                "0.3125 edge ended location=10,256 numberOfTouches=0 translation=0,6 velocity=0,64",
            ])
    }
}
