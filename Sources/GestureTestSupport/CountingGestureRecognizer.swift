import GestureModel

/// A tiny custom discrete recognizer for tests (not the reference apps' tickle, which is
/// `Examples.TickleGestureRecognizer`): recognized at its
/// `movesToRecognize`-th move (never, when nil); failed when a finger lifts
/// or is cancelled before that.
open class CountingGestureRecognizer: GestureRecognizer {
    /// The move that recognizes it, counting from 1; nil stays possible until a lift.
    public var movesToRecognize: Int?
    /// Moves seen since the last reset.
    public private(set) var moves = 0

    /// A tickle recognized on its `movesToRecognize`-th move.
    public init(movesToRecognize: Int? = nil) {
        self.movesToRecognize = movesToRecognize
        super.init()
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        moves += 1
        if moves == movesToRecognize { state = .recognized }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        fail(reason: "lifted before \(movesToRecognize.map(String.init) ?? "any") moves")
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        fail(reason: "touches cancelled")
    }

    open override func reset() {
        moves = 0
    }
}
