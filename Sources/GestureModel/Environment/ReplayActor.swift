import CGestureThread
import Foundation

/// The isolation domain of scene code during a replay: what UIKit's main
/// actor is to an app. `GestureUIKit` names it `MainActor`, so that a
/// recognizer marked `@MainActor` compiles and runs unchanged.
///
/// UIKit's classes are `@MainActor` (`UIGestureRecognizer`, `UIView`,
/// `UITouch`, `UIEvent`), and UIKit code written for Swift 6 relies on that:
/// its recognizers read `state` in their overrides and its timer blocks call
/// `MainActor.assumeIsolated`. A replay runs the same code on whichever
/// thread replays the session (`run --jobs 2` replays two at once), and
/// Swift's own `MainActor.assumeIsolated` traps off the main thread. So the
/// model's classes (`GestureRecognizer`, `View`, `Touch`, `TouchEvent`) and
/// its engine are isolated to this actor instead, and a replay enters it
/// once, on its thread (`Replayer`).
///
/// **Each replay has its own main thread.** Being on this actor means being
/// on the thread that replays the session, inside one of its turns (or
/// building its scene, before the first): a session's recognizers, views and
/// blocks are made, called and fired on that one thread, one turn at a time,
/// so code isolated to the actor never runs concurrently with other code of
/// the same session. `assumeIsolated(_:)` and the executor's
/// `checkIsolated()` pass there. Two sessions replayed at once (`--jobs 2`)
/// run on two threads with nothing held in common: no lock, so that
/// subclassed recognizers replay in parallel at the built-in ones' speed.
///
/// **The trade-off.** Mutable `static` (or global) state of `@MainActor`
/// code is shared by every session of the process, and nothing serialises
/// two sessions' access to it: under `--jobs 2` it is a data race, which on
/// iOS the one main thread rules out. Such state would make a session's
/// outcome depend on the sessions replayed before it in the same process
/// anyway (a run that shards or reorders sessions would change outcomes), so
/// replay code that keeps it with `--jobs 1`, or better make it per-instance
/// state (a property of the recognizer, the view or the scene's controller).
///
/// Jobs enqueued on the actor (`Task { @MainActor in … }`) run as a turn of
/// the replay that enqueued them, at its current virtual time.
@globalActor
public actor ReplayActor {
    /// The one instance, as `MainActor.shared`.
    public static let shared = ReplayActor()

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        ReplayExecutor.shared.asUnownedSerialExecutor()
    }

    /// Runs `operation` as code isolated to this actor: `MainActor.assumeIsolated`
    /// for code replayed on any thread. It is the caller's thread that is
    /// the replay's main thread: inside a turn, the thread replaying the
    /// session; outside one, the thread building the scene it will replay
    /// (a registration function's `make`). Nothing is locked (see the
    /// type's documentation for what that leaves unprotected).
    public static func assumeIsolated<T, E: Error>(
        _ operation: @ReplayActor () throws(E) -> T, file: StaticString = #fileID, line: UInt = #line
    ) throws(E) -> T {
        try runUnchecked(operation)
    }

    /// Calls `operation` as code isolated to this actor, from the model's
    /// own nonisolated code running on a replay's main thread (see the
    /// type's documentation): a `deinit`, the executor's `enqueue`.
    @inline(__always)
    static func runUnchecked<T, E: Error>(_ operation: @ReplayActor () throws(E) -> T) throws(E) -> T {
        typealias Isolated = @ReplayActor () throws(E) -> T
        typealias Plain = () throws(E) -> T
        gesture_thread_enter_actor()
        defer { gesture_thread_leave_actor() }
        return try withoutActuallyEscaping(operation) { (body: @escaping Isolated) throws(E) -> T in
            try unsafeBitCast(body, to: Plain.self)()
        }
    }
}

/// The executor of `ReplayActor`: a job enqueued on it runs as a turn of
/// the replay running on the enqueuing thread; outside a replay's turn (a
/// test isolated to the actor, code that builds a scene before replaying
/// it), on a serial queue of its own, as the main queue runs an app's.
final class ReplayExecutor: SerialExecutor, Sendable {
    static let shared = ReplayExecutor()

    /// Where jobs enqueued outside a replay's turn run, one at a time.
    private let outsideReplays = DispatchQueue(label: "gesture-replay.ReplayActor")

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        guard let environment = GestureEnvironment.current else {
            outsideReplays.async { unowned.runSynchronously(on: executor) }
            return
        }
        // The enqueuing thread is inside a turn: the replay's main thread.
        ReplayActor.runUnchecked {
            _ = environment.scheduleTurn(afterSeconds: 0) { unowned.runSynchronously(on: executor) }
        }
    }

    /// What the runtime asks when it cannot tell from the running job (code isolated to the actor
    /// that the compiler checks at run time, such as a closure passed to the standard library):
    /// this thread is a replay's main thread inside a turn, or inside code that entered the actor
    /// (`ReplayActor.assumeIsolated`, a replay).
    func checkIsolated() {
        precondition(
            gesture_thread_is_in_actor() != 0 || GestureEnvironment.current != nil,
            "not on GestureUIKit's MainActor: outside a replay and outside MainActor.assumeIsolated")
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
