import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// Recognizers written for UIKit (`UIKitSources/`, compiled with only the
/// import block) that schedule work on GCD's main queue and on `Timer`,
/// replayed on the virtual clock. Every scene: a 320 × 480 window, one view
/// "pad" filling it, one recognizer. `TouchScript.tap` keeps a finger down 0.08 s.
@ReplayActor @Suite struct TimerRecognizerTests {
    private func scene<R: GestureRecognizer>(_ make: @ReplayActor () -> R, named name: String) -> TestScene {
        let scene = TestScene()
        let pad = scene.addView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        nonisolated(unsafe) var recognizer: R?
        ReplayActor.assumeIsolated { recognizer = make() }
        scene.add(recognizer!, named: name, to: pad)
        return scene
    }

    @Test("a fast double tap inside 0.3 s is recognized as the second finger lifts; reset cancels the work item")
    func fastDoubleTapRecognized() {
        let scene = scene({ FastDoubleTapGestureRecognizer(target: nil, action: nil) }, named: "fast")
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)  // first tap: 0 – 0.08
        script.tap(2, at: 0.16, x: 160, y: 240)  // second tap: 0.16 – 0.24, well inside 0.3 s
        // 0: the view sees the touch begin (delaysTouchesBegan is false).
        // 0.08: the first lift is held from the view (delaysTouchesEnded, the tap is possible).
        // 0.24: two taps: recognized; cancelsTouchesInView cancels both of the view's touches
        // (the held first and the second) just before. reset() cancels the item due at 0.3,
        // so nothing happens then.
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.16 view pad began 1 tapCount 2",
                "0.24 view pad cancelled 2 tapCount 2",
                "0.24 fast recognized",
            ])
    }

    @Test("a second tap ending after 0.3 s fails when the DispatchQueue.main block fires (it used to never fire)")
    func fastDoubleTapTooSlow() {
        let scene = scene({ FastDoubleTapGestureRecognizer(target: nil, action: nil) }, named: "fast")
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.tap(2, at: 0.25, x: 160, y: 240)  // down 0.17 s after the first lift: inside UIKit's 0.35 s,
        // up at 0.33: past the 0.3 s deadline scheduled at the first touch-down.
        // Before GestureUIKit the block never ran and this replayed as a plain
        // double tap: "0.33 view pad cancelled 2", "0.33 fast recognized".
        // Now: at 0.3 the block finds the tap possible and fails it; the first
        // touch's held lift goes to the view once nothing delays it. At 0.33
        // the failed recognizer gets no touches, and the view its lift.
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.25 view pad began 1 tapCount 2",
                "0.3 fast failed",
                "0.3 view pad ended 1",
                "0.33 view pad ended 1 tapCount 2",
            ])
    }

    @Test("a work item written { @MainActor in … } runs isolated at its deadline: a press held past 0.2 s fails")
    func quickTapHeldTooLong() {
        let scene = scene({ QuickTapGestureRecognizer() }, named: "quick")
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240, duration: 0.3)
        // 0.2: the item finds the tap possible and fails it; at 0.3 the view gets the lift.
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.2 quick failed",
                "0.3 view pad ended 1",
            ])
    }

    @Test("a quick tap is recognized, and its reset cancels the work item due at 0.2 s")
    func quickTapRecognized() {
        let scene = scene({ QuickTapGestureRecognizer() }, named: "quick")
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        // 0.08: recognized; cancelsTouchesInView cancels the view's touch just before. Nothing at 0.2.
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.08 view pad cancelled 1",
                "0.08 quick recognized",
            ])
    }

    @Test("a block scheduled by a recognizer survives its reset, as GCD's do")
    func shortTapBlocksOutliveReset() {
        let scene = scene(
            {
                let tap = ShortTapGestureRecognizer()
                tap.numberOfTapsRequired = 2
                return tap
            }, named: "short")
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.tap(2, at: 0.16, x: 160, y: 240)
        // Each touch-down schedules a check 0.3 s later: due at 0.3 and 0.46.
        // 0.24: recognized (as above), then reset to possible. 0.3: the first
        // block finds the state possible (not recognized) and sets failed; the
        // recognizer, with no touches, resets at the end of that turn. 0.46:
        // the second block does the same.
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.16 view pad began 1 tapCount 2",
                "0.24 view pad cancelled 2 tapCount 2",
                "0.24 short recognized",
                "0.3 short failed",
                "0.46 short failed",
            ])
    }

    @Test("a repeating Timer begins the press at its first tick, changes it at each next one, and lifting ends it")
    func repeatingPress() {
        let scene = scene({ RepeatingPressGestureRecognizer() }, named: "repeat")
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        script.up(1, at: 0.5)
        // Ticks every 0.2 s from the touch-down: 0.2 began (the view's touch is
        // cancelled just before), 0.4 changed; the lift at 0.5 ends it and
        // invalidates the timer, so no tick at 0.6. Location: the finger,
        // tracked until the lift, then the last centroid.
        #expect(
            scene.run(script, values: true) == [
                "0 view pad began 1",
                "0.2 view pad cancelled 1",
                "0.2 repeat began location=100,100 numberOfTouches=1",
                "0.4 repeat changed location=100,100 numberOfTouches=1",
                "0.5 repeat ended location=100,100 numberOfTouches=0",
            ])
    }

    @Test("a press lifted before the first tick fails, and the invalidated timer never fires")
    func repeatingPressTooShort() {
        let scene = scene({ RepeatingPressGestureRecognizer() }, named: "repeat")
        var script = TouchScript()
        script.tap(1, at: 0, x: 100, y: 100)  // lifted at 0.08, before the 0.2 s tick
        // 0.08: touchesEnded invalidates the timer and fails the possible
        // press; the view then gets its lift (nothing delays it any more).
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.08 repeat failed",
                "0.08 view pad ended 1",
            ])
    }

    /// Each read of the wall clock is reported, and given virtual time: the
    /// recognizer decides as it would on a device. (With Foundation's clock a
    /// replay takes microseconds, so a press held 0.3 s would be recognized.)
    @Test("Date.now and timeIntervalSinceNow read virtual time, each read a diagnostic", arguments: [0.08, 0.3])
    func wallClock(held: Double) {
        let scene = scene({ WallClockTapGestureRecognizer() }, named: "wall")
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 240)
        script.up(1, at: held)
        // 0: touchesBegan reads Date.now (recognizers hear a touch before its view).
        // At the lift touchesEnded reads timeIntervalSinceNow: -(0 - held) = held s,
        // against maximumDuration 0.2 s: 0.08 recognizes (the view's touch is
        // cancelled just before), 0.3 fails (the view then gets its held lift).
        let read = { (what: String, at: Double) in
            "\(StableNumber.text(at)) ! clock: \(what) read the wall clock; given virtual time instead (use CACurrentMediaTime())"
        }
        let decided =
            held <= 0.2
            ? ["0.08 view pad cancelled 1", "0.08 wall recognized"] : ["0.3 wall failed", "0.3 view pad ended 1"]
        #expect(
            scene.run(script) == [read("Date.now", 0), "0 view pad began 1", read("timeIntervalSinceNow", held)]
                + decided)
    }
}
