import Foundation
import GestureModel
import GestureTestSupport
import Testing

@ReplayActor @Suite struct PanGestureRecognizerTests {
    // Fixtures. The canvas view fills the 320 × 480 window; drags start at
    // (100, 200) at 0 s and sample every 1/16 s (0.0625 s, exact in binary),
    // so a sample of d pt is a velocity of 16·d pt/s.

    private func scene() -> (TestScene, PanGestureRecognizer) {
        let scene = TestScene()
        let canvas = scene.addView("canvas", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let pan = scene.add(PanGestureRecognizer(), named: "pan", to: canvas)
        return (scene, pan)
    }

    /// Moves from (100, 200) and whether they pass the 10 pt hysteresis,
    /// which is per axis (≥ 10 along x or along y), not Euclidean.
    nonisolated static let hysteresis: [(dx: Double, dy: Double, begins: Bool)] = [
        (9.99, 0, false),  // just short along x
        (10, 0, true),  // exactly 10 along x
        (0, 10, true),  // exactly 10 along y
        (-10, 0, true),  // either way along an axis
        (8, 8, false),  // 11.3 pt diagonally, but under 10 on each axis
    ]

    @Test("a pan begins once the centroid has moved 10 pt along x or along y", arguments: hysteresis)
    func beginsPastHysteresis(dx: Double, dy: Double, begins: Bool) {
        let (scene, _) = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 100 + dx, y: 200 + dy)
        script.up(1, at: 0.125)
        let x = StableNumber.text(100 + dx)
        let y = StableNumber.text(200 + dy)
        // The translation at began loses the 10 pt hysteresis on each axis that crossed it
        // (docs/SEMANTICS.md §4 Pan, revised): a 10 pt move reports 0.
        let withoutHysteresis = { (d: Double) in abs(d) >= 10 ? d - (d > 0 ? 10 : -10) : d }
        let translation = "\(StableNumber.text(withoutHysteresis(dx))),\(StableNumber.text(withoutHysteresis(dy)))"
        let velocity = "\(StableNumber.text(16 * dx)),\(StableNumber.text(16 * dy))"  // d / 0.0625 s
        let expected =
            begins
            ? [
                "0 view canvas began 1",
                "0.0625 view canvas cancelled 1",
                "0.0625 pan began location=\(x),\(y) numberOfTouches=1 translation=\(translation) velocity=\(velocity)",
                "0.125 pan ended location=\(x),\(y) numberOfTouches=0 translation=\(translation) velocity=\(velocity)",
            ]
            : [
                "0 view canvas began 1",
                "0.0625 view canvas moved 1",
                "0.125 pan failed",
                "0.125 view canvas ended 1",
            ]
        #expect(scene.run(script, values: true) == expected)
    }

