import Examples
import Foundation
import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

/// `photo-viewer` (000). `root` fills the 320 × 568 window (its centre is
/// (160, 284)); `imgV` is at (20, 20), `imgV2` at (20, 140), both 100 × 100.
/// A touch on a photo goes, in this order, to the photo's pan, pinch,
/// rotation, double tap and long press (deepest view first), then to the
/// root's tickle, swipeRight and swipeLeft (docs/SEMANTICS.md §2 step 3).
@ReplayActor @Suite struct PhotoViewerSceneTests {
    static func run(_ script: TouchScript, values: Bool = false) throws -> (lines: [String], instance: SceneInstance) {
        let instance = try Recordings.swiftInstance("photo-viewer")
        script.run(in: instance.environment)
        return (Transcript.lines(instance.environment.takeObservations(), values: values), instance)
    }

    @Test(
        "the slide arithmetic of handlePan:, with the article's own logged numbers",
        arguments: [
            // (velocity, expected final point, expected duration), centre (100, 100), r = 50, bounds 320 × 568.
            // The article logs "magnitude: 397.973175, slideMult: 1.989866": slideFactor = 0.1989866 (float),
            // final x = 100 + 397.973175 × 0.1989866 = 179.191325; duration 2 × 0.1989866 = 0.397973.
            (CGPoint(x: 397.973175, y: 0), CGPoint(x: 179.191325, y: 100), 0.397973),
            // |v| = 400: slideFactor 0.2: (100 − 48, 100 + 64) = (52, 164); duration 0.4.
            (CGPoint(x: -240, y: 320), CGPoint(x: 52, y: 164), 0.4),
            // |v| = 2500: slideFactor 1.25: (2600, −1775) clamped to [50, 270] × [50, 518]; duration 2.5.
            (CGPoint(x: 2000, y: -1500), CGPoint(x: 270, y: 50), 2.5),
            // No velocity: no slide.
            (CGPoint.zero, CGPoint(x: 100, y: 100), 0.0),
        ])
    func slide(velocity: CGPoint, finalPoint: CGPoint, duration: Double) {
        let slide = PhotoViewerScene.slide(
            center: CGPoint(x: 100, y: 100), velocity: velocity, cornerRadius: 50,
            bounds: CGSize(width: 320, height: 568))
        #expect(abs(Double(slide.finalPoint.x - finalPoint.x)) < 1e-5)
        #expect(abs(Double(slide.finalPoint.y - finalPoint.y)) < 1e-5)
        #expect(abs(slide.duration - duration) < 1e-6)
    }

