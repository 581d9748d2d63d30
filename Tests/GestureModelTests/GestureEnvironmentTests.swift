import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// Turns and touch delivery (`docs/SEMANTICS.md` §2) and reset (§1).
@ReplayActor @Suite struct GestureEnvironmentTests {
    // Fixtures. The photo view fills the 320 × 480 window; taps last 0.08 s.

    private static func photoScene(logging: Bool = false) -> (TestScene, View) {
        let scene = TestScene()
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let photo = scene.add(logging ? LoggingView(name: "photo", frame: frame) : View(name: "photo", frame: frame))
        return (scene, photo)
    }

    /// Reports each action as a handler line `NAME action`.
    private static func reportActions(of recognizer: GestureRecognizer, in scene: TestScene) {
        recognizer.addTarget { [unowned scene] recognizer in
            scene.environment.report(handler: "\(recognizer.name ?? "?") action")
        }
    }

    // MARK: - Delivery order

    @Test("recognizers get touches before the hit view: deepest view first, then order of attachment")
    func deliveryOrder() {
        let scene = TestScene()
        let container = scene.addView("container", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = scene.addView("button", frame: CGRect(x: 100, y: 100, width: 100, height: 100), parent: container)
        for (name, view) in [
            ("outer", scene.window), ("middleA", container), ("middleB", container), ("inner", button),
        ] {
            scene.add(LoggingGestureRecognizer(), named: name, to: view).delaysTouchesEnded = false
        }
        var script = TouchScript()
        script.down(1, at: 0, x: 150, y: 150)  // on the button
        script.up(1, at: 0.0625)
        script.down(2, at: 1, x: 50, y: 50)  // on the container only
        script.cancel(2, at: 1.0625)
        #expect(
            scene.run(script) == [
                "0 handler inner touchesBegan touches=1",
                "0 handler middleA touchesBegan touches=1",
                "0 handler middleB touchesBegan touches=1",
                "0 handler outer touchesBegan touches=1",
                "0 view button began 1",
                "0.0625 handler inner touchesEnded touches=1",
                "0.0625 handler middleA touchesEnded touches=1",
                "0.0625 handler middleB touchesEnded touches=1",
                "0.0625 handler outer touchesEnded touches=1",
                "0.0625 view button ended 1",
                "1 handler middleA touchesBegan touches=2",
                "1 handler middleB touchesBegan touches=2",
                "1 handler outer touchesBegan touches=2",
                "1 view container began 1",
                // A system cancel goes to the recognizers and to the view.
                "1.0625 handler middleA touchesCancelled touches=2",
                "1.0625 handler middleB touchesCancelled touches=2",
                "1.0625 handler outer touchesCancelled touches=2",
                "1.0625 view container cancelled 1",
            ])
    }

    /// Reports, on each call, the touches it is given and what the event says:
    /// `allTouches`, and the event's touches for its view and for itself.
    private final class EventReadingRecognizer: GestureRecognizer, @unchecked Sendable {
        override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { log("began", touches, event) }
        override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { log("moved", touches, event) }
        override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { log("ended", touches, event) }

        private func log(_ call: String, _ touches: Set<Touch>, _ event: TouchEvent) {
            func ids(_ set: Set<Touch>?) -> String {
                set.map { $0.map { String($0.identifier) }.joined(separator: ",") } ?? "none"
            }
            let forView = view.map { ids(event.touches(for: $0)) } ?? "none"
            view?.window?.environment?.report(
                handler:
                    "\(call) \(ids(touches)) all=\(ids(event.allTouches)) view=\(forView) mine=\(ids(event.touches(for: self)))"
            )
        }
    }

