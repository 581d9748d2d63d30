import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// Margins (docs/SEMANTICS.md §8): each built-in threshold on both sides of its limit, the
/// decision's margin derived by hand from the script's numbers and the default thresholds
/// (§6: tapMaximumInterval 0.35 s, tapAllowableMovement 45 pt, tapMaximumDuration 0.75 s,
/// panHysteresis 10 pt, swipeMinimumDistance 50 pt, pinchHysteresis 8 pt,
/// rotationMinimumHysteresis 5°, screenEdgeWidth 20 pt; long press minimumPressDuration 0.5 s,
/// allowableMovement 10 pt). A 320 × 480 window with one view "photo" filling it. Each line:
/// time, recognizer, decision, the deciding threshold (and whose, when another's), value of
/// limit, margin.
@ReplayActor @Suite struct MarginTests {
    private func decisions(_ recognizers: [(String, GestureRecognizer)], _ script: TouchScript) -> [String] {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for (name, recognizer) in recognizers { scene.add(recognizer, named: name, to: photo) }
        scene.environment.recordMargins()
        script.run(in: scene.environment)
        return scene.environment.takeDecisions().map(Self.line)
    }

    static func line(_ decision: Decision) -> String {
        var text = "\(decision.time) \(decision.recognizer) \(decision.kind.name)"
        if case .waits(let required) = decision.kind { text += " for \(required)" }
        guard let check = decision.deciding else { return text + " no threshold" }
        let owner = check.recognizer == decision.recognizer ? "" : " (\(check.recognizer))"
        let number: (Double) -> String = StableNumber.text
        return text + " \(check.threshold)\(owner) \(number(check.value)) of \(number(check.limit)) "
            + "\(check.unit.rawValue) margin \(number(check.margin))"
    }

    private static func tap(taps: Int = 1) -> TapGestureRecognizer {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        return tap
    }

    // MARK: - Tap