    /// Translations: 10 pt at began less the 10 pt hysteresis (docs/SEMANTICS.md §4 Pan, revised),
    /// then measured from that start: 30 − 10 = 20, (35 − 10, −8) = (25, −8); y never crossed 10
    /// before began, so it keeps its movement.
    @Test("velocity is 0.2 × the latest sample + 0.8 × the previous sample (not the previous report)")
    func velocitySmoothing() {
        let (scene, _) = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 110, y: 200)  // sample 10 pt / 0.0625 s = 160; no previous → 160
        script.move(1, at: 0.125, x: 130, y: 200)  // sample 320 → 0.2·320 + 0.8·160 = 192
        script.move(1, at: 0.1875, x: 135, y: 192)  // samples (80, −128) → (0.2·80 + 0.8·320, 0.2·−128 + 0) = (272, −25.6)
        script.up(1, at: 0.25)
        #expect(
            scene.run(script, values: true) == [
                "0 view canvas began 1",
                "0.0625 view canvas cancelled 1",
                "0.0625 pan began location=110,200 numberOfTouches=1 translation=0,0 velocity=160,0",
                "0.125 pan changed location=130,200 numberOfTouches=1 translation=20,0 velocity=192,0",
                "0.1875 pan changed location=135,192 numberOfTouches=1 translation=25,-8 velocity=272,-25.6",
                // No move at the lift: the last velocity stands.
                "0.25 pan ended location=135,192 numberOfTouches=0 translation=25,-8 velocity=272,-25.6",
            ])
    }

    @Test("a finger joining or leaving re-bases the centroid: translation and velocity do not jump")
    func rebasing() {
        let (scene, _) = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        // began: 20 pt less the 10 pt hysteresis (docs/SEMANTICS.md §4 Pan, revised): translation 10,
        // the start now (110, 200); velocity 20·16 = 320.
        script.move(1, at: 0.0625, x: 120, y: 200)
        // Finger 2 joins 100 pt right and 100 pt down: centroid jumps to (160, 250), start re-based to (150, 250).
        script.down(2, at: 0.125, x: 200, y: 300)
        // Both move 16 pt right: centroid (176, 250), translation 26; sample 16 pt / 0.125 s
        // (since the move at 0.0625) = 128 → 0.2·128 + 0.8·320 = 281.6.
        script.move(1, at: 0.1875, x: 136, y: 200)
        script.move(2, at: 0.1875, x: 216, y: 300)
        // Finger 1 leaves: centroid jumps to (216, 300), start re-based to (190, 300).
        script.up(1, at: 0.25)
        // Finger 2 moves 16 pt: translation 232 − 190 = 42; sample 16 / 0.125 = 128 → 0.2·128 + 0.8·128 = 128.
        script.move(2, at: 0.3125, x: 232, y: 300)
        script.up(2, at: 0.375)
        #expect(
            scene.run(script, values: true) == [
                "0 view canvas began 1",
                "0.0625 view canvas cancelled 1",
                "0.0625 pan began location=120,200 numberOfTouches=1 translation=10,0 velocity=320,0",
                "0.1875 pan changed location=176,250 numberOfTouches=2 translation=26,0 velocity=281.6,0",
                "0.3125 pan changed location=232,300 numberOfTouches=1 translation=42,0 velocity=128,0",
                "0.375 pan ended location=232,300 numberOfTouches=0 translation=42,0 velocity=128,0",
            ])
    }

    @Test("setTranslation in the action re-bases the translation and keeps the velocity (CHOICE, reference 000)")
    func setTranslation() {
        let (scene, pan) = scene()
        pan.addTarget { recognizer in
            (recognizer as? PanGestureRecognizer)?.setTranslation(.zero, in: nil)
        }
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 110, y: 200)  // observed before the action: 10 less the hysteresis, 0
        script.move(1, at: 0.125, x: 130, y: 200)  // 20 from the re-based start; samples 160 then 320
        script.up(1, at: 0.1875)
        #expect(
            scene.run(script, values: true) == [
                "0 view canvas began 1",
                "0.0625 view canvas cancelled 1",
                "0.0625 pan began location=110,200 numberOfTouches=1 translation=0,0 velocity=160,0",
                // 0.2·320 + 0.8·160 = 192; the lift adds no sample, so it is still 192 at ended.
                "0.125 pan changed location=130,200 numberOfTouches=1 translation=20,0 velocity=192,0",
                "0.1875 pan ended location=130,200 numberOfTouches=0 translation=0,0 velocity=192,0",
            ])
    }

    @Test("two fingers lifting together end the pan at their centroid")
    func liftTogether() {
        let (scene, _) = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0, x: 200, y: 200)
        script.move(1, at: 0.0625, x: 100, y: 216)  // centroid (150, 200) → (150, 208): 8 pt, not yet
        script.move(2, at: 0.125, x: 200, y: 224)  // centroid (150, 220): 20 pt along y, 10 less the hysteresis
        script.up(1, at: 0.1875)
        script.up(2, at: 0.1875)
        #expect(
            scene.run(script, values: true) == [
                "0 view canvas began 1",  // not multiple-touch enabled: only finger 1
                "0.0625 view canvas moved 1",
                "0.125 view canvas cancelled 1",
                // samples 8/0.0625 = 128 then 12/0.0625 = 192 → 0.2·192 + 0.8·128 = 140.8
                "0.125 pan began location=150,220 numberOfTouches=2 translation=0,10 velocity=0,140.8",
                "0.1875 pan ended location=150,220 numberOfTouches=0 translation=0,10 velocity=0,140.8",
            ])
    }

    @Test("a system cancel cancels a began pan with its values, and fails a possible one")
    func systemCancel() {
        let (scene, _) = scene()
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.move(1, at: 0.0625, x: 110, y: 200)
        script.cancel(1, at: 0.125)
        script.down(2, at: 1, x: 100, y: 200)
        script.cancel(2, at: 1.0625)
        #expect(
            scene.run(script, values: true) == [
                "0 view canvas began 1",
                "0.0625 view canvas cancelled 1",
                // 10 pt less the 10 pt hysteresis (docs/SEMANTICS.md §4 Pan, revised)
                "0.0625 pan began location=110,200 numberOfTouches=1 translation=0,0 velocity=160,0",
                "0.125 pan cancelled location=110,200 numberOfTouches=0 translation=0,0 velocity=160,0",
                "1 view canvas began 1",
                "1.0625 pan failed",
                "1.0625 view canvas cancelled 1",
            ])
    }

    @Test("of fingers landing together past maximumNumberOfTouches, the later ones are ignored")
    func maximumTouchesInOneEvent() {
        let (scene, pan) = scene()
        pan.maximumNumberOfTouches = 2
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0.0625, x: 200, y: 200)  // kept: the centroid is re-based to (150, 200)
        script.down(3, at: 0.0625, x: 150, y: 400)  // third: ignored
        script.move(3, at: 0.125, x: 150, y: 450)  // not the pan's
        script.move(2, at: 0.25, x: 220, y: 200)  // centroid (160, 200): 10 pt in 0.25 s since touch-down = 40 pt/s
        script.up(1, at: 0.3125)
        script.up(2, at: 0.3125)
        script.up(3, at: 0.3125)
        #expect(
            scene.run(script, values: true) == [
                "0 view canvas began 1",
                "0.25 view canvas cancelled 1",
                // 10 pt less the hysteresis
                "0.25 pan began location=160,200 numberOfTouches=2 translation=0,0 velocity=40,0",
                "0.3125 pan ended location=160,200 numberOfTouches=0 translation=0,0 velocity=40,0",
            ])
    }

    @Test("touches beyond maximumNumberOfTouches are ignored and do not move the centroid")
    func maximumTouches() {
        let (scene, pan) = scene()
        pan.maximumNumberOfTouches = 1
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0.0625, x: 200, y: 200)  // ignored: the pan keeps finger 1 only
        script.move(1, at: 0.125, x: 120, y: 200)
        script.up(1, at: 0.1875)
        script.up(2, at: 0.25)
        #expect(
            scene.run(script, values: true) == [
                "0 view canvas began 1",
                "0.125 view canvas cancelled 1",
                // sample 20 pt / 0.125 s (since touch-down) = 160; translation 20 less the hysteresis
                "0.125 pan began location=120,200 numberOfTouches=1 translation=10,0 velocity=160,0",
                "0.1875 pan ended location=120,200 numberOfTouches=0 translation=10,0 velocity=160,0",
            ])
    }
}
