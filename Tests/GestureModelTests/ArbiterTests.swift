import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// Failure requirements, `gestureRecognizerShouldBegin` and exclusion
/// (`docs/SEMANTICS.md` §1 gates and §3), through the environment.
@ReplayActor @Suite struct ArbiterTests {
    // Fixtures. Every view fills the 320 × 480 window unless said otherwise.
    // Taps last 0.08 s; a tap waiting for another tap lasts 0.35 s after its lift.

    private static func photoScene() -> (TestScene, View) {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        return (scene, photo)
    }

    private static func tap(taps: Int = 1) -> TapGestureRecognizer {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        return tap
    }

    /// Reports each action as a handler line `NAME action`.
    private static func reportActions(of recognizer: GestureRecognizer, in scene: TestScene) {
        recognizer.addTarget { [unowned scene] recognizer in
            scene.environment.report(handler: "\(recognizer.name ?? "?") action")
        }
    }

    // MARK: - require(toFail:)

    @Test("single-requires-double: a lone tap is recognized when the double fails, 0.35 s after the lift")
    func singleRequiresDoubleOneTap() {
        let (scene, photo) = Self.photoScene()
        let single = scene.add(Self.tap(), named: "single", to: photo)
        let double = scene.add(Self.tap(taps: 2), named: "double", to: photo)
        single.require(toFail: double)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                // up at 0.08 + 0.35 interval = 0.43; the single's stored transition goes ahead then.
                "0.43 double failed",
                "0.43 view photo cancelled 1",
                "0.43 single recognized location=160,240 numberOfTouches=1",
            ])
    }

    @Test("the arbiter's trace says who waited for whom and when it went ahead")
    func trace() {
        let (scene, photo) = Self.photoScene()
        let single = scene.add(Self.tap(), named: "single", to: photo)
        single.require(toFail: scene.add(Self.tap(taps: 2), named: "double", to: photo))
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.run(in: scene.environment)
        #expect(
            scene.environment.trace.map { "\($0.time) \($0.message)" } == [
                "0.08 single waits for double to fail",
                "0.43 double failed: single goes ahead",
            ])
    }

    @Test("single-requires-double: a double tap recognizes the double and fails the waiting single")
    func singleRequiresDoubleTwoTaps() {
        let (scene, photo) = Self.photoScene()
        let single = scene.add(Self.tap(), named: "single", to: photo)
        let double = scene.add(Self.tap(taps: 2), named: "double", to: photo)
        single.require(toFail: double)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.tap(2, at: 0.25, x: 160, y: 240)
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.25 view photo began 1 tapCount 2",
                // The first ended was held by both taps; it is cancelled with the second touch.
                "0.33 view photo cancelled 2 tapCount 2",
                "0.33 double recognized",
                "0.33 single failed",
            ])
    }

    @Test(
        "tap and pan, unrelated: under 10 pt the tap wins at the lift; at 10 pt the pan begins and fails the tap",
        arguments: [9.0, 10])
    func tapVersusPan(dx: Double) {
        let (scene, photo) = Self.photoScene()
        scene.add(Self.tap(), named: "tap", to: photo)
        scene.add(PanGestureRecognizer(), named: "pan", to: photo)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 100 + dx, y: 200)
        script.up(1, at: 0.125)
        let expected =
            dx < 10
            ? [
                "0 view photo began 1",
                "0.0625 view photo moved 1",
                "0.125 view photo cancelled 1",
                "0.125 tap recognized",
                "0.125 pan failed",
            ]
            : [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                "0.0625 pan began",
                "0.0625 tap failed",
                "0.125 pan ended",
            ]
        #expect(scene.run(script) == expected)
    }

    @Test("failures carry their reasons: a recognizer that failed on its own keeps its own reason")
    func reasons() {
        func reasons(dx: Double) -> [String] {
            let (scene, photo) = Self.photoScene()
            scene.add(Self.tap(), named: "tap", to: photo)
            scene.add(PanGestureRecognizer(), named: "pan", to: photo)
            var script = TouchScript()
            script.down(1, at: 0, x: 100, y: 200)
            script.move(1, at: 0.0625, x: 100 + dx, y: 200)
            script.up(1, at: 0.125)
            script.run(in: scene.environment)
            return Transcript.reasons(scene.environment.takeObservations())
        }
        // The pan lifted before it could begin, in the turn the tap was recognized.
        #expect(reasons(dx: 9) == ["0.125 pan failed: lifted before moving panHysteresis 10 pt"])
        #expect(reasons(dx: 10) == ["0.0625 tap failed: excluded by pan"])
    }

    @Test(
        "pan requiring the tap to fail: a 20 pt drag waits for the tap, which wins at the lift",
        arguments: [true, false])
    func panRequiresTapShortDrag(tapAttachedFirst: Bool) {
        let (scene, photo) = Self.photoScene()
        let tap = Self.tap()
        let pan = PanGestureRecognizer()
        if tapAttachedFirst {
            scene.add(tap, named: "tap", to: photo)
            scene.add(pan, named: "pan", to: photo)
        } else {
            scene.add(pan, named: "pan", to: photo)
            scene.add(tap, named: "tap", to: photo)
        }
        pan.require(toFail: tap)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 120, y: 200)  // past the pan's 10 pt, within the tap's 45 pt
        script.up(1, at: 0.125)
        // At the lift both decide in step 3, in delivery order: the tap is recognized and
        // the pan fails on its own (lifted before it could begin); the first to ask comes first.
        let lift =
            tapAttachedFirst
            ? ["0.125 view photo cancelled 1", "0.125 tap recognized", "0.125 pan failed"]
            : ["0.125 pan failed", "0.125 view photo cancelled 1", "0.125 tap recognized"]
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.0625 view photo moved 1",  // the pan asked to begin, and waits: nothing sent
            ] + lift)
    }

    @Test(
        "pan requiring the tap to fail: a 46 pt drag fails the tap, and the pan begins in that turn, after it",
        arguments: [true, false])
    func panRequiresTapLongDrag(tapAttachedFirst: Bool) {
        let (scene, photo) = Self.photoScene()
        let tap = Self.tap()
        let pan = PanGestureRecognizer()
        if tapAttachedFirst {
            scene.add(tap, named: "tap", to: photo)
            scene.add(pan, named: "pan", to: photo)
        } else {
            scene.add(pan, named: "pan", to: photo)
            scene.add(tap, named: "tap", to: photo)
        }
        pan.require(toFail: tap)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 146, y: 200)  // 46 pt: past the tap's 45 pt
        script.up(1, at: 0.125)
        // Requests are decided in the order they were made (docs/SEMANTICS.md §2 step 4). The tap
        // first: it has failed when the pan asks, so the pan begins at once, its 10 pt hysteresis
        // taken out: 36. The pan first: it waits for the tap, which fails next, so it begins after
        // waiting, from zero (docs/SEMANTICS.md §4 Pan, revised).
        let translation = tapAttachedFirst ? "36,0" : "0,0"
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.0625 tap failed",
                "0.0625 view photo cancelled 1",
                // 46 pt / 0.0625 s = 736 pt/s
                "0.0625 pan began location=146,200 numberOfTouches=1 translation=\(translation) velocity=736,0",
                "0.125 pan ended location=146,200 numberOfTouches=0 translation=\(translation) velocity=736,0",
            ])
    }

    @Test(
        "a waiting pan that asks again in the turn its requirement fails begins once, with current values",
        arguments: [true, false])
    func panAsksAgainAsTapFails(tapAttachedFirst: Bool) {
        let (scene, photo) = Self.photoScene()
        let tap = Self.tap()
        let pan = PanGestureRecognizer()
        if tapAttachedFirst {
            scene.add(tap, named: "tap", to: photo)
            scene.add(pan, named: "pan", to: photo)
        } else {
            scene.add(pan, named: "pan", to: photo)
            scene.add(tap, named: "tap", to: photo)
        }
        pan.require(toFail: tap)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 120, y: 200)  // the pan asks and waits
        script.move(1, at: 0.125, x: 146, y: 200)  // the pan asks again; 46 pt fails the tap
        script.up(1, at: 0.1875)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                "0.0625 view photo moved 1",
                "0.125 tap failed",
                "0.125 view photo cancelled 1",
                // samples 20 / 0.0625 = 320 and 26 / 0.0625 = 416 → 0.2·416 + 0.8·320 = 339.2; it
                // waited since 0.0625, so it begins from zero (docs/SEMANTICS.md §4 Pan, revised)
                "0.125 pan began location=146,200 numberOfTouches=1 translation=0,0 velocity=339.2,0",
                "0.1875 pan ended location=146,200 numberOfTouches=0 translation=0,0 velocity=339.2,0",
            ])
    }

    @Test("a press waiting for a tap begins when the tap fails, at the tap's failure time, with current values")
    func continuousWaitsForDiscrete() {
        let (scene, photo) = Self.photoScene()
        let press = scene.add(LongPressGestureRecognizer(), named: "press", to: photo)
        press.require(toFail: scene.add(Self.tap(), named: "tap", to: photo))
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 240)
        script.move(1, at: 0.625, x: 165, y: 240)  // 5 pt: within both allowances; the press keeps tracking
        script.up(1, at: 1)
        #expect(
            scene.run(script, values: true) == [
                "0 view photo began 1",
                // 0.5: the press asks to begin and waits for the tap.
                "0.625 view photo moved 1",
                "0.75 tap failed",  // held longer than 0.75 s
                "0.75 view photo cancelled 1",
                "0.75 press began location=165,240 numberOfTouches=1",
                "1 press ended location=165,240 numberOfTouches=0",
            ])
    }

    // MARK: - Swipes waiting for a custom recognizer

    /// A right swipe on the pad that requires a tickle to fail. Both see every touch.
    private static func swipeAndTickle(tickleMoves: Int? = nil) -> TestScene {
        let scene = TestScene()
        let pad = scene.addView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let swipe = scene.add(SwipeGestureRecognizer(), named: "swipe", to: pad)
        let tickle = scene.add(CountingGestureRecognizer(movesToRecognize: tickleMoves), named: "tickle", to: pad)
        swipe.require(toFail: tickle)
        return scene
    }

    @Test(
        "a swipe that decided keeps its stored transition and is recognized when the tickle fails at the lift, even after 0.5 s",
        arguments: [0.25, 0.625])
    func swipeWaitsForTickle(lift: Double) {
        let scene = Self.swipeAndTickle()
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 200)
        script.move(1, at: 0.0625, x: 114, y: 200)  // 64 pt ≥ 47.0625 pt at 1024 pt/s: the swipe decides
        script.up(1, at: lift)
        let time = StableNumber.text(lift)
        #expect(
            scene.run(script, values: true) == [
                "0 view pad began 1",
                "0.0625 view pad moved 1",
                "\(time) tickle failed",
                "\(time) view pad cancelled 1",  // the held ended becomes cancelled
                "\(time) swipe recognized location=50,200 numberOfTouches=1 direction=right",
            ])
    }

    @Test("a swipe waiting for a tickle fails when the tickle is recognized")
    func tickleWins() {
        let scene = Self.swipeAndTickle(tickleMoves: 2)
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 200)
        script.move(1, at: 0.0625, x: 114, y: 200)  // the swipe decides and waits
        script.move(1, at: 0.125, x: 130, y: 200)  // the tickle's second move
        script.up(1, at: 0.1875)
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.0625 view pad moved 1",
                "0.125 view pad cancelled 1",
                "0.125 tickle recognized",
                "0.125 swipe failed",
            ])
    }

    @Test("a required recognizer that never received the touches does not hold the swipe back")
    func inactiveRequirement() {
        let scene = TestScene()
        let pad = scene.addView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let other = scene.addView("other", frame: CGRect(x: 0, y: 240, width: 320, height: 240))
        let swipe = scene.add(SwipeGestureRecognizer(), named: "swipe", to: pad)
        swipe.require(toFail: scene.add(CountingGestureRecognizer(), named: "tickle", to: other))
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 200)
        script.move(1, at: 0.0625, x: 114, y: 200)
        script.up(1, at: 0.125)
        #expect(
            scene.run(script) == [
                "0 view pad began 1",
                "0.0625 view pad cancelled 1",
                "0.0625 swipe recognized",
            ])
    }

    // MARK: - Dynamic failure requirements

    /// A tap whose subclass overrides add the requirement between single and double.
    private final class RequiringTap: TapGestureRecognizer, @unchecked Sendable {
        var requiresFailureOfMoreTaps = false
        var isRequiredToFailByFewerTaps = false

        override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
            requiresFailureOfMoreTaps
                && (other as? TapGestureRecognizer)?.numberOfTapsRequired ?? 0 > numberOfTapsRequired
        }

        override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
            isRequiredToFailByFewerTaps
                && (other as? TapGestureRecognizer)?.numberOfTapsRequired ?? 0 < numberOfTapsRequired
        }
    }

    enum DynamicRequirement: String, CaseIterable, CustomTestStringConvertible {
        case delegateRequiresFailure, delegateRequiredToFail, subclassRequiresFailure, subclassRequiredToFail
        var testDescription: String { rawValue }
    }

    @Test(
        "single waits for double when a delegate or a subclass override says so, asked once per touch sequence",
        arguments: DynamicRequirement.allCases)
    func dynamicRequirement(_ way: DynamicRequirement) {
        let (scene, photo) = Self.photoScene()
        let single = scene.add(RequiringTap(), named: "single", to: photo)
        let double = scene.add(RequiringTap(), named: "double", to: photo)
        double.numberOfTapsRequired = 2
        let delegate = TestDelegate()
        var questions = 0
        switch way {
        case .delegateRequiresFailure:
            single.delegate = delegate
            delegate.shouldRequireFailure = { recognizer, other in
                questions += 1
                return recognizer === single && other === double
            }
        case .delegateRequiredToFail:
            double.delegate = delegate
            delegate.shouldBeRequiredToFail = { recognizer, other in
                questions += 1
                return recognizer === double && other === single
            }
        case .subclassRequiresFailure:
            single.requiresFailureOfMoreTaps = true
        case .subclassRequiredToFail:
            double.isRequiredToFailByFewerTaps = true
        }
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.tap(2, at: 1, x: 160, y: 240)  // a second sequence: asked again
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.43 double failed",
                "0.43 view photo cancelled 1",
                "0.43 single recognized",
                "1 view photo began 1",
                "1.43 double failed",  // 1.08 + 0.35
                "1.43 view photo cancelled 1",
                "1.43 single recognized",
            ])
        let delegateWays: [DynamicRequirement] = [.delegateRequiresFailure, .delegateRequiredToFail]
        #expect(questions == (delegateWays.contains(way) ? 2 : 0))
        withExtendedLifetime(delegate) {}
    }

    // MARK: - gestureRecognizerShouldBegin

    /// A view whose `gestureRecognizerShouldBegin` refuses the recognizer named "refused".
    private final class RefusingView: View, @unchecked Sendable {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
            gestureRecognizer.name != "refused"
        }
    }

    @Test(
        "a recognizer refused by shouldBegin (its delegate's or its view's) fails with no action and excludes nobody",
        arguments: ["delegate", "view"])
    func shouldBeginRefuses(refuser: String) {
        let scene = TestScene()
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let photo = scene.add(
            refuser == "view" ? RefusingView(name: "photo", frame: frame) : View(name: "photo", frame: frame))
        // Attached first, so it asks first and would exclude the other if it began.
        let refused = scene.add(Self.tap(), named: "refused", to: photo)
        let accepted = scene.add(Self.tap(), named: "accepted", to: photo)
        let delegate = TestDelegate()
        delegate.shouldBegin = { _ in false }
        if refuser == "delegate" { refused.delegate = delegate }
        Self.reportActions(of: refused, in: scene)
        Self.reportActions(of: accepted, in: scene)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        withExtendedLifetime(delegate) {
            #expect(
                scene.run(script) == [
                    "0 view photo began 1",
                    "0.08 refused failed",
                    "0.08 view photo cancelled 1",
                    "0.08 accepted recognized",
                    "0.08 handler accepted action",
                ])
        }
    }

    // MARK: - canPrevent / canBePrevented

    @Test("a tap never prevents a tap that needs more taps: both taps of a double tap recognize the single too")
    func tapDoesNotPreventDoubleTap() {
        let (scene, photo) = Self.photoScene()
        scene.add(Self.tap(), named: "single", to: photo)
        scene.add(Self.tap(taps: 2), named: "double", to: photo)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.tap(2, at: 0.25, x: 160, y: 240)
        script.tap(3, at: 1, x: 160, y: 240)
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.08 view photo cancelled 1",
                "0.08 single recognized",  // the double stays possible
                "0.25 view photo began 1 tapCount 2",
                "0.33 view photo cancelled 1 tapCount 2",
                "0.33 single recognized",
                "0.33 double recognized",
                "1 view photo began 1",
                "1.08 view photo cancelled 1",
                "1.08 single recognized",
                "1.43 double failed",  // 1.08 + 0.35: no second tap
            ])
    }

    /// A tap whose prevention answers are set by the test.
    private final class ConfigurableTap: TapGestureRecognizer, @unchecked Sendable {
        var prevents = true
        var preventable = true
        override func canPrevent(_ other: GestureRecognizer) -> Bool { prevents }
        override func canBePrevented(by other: GestureRecognizer) -> Bool { preventable }
    }

    @Test(
        "of two taps asking in the same turn the first recognizes and fails the other, unless canPrevent or canBePrevented says no",
        arguments: [(true, true), (false, true), (true, false)])
    func preventionOverrides(firstPrevents: Bool, secondPreventable: Bool) {
        let (scene, photo) = Self.photoScene()
        let first = scene.add(ConfigurableTap(), named: "first", to: photo)
        let second = scene.add(ConfigurableTap(), named: "second", to: photo)
        first.prevents = firstPrevents
        second.preventable = secondPreventable
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        let secondLine = firstPrevents && secondPreventable ? "0.08 second failed" : "0.08 second recognized"
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.08 view photo cancelled 1",
                "0.08 first recognized",
                secondLine,
            ])
    }

    /// A tickle that nothing can prevent.
    private final class Unstoppable: CountingGestureRecognizer, @unchecked Sendable {
        override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
    }

    @Test(
        "a recognizer that cannot be prevented cancels an ongoing pan when it is recognized: one action for the pan in that turn",
        arguments: [true, false])
    func exclusionCancelsOngoing(tickleAttachedFirst: Bool) {
        let (scene, photo) = Self.photoScene()
        let tickle = Unstoppable(movesToRecognize: 3)
        let pan = PanGestureRecognizer()
        if tickleAttachedFirst {
            scene.add(tickle, named: "tickle", to: photo)
            scene.add(pan, named: "pan", to: photo)
        } else {
            scene.add(pan, named: "pan", to: photo)
            scene.add(tickle, named: "tickle", to: photo)
        }
        Self.reportActions(of: pan, in: scene)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 120, y: 200)
        script.move(1, at: 0.125, x: 140, y: 200)
        script.move(1, at: 0.1875, x: 160, y: 200)  // the tickle's third move
        script.up(1, at: 0.25)
        #expect(
            scene.run(script) == [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                "0.0625 pan began",
                "0.0625 handler pan action",
                "0.125 pan changed",
                "0.125 handler pan action",
                "0.1875 tickle recognized",
                // The pan's changed of this turn (asked before or after the tickle's) is
                // replaced by the cancellation: at most one action per recognizer per turn.
                "0.1875 pan cancelled",
                "0.1875 handler pan action",
            ])
    }

    // MARK: - Simultaneity

    /// Pan, pinch and rotation on one view, attached in that order, sharing
    /// one delegate that answers `simultaneous` for every pair.
    private static func threeGestures(simultaneous: Bool) -> (TestScene, TestDelegate) {
        let (scene, photo) = photoScene()
        let delegate = TestDelegate()
        delegate.shouldRecognizeSimultaneously = { _, _ in simultaneous }
        scene.add(PanGestureRecognizer(), named: "pan", to: photo).delegate = delegate
        scene.add(PinchGestureRecognizer(), named: "pinch", to: photo).delegate = delegate
        scene.add(RotationGestureRecognizer(), named: "rotation", to: photo).delegate = delegate
        return (scene, delegate)
    }

    private static func spreadAndTurn() -> TouchScript {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0, x: 200, y: 200)
        // Finger 2 to (220, 200): centroid +10 pt along x (pan), spread 120 pt: scale 1.2 (pinch), no turn.
        script.move(2, at: 0.0625, x: 220, y: 200)
        // Finger 2 to (196, 272): still 120 pt away (72-96-120), turned atan(72 / 96) ≈ 0.643501 rad.
        script.move(2, at: 0.125, x: 196, y: 272)
        script.up(1, at: 0.1875)
        script.up(2, at: 0.1875)
        return script
    }

    @Test("pan, pinch and rotation without a simultaneity delegate: the first to begin fails the others")
    func exclusiveTransforms() {
        let (scene, delegate) = Self.threeGestures(simultaneous: false)
        defer { withExtendedLifetime(delegate) {} }
        #expect(
            scene.run(Self.spreadAndTurn(), values: true) == [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                // The pinch asked to begin in the same turn, after the pan (order of attachment).
                // 10 pt less the 10 pt hysteresis: 0; the start is now (160, 200) (docs/SEMANTICS.md §4 Pan, revised)
                "0.0625 pan began location=160,200 numberOfTouches=2 translation=0,0 velocity=160,0",
                "0.0625 pinch failed",
                "0.0625 rotation failed",
                // centroid (148, 236): samples (−12, 36) / 0.0625 = (−192, 576) →
                // (0.2·−192 + 0.8·160, 0.2·576 + 0.8·0) = (89.6, 115.2)
                "0.125 pan changed location=148,236 numberOfTouches=2 translation=-12,36 velocity=89.6,115.2",
                "0.1875 pan ended location=148,236 numberOfTouches=0 translation=-12,36 velocity=89.6,115.2",
            ])
    }

    @Test("pan, pinch and rotation with a simultaneity delegate all begin, each when its own threshold is passed")
    func simultaneousTransforms() {
        let (scene, delegate) = Self.threeGestures(simultaneous: true)
        defer { withExtendedLifetime(delegate) {} }
        #expect(
            scene.run(Self.spreadAndTurn(), values: true) == [
                "0 view photo began 1",
                "0.0625 view photo cancelled 1",
                // 10 pt less the 10 pt hysteresis: 0; the start is now (160, 200) (docs/SEMANTICS.md §4 Pan, revised)
                "0.0625 pan began location=160,200 numberOfTouches=2 translation=0,0 velocity=160,0",
                // docs/SEMANTICS.md §4 Pinch and Rotation (revised): 120 pt, 20 past the 8 pt
                // hysteresis: scale 120 / 108 = 1.111111; velocity (1.111111 − 100 / 108) / 0.0625 = 2.962963
                "0.0625 pinch began location=160,200 numberOfTouches=2 scale=1.111111 velocity=2.962963",
                "0.125 pan changed location=148,236 numberOfTouches=2 translation=-12,36 velocity=89.6,115.2",
                "0.125 pinch changed location=148,236 numberOfTouches=2 scale=1.111111 velocity=0",
                // 0.643501 rad in 0.0625 s (since the move at 0.0625) = 10.296018 rad/s; the distance
                // changed by 20 pt, so the turn needed is 10° = 0.174533 rad, taken out: 0.468968
                "0.125 rotation began location=148,236 numberOfTouches=2 rotation=0.468968 velocity=10.296018",
                "0.1875 pan ended location=148,236 numberOfTouches=0 translation=-12,36 velocity=89.6,115.2",
                "0.1875 pinch ended location=148,236 numberOfTouches=0 scale=1.111111 velocity=0",
                "0.1875 rotation ended location=148,236 numberOfTouches=0 rotation=0.468968 velocity=10.296018",
            ])
    }

    @Test(
        "a press that shares a touch with an ongoing pan fails when it wants to begin, unless simultaneity is allowed",
        arguments: [false, true])
    func cannotBeginWhileAnotherIsOngoing(simultaneous: Bool) {
        let scene = TestScene()
        let button = scene.addView("button", frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        let pan = scene.add(PanGestureRecognizer(), named: "pan")  // on the window: sees both touches
        scene.add(LongPressGestureRecognizer(), named: "press", to: button)
        let delegate = TestDelegate()
        delegate.shouldRecognizeSimultaneously = { _, _ in true }
        if simultaneous { pan.delegate = delegate }
        var script = TouchScript()
        script.down(1, at: 0, x: 50, y: 400)  // outside the button: the pan's alone
        script.move(1, at: 0.0625, x: 50, y: 416)
        script.down(2, at: 0.125, x: 250, y: 150)  // on the button: joins the pan; press timer due 0.625
        script.up(2, at: 0.75)
        script.up(1, at: 0.8125)
        let press = simultaneous ? ["0.625 press began", "0.75 press ended"] : ["0.625 press failed"]
        #expect(
            scene.run(script)
                == [
                    "0 view window began 1",
                    "0.0625 view window cancelled 1",
                    "0.0625 pan began",
                ] + press + ["0.8125 pan ended"])
        withExtendedLifetime(delegate) {}
    }
}