    /// Second touch-down 0.3 − 0.08 = 0.22 s after the first lift: 0.35 − 0.22 = 0.13 s to spare
    /// (relative 0.37), closer than the duration (0.08 of 0.75, 0.89) and the movement (0 of 45).
    @Test("a double tap's interval: 0.13 s inside, and 0.07 s outside, measured by the late tap")
    func tapInterval() {
        var inside = TouchScript()
        inside.tap(1, at: 0, x: 100, y: 240)
        inside.tap(2, at: 0.3, x: 100, y: 240)
        #expect(
            decisions([("double", Self.tap(taps: 2))], inside) == [
                "0.38 double recognized tapMaximumInterval 0.22 of 0.35 s margin 0.13"
            ])
        // The interval runs out at 0.08 + 0.35 = 0.43; the late tap at 0.5 measures it: 0.42 s,
        // 0.07 over. That tap starts a sequence of its own, whose interval runs out at
        // 0.58 + 0.35 = 0.93 with no later touch: no timing flips it.
        var outside = TouchScript()
        outside.tap(1, at: 0, x: 100, y: 240)
        outside.tap(2, at: 0.5, x: 100, y: 240)
        #expect(
            decisions([("double", Self.tap(taps: 2))], outside) == [
                "0.43 double failed tapMaximumInterval 0.42 of 0.35 s margin 0.07",
                "0.93 double failed no threshold",
            ])
    }

    /// A 30 pt move: 15 pt to spare (relative 0.33, closer than the duration's 0.1 of 0.75 s,
    /// 0.87). A 50 pt move fails as it happens, 5 pt over.
    @Test("a tap's movement: 15 pt inside, 5 pt outside")
    func tapMovement() {
        var inside = TouchScript()
        inside.down(1, at: 0, x: 100, y: 240)
        inside.move(1, at: 0.05, x: 130, y: 240)
        inside.up(1, at: 0.1)
        #expect(
            decisions([("tap", Self.tap())], inside) == [
                "0.1 tap recognized tapAllowableMovement 30 of 45 pt margin 15"
            ])
        var outside = TouchScript()
        outside.down(1, at: 0, x: 100, y: 240)
        outside.move(1, at: 0.05, x: 150, y: 240)
        outside.up(1, at: 0.1)
        #expect(
            decisions([("tap", Self.tap())], outside) == [
                "0.05 tap failed tapAllowableMovement 50 of 45 pt margin 5"
            ])
    }

    /// Held 0.7 s: 0.05 s to spare. Held 0.8 s: it fails at 0.75 and the lift measures 0.05 s over.
    @Test("a tap's duration: 0.05 s inside, and 0.05 s outside, measured by the lift")
    func tapDuration() {
        var inside = TouchScript()
        inside.tap(1, at: 0, x: 100, y: 240, duration: 0.7)
        #expect(
            decisions([("tap", Self.tap())], inside) == [
                "0.7 tap recognized tapMaximumDuration 0.7 of 0.75 s margin 0.05"
            ])
        var outside = TouchScript()
        outside.tap(1, at: 0, x: 100, y: 240, duration: 0.8)
        #expect(
            decisions([("tap", Self.tap())], outside) == [
                "0.75 tap failed tapMaximumDuration 0.8 of 0.75 s margin 0.05"
            ])
    }

    /// A second finger at 0.1 fails the one-finger tap on a count: no threshold, though its
    /// duration deadline (started at 0) is measured by the lift at 0.8, 0.05 s past 0.75, and the
    /// first finger's 3 pt move was noted against 45 pt (issue 30 item 4: the failure was blamed
    /// on tapMaximumDuration 0.8 of 0.75, margin 0.05). A long press fails the same way.
    @Test("a failure a touch count decided rests on no threshold, not on a deadline or move noted before")
    func countFailure() {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 240)
        script.move(1, at: 0.05, x: 103, y: 240)
        script.down(2, at: 0.1, x: 150, y: 240)
        script.up(1, at: 0.8)
        script.up(2, at: 0.8)
        #expect(
            decisions([("tap", Self.tap()), ("press", LongPressGestureRecognizer())], script) == [
                "0.1 tap failed no threshold",
                "0.1 press failed no threshold",
            ])
    }

    // MARK: - Long press

    /// Lifted at 0.52: it began at 0.5 by its timer, and the lift measures 0.02 s to spare
    /// (relative 0.04, closer than the 8 pt move's 2 of 10, 0.2). Lifted at 0.48: it fails at the
    /// lift, 0.02 s short.
    @Test("a long press's duration: 0.02 s either side; its movement: 2 pt either side")
    func longPress() {
        var long = TouchScript()
        long.down(1, at: 0, x: 100, y: 240)
        long.move(1, at: 0.2, x: 108, y: 240)
        long.up(1, at: 0.52)
        #expect(
            decisions([("press", LongPressGestureRecognizer())], long) == [
                "0.5 press began minimumPressDuration 0.52 of 0.5 s margin 0.02"
            ])
        var short = TouchScript()
        short.tap(1, at: 0, x: 100, y: 240, duration: 0.48)
        #expect(
            decisions([("press", LongPressGestureRecognizer())], short) == [
                "0.48 press failed minimumPressDuration 0.48 of 0.5 s margin 0.02"
            ])
        var moved = TouchScript()
        moved.down(1, at: 0, x: 100, y: 240)
        moved.move(1, at: 0.2, x: 112, y: 240)
        moved.up(1, at: 0.6)
        #expect(
            decisions([("press", LongPressGestureRecognizer())], moved) == [
                "0.2 press failed allowableMovement 12 of 10 pt margin 2"
            ])
    }

    // MARK: - Pan, screen-edge pan

    /// Moves of 6 then 12 pt: it begins on the second, 2 pt past the hysteresis (the 6 pt move was
    /// 4 short). Moves of 6 then 8 pt and a lift: it fails, 2 pt short at the most.
    @Test("a pan's hysteresis: begun 2 pt past it, failed 2 pt short")
    func panHysteresis() {
        var begun = TouchScript()
        begun.down(1, at: 0, x: 100, y: 240)
        begun.move(1, at: 0.05, x: 106, y: 240)
        begun.move(1, at: 0.1, x: 112, y: 240)
        begun.up(1, at: 0.15)
        #expect(
            decisions([("pan", PanGestureRecognizer())], begun) == [
                "0.1 pan began panHysteresis 12 of 10 pt margin 2"
            ])
        var short = TouchScript()
        short.down(1, at: 0, x: 100, y: 240)
        short.move(1, at: 0.05, x: 106, y: 240)
        short.move(1, at: 0.1, x: 100, y: 248)
        short.up(1, at: 0.15)
        #expect(
            decisions([("pan", PanGestureRecognizer())], short) == [
                "0.15 pan failed panHysteresis 8 of 10 pt margin 2"
            ])
    }

    /// A left-edge pan: a touch-down at x = 15 is 5 pt inside the 20 pt edge (relative 0.25, closer
    /// than the 25 pt move's 15 past the hysteresis, 1.5); at x = 26 it fails at once, 6 pt out.
    @Test("a screen-edge pan's edge width: 5 pt inside, 6 pt outside")
    func screenEdge() {
        func edge() -> ScreenEdgePanGestureRecognizer {
            let edge = ScreenEdgePanGestureRecognizer()
            edge.edges = .left
            return edge
        }
        var inside = TouchScript()
        inside.down(1, at: 0, x: 15, y: 240)
        inside.move(1, at: 0.1, x: 40, y: 240)
        inside.up(1, at: 0.2)
        #expect(decisions([("edge", edge())], inside) == ["0.1 edge began screenEdgeWidth 15 of 20 pt margin 5"])
        var outside = TouchScript()
        outside.down(1, at: 0, x: 26, y: 240)
        outside.move(1, at: 0.1, x: 60, y: 240)
        outside.up(1, at: 0.2)
        #expect(decisions([("edge", edge())], outside) == ["0 edge failed screenEdgeWidth 26 of 20 pt margin 6"])
    }

    // MARK: - Swipe

    /// A right swipe after 0.1 s needs 50 × (1 − 0.1 × (1 − 0.06)) = 45.3 pt (§4 Swipe, DEC time
    /// scaling). 60 pt: recognized, 14.7 to spare (relative 0.32; speed 600 of 200 pt/s is 2,
    /// the 0.1 of 0.5 s duration 0.8). 40 pt and a lift: failed, 5.3 short (relative 0.12; the
    /// speed, 400 of 200, is 1).
    @Test("a swipe's distance, scaled by its time: 14.7 pt past it, 5.3 pt short")
    func swipeDistance() {
        var long = TouchScript()
        long.down(1, at: 0, x: 50, y: 240)
        long.move(1, at: 0.1, x: 110, y: 240)
        long.up(1, at: 0.15)
        #expect(
            decisions([("swipe", SwipeGestureRecognizer())], long) == [
                "0.1 swipe recognized swipeMinimumDistance 60 of 45.3 pt margin 14.7"
            ])
        var short = TouchScript()
        short.down(1, at: 0, x: 50, y: 240)
        short.move(1, at: 0.1, x: 90, y: 240)
        short.up(1, at: 0.15)
        #expect(
            decisions([("swipe", SwipeGestureRecognizer())], short) == [
                "0.15 swipe failed swipeMinimumDistance 40 of 45.3 pt margin 5.3"
            ])
    }

    /// 60 pt after 0.28 s: the distance needed is 50 × (1 − 0.28 × 0.94) = 36.84 pt (60 is 63 %
    /// past it), the speed 60 / 0.28 = 214.285714 pt/s against 200 (7 % past): recognized on the
    /// speed, 14.285714 pt/s to spare. 52 pt: 185.714286 pt/s, 7 % short, and the lift fails it.
    @Test("a swipe's speed: 14.3 pt/s past it, 14.3 pt/s short")
    func swipeSpeed() {
        func swipe(to x: Double) -> TouchScript {
            var script = TouchScript()
            script.down(1, at: 0, x: 50, y: 240)
            script.move(1, at: 0.28, x: 50 + x, y: 240)
            script.up(1, at: 0.3)
            return script
        }
        #expect(
            decisions([("swipe", SwipeGestureRecognizer())], swipe(to: 60)) == [
                "0.28 swipe recognized swipeMinimumSpeed 214.285714 of 200 pt/s margin 14.285714"
            ])
        #expect(
            decisions([("swipe", SwipeGestureRecognizer())], swipe(to: 52)) == [
                "0.3 swipe failed swipeMinimumSpeed 185.714286 of 200 pt/s margin 14.285714"
            ])
    }

    /// 40 pt after 0.45 s: past the distance needed then, 50 × (1 − 0.45 × 0.94) = 28.85 pt, but
    /// at 40 / 0.45 = 88.888889 pt/s short of 200 by 111.111111 (relative 0.56): the 0.5 s timer
    /// fails it on the speed. The distance, 11.15 pt past its limit, was a condition met, not a
    /// margin of the failure (issue 30 item 4: it was blamed, relative 0.39, as the closest).
    @Test("a failure no check decided rests on the checks it had not passed, not on a condition met")
    func swipeMetDistance() {
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 240)
        script.move(1, at: 0.45, x: 90, y: 240)
        script.up(1, at: 0.6)
        #expect(
            decisions([("swipe", SwipeGestureRecognizer())], script) == [
                "0.5 swipe failed swipeMinimumSpeed 88.888889 of 200 pt/s margin 111.111111"
            ])
    }

    /// 120 pt after 0.48 s: recognized 0.02 s before swipeMaximumDuration (4 % of 0.5 s; the speed,
    /// 250 of 200 pt/s, is 25 % past, the distance far past its 50 × (1 − 0.48 × 0.94) = 27.44).
    /// A swipe the 0.5 s timer fails rests on how short of its distance and speed it was: no
    /// later touch measures that timer (docs/SEMANTICS.md §8).
    @Test("a swipe's duration: recognized 0.02 s inside it")
    func swipeDuration() {
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 240)
        script.move(1, at: 0.48, x: 170, y: 240)
        script.up(1, at: 0.52)
        #expect(
            decisions([("swipe", SwipeGestureRecognizer())], script) == [
                "0.48 swipe recognized swipeMaximumDuration 0.48 of 0.5 s margin 0.02"
            ])
    }

    // MARK: - Pinch, rotation

    /// Fingers 100 pt apart; the second moves 5 then 10 pt away: the pinch begins at 10, 2 past
    /// its 8 pt (the 5 pt move was 3 short). Moved 5 and lifted: failed, 3 short.
    @Test("a pinch's hysteresis: begun 2 pt past it, failed 3 pt short")
    func pinch() {
        var begun = TouchScript()
        begun.down(1, at: 0, x: 110, y: 240)
        begun.down(2, at: 0, x: 210, y: 240)
        begun.move(2, at: 0.1, x: 215, y: 240)
        begun.move(2, at: 0.2, x: 220, y: 240)
        begun.up(1, at: 0.3)
        begun.up(2, at: 0.3)
        #expect(
            decisions([("pinch", PinchGestureRecognizer())], begun) == [
                "0.2 pinch began pinchHysteresis 10 of 8 pt margin 2"
            ])
        var short = TouchScript()
        short.down(1, at: 0, x: 110, y: 240)
        short.down(2, at: 0, x: 210, y: 240)
        short.move(2, at: 0.1, x: 215, y: 240)
        short.up(1, at: 0.3)
        short.up(2, at: 0.3)
        #expect(
            decisions([("pinch", PinchGestureRecognizer())], short) == [
                "0.3 pinch failed pinchHysteresis 5 of 8 pt margin 3"
            ])
    }

    /// Fingers 100 pt apart turned about their centre, the distance unchanged, so the threshold is
    /// its lower end, 5° = 0.087266 rad: 6° (0.10472) begins it 1° = 0.017453 rad past; 4°
    /// (0.069813) and a lift fails it 1° short.
    @Test("a rotation's threshold: begun 1° past it, failed 1° short")
    func rotation() {
        func turned(_ degrees: Double) -> TouchScript {
            let angle = degrees * Double.pi / 180
            var script = TouchScript()
            script.down(1, at: 0, x: 110, y: 240)
            script.down(2, at: 0, x: 210, y: 240)
            script.move(1, at: 0.1, x: 160 - 50 * cos(angle), y: 240 - 50 * sin(angle))
            script.move(2, at: 0.1, x: 160 + 50 * cos(angle), y: 240 + 50 * sin(angle))
            script.up(1, at: 0.3)
            script.up(2, at: 0.3)
            return script
        }
        #expect(
            decisions([("rotation", RotationGestureRecognizer())], turned(6)) == [
                "0.1 rotation began rotationMinimumHysteresis 0.10472 of 0.087266 rad margin 0.017453"
            ])
        #expect(
            decisions([("rotation", RotationGestureRecognizer())], turned(4)) == [
                "0.3 rotation failed rotationMinimumHysteresis 0.069813 of 0.087266 rad margin 0.017453"
            ])
    }

    // MARK: - Decisions that follow from another's

    /// Single requires double to fail (docs/SEMANTICS.md §3). The single tap recognizes at the
    /// first lift and waits; the second tap 0.12 s after the lift (0.23 to spare) lets double
    /// recognize, which fails single: the wait and both decisions rest on double's interval.
    @Test("a wait and a failure requirement's outcome rest on the awaited recognizer's threshold")
    func failureRequirement() {
        let single = Self.tap()
        let double = Self.tap(taps: 2)
        single.require(toFail: double)
        var script = TouchScript()
        script.tap(1, at: 0, x: 100, y: 240)
        script.tap(2, at: 0.2, x: 100, y: 240)
        #expect(
            decisions([("single", single), ("double", double)], script) == [
                "0.08 single waits for double tapMaximumInterval (double) 0.12 of 0.35 s margin 0.23",
                "0.28 double recognized tapMaximumInterval 0.12 of 0.35 s margin 0.23",
                "0.28 single failed tapMaximumInterval (double) 0.12 of 0.35 s margin 0.23",
            ])
    }

    /// A custom recognizer notes its own threshold: "moved at least 30 pt right" noted at each
    /// move, recognized at 40 (10 past), and the noted check is its margin.
    @Test("a custom recognizer's own threshold, through noteThreshold")
    func customThreshold() {
        final class Nudge: GestureRecognizer, @unchecked Sendable {
            var start: CGPoint?
            override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
                start = touches.first?.location(in: nil)
            }
            override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
                guard let start, let point = touches.first?.location(in: nil) else { return }
                let moved = Double(point.x - start.x)
                noteThreshold("nudgeDistance", value: moved, limit: 30, unit: .points, decides: moved >= 30)
                if moved >= 30 { state = .recognized }
            }
        }
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 240)
        script.move(1, at: 0.1, x: 140, y: 240)
        script.up(1, at: 0.2)
        #expect(decisions([("nudge", Nudge())], script) == ["0.1 nudge recognized nudgeDistance 40 of 30 pt margin 10"])
    }

    /// Recording margins changes no observation: the same script, with and without.
    @Test("recording margins leaves the outcome as it is")
    func outcomeUnchanged() {
        func run(recording: Bool) -> [Observation] {
            let scene = TestScene()
            let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let single = scene.add(Self.tap(), named: "single", to: photo)
            let double = scene.add(Self.tap(taps: 2), named: "double", to: photo)
            scene.add(PanGestureRecognizer(), named: "pan", to: photo)
            scene.add(LongPressGestureRecognizer(), named: "press", to: photo)
            single.require(toFail: double)
            if recording { scene.environment.recordMargins() }
            var script = TouchScript()
            script.tap(1, at: 0, x: 100, y: 240)
            script.tap(2, at: 0.3, x: 104, y: 240)
            script.down(3, at: 1, x: 100, y: 240)
            script.move(3, at: 1.1, x: 130, y: 250)
            script.up(3, at: 1.7)
            script.run(in: scene.environment)
            return scene.environment.takeObservations()
        }
        #expect(run(recording: true) == run(recording: false))
    }
}
