import Foundation
import GestureModel
import GestureTestSupport
import Testing

@ReplayActor @Suite struct ViewTests {
    // Fixtures, in window coordinates (the window is 320 × 480):
    //   container  x 10..<310, y 20..<460   (frame (10, 20, 300, 440))
    //     left     x 10..<160, y 20..<240   (frame (0, 0, 150, 220) in the container)
    //     right    x 160..<310, y 20..<240  (frame (150, 0, 150, 220))
    //     overlap  x 120..<200, y 20..<120  (frame (110, 0, 80, 100)), front-most
    // Bounds are half-open, as CGRect.contains: the min edge is in, the max edge out.

    enum Change: String, CustomTestStringConvertible {
        case none, overlapHidden, overlapNotInteractive, overlapAlpha001, overlapAlpha002, containerHidden
        var testDescription: String { rawValue }
    }

    nonisolated static let cases: [(x: Double, y: Double, change: Change, hit: String?)] = [
        (15, 25, .none, "left"),
        (130, 30, .none, "overlap"),  // front-most sibling wins
        (120, 30, .none, "overlap"),  // on overlap's min x edge: inside
        (200, 30, .none, "right"),  // on overlap's max x edge: outside
        (159.5, 130, .none, "left"),
        (160, 130, .none, "right"),  // left's max x edge is right's min x edge
        (15, 240, .none, "container"),  // left's max y edge
        (5, 25, .none, "window"),
        (310, 25, .none, "window"),  // container's max x edge
        (320, 25, .none, nil),  // the window's own max x edge
        (130, 30, .overlapHidden, "left"),
        (130, 30, .overlapNotInteractive, "left"),
        (130, 30, .overlapAlpha001, "left"),  // alpha ≤ 0.01 is skipped
        (130, 30, .overlapAlpha002, "overlap"),
        (130, 30, .containerHidden, "window"),  // a hidden view hides its subviews
    ]

    @Test("hit testing finds the front-most view that takes touches and contains the point", arguments: cases)
    func hitTest(x: Double, y: Double, change: Change, hit: String?) {
        let scene = TestScene()
        let container = scene.addView("container", frame: CGRect(x: 10, y: 20, width: 300, height: 440))
        scene.addView("left", frame: CGRect(x: 0, y: 0, width: 150, height: 220), parent: container)
        scene.addView("right", frame: CGRect(x: 150, y: 0, width: 150, height: 220), parent: container)
        let overlap = scene.addView("overlap", frame: CGRect(x: 110, y: 0, width: 80, height: 100), parent: container)
        switch change {
        case .none: break
        case .overlapHidden: overlap.isHidden = true
        case .overlapNotInteractive: overlap.isUserInteractionEnabled = false
        case .overlapAlpha001: overlap.alpha = 0.01
        case .overlapAlpha002: overlap.alpha = 0.02
        case .containerHidden: container.isHidden = true
        }
        #expect(scene.window.hitTest(CGPoint(x: x, y: y), with: nil)?.name == hit)
    }

    @Test("a touch is hit-tested once, at touch-down: its view never changes as it moves")
    func hitViewIsFixed() {
        let scene = TestScene()
        scene.addView("left", frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        scene.addView("right", frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        script.move(1, at: 0.0625, x: 250, y: 100)  // over the right view now
        script.up(1, at: 0.125)
        #expect(
            scene.run(script) == [
                "0 view left began 1",
                "0.0625 view left moved 1",
                "0.125 view left ended 1",
            ])
    }

    @Test("points convert between nested views through their origins")
    func convert() {
        let scene = TestScene()
        let container = scene.addView("container", frame: CGRect(x: 10, y: 20, width: 300, height: 440))
        let child = scene.addView("child", frame: CGRect(x: 150, y: 5, width: 100, height: 100), parent: container)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 161, y: 27))
        #expect(child.convert(CGPoint(x: 161, y: 27), from: nil) == CGPoint(x: 1, y: 2))
        #expect(container.convert(CGPoint(x: 1, y: 2), from: child) == CGPoint(x: 151, y: 7))
    }
}
