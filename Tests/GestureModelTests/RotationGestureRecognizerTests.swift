import Foundation
import GestureModel
import GestureTestSupport
import Testing

@Suite struct RotationGestureRecognizerTests {
    // Fixtures: fingers at (100, 200) and (200, 200); finger 2 moved to
    // (200, 200 + d) turns the line by atan(d / 100) rad.

    @Test(
        "a rotation begins once the fingers turned 0.07 rad",
        arguments: [
            (7.0, nil),  // atan(0.07) ≈ 0.069886 rad: not yet
            (8, "rotation=0.07983 velocity=1.27728"),  // atan(0.08) ≈ 0.0798300 rad in 0.0625 s → 1.2772798 rad/s
        ] as [(Double, String?)])
    func threshold(dy: Double, values: String?) {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(RotationGestureRecognizer(), named: "rotation", to: photo)
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 200)
        script.down(2, at: 0, x: 200, y: 200)
        script.move(2, at: 0.0625, x: 200, y: 200 + dy)
        script.up(1, at: 0.125)
        script.up(2, at: 0.125)
        let y = StableNumber.text(200 + dy / 2)
        let expected =
            if let values {
                [
                    "0 view photo began 1",
                    "0.0625 view photo cancelled 1",
                    "0.0625 rotation began location=150,\(y) numberOfTouches=2 \(values)",
                    "0.125 rotation ended location=150,\(y) numberOfTouches=0 \(values)",
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
        script.move(2, at: 0.0625, x: 200, y: 208)
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
