import Foundation
import GestureTestSupport
import Testing

@testable import GestureModel

@ReplayActor @Suite struct ArbiterTraceTests {
    @Test("a continuous recognizer that keeps asking while it waits is noted as waiting once")
    func waitNotedOnce() {
        let scene = TestScene()
        let tap = scene.add(TapGestureRecognizer(), named: "tap")
        let pan = scene.add(PanGestureRecognizer(), named: "pan")
        pan.require(toFail: tap)
        var script = TouchScript()
        // 12 pt along x at the first move: the pan asks to begin (≥ 10 pt) and waits for the tap;
        // it asks again at each of the next three moves. The tap fails at 46 pt (> 45).
        script.down(1, at: 0, x: 100, y: 100)
        script.move(1, at: 0.0625, x: 112, y: 100)
        script.move(1, at: 0.125, x: 124, y: 100)
        script.move(1, at: 0.1875, x: 136, y: 100)
        script.move(1, at: 0.25, x: 146, y: 100)
        script.up(1, at: 0.3125)
        script.run(in: scene.environment)
        #expect(scene.environment.trace.map(\.message) == ["pan waits for tap to fail", "tap failed: pan goes ahead"])
    }
}
