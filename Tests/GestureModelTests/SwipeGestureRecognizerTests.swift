import Foundation
import GestureModel
import GestureTestSupport
import Testing

@ReplayActor @Suite struct SwipeGestureRecognizerTests {
    // Fixtures. The pad view fills the 320 × 480 window; swipes start at
    // (50, 200) at 0 s. With e = min(time since down, 0.5 s), the minimum
    // distance is 50 · (1 − 0.94·e) pt and the maximum drift 200 · (1 − 0.98·e) pt:
    //   e = 0.0625 s → 47.0625 pt and 187.75 pt
    //   e = 0.125 s  → 44.125 pt and 175.5 pt
    // The speed along the primary axis must reach 200 pt/s (e = 0.375 s → 75 pt).

    private func scene(direction: SwipeGestureRecognizer.Direction = .right, touches: Int = 1) -> TestScene {
        let scene = TestScene()
        let pad = scene.addView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let swipe = SwipeGestureRecognizer()
        swipe.direction = direction
        swipe.numberOfTouchesRequired = touches
        scene.add(swipe, named: "swipe", to: pad)
        return scene
    }

    /// One move from (50, 200), then a lift at 0.625 s (after the 0.5 s timer).
    private func run(dx: Double, dy: Double, at time: Double, in scene: TestScene) -> [String] {
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 200)
        script.move(1, at: time, x: 50 + dx, y: 200 + dy)
        script.up(1, at: 0.625)
        return scene.run(script, values: true)
    }

    static let recognizedAt0625 = [
        "0 view pad began 1",
        "0.0625 view pad cancelled 1",
        "0.0625 swipe recognized location=50,200 numberOfTouches=1 direction=right",
    ]

    static func notRecognized(movedAt time: String) -> [String] {
        ["0 view pad began 1", "\(time) view pad moved 1", "0.5 swipe failed", "0.625 view pad ended 1"]
    }

    @Test(
        "the minimum distance shrinks with time: 47.0625 pt is enough after 0.0625 s, 47 pt is not",
        arguments: [(47.0625, true), (47, false)])
    func scaledMinimumDistance(dx: Double, recognized: Bool) {
        let lines = run(dx: dx, dy: 0, at: 0.0625, in: scene())
        // 47 pt is undecided, and the 0.5 s timer fails the swipe.
        #expect(lines == (recognized ? Self.recognizedAt0625 : Self.notRecognized(movedAt: "0.0625")))
    }

    @Test(
        "the average speed along the primary axis must reach 200 pt/s: 75 pt in 0.375 s is enough, 74 pt is not",
        arguments: [(75.0, true), (74, false)])
    func minimumSpeed(dx: Double, recognized: Bool) {
        // After 0.375 s the distance needed is only 32.375 pt; the speed decides.
        let lines = run(dx: dx, dy: 0, at: 0.375, in: scene())
        let expected =
            recognized
            ? [
                "0 view pad began 1",
                "0.375 view pad cancelled 1",
                "0.375 swipe recognized location=50,200 numberOfTouches=1 direction=right",
            ]
            : Self.notRecognized(movedAt: "0.375")
        #expect(lines == expected)
    }

    @Test(
        "the drift across may reach 175.5 pt after 0.125 s; 175.625 pt fails it",
        arguments: [(175.5, true), (175.625, false)])
    func scaledMaximumDrift(dy: Double, recognized: Bool) {
        let lines = run(dx: 100, dy: dy, at: 0.125, in: scene())
        let expected =
            recognized
            ? [
                "0 view pad began 1",
                "0.125 view pad cancelled 1",
                "0.125 swipe recognized location=50,200 numberOfTouches=1 direction=right",
            ]
            : ["0 view pad began 1", "0.125 swipe failed", "0.125 view pad moved 1", "0.625 view pad ended 1"]
        #expect(lines == expected)
    }

    @Test(
        "moving against the direction fails it beyond 10 pt", arguments: [(-10.0, false), (-10.015625, true)])
    func reverseTolerance(dx: Double, fails: Bool) {
        let lines = run(dx: dx, dy: 0, at: 0.0625, in: scene())
        let expected =
            fails
            ? ["0 view pad began 1", "0.0625 swipe failed", "0.0625 view pad moved 1", "0.625 view pad ended 1"]
            : Self.notRecognized(movedAt: "0.0625")
        #expect(lines == expected)
    }

    @Test("with two axes allowed, the primary axis is the one moved along more")
    func twoAxes() {
        // (30, 60): y is primary. Down is allowed: 60 ≥ 47.0625 and the drift 30 ≤ 187.75.
        let allowed = run(dx: 30, dy: 60, at: 0.0625, in: scene(direction: [.right, .down]))
        #expect(
            allowed == [
                "0 view pad began 1",
                "0.0625 view pad cancelled 1",
                "0.0625 swipe recognized location=50,200 numberOfTouches=1 direction=right,down",
            ])
        // Up is the only vertical direction allowed: 60 pt down is against it.
        let against = run(dx: 30, dy: 60, at: 0.0625, in: scene(direction: [.right, .up]))
        #expect(
            against == [
                "0 view pad began 1", "0.0625 swipe failed", "0.0625 view pad moved 1", "0.625 view pad ended 1",
            ])
    }

    @Test("a finger lifting before the swipe is recognized fails it")
    func liftFails() {
        let scene = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 200)
        script.move(1, at: 0.0625, x: 70, y: 200)  // 20 pt: not yet
        script.up(1, at: 0.125)
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.0625 view pad moved 1",
                "0.125 swipe failed",
                "0.125 view pad ended 1",
            ])
    }

    @Test("a two-finger swipe is recognized on the first move where both fingers pass, at their down centroid")
    func twoFingers() {
        let scene = scene(touches: 2)
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 150)
        script.down(2, at: 0, x: 50, y: 250)
        script.move(1, at: 0.0625, x: 114, y: 150)  // finger 1 passes; finger 2 has not moved
        script.move(2, at: 0.125, x: 114, y: 250)  // 64 ≥ 44.125 at 512 pt/s; finger 1 still passes
        script.up(1, at: 0.1875)
        script.up(2, at: 0.1875)
        #expect(
            scene.run(script, values: true) == [
                "0 view pad began 1",
                "0.0625 view pad moved 1",
                "0.125 view pad cancelled 1",
                "0.125 swipe recognized location=50,200 numberOfTouches=2 direction=right",
            ])
    }

    @Test("more fingers than required fail the swipe at the extra touch-down")
    func tooManyFingers() {
        let scene = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 200)
        script.down(2, at: 0.0625, x: 50, y: 250)
        script.up(1, at: 0.125)
        script.up(2, at: 0.125)
        #expect(scene.run(script) == ["0 view pad began 1", "0.0625 swipe failed", "0.125 view pad ended 1"])
    }
}
