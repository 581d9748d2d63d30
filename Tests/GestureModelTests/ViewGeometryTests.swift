import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// A view's `transform` in hit testing, `convert` and a pan's values (docs/SEMANTICS.md §10):
/// the transform is applied about the view's centre (DOC, `UIView.transform`: about the anchor
/// point, by default the centre of the bounds), leaving `center` and `bounds` as they were.
/// Expectations by arithmetic; none copied from a run.
@ReplayActor @Suite struct ViewGeometryTests {
    /// A 200 × 40 card at (100, 100): centre (200, 120). Turned 90° it stands upright, x 180–220,
    /// y 20–220. A point's offset from the centre goes through the inverse turn (−90°: (x, y) →
    /// (y, −x)) and lands as far from the bounds' centre (100, 20):
    /// - (200, 60): offset (0, −60) → (−60, 0) → (40, 20), inside the bounds: the card is hit;
    /// - (120, 120), inside the card as it was: offset (−80, 0) → (0, 80) → (100, 100), below its
    ///   40 pt: not hit, the window is.
    @Test("a turned view is hit where it shows, and converts points through its turn")
    func rotatedView() {
        let scene = TestScene()
        let card = scene.addView("card", frame: CGRect(x: 100, y: 100, width: 200, height: 40))
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        var script = TouchScript()
        script.tap(1, at: 0, x: 200, y: 60)
        script.tap(2, at: 1, x: 120, y: 120)
        #expect(
            scene.run(script) == [
                "0 view card began 1", "0.08 view card ended 1", "1 view window began 1", "1.08 view window ended 1",
            ])
        let local = card.convert(CGPoint(x: 200, y: 60), from: nil)
        #expect(abs(local.x - 40) < 1e-9 && abs(local.y - 20) < 1e-9)
        let back = card.convert(CGPoint(x: 40, y: 20), to: nil)
        #expect(abs(back.x - 200) < 1e-9 && abs(back.y - 60) < 1e-9)
        #expect(card.center == CGPoint(x: 200, y: 120) && card.bounds.size == CGSize(width: 200, height: 40))
        let frame = card.frame
        #expect(abs(frame.minX - 180) < 1e-9 && abs(frame.minY - 20) < 1e-9)
        #expect(abs(frame.width - 40) < 1e-9 && abs(frame.height - 200) < 1e-9)
    }

    /// A 100 × 100 view at the origin scaled 2× about its centre (50, 50) covers −50–150. A pan on
    /// it, dragged from (60, 50): at 0.1, (80, 50) has moved 20 ≥ 10 pt, the pan begins with (10, 0)
    /// in the window (§4 Pan, the hysteresis out), (5, 0) in the view, which the observation
    /// reports (the recognizer's view's coordinates, DOC `translation(in:)`); its velocity, 20 pt
    /// over 0.1 s, (200, 0) in the window, (100, 0) in the view. At 0.2, (100, 50): (30, 0), so
    /// (15, 0); samples (200, 0) twice, so (100, 0). The location is the window's.
    @Test("a scaled view's pan reports its translation and velocity in the view's own points")
    func scaledViewPan() {
        let scene = TestScene()
        let map = scene.addView("map", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        map.transform = CGAffineTransform(scaleX: 2, y: 2)
        scene.add(PanGestureRecognizer(), named: "pan", to: map)
        var script = TouchScript()
        script.down(1, at: 0, x: 60, y: 50)
        script.move(1, at: 0.1, x: 80, y: 50)
        script.move(1, at: 0.2, x: 100, y: 50)
        script.up(1, at: 0.3)
        #expect(
            scene.run(script, values: true).filter { $0.contains("pan") } == [
                "0.1 pan began location=80,50 numberOfTouches=1 translation=5,0 velocity=100,0",
                "0.2 pan changed location=100,50 numberOfTouches=1 translation=15,0 velocity=100,0",
                "0.3 pan ended location=100,50 numberOfTouches=0 translation=15,0 velocity=100,0",
            ])
        #expect(map.convert(CGPoint(x: 140, y: 140), from: nil) == CGPoint(x: 95, y: 95))
    }
}
