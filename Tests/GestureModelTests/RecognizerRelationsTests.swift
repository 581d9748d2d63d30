import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// The arbitration graph the model gives coverage (`GestureEnvironment.relations(among:)`),
/// derived from docs/SEMANTICS.md §3: failure requirements, delegates' simultaneity, and
/// exclusion for every other pair that one touch can reach.
@ReplayActor @Suite struct RecognizerRelationsTests {
    /// single requires double; a delegate lets pan and pinch recognize together; a tap on a
    /// sibling view shares no line with them. So: one requirement (0 → 1), one simultaneous pair
    /// (2, 3), and every other ordered pair among the four on the photo excludes (canPrevent is
    /// true for all of them: the tap's exception is a tap with more taps, here a requirement
    /// pair anyway), in enumeration order.
    @Test("requirements, simultaneous pairs and exclusions, only between recognizers one touch can reach")
    func graph() {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let bar = scene.addView("bar", frame: CGRect(x: 0, y: 400, width: 320, height: 80))
        let single = scene.add(TapGestureRecognizer(), named: "single", to: photo)
        let double = scene.add(TapGestureRecognizer(), named: "double", to: photo)
        double.numberOfTapsRequired = 2
        let pan = scene.add(PanGestureRecognizer(), named: "pan", to: photo)
        let pinch = scene.add(PinchGestureRecognizer(), named: "pinch", to: photo)
        let barTap = scene.add(TapGestureRecognizer(), named: "barTap", to: bar)
        single.require(toFail: double)
        let delegate = TestDelegate()
        delegate.shouldRecognizeSimultaneously = { first, second in
            Set([first.name, second.name]) == Set(["pan", "pinch"])
        }
        pan.delegate = delegate
        let relations = scene.environment.relations(among: [single, double, pan, pinch, barTap])
        #expect(relations.requirements.map { [$0.waiter, $0.required] } == [[0, 1]])
        #expect(relations.simultaneous.map { [$0.0, $0.1] } == [[2, 3]])
        #expect(
            relations.exclusions.map { [$0.preventing, $0.prevented] } == [
                [0, 2], [0, 3], [1, 2], [1, 3], [2, 0], [2, 1], [3, 0], [3, 1],
            ])
    }
}