    @Test("the pan moves the photo with the finger and reports the slide when it ends")
    func pan() throws {
        // 0.1: 20 pt down (≥ 10 along y): pan1 began with translation (0, 10), the 10 pt hysteresis
        // taken out (docs/SEMANTICS.md §4 Pan, revised), and velocity (0, 200)
        // (one sample, 20 pt / 0.1 s). It excludes every other recognizer with the touch, in touch
        // order; longPress1, which asked to fail in this very turn (moved 20 > 10), is not settled
        // yet, so it is failed in its place in that order, for its own reason (the arbiter judges
        // the others by their settled states). The photo's touch is cancelled. handlePan brings imgV to the front, moves its centre (70, 70) by
        // (0, 10) and resets the translation; the velocity is kept (the model's CHOICE, from this
        // article's own log of a non-zero velocity at .ended: PanGestureRecognizer.setTranslation).
        // 0.2: 20 pt more: changed, translation (0, 20) since the reset, velocity 0.2·200 + 0.8·200
        // = 200; the centre goes to (70, 100); reset again.
        // 0.3: the lift: ended, translation 0, velocity still (0, 200). The slide: magnitude 200,
        // slideMult 1, slideFactor Float(0.1); final point (70, 100 + 200·0.1) = (70, 120) (in Float
        // arithmetic, printed 120), duration 2·0.1 = 0.2. The photo lags the finger by the hysteresis,
        // as on a device.
        var script = TouchScript()
        script.down(1, at: 0, x: 70, y: 70)
        script.move(1, at: 0.1, x: 70, y: 90)
        script.move(1, at: 0.2, x: 70, y: 110)
        script.up(1, at: 0.3)
        let (lines, instance) = try Self.run(script, values: true)
        #expect(
            lines == [
                "0 view imgV began 1",
                "0.1 view imgV cancelled 1",
                "0.1 pan1 began location=70,90 numberOfTouches=1 translation=0,10 velocity=0,200",
                "0.1 pinch1 failed",
                "0.1 rotation1 failed",
                "0.1 doubleTap1 failed",
                "0.1 longPress1 failed",
                "0.1 tickle failed",
                "0.1 swipeRight failed",
                "0.1 swipeLeft failed",
                "0.2 pan1 changed location=70,110 numberOfTouches=1 translation=0,20 velocity=0,200",
                "0.3 pan1 ended location=70,110 numberOfTouches=0 translation=0,0 velocity=0,200",
                "0.3 handler slide photo=imgV finalPoint=70,120 duration=0.2",
            ])
        let imgV = try #require(instance.view(named: "imgV"))
        #expect(imgV.center.x == 70 && abs(imgV.center.y - 120) < 1e-5)
        #expect(instance.view(named: "root")?.subviews.last === imgV)
    }

    @Test("the tickle moves both photos to the middle, and a double tap then finds the first photo there")
    func tickleThenDoubleTap() throws {
        // On the bare root, only the tickle and the swipes have the touch. 0.05: +20: tickle count 1;
        // swipeLeft fails (20 pt against its direction > 10); swipeRight needs 47.65 pt: undecided.
        // 0.1: back to the start: count 2. 0.15: +20: count 3 → recognized; the root's touch is
        // cancelled; the handler puts imgV at (160 − 20, 284) and imgV2 at (160 + 20, 284); the
        // tickle excludes swipeRight.
        // Then two taps at (110, 284), inside imgV's new frame (90…190, 234…334) and outside
        // imgV2's (130…230). First lift (1.08): everything but the double tap fails, in request
        // order; the photo's ended is held by the still-possible double tap. Second down 0.12 s
        // later; second lift: doubleTap1 recognized; both held touches of the photo are cancelled
        // in one call.
        var script = TouchScript()
        script.down(1, at: 0, x: 220, y: 420)
        script.move(1, at: 0.05, x: 240, y: 420)
        script.move(1, at: 0.1, x: 220, y: 420)
        script.move(1, at: 0.15, x: 240, y: 420)
        script.up(1, at: 0.2)
        script.tap(2, at: 1, x: 110, y: 284)
        script.tap(3, at: 1.2, x: 111, y: 285)
        let (lines, _) = try Self.run(script)
        #expect(
            lines == [
                "0 view root began 1",
                "0.05 swipeLeft failed",
                "0.05 view root moved 1",
                "0.1 view root moved 1",
                "0.15 view root cancelled 1",
                "0.15 tickle recognized",
                "0.15 handler tickle imgV=140,284 imgV2=180,284",
                "0.15 swipeRight failed",
                "1 view imgV began 1",
                "1.08 pan1 failed",
                "1.08 pinch1 failed",
                "1.08 rotation1 failed",
                "1.08 longPress1 failed",
                "1.08 tickle failed",
                "1.08 swipeRight failed",
                "1.08 swipeLeft failed",
                "1.2 view imgV began 1 tapCount 2",
                "1.28 pan1 failed",
                "1.28 pinch1 failed",
                "1.28 rotation1 failed",
                "1.28 view imgV cancelled 2 tapCount 2",
                "1.28 doubleTap1 recognized",
                "1.28 longPress1 failed",
                "1.28 tickle failed",
                "1.28 swipeRight failed",
                "1.28 swipeLeft failed",
            ])
    }
}
