import Foundation
import GestureModel
import GestureTestSupport
import Testing

@ReplayActor @Suite struct RotationGestureRecognizerTests {
    // Fixtures: fingers at (100, 200) and (200, 200); finger 2 moved to
    // (200, 200 + d) turns the line by atan(d / 100) rad.

    /// Finger 2 moved to `degrees` on a circle of `distance` round finger 1, in one move of
    /// 0.0625 s. The turn needed (docs/SEMANTICS.md §4 Pinch and Rotation, revised; `Thresholds`):
    /// 5° with the distance unchanged, 10° once it has changed by 8 pt or more, linear between
    /// (CHOICE): 4 pt of change needs 7.5°. It is taken out of the reported rotation as it begins.
    /// Velocity: the whole turn in 0.0625 s, 12° = 0.20944 rad → 3.351032 rad/s, 8° → 2.234021.
    @Test(
        "a rotation begins past 5° to 10°, the more the fingers' distance changed, and reports the turn beyond it",
        arguments: [
            (4.9, 100.0, nil),  // under 5°
            (12, 100, "location=148.90738,210.395585 numberOfTouches=2 rotation=0.122173 velocity=3.351032"),  // 12° − 5° = 7°
            (8, 110, nil),  // 10 pt of change: needs 10°
            (12, 110, "location=153.798118,211.435143 numberOfTouches=2 rotation=0.034907 velocity=3.351032"),  // 12° − 10° = 2°
            (8, 104, "location=151.49394,207.237001 numberOfTouches=2 rotation=0.008727 velocity=2.234021"),  // 8° − 7.5° = 0.5°
        ] as [(Double, Double, String?)])
    func threshold(degrees: Double, distance: Double, values: String?) {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(RotationGestureRecognizer(), named: "rotation", to: photo)
        var script = TouchScript()
        let angle = degrees * Double.pi / 180
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0, x: 200, y: 200)
        script.move(2, at: 0.0625, x: 100 + distance * cos(angle), y: 200 + distance * sin(angle))
        script.up(1, at: 0.125)
        script.up(2, at: 0.125)
        let expected =
            if let values {
                [
                    "0 view photo began 1",
                    "0.0625 view photo cancelled 1",
                    "0.0625 rotation began \(values)",
                    "0.125 rotation ended \(values.replacingOccurrences(of: "numberOfTouches=2", with: "numberOfTouches=0"))",
                ]
            } else {
                // The view has finger 1 only (not multiple-touch enabled): finger 2's move is not its.
                ["0 view photo began 1", "0.125 rotation failed", "0.125 view photo ended 1"]
            }
        #expect(scene.run(script, values: true) == expected)
    }

    @Test("a system cancel cancels a began rotation")
    func systemCancel() {
        let scene = TestScene()
        scene.add(RotationGestureRecognizer(), named: "rotation")
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0, x: 200, y: 200)
        // 12° on the circle of 100 pt: past the 5° a turn needs with the distance unchanged.
        script.move(2, at: 0.0625, x: 100 + 100 * cos(Double.pi / 15), y: 200 + 100 * sin(Double.pi / 15))
        script.cancel(1, at: 0.125)
        script.cancel(2, at: 0.125)
        #expect(
            scene.run(script) == [
                "0 view window began 1",
                "0.0625 view window cancelled 1",
                "0.0625 rotation began",
                "0.125 rotation cancelled",
            ])
    }
}
