import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// The base class: states, transitions, actions (`docs/SEMANTICS.md` §1).
@ReplayActor @Suite struct GestureRecognizerTests {
    // Fixtures: a custom recognizer on the bare window asks, at its n-th move,
    // for the states listed n-th in `requests`.

    /// Asks for the states of `requests[n]` at its n-th move (counting from 0), in order.
    private final class Scripted: GestureRecognizer, @unchecked Sendable {
        var requests: [[State]] = []
        private var moves = 0
        override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
            if moves < requests.count {
                for state in requests[moves] { self.state = state }
            }
            moves += 1
        }
        override func reset() { moves = 0 }
    }

    private static func run(
        _ requests: [[GestureRecognizer.State]], moves: Int, extra: ((TouchScript) -> TouchScript)? = nil
    )
        -> [String]
    {
        let scene = TestScene()
        let scripted = scene.add(Scripted(), named: "custom")
        scripted.requests = requests
        scripted.addTarget { [unowned scene] _ in scene.environment.report(handler: "action") }
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        for move in 1...moves {
            script.move(1, at: Double(move) * 0.0625, x: 100, y: 100 + Double(move))
        }
        script.up(1, at: Double(moves + 1) * 0.0625)
        if let extra { script = extra(script) }
        return scene.run(script).filter { !$0.contains(" view ") }
    }

    @Test("a continuous recognizer goes began → changed → ended, with an action at each step")
    func continuousPath() {
        #expect(
            Self.run([[.began], [.changed], [.ended]], moves: 3) == [
                "0.0625 custom began", "0.0625 handler action",
                "0.125 custom changed", "0.125 handler action",
                "0.1875 custom ended", "0.1875 handler action",
            ])
    }

    // possible → cancelled is no longer among them: UIKit fails the recognizer (the next test).
    @Test("transitions outside the state machine are reported as diagnostics and ignored")
    func invalidTransitions() {
        #expect(
            Self.run([[.changed], [.began], [.possible]], moves: 3) == [
                "0.0625 ! custom: invalid transition possible → changed; ignored",
                "0.125 custom began", "0.125 handler action",
                "0.1875 ! custom: invalid transition began → possible; ignored",
            ])
    }

    /// docs/SEMANTICS.md §1 (DEC: `-[UIGestureRecognizer setState:]`, iOS 26.1, turns a requested
    /// possible → cancelled into failed): the recognizer fails at the first move, with no action
    /// (failed sends none, DOC), and, terminal, gets no further touch, so the began it would ask
    /// for at the second move is never asked.
    /// The trace names why, in the words `FailureReason.cancelledBeforeItBegan` gives.
    @Test("cancelled asked for while possible fails the recognizer, with no action")
    func cancelledWhilePossible() {
        #expect(Self.run([[.cancelled], [.began]], moves: 2) == ["0.0625 custom failed"])
        let scene = TestScene()
        scene.add(Scripted(), named: "custom").requests = [[.cancelled]]
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        script.move(1, at: 0.0625, x: 100, y: 101)
        script.up(1, at: 0.125)
        script.run(in: scene.environment)
        #expect(
            Transcript.reasons(scene.environment.takeObservations()) == [
                "0.0625 custom failed: cancelled before it began"
            ])
    }

    @Test("a terminal recognizer asked for a new state by a timer reports a diagnostic")
    func afterTerminal() {
        let scene = TestScene()
        let scripted = scene.add(Scripted(), named: "custom")
        scripted.requests = [[.recognized]]
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 100)
        script.move(1, at: 0.0625, x: 100, y: 101)
        script.perform(at: 0.125) { scripted.state = .began }
        script.perform(at: 0.125) { scripted.state = .recognized }  // the state it is in: nothing to say
        script.up(1, at: 0.1875)
        #expect(
            scene.run(script) == [
                "0 view window began 1",
                "0.0625 view window cancelled 1",
                "0.0625 custom recognized",
                "0.125 ! custom: invalid transition ended → began; ignored",
            ])
    }

    @Test("failing a began recognizer cancels it, with an action")
    func failWhileBegan() {
        #expect(
            Self.run([[.began], [.failed]], moves: 2) == [
                "0.0625 custom began", "0.0625 handler action",
                "0.125 custom cancelled", "0.125 handler action",
            ])
    }

    @Test("several requests in one turn make one observation and one action: the net change")
    func oneActionPerTurn() {
        #expect(
            Self.run([[.began, .changed, .changed], [.changed, .ended]], moves: 2) == [
                "0.0625 custom began", "0.0625 handler action",
                "0.125 custom ended", "0.125 handler action",
            ])
    }

    @Test("failed sends no action")
    func failedSendsNothing() {
        #expect(Self.run([[.failed]], moves: 1) == ["0.0625 custom failed"])
    }

    @Test("targets are called in the order added; a removed one is not called")
    func targetsInOrder() {
        let scene = TestScene()
        let tap = scene.add(TapGestureRecognizer(), named: "tap")
        tap.addTarget { _ in scene.environment.report(handler: "first") }
        let removed = tap.addTarget { _ in scene.environment.report(handler: "removed") }
        tap.addTarget { _ in scene.environment.report(handler: "third") }
        tap.removeTarget(removed)
        var script = TouchScript()
        script.tap(1, at: 0, x: 100, y: 100)
        #expect(
            scene.run(script) == [
                "0 view window began 1",
                "0.08 view window cancelled 1",
                "0.08 tap recognized",
                "0.08 handler first",
                "0.08 handler third",
            ])
    }
}