    @Test(
        "the event holds every touch down in its turn, stationary and lifting ones included; a lifted one is gone in the next"
    )
    func eventTouches() {
        let (scene, photo) = Self.photoScene()
        scene.add(EventReadingRecognizer(), named: "reader", to: photo)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        script.down(2, at: 0.1, x: 200, y: 200)
        script.move(1, at: 0.2, x: 110, y: 100)  // 2 is stationary
        script.up(1, at: 0.3)
        script.move(2, at: 0.4, x: 210, y: 200)
        script.up(2, at: 0.5)
        // UIKit's `UIEvent.allTouches` is every touch of the event, stationary
        // ones too (DOC); a touch belongs to the event in which it ends and to
        // none after. The recognizer tracks a touch until that event is delivered
        // (`docs/SEMANTICS.md` §2 step 3), and both touches are on the photo.
        #expect(
            scene.run(script).filter { $0.contains(" handler ") } == [
                "0 handler began 1 all=1 view=1 mine=1",
                "0.1 handler began 2 all=1,2 view=1,2 mine=1,2",
                "0.2 handler moved 1 all=1,2 view=1,2 mine=1,2",
                "0.3 handler ended 1 all=1,2 view=1,2 mine=1,2",
                "0.4 handler moved 2 all=2 view=2 mine=2",
                "0.5 handler ended 2 all=2 view=2 mine=2",
            ])
    }

    /// A delegate that refuses touches on the right half (x ≥ 160): the first tap, at x = 200,
    /// never reaches the recognizer and the view ends its touch; the second, at x = 100, is
    /// recognized. The same delegate saying it answers only shouldBegin is never asked about
    /// touches (UIKit asks a delegate only what it implements: GestureRecognizerDelegate
    /// .questions(for:)), so both taps are recognized.
    @Test(
        "a recognizer whose delegate refuses a touch never gets it, the view does; unless the delegate does not answer that question",
        arguments: [
            (GestureRecognizerDelegateQuestions.all, ["0 view photo began 1", "0.08 view photo ended 1"]),
            (
                GestureRecognizerDelegateQuestions.shouldBegin,
                ["0 view photo began 1", "0.08 view photo cancelled 1", "0.08 tap recognized"]
            ),
        ])
    func shouldReceiveTouch(questions: GestureRecognizerDelegateQuestions, firstTap: [String]) {
        let (scene, photo) = Self.photoScene()
        let tap = scene.add(TapGestureRecognizer(), named: "tap", to: photo)
        let delegate = TestDelegate()
        delegate.shouldReceiveTouch = { _, touch in touch.location(in: nil).x < 160 }  // the left half only
        delegate.questions = questions
        tap.delegate = delegate
        var script = TouchScript()
        script.tap(1, at: 0, x: 200, y: 240)
        script.tap(2, at: 1, x: 100, y: 240)
        withExtendedLifetime(delegate) {
            #expect(
                scene.run(script)
                    == firstTap + ["1 view photo began 1", "1.08 view photo cancelled 1", "1.08 tap recognized"])
        }
    }

    // MARK: - cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded

    @Test(
        "cancelsTouchesInView: true cancels the view's touch just before the action; false lets the view finish it",
        arguments: [true, false])
    func cancelsTouchesInView(cancels: Bool) {
        let (scene, photo) = Self.photoScene()
        let tap = scene.add(TapGestureRecognizer(), named: "tap", to: photo)
        tap.cancelsTouchesInView = cancels
        Self.reportActions(of: tap, in: scene)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        let expected =
            cancels
            ? ["0 view photo began 1", "0.08 view photo cancelled 1", "0.08 tap recognized", "0.08 handler tap action"]
            : ["0 view photo began 1", "0.08 tap recognized", "0.08 handler tap action", "0.08 view photo ended 1"]
        #expect(scene.run(script) == expected)
    }

    @Test("delaysTouchesBegan: the view never sees a touch the tap recognizes")
    func delaysTouchesBeganRecognized() {
        let (scene, photo) = Self.photoScene()
        scene.add(TapGestureRecognizer(), named: "tap", to: photo).delaysTouchesBegan = true
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        #expect(scene.run(script) == ["0.08 tap recognized"])
    }

    @Test("delaysTouchesBegan: when the tap fails the view gets the held phases in order, then the current one")
    func delaysTouchesBeganFailed() {
        let (scene, photo) = Self.photoScene()
        scene.add(TapGestureRecognizer(), named: "tap", to: photo).delaysTouchesBegan = true
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 120, y: 200)  // 20 pt: the tap is still possible; held
        script.move(1, at: 0.125, x: 146, y: 200)  // 46 pt: past the tap's 45 pt
        script.up(1, at: 0.1875)
        #expect(
            scene.run(script) == [
                "0.125 tap failed",
                "0.125 view photo began 1",
                "0.125 view photo moved 1",
                "0.125 view photo moved 1",
                "0.1875 view photo ended 1",
            ])
    }

    @Test(
        "delaysTouchesEnded: the view's ended waits while a double tap is possible, and comes when it fails",
        arguments: [true, false])
    func delaysTouchesEnded(delays: Bool) {
        let (scene, photo) = Self.photoScene()
        let double = scene.add(TapGestureRecognizer(), named: "double", to: photo)
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = delays
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        let expected =
            delays
            ? ["0 view photo began 1", "0.43 double failed", "0.43 view photo ended 1"]  // 0.08 + 0.35
            : ["0 view photo began 1", "0.08 view photo ended 1", "0.43 double failed"]
        #expect(scene.run(script) == expected)
    }

    // MARK: - multipleTouchEnabled and ignore(_:for:)

    @Test(
        "a view that is not multiple-touch enabled gets only its first touch; one that is gets them all",
        arguments: [false, true])
    func multipleTouchEnabled(enabled: Bool) {
        let (scene, photo) = Self.photoScene(logging: true)
        photo.isMultipleTouchEnabled = enabled
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0, x: 200, y: 200)  // same event, after finger 1
        script.down(3, at: 0.0625, x: 150, y: 300)  // later, while finger 1 is down
        script.move(1, at: 0.125, x: 110, y: 200)
        script.move(2, at: 0.125, x: 210, y: 200)
        script.up(1, at: 0.1875)
        script.up(2, at: 0.1875)
        script.up(3, at: 0.1875)
        // The view line is written just before the view's method runs.
        let expected =
            enabled
            ? [
                "0 view photo began 2",
                "0 handler photo touchesBegan touches=1,2 tapCount=1,1",
                "0.0625 view photo began 1",
                "0.0625 handler photo touchesBegan touches=3 tapCount=1",
                "0.125 view photo moved 2",
                "0.125 handler photo touchesMoved touches=1,2",
                "0.1875 view photo ended 3",
                "0.1875 handler photo touchesEnded touches=1,2,3",
            ]
            : [
                "0 view photo began 1",
                "0 handler photo touchesBegan touches=1 tapCount=1",
                "0.125 view photo moved 1",
                "0.125 handler photo touchesMoved touches=1",
                "0.1875 view photo ended 1",
                "0.1875 handler photo touchesEnded touches=1",
            ]
        #expect(scene.run(script) == expected)
    }

    /// Ignores every touch after its first, and is recognized when the first lifts.
    private final class FirstTouchOnly: LoggingGestureRecognizer, @unchecked Sendable {
        override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
            super.touchesBegan(touches, with: event)
            for touch in touches where numberOfTouches > 1 { ignore(touch, for: event) }
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
            super.touchesEnded(touches, with: event)
            state = .recognized
        }
    }

    @Test("an ignored touch is not delivered to the recognizer and never cancelled on the view; reset waits for it")
    func ignoredTouch() {
        let (scene, photo) = Self.photoScene()
        photo.isMultipleTouchEnabled = true
        scene.add(FirstTouchOnly(), named: "first", to: photo)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0.0625, x: 200, y: 200)  // ignored by the recognizer
        script.move(2, at: 0.125, x: 210, y: 200)
        script.up(1, at: 0.1875)
        script.move(2, at: 0.25, x: 220, y: 200)
        script.up(2, at: 0.3125)
        #expect(
            scene.run(script) == [
                "0 handler first touchesBegan touches=1",
                "0 view photo began 1",
                "0.0625 handler first touchesBegan touches=2",
                "0.0625 view photo began 1",
                "0.125 view photo moved 1",
                "0.1875 handler first touchesEnded touches=1",
                "0.1875 view photo cancelled 1",  // touch 1 only
                "0.1875 first recognized",
                "0.25 view photo moved 1",
                "0.3125 view photo ended 1",
                // Reset when every received touch, the ignored one included, has ended.
                "0.3125 handler first reset",
            ])
    }

    // MARK: - Disabling

    @Test("disabling a began pan cancels it with its action; a disabled recognizer gets no touches")
    func disableBegan() {
        let scene = TestScene()
        let canvas = scene.addView("canvas", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let pan = scene.add(PanGestureRecognizer(), named: "pan", to: canvas)
        Self.reportActions(of: pan, in: scene)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 120, y: 200)
        script.perform(at: 0.125) { pan.isEnabled = false }
        script.move(1, at: 0.1875, x: 140, y: 200)
        script.up(1, at: 0.25)
        script.down(2, at: 1, x: 100, y: 200)
        script.move(2, at: 1.0625, x: 140, y: 200)
        script.up(2, at: 1.125)
        #expect(
            scene.run(script, values: true) == [
                "0 view canvas began 1",
                "0.0625 view canvas cancelled 1",
                // 20 pt less the 10 pt hysteresis (docs/SEMANTICS.md §4 Pan, revised)
                "0.0625 pan began location=120,200 numberOfTouches=1 translation=10,0 velocity=320,0",
                "0.0625 handler pan action",
                "0.125 pan cancelled location=120,200 numberOfTouches=1 translation=10,0 velocity=320,0",
                "0.125 handler pan action",
                "1 view canvas began 1",
                "1.0625 view canvas moved 1",
                "1.125 view canvas ended 1",
            ])
    }

    @Test("disabling a possible tap fails it without an action, and releases the view's held ended")
    func disablePossible() {
        let (scene, photo) = Self.photoScene()
        let double = scene.add(TapGestureRecognizer(), named: "double", to: photo)
        double.numberOfTapsRequired = 2
        Self.reportActions(of: double, in: scene)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.perform(at: 0.25) { double.isEnabled = false }
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.25 double failed",
                "0.25 view photo ended 1",
            ])
    }

    // MARK: - Reset

    /// Fails on its first move; reports its calls.
    private final class Quitter: LoggingGestureRecognizer, @unchecked Sendable {
        override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
            super.touchesMoved(touches, with: event)
            state = .failed
        }
    }

    @Test("a failed recognizer stays failed, and gets no touches, until its own touches have ended")
    func resetWaitsForTouches() {
        let (scene, photo) = Self.photoScene()
        scene.add(Quitter(), named: "quitter", to: photo).delaysTouchesEnded = false
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 101, y: 200)
        script.down(2, at: 0.125, x: 200, y: 200)  // not given to the failed recognizer
        script.up(2, at: 0.1875)
        script.up(1, at: 0.25)
        script.tap(3, at: 0.3125, x: 100, y: 200, duration: 0.0625)
        #expect(
            scene.run(script) == [
                "0 handler quitter touchesBegan touches=1",
                "0 view photo began 1",
                "0.0625 handler quitter touchesMoved touches=1",
                "0.0625 quitter failed",
                "0.0625 view photo moved 1",
                "0.25 view photo ended 1",
                "0.25 handler quitter reset",
                "0.3125 handler quitter touchesBegan touches=3",
                "0.3125 view photo began 1 tapCount 2",
                "0.375 handler quitter touchesEnded touches=3",
                "0.375 view photo ended 1 tapCount 2",
            ])
    }

    @Test("a failed recognizer is reset only once the recognizer it requires to fail has resolved")
    func resetWaitsForRequirement() {
        let (scene, photo) = Self.photoScene()
        let quitter = scene.add(Quitter(), named: "quitter", to: photo)
        let double = scene.add(TapGestureRecognizer(), named: "double", to: photo)
        double.numberOfTapsRequired = 2
        quitter.require(toFail: double)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 101, y: 200)
        script.up(1, at: 0.125)
        #expect(
            scene.run(script) == [
                "0 handler quitter touchesBegan touches=1",
                "0 view photo began 1",
                "0.0625 handler quitter touchesMoved touches=1",
                "0.0625 quitter failed",
                "0.0625 view photo moved 1",
                "0.475 double failed",  // 0.125 + 0.35
                "0.475 view photo ended 1",
                "0.475 handler quitter reset",
            ])
    }

    // MARK: - Tap count

    @Test("tapCount counts touches that begin within 0.35 s and 45 pt of the previous lift")
    func tapCount() {
        let (scene, _) = Self.photoScene(logging: true)
        var script = TouchScript()
        script.tap(1, at: 0, x: 100, y: 200)
        script.tap(2, at: 0.2, x: 100, y: 200)  // 0.12 s after the lift at 0.08: 2
        script.tap(3, at: 0.4, x: 100, y: 200)  // 3
        script.tap(4, at: 0.83, x: 100, y: 200)  // exactly 0.48 + 0.35: 1
        script.tap(5, at: 1.1, x: 146, y: 200)  // 0.19 s after, but 46 pt away: 1
        script.tap(6, at: 1.3, x: 191, y: 200)  // 45 pt from the last lift: 2
        let lines = scene.run(script).filter { $0.contains("touchesBegan") }
        #expect(
            lines == [
                "0 handler photo touchesBegan touches=1 tapCount=1",
                "0.2 handler photo touchesBegan touches=2 tapCount=2",
                "0.4 handler photo touchesBegan touches=3 tapCount=3",
                "0.83 handler photo touchesBegan touches=4 tapCount=1",
                "1.1 handler photo touchesBegan touches=5 tapCount=1",
                "1.3 handler photo touchesBegan touches=6 tapCount=2",
            ])
    }

    // MARK: - Scene code on the clock

    /// Tells single from double taps itself, as UIKit apps did before
    /// recognizers: a single tap is reported 0.3 s after its lift unless a
    /// second tap cancels it.
    private final class TapTellingView: View, @unchecked Sendable {
        override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
            guard let touch = touches.first, let environment = window?.environment else { return }
            if touch.tapCount == 1 {
                environment.perform(target: self, selector: "singleTap", afterDelay: 0.3) {
                    environment.report(handler: "singleTap")
                }
            } else if touch.tapCount == 2 {
                environment.cancelPreviousPerformRequests(withTarget: self, selector: "singleTap")
                environment.report(handler: "doubleTap")
            }
        }
    }

    @Test(
        "a delayed perform runs as a turn at its virtual time; a cancelled one never runs",
        arguments: [(nil, ["0.38 handler singleTap"]), (0.2, ["0.28 handler doubleTap"])] as [(Double?, [String])])
    func delayedPerform(secondTap: Double?, expected: [String]) {
        let scene = TestScene()
        scene.add(TapTellingView(name: "photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)  // lifts at 0.08: singleTap due 0.38
        if let secondTap { script.tap(2, at: secondTap, x: 160, y: 240) }  // tapCount 2
        #expect(scene.run(script).filter { $0.contains("handler") } == expected)
    }

    @Test("draining stops scene code that reschedules itself forever, with a diagnostic")
    func runawayTimers() {
        let scene = TestScene()
        let environment = scene.environment
        final class Ticker {}
        let ticker = Ticker()
        func tick() {
            environment.perform(target: ticker, selector: "tick", afterDelay: 0.25) {
                environment.report(handler: "tick")
                tick()
            }
        }
        tick()
        environment.drainTimers(maximumTurns: 3)
        #expect(
            Transcript.lines(environment.takeObservations()) == [
                "0.25 handler tick",
                "0.5 handler tick",
                "0.75 handler tick",
                "0.75 ! clock: timers still pending after 3 timer turns; stopped at 0.75",
            ])
    }

    // MARK: - Determinism

    @Test("replaying the same script twice gives byte-identical transcripts")
    func determinism() {
        func replay() -> [String] {
            let (scene, photo) = Self.photoScene()
            let single = scene.add(TapGestureRecognizer(), named: "single", to: photo)
            let double = scene.add(TapGestureRecognizer(), named: "double", to: photo)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            scene.add(PanGestureRecognizer(), named: "pan", to: photo)
            scene.add(PinchGestureRecognizer(), named: "pinch", to: photo)
            scene.add(LongPressGestureRecognizer(), named: "press", to: photo)
            var script = TouchScript()
            script.tap(1, at: 0, x: 160, y: 240)
            script.down(2, at: 1, x: 100, y: 100)
            script.drag(2, from: 1, to: 1.5, x: 250, y: 300)
            script.up(2, at: 1.5)
            script.down(3, at: 2, x: 100, y: 200)
            script.down(4, at: 2, x: 200, y: 200)
            script.drag(4, from: 2, to: 2.25, x: 260, y: 230)
            script.up(3, at: 2.3)
            script.up(4, at: 2.3)
            script.tap(5, at: 3, x: 50, y: 50, duration: 0.7)
            return scene.run(script, values: true)
        }
        let first = replay()
        let second = replay()
        #expect(first.count > 10)
        #expect(first.joined(separator: "\n") == second.joined(separator: "\n"))
    }
}
