import Foundation
import GestureModel
import GestureTestSupport
import Testing

@ReplayActor @Suite struct LongPressGestureRecognizerTests {
    // Fixtures. The photo view fills the 320 × 480 window; presses start at
    // (160, 240) at 0 s, so the 0.5 s press timer is due at 0.5 s.

    private func scene(taps: Int = 0, touches: Int = 1) -> TestScene {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let press = LongPressGestureRecognizer()
        press.numberOfTapsRequired = taps
        press.numberOfTouchesRequired = touches
        scene.add(press, named: "press", to: photo)
        return scene
    }

    @Test(
        "the press begins 0.5 s after touch-down: a lift at 0.499 s fails it, at 0.5 s the timer fires first",
        arguments: [
            (0.499, ["0.499 press failed", "0.499 view photo ended 1"]),
            (
                0.5,
                [
                    "0.5 view photo cancelled 1",
                    "0.5 press began location=160,240 numberOfTouches=1",
                    // The timer turn comes before the lift stamped 0.5; after it lifts nothing is tracked.
                    "0.5 press ended location=160,240 numberOfTouches=0",
                ]
            ),
            (
                0.501,
                [
                    "0.5 view photo cancelled 1",
                    "0.5 press began location=160,240 numberOfTouches=1",
                    "0.501 press ended location=160,240 numberOfTouches=0",
                ]
            ),
        ])
    func pressDuration(lift: Double, then expected: [String]) {
        let scene = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 240)
        script.up(1, at: lift)
        #expect(scene.run(script, values: true) == ["0 view photo began 1"] + expected)
    }

    @Test(
        "before it begins the finger may move 10 pt; 10.01 pt fails it at that move",
        arguments: [
            (
                10.0,
                [
                    "0.25 view photo moved 1",
                    "0.5 view photo cancelled 1",
                    "0.5 press began location=170,240 numberOfTouches=1",
                    "0.75 press ended location=170,240 numberOfTouches=0",
                ]
            ),
            (
                10.01,
                [
                    "0.25 press failed",
                    "0.25 view photo moved 1",
                    "0.75 view photo ended 1",
                ]
            ),
        ])
    func allowableMovement(dx: Double, then expected: [String]) {
        let scene = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 240)
        script.move(1, at: 0.25, x: 160 + dx, y: 240)
        script.up(1, at: 0.75)
        #expect(scene.run(script, values: true) == ["0 view photo began 1"] + expected)
    }

    @Test("after it began every move changes it, however far, and the lift ends it")
    func noLimitAfterBegan() {
        let scene = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 240)
        script.move(1, at: 0.625, x: 260, y: 240)  // 100 pt: ten times the allowance
        script.up(1, at: 0.75)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.5 view photo cancelled 1",
                "0.5 press began location=160,240 numberOfTouches=1",
                "0.625 press changed location=260,240 numberOfTouches=1",
                "0.75 press ended location=260,240 numberOfTouches=0",
            ])
    }

    @Test("a second finger fails it before it began, and is ignored after (the view gets that touch)")
    func extraTouches() {
        let scene = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 240)
        script.down(2, at: 0.25, x: 200, y: 240)
        script.up(2, at: 0.3125)
        script.up(1, at: 0.375)
        script.down(3, at: 1, x: 160, y: 240)
        script.down(4, at: 1.625, x: 200, y: 240)  // after began at 1.5
        script.up(4, at: 1.6875)
        script.up(3, at: 1.75)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.25 press failed",
                // Touch 2 never reaches the view: it is not multiple-touch enabled.
                "0.375 view photo ended 1",
                "1 view photo began 1",
                "1.5 view photo cancelled 1",
                "1.5 press began location=160,240 numberOfTouches=1",
                // Touch 4 is ignored by the press, so it is never cancelled on the view;
                // touch 3 is finished for the view, so touch 4 is its first.
                "1.625 view photo began 1",
                "1.6875 view photo ended 1",
                "1.75 press ended location=160,240 numberOfTouches=0",
            ])
    }

    @Test("a system cancel cancels a began press (with its action) and fails a possible one")
    func systemCancel() {
        let scene = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 240)
        script.cancel(1, at: 0.25)
        script.down(2, at: 1, x: 160, y: 240)
        script.cancel(2, at: 1.625)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.25 press failed",
                "0.25 view photo cancelled 1",
                "1 view photo began 1",
                "1.5 view photo cancelled 1",
                "1.5 press began location=160,240 numberOfTouches=1",
                "1.625 press cancelled location=160,240 numberOfTouches=0",
            ])
    }

    @Test("with two touches required the timer starts when the second lands, and lifting either ends it")
    func twoFingers() {
        let scene = scene(touches: 2)
        var script = TouchScript()
        script.down(1, at: 0, x: 140, y: 240)
        script.down(2, at: 0.25, x: 180, y: 240)  // timer due 0.25 + 0.5 = 0.75
        script.up(1, at: 1)
        script.up(2, at: 1.0625)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.75 view photo cancelled 1",
                "0.75 press began location=160,240 numberOfTouches=2",
                // Finger 2 is still down: the centroid of the current touches is its location.
                "1 press ended location=180,240 numberOfTouches=1",
            ])
    }

    @Test(
        "before its second required finger lands, the first may move 45 pt from its touch-down (CHOICE)",
        arguments: [(45.0, true), (46, false)])
    func movementBeforeAllFingers(dx: Double, survives: Bool) {
        let scene = scene(touches: 2)
        var script = TouchScript()
        script.down(1, at: 0, x: 140, y: 240)
        script.move(1, at: 0.125, x: 140 + dx, y: 240)
        script.down(2, at: 0.25, x: 215, y: 240)  // timer due 0.75; start centroid taken now
        script.up(1, at: 1)
        script.up(2, at: 1)
        let expected =
            survives
            ? [
                "0 view photo began 1",
                "0.125 view photo moved 1",
                "0.75 view photo cancelled 1",
                // centroid of (185, 240) and (215, 240)
                "0.75 press began location=200,240 numberOfTouches=2",
                "1 press ended location=200,240 numberOfTouches=0",
            ]
            : ["0 view photo began 1", "0.125 press failed", "0.125 view photo moved 1", "1 view photo ended 1"]
        #expect(scene.run(script, values: true) == expected)
    }

    @Test("with one tap required, the press must come down within 0.35 s of the tap's lift")
    func tapThenPress() {
        let scene = scene(taps: 1)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240, duration: 0.0625)
        script.down(2, at: 0.25, x: 160, y: 240)  // before 0.0625 + 0.35 = 0.4125; timer due 0.75
        script.up(2, at: 1)
        script.tap(3, at: 2, x: 160, y: 240, duration: 0.0625)
        script.down(4, at: 2.4125, x: 160, y: 240)  // exactly 2.0625 + 0.35: too late
        script.up(4, at: 3)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.25 view photo began 1 tapCount 2",
                // The tap's ended was held (delaysTouchesEnded); both touches are cancelled.
                "0.75 view photo cancelled 2 tapCount 2",
                "0.75 press began location=160,240 numberOfTouches=1",
                "1 press ended location=160,240 numberOfTouches=0",
                "2 view photo began 1",
                "2.4125 press failed",
                "2.4125 view photo ended 1",
                // Touch 4 is the tap of a new sequence; no press follows within 0.35 s of its lift.
                "2.4125 view photo began 1",
                "3.35 press failed",
                "3.35 view photo ended 1",
            ])
    }
}
