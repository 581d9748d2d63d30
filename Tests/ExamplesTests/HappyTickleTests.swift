import Examples
import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// `happyTickle` (002, `HappyGestureRecognizer`: strokes of 25 pt,
/// recognized when the count exceeds 2), and what it shares with `tickle`
/// (000, `KMGestureRecognizer`, whose strokes of 20 and 19 pt `TickleTests`
/// covers). Each runs on a view `pad` at the window's origin, so view and
/// window coordinates agree.
///
/// Shared reasoning for every transcript below (docs/SEMANTICS.md §2): the pad
/// gets its began and moves at once; its ended is held while the recognizer
/// is possible (`delaysTouchesEnded`) and delivered when it fails; when the
/// recognizer is recognized the pad's touch is cancelled just before the
/// recognized line (`cancelsTouchesInView`) and the pad gets nothing more.
@ReplayActor @Suite struct HappyTickleTests {
    /// A finger at (100, 200) going right and left between x = 100 and
    /// 100 + `amplitude` at 0.05 s intervals, `strokes` times, lifting 0.05 s
    /// after the last stroke.
    static func strokes(amplitude: Double, count: Int) -> TouchScript {
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        for index in 1...count {
            script.move(1, at: 0.05 * Double(index), x: index % 2 == 1 ? 100 + amplitude : 100, y: 200)
        }
        script.up(1, at: 0.05 * Double(count + 1))
        return script
    }

    static func run(_ recognizer: GestureRecognizer, _ script: TouchScript) -> [String] {
        let scene = TestScene()
        let pad = scene.addView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(recognizer, named: "tickle", to: pad)
        return scene.run(script, values: true)
    }

    @Test("happyTickle: three strokes of 25 pt are recognized on the move that makes the count exceed 2")
    func happyRecognized() {
        // 0.05: +25 → count 1; 0.1: −25 → count 2 (not > REQUIRED_TICKLES 2); 0.15: +25 → count 3 > 2
        // while possible → ended.
        #expect(
            Self.run(HappyGestureRecognizer(), Self.strokes(amplitude: 25, count: 3)) == [
                "0 view pad began 1",
                "0.05 view pad moved 1",
                "0.1 view pad moved 1",
                "0.15 view pad cancelled 1",
                "0.15 tickle recognized location=125,200 numberOfTouches=1",
            ])
    }

    @Test(
        "happyTickle: strokes of 24 pt, and the 20 pt strokes that make a tickle, fail on lift",
        arguments: [24.0, 20.0])
    func happyTooShort(amplitude: Double) {
        // |24| and |20| < MOVE_AMT_PER_TICKLE 25: `return` before counting. The lift's reset() fails it.
        #expect(
            Self.run(HappyGestureRecognizer(), Self.strokes(amplitude: amplitude, count: 3)) == [
                "0 view pad began 1",
                "0.05 view pad moved 1",
                "0.1 view pad moved 1",
                "0.15 view pad moved 1",
                "0.2 tickle failed",
                "0.2 view pad ended 1",
            ])
    }

    @Test("happyTickle: two strokes are not enough; it fails on lift")
    func happyTwoStrokes() {
        // Counts 1 and 2; 2 is not > 2. The lift fails it.
        #expect(
            Self.run(HappyGestureRecognizer(), Self.strokes(amplitude: 30, count: 2)) == [
                "0 view pad began 1",
                "0.05 view pad moved 1",
                "0.1 view pad moved 1",
                "0.15 tickle failed",
                "0.15 view pad ended 1",
            ])
    }

    @Test(
        "both tickles read anyObject: a second finger 30 pt away counts as a stroke",
        arguments: ["tickle", "happyTickle"])
    func secondFingerCountsAsStroke(type: String) {
        // touchesBegan of the second finger (down at 0.05, alone in its event) moves the stroke start
        // to (130, 200). At 0.1 only finger 1 moves (to 101): spacing −29 → count 1 (left), start 101.
        // At 0.15 only finger 2 moves (to 131): +30 → count 2. At 0.2 finger 1 (to 100): −31 →
        // count 3: the tickle's 3, the happy tickle's "more than 2" → ended. Every spacing is at
        // least 29 pt, past both 20 and 25. Two fingers resting 30 pt apart make a tickle. Both
        // lifts find it terminal. The pad is not multipleTouchEnabled: it only ever sees finger 1.
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0.05, x: 130, y: 200)
        script.move(1, at: 0.1, x: 101, y: 200)
        script.move(2, at: 0.15, x: 131, y: 200)
        script.move(1, at: 0.2, x: 100, y: 200)
        script.up(1, at: 0.25)
        script.up(2, at: 0.25)
        let recognizer: GestureRecognizer = type == "tickle" ? TickleGestureRecognizer() : HappyGestureRecognizer()
        #expect(
            Self.run(recognizer, script) == [
                "0 view pad began 1",
                "0.1 view pad moved 1",
                "0.2 view pad cancelled 1",
                "0.2 tickle recognized location=115.5,200 numberOfTouches=2",
            ])
    }
}
