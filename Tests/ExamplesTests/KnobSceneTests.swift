import Examples
import Foundation
import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

/// The `knob` scene (004): `rotationAction:`'s bearing, its wrap at −0.5 and
/// 359.5, and `lroundf`.
@ReplayActor @Suite struct KnobSceneTests {
    @Test(
        "the bearing arithmetic of rotationAction:",
        arguments: [
            // (bearing, direction in radians, new bearing, shown), by hand:
            (0.0, Double.pi / 2, 90.0, 90),  // a quarter turn clockwise: +90°
            (10.0, -Double.pi / 9, 350.0, 350),  // −20°: −10 < −0.5, so +360
            (350.0, Double.pi / 9, 10.0, 10),  // +20°: 370 > 359.5, so −360
            (300.0, -Double.pi * 355 / 180, 305.0, 305),  // the angle's jump at the top: −355°, −55, +360
            (0.2, -0.01, -0.372958, 0),  // −0.572958°: −0.372958 is not below −0.5; lroundf gives (−)0
            (-0.5, 0.0, -0.5, -1),  // exactly −0.5 is kept, and lroundf rounds half away from zero: "-1º"
            (359.5, 0.0, 359.5, 360),  // exactly 359.5 is kept: "360º"
        ])
    func turnArithmetic(bearing: Double, direction: Double, expected: Double, shown: Int) {
        let turned = KnobScene.turn(bearing: CGFloat(bearing), by: CGFloat(direction))
        #expect(abs(Double(turned.bearing) - expected) < 1e-6)
        #expect(turned.shown == shown)
    }

    @Test("turning a finger across the knob's right-hand side wraps the bearing below −0.5 and above 359.5")
    func wrap() throws {
        // controlsView is at (0, 124): view point (260, 160 + k) is window (260, 284 + k).
        // Angles (float, view coordinates, x = 100): y = 0 → π/2; y = 1 → atan(100) = 1.5607966;
        // y = 0.5 → atan(200) = 1.5657963; y = −1 → atan(−100) + π = 1.5807960.
        // 0.1: up 1 pt: direction 1.5607966 − 1.5707964 = −0.0099998 rad = −0.572943°: bearing
        //      −0.573 < −0.5 → 359.427, shown 359.
        // 0.2: back: +0.0099998: 360.000 > 359.5 → 0.000, shown 0.
        // 0.3: up 0.5 pt: −0.005 rad = −0.286479°: bearing −0.286 (not below −0.5), shown 0.
        // 0.4: up to 1 pt: −0.0049998 rad = −0.286464°: −0.573 → 359.427, shown 359.
        // 0.5: down to −1 pt: +0.0199994 rad = +1.145869°: 360.573 → 0.573, shown 1.
        // 0.6: the lift recognizes the swirl (the view's held ended becomes cancelled); the
        // framework's call of rotationAction: returns at once (state ended): no report.
        var script = TouchScript()
        script.down(1, at: 0, x: 260, y: 284)
        script.move(1, at: 0.1, x: 260, y: 283)
        script.move(1, at: 0.2, x: 260, y: 284)
        script.move(1, at: 0.3, x: 260, y: 283.5)
        script.move(1, at: 0.4, x: 260, y: 283)
        script.move(1, at: 0.5, x: 260, y: 285)
        script.up(1, at: 0.6)
        let instance = try Recordings.swiftInstance("knob")
        script.run(in: instance.environment)
        #expect(
            Transcript.lines(instance.environment.takeObservations()) == [
                "0 view controlsView began 1",
                "0.1 handler knob direction=-0.01 bearing=359",
                "0.1 view controlsView moved 1",
                "0.2 handler knob direction=0.01 bearing=0",
                "0.2 view controlsView moved 1",
                "0.3 handler knob direction=-0.005 bearing=0",
                "0.3 view controlsView moved 1",
                "0.4 handler knob direction=-0.005 bearing=359",
                "0.4 view controlsView moved 1",
                "0.5 handler knob direction=0.019999 bearing=1",
                "0.5 view controlsView moved 1",
                "0.6 view controlsView cancelled 1",
                "0.6 swirl recognized",
            ])
    }
}
