import Foundation
import GestureModel
import GestureTestSupport
import Testing

@ReplayActor @Suite struct TapGestureRecognizerTests {
    // Fixtures. The photo view fills the 320 × 480 window. `TouchScript.tap`
    // keeps a finger down 0.08 s: well under the 0.75 s maximum.
    /// Where every tap starts.
    static let start = (x: 160.0, y: 240.0)

    private func scene(taps: Int = 1, touches: Int = 1) -> (TestScene, TapGestureRecognizer) {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        scene.add(tap, named: "tap", to: photo)
        return (scene, tap)
    }

    @Test("a quick tap is recognized as the finger lifts, and the view's touch is cancelled just before")
    func singleTap() {
        let (scene, _) = scene()
        var script = TouchScript()
        script.tap(1, at: 0, x: Self.start.x, y: Self.start.y)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.08 view photo cancelled 1",
                "0.08 tap recognized location=160,240 numberOfTouches=1",
            ])
    }

    /// Movements from the start, in points, and whether the tap survives them:
    /// the centroid may move up to 45 pt (Euclidean), strictly more fails.
    nonisolated static let movements: [(dx: Double, dy: Double, survives: Bool)] = [
        (45, 0, true),  // exactly 45 pt: allowed
        (45.01, 0, false),  // 45.01 pt: past the 45 pt
        (27, 36, true),  // 3-4-5 triangle: √(27² + 36²) = 45 pt
        (28, 36, false),  // √(28² + 36²) ≈ 45.6 pt
    ]

    @Test(
        "the finger may move 45 pt from where the tap started; strictly more fails at that move", arguments: movements)
    func movement(dx: Double, dy: Double, survives: Bool) {
        let (scene, _) = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: Self.start.x, y: Self.start.y)
        script.move(1, at: 0.0625, x: Self.start.x + dx, y: Self.start.y + dy)
        script.up(1, at: 0.125)
        let expected =
            survives
            ? [
                "0 view photo began 1",
                "0.0625 view photo moved 1",
                "0.125 view photo cancelled 1",
                "0.125 tap recognized location=160,240 numberOfTouches=1",
            ]
            : [
                "0 view photo began 1",
                "0.0625 tap failed",
                "0.0625 view photo moved 1",
                "0.125 view photo ended 1",
            ]
        #expect(scene.run(script, values: true) == expected)
    }

    @Test("a finger held 0.749 s still taps; at 0.75 s the duration timer fires before the lift and fails it")
    func maximumDuration() {
        let (scene, _) = scene()
        var script = TouchScript()
        script.tap(1, at: 0, x: Self.start.x, y: Self.start.y, duration: 0.749)
        script.tap(2, at: 2, x: Self.start.x, y: Self.start.y, duration: 0.75)
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.749 view photo cancelled 1",
                "0.749 tap recognized",
                "2 view photo began 1",
                // Timer due 2 + 0.75 fires before the lift stamped 2.75 (ties: timers first).
                "2.75 tap failed",
                "2.75 view photo ended 1",
            ])
    }

    @Test(
        "a second tap 0.349 s after the first lifts makes a double tap; the view's first ended waits and is cancelled")
    func doubleTapWithinInterval() {
        let (scene, _) = scene(taps: 2)
        var script = TouchScript()
        script.tap(1, at: 0, x: Self.start.x, y: Self.start.y)
        script.tap(2, at: 0.429, x: Self.start.x, y: Self.start.y)  // 0.08 up + 0.349
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                // delaysTouchesEnded: the first ended is held while the double is possible.
                "0.429 view photo began 1 tapCount 2",
                "0.509 view photo cancelled 2 tapCount 2",
                "0.509 tap recognized location=160,240 numberOfTouches=1",
            ])
    }

    @Test("a second tap exactly 0.35 s after the first lifts is too late: the interval timer fires first")
    func doubleTapAtInterval() {
        let (scene, _) = scene(taps: 2)
        var script = TouchScript()
        script.tap(1, at: 0, x: Self.start.x, y: Self.start.y)
        script.tap(2, at: 0.43, x: Self.start.x, y: Self.start.y)  // 0.08 up + 0.35
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.43 tap failed",
                "0.43 view photo ended 1",  // the held ended, released by the failure
                // Reset at the end of the timer turn: the new touch starts a new double tap.
                "0.43 view photo began 1",
                "0.86 tap failed",  // 0.51 up + 0.35
                "0.86 view photo ended 1",
            ])
    }

    @Test(
        "a scene's thresholds override the defaults: with a 0.3 s interval a second tap 0.3 s after the lift is too late",
        arguments: [(0.379, true), (0.38, false)])
    func thresholdOverride(secondDown: Double, recognized: Bool) {
        var thresholds = Thresholds()
        thresholds.tapMaximumInterval = 0.3
        let scene = TestScene(thresholds: thresholds)
        let double = scene.add(TapGestureRecognizer(), named: "double")
        double.numberOfTapsRequired = 2
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.tap(2, at: secondDown, x: 160, y: 240)  // 0.08 up + 0.299 or + 0.3
        let lines = scene.run(script).filter { !$0.contains(" view ") }
        #expect(lines == (recognized ? ["0.459 double recognized"] : ["0.38 double failed", "0.76 double failed"]))
    }

    @Test(
        "the second tap must come down within 45 pt of the first tap's start", arguments: [(45.0, true), (46, false)])
    func secondTapPlace(dx: Double, recognized: Bool) {
        let (scene, _) = scene(taps: 2)
        var script = TouchScript()
        script.tap(1, at: 0, x: Self.start.x, y: Self.start.y)
        script.tap(2, at: 0.25, x: Self.start.x + dx, y: Self.start.y)
        let expected =
            recognized
            ? [
                "0 view photo began 1",
                "0.25 view photo began 1 tapCount 2",
                "0.33 view photo cancelled 2 tapCount 2",
                // Location: the first tap's start centroid.
                "0.33 tap recognized location=160,240 numberOfTouches=1",
            ]
            : [
                "0 view photo began 1",
                "0.25 tap failed",  // checked at the later touch-down
                "0.25 view photo ended 1",
                "0.25 view photo began 1",  // more than 45 pt from the lift: tap count 1
                "0.33 view photo ended 1",
            ]
        #expect(scene.run(script, values: true) == expected)
    }

    @Test("a two-finger tap is recognized when the last finger lifts, at the centroid of the touch-downs")
    func twoFingerTap() {
        let (scene, _) = scene(touches: 2)
        var script = TouchScript()
        // Fingers 40 pt apart around the start; the second lands 1/64 s later and lifts first.
        script.down(1, at: 0, x: 140, y: 240)
        script.down(2, at: 0.015625, x: 180, y: 240)
        script.up(2, at: 0.0625)
        script.up(1, at: 0.078125)
        #expect(
            scene.run(script, values: true) == [
                // multipleTouchEnabled is false: the view sees only its first touch.
                "0 view photo began 1",
                "0.078125 view photo cancelled 1",
                "0.078125 tap recognized location=160,240 numberOfTouches=2",
            ])
    }

    @Test("a two-finger tap fails with one finger (at the lift) and with three (at the third touch-down)")
    func wrongFingerCount() {
        let (scene, _) = scene(touches: 2)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.down(2, at: 1, x: 140, y: 240)
        script.down(3, at: 1, x: 160, y: 240)
        script.down(4, at: 1.0625, x: 180, y: 240)
        script.up(2, at: 1.125)
        script.up(3, at: 1.125)
        script.up(4, at: 1.125)
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.08 tap failed",
                "0.08 view photo ended 1",
                "1 view photo began 1",
                "1.0625 tap failed",
                "1.125 view photo ended 1",
            ])
    }

    @Test("a system cancel fails the tap and cancels the view's touch")
    func systemCancel() {
        let (scene, _) = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: Self.start.x, y: Self.start.y)
        script.cancel(1, at: 0.0625)
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.0625 tap failed",
                "0.0625 view photo cancelled 1",
            ])
    }
}
