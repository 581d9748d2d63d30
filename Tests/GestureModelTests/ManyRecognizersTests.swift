import Foundation
@testable import GestureModel
import GestureTestSupport
import Testing

/// Arbitration among many recognizers that share a touch (issue 30 item 7: 10,000 taps on one
/// view did not finish in 120 s; every pair was asked for a dynamic failure requirement and
/// looked up in a list). Asking a pair that neither side can answer yes to is skipped: a
/// built-in without a delegate's failure questions answers false (docs/SEMANTICS.md §3).
@ReplayActor @Suite struct ManyRecognizersTests {
    /// A tap that logs each question about failure requirements it is asked.
    final class AskedTap: TapGestureRecognizer, @unchecked Sendable {
        nonisolated(unsafe) static var asked: [String] = []
        override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
            Self.asked.append("\(name ?? "?") requires \(other.name ?? "?")?")
            return false
        }
        override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool {
            Self.asked.append("\(name ?? "?") required by \(other.name ?? "?")?")
            return false
        }
    }

    /// 1,000 one-finger taps on one view, one finger down at 0 that moves 4 pt and lifts at 0.1:
    /// the view's touch is cancelled and the first tap recognizes at the lift (request order is attachment order, §3) and excludes
    /// the other 999, which fail at the same time. No pair of them is asked anything.
    @Test("a thousand built-in taps: the first recognized, the rest excluded, no pair asked")
    func thousandTaps() {
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let taps = (0..<1_000).map { scene.add(TapGestureRecognizer(), named: "tap\($0)", to: photo) }
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 240)
        script.move(1, at: 0.05, x: 164, y: 240)
        // While the finger is down: the pairs remembered as asked (10⁸ of them for 10,000 taps).
        var remembered: [Int] = []
        script.perform(at: 0.07) { remembered = taps.map(\.askedPartners.count) }
        script.up(1, at: 0.1)
        #expect(
            scene.run(script) == [
                "0 view photo began 1", "0.05 view photo moved 1",
                // the recognized tap cancels the view's touch before its action (§2 step 5)
                "0.1 view photo cancelled 1", "0.1 tap0 recognized",
            ] + (1..<1_000).map { "0.1 tap\($0) failed" })
        #expect(remembered == Array(repeating: 0, count: 1_000))
    }

    /// Two built-in taps a, b and a subclass s between them, on one view: the pairs asked are
    /// those with s, in the order of the full square (a–s, s–a, s–b, b–s), and s's side of each
    /// is asked (requiresFailure asks the first's shouldRequireFailure, then the second's
    /// shouldBeRequiredToFail); a–b and b–a, which cannot answer yes, are not asked.
    @Test("a subclass is asked about each pair it is in, in order; two built-ins are not")
    func subclassAsked() {
        AskedTap.asked = []
        let scene = TestScene()
        let photo = scene.addView("photo", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.add(TapGestureRecognizer(), named: "a", to: photo)
        scene.add(AskedTap(), named: "s", to: photo)
        scene.add(TapGestureRecognizer(), named: "b", to: photo)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        _ = scene.run(script)
        #expect(
            AskedTap.asked == [
                "s required by a?",
                "s requires a?",
                "s requires b?",
                "s required by b?",
            ])
    }
}
