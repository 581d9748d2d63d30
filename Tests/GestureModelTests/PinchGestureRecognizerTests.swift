import Foundation
import GestureModel
import GestureTestSupport
import Testing

@ReplayActor @Suite struct PinchGestureRecognizerTests {
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

    // docs/SEMANTICS.md §4 Pinch and Rotation (revised): a pinch begins when the fingers'
    // distance has changed by pinchHysteresis, 8 pt, and the scale is then measured from the
    // touch-down distance moved 8 pt towards the current one (100 → 108 or 92), so it reads 1
    // at an 8 pt change. Its velocity is the rate of that scale: the move that began it,
    // restated in the new base.

    @Test("a pinch begins at an 8 pt change of distance, then changes, holds with one finger and ends with the last")
    func pinchOut() {
        var script = twoFingers()
        // 108 pt: scale 108 / 108 = 1; velocity (1 − 100 / 108) / 0.0625 = 1.185185 per s
        script.move(2, at: 0.0625, x: 208, y: 200)
        script.move(2, at: 0.125, x: 250, y: 200)  // 150 / 108 = 1.388889: velocity 0.388889 / 0.0625 = 6.222222
        script.up(2, at: 0.1875)  // one finger left: no updates
        script.move(1, at: 0.25, x: 90, y: 200)
        script.up(1, at: 0.3125)
        #expect(
            scene().run(script, values: true) == [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                "0.0625 pinch began location=154,200 numberOfTouches=2 scale=1 velocity=1.185185",
                "0.125 pinch changed location=175,200 numberOfTouches=2 scale=1.388889 velocity=6.222222",
                "0.3125 pinch ended location=90,200 numberOfTouches=0 scale=1.388889 velocity=6.222222",
            ])
    }

    @Test(
        "a distance change under 8 pt does not begin it, and lifting both fingers then fails it",
        arguments: [207.99, 192.01])
    func underThreshold(x: Double) {
        var script = twoFingers()
        script.move(2, at: 0.0625, x: x, y: 200)  // 7.99 pt out or in
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
        script.move(2, at: 0.0625, x: 210, y: 200)  // 110 pt: 110 / 108 = 1.018519, then reset: 110 pt is scale 1
        script.move(2, at: 0.125, x: 221, y: 200)  // 121 / 110 = 1.1; velocity 0.1 / 0.0625 = 1.6
        script.up(1, at: 0.1875)
        script.up(2, at: 0.1875)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                // velocity (1.018519 − 100 / 108) / 0.0625 = 1.481481
                "0.0625 pinch began location=155,200 numberOfTouches=2 scale=1.018519 velocity=1.481481",
                "0.125 pinch changed location=160.5,200 numberOfTouches=2 scale=1.1 velocity=1.6",
                // The last action reset the scale: the ended observation reads 1.
                "0.1875 pinch ended location=160.5,200 numberOfTouches=0 scale=1 velocity=1.6",
            ])
    }

    @Test("pinching in by 8 pt begins it too")
    func pinchIn() {
        var script = twoFingers()
        // 92 pt: scale 92 / 92 = 1; velocity (1 − 100 / 92) / 0.0625 = −1.391304
        script.move(2, at: 0.0625, x: 192, y: 200)
        script.up(1, at: 0.125)
        script.up(2, at: 0.125)
        #expect(
            scene().run(script, values: true) == [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                "0.0625 pinch began location=146,200 numberOfTouches=2 scale=1 velocity=-1.391304",
                "0.125 pinch ended location=146,200 numberOfTouches=0 scale=1 velocity=-1.391304",
            ])
    }
}
