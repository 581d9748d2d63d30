import Foundation
import GestureModel
import GestureTestSupport
import Testing

@Suite struct PinchGestureRecognizerTests {
    // Fixtures. The photo view fills the 320 × 480 window; fingers land at
    // (100, 200) and (200, 200), 100 pt apart, so finger 2 at x = 200 + d
    // makes the scale (100 + d) / 100. Samples every 0.0625 s.

    private func scene() -> TestScene {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(PinchGestureRecognizer(), named: "pinch", to: photo)
        return scene
    }

    private func twoFingers() -> TouchScript {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0, x: 200, y: 200)
        return script
    }

    @Test("a pinch begins at a 0.05 change of scale, then changes, holds with one finger and ends with the last")
    func pinchOut() {
        var script = twoFingers()
        script.move(2, at: 0.0625, x: 205, y: 200)  // scale 1.05: velocity 0.05 / 0.0625 = 0.8 per s
        script.move(2, at: 0.125, x: 250, y: 200)  // scale 1.5: velocity 0.45 / 0.0625 = 7.2 per s
        script.up(2, at: 0.1875)  // one finger left: no updates
        script.move(1, at: 0.25, x: 90, y: 200)
        script.up(1, at: 0.3125)
        #expect(
            scene().run(script, values: true) == [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                "0.0625 pinch began location=152.5,200 numberOfTouches=2 scale=1.05 velocity=0.8",
                "0.125 pinch changed location=175,200 numberOfTouches=2 scale=1.5 velocity=7.2",
                "0.3125 pinch ended location=90,200 numberOfTouches=0 scale=1.5 velocity=7.2",
            ])
    }

    @Test(
        "a scale change under 0.05 does not begin it, and lifting both fingers then fails it",
        arguments: [204.99, 195.01])
    func underThreshold(x: Double) {
        var script = twoFingers()
        script.move(2, at: 0.0625, x: x, y: 200)  // scale 1.0499 or 0.9501
        script.up(1, at: 0.125)
        script.up(2, at: 0.125)
        #expect(
            scene().run(script) == [
                "0 view photo began 1",  // finger 1 only: not multiple-touch enabled, so no moved for finger 2
                "0.125 pinch failed",
                "0.125 view photo ended 1",
            ])
    }

    @Test("an action that resets the scale to 1 makes the next scale relative to that moment")
    func scaleResetInAction() {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let pinch = scene.add(PinchGestureRecognizer(), named: "pinch", to: photo)
        pinch.addTarget { recognizer in (recognizer as? PinchGestureRecognizer)?.scale = 1 }
        var script = twoFingers()
        script.move(2, at: 0.0625, x: 205, y: 200)  // 105 pt: scale 1.05, then reset: 105 pt is scale 1
        script.move(2, at: 0.125, x: 215.5, y: 200)  // 115.5 / 105 = 1.1; velocity 0.1 / 0.0625 = 1.6
        script.up(1, at: 0.1875)
        script.up(2, at: 0.1875)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                "0.0625 pinch began location=152.5,200 numberOfTouches=2 scale=1.05 velocity=0.8",
                "0.125 pinch changed location=157.75,200 numberOfTouches=2 scale=1.1 velocity=1.6",
                // The last action reset the scale: the ended observation reads 1.
                "0.1875 pinch ended location=157.75,200 numberOfTouches=0 scale=1 velocity=1.6",
            ])
    }

    @Test("pinching in by 0.05 begins it too")
    func pinchIn() {
        var script = twoFingers()
        script.move(2, at: 0.0625, x: 195, y: 200)  // scale 0.95: velocity −0.05 / 0.0625 = −0.8
        script.up(1, at: 0.125)
        script.up(2, at: 0.125)
        #expect(
            scene().run(script, values: true) == [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                "0.0625 pinch began location=147.5,200 numberOfTouches=2 scale=0.95 velocity=-0.8",
                "0.125 pinch ended location=147.5,200 numberOfTouches=0 scale=0.95 velocity=-0.8",
            ])
    }
}
