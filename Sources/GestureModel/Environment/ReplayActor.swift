import Foundation

/// The isolation domain of scene code during a replay: what UIKit's main
/// actor is to an app. `GestureUIKit` names it `MainActor`, so that a
/// recognizer marked `@MainActor` compiles and runs unchanged.
///
/// UIKit calls a recognizer's `touchesBegan(_:with:)`, `reset()`, … on the
/// main thread, and UIKit code written for Swift 6 relies on that: its
/// recognizers are main-actor isolated and its timer blocks call
/// `MainActor.assumeIsolated`. A replay calls the same methods on whichever
/// thread replays the session (`run --jobs 2` replays two at once), and
/// Swift's own `MainActor.assumeIsolated` traps off the main thread. So the
/// methods a subclass overrides are isolated to this actor instead.
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
    public static func assumeIsolated<T>(
        _ operation: @ReplayActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T {
        try runUnchecked(operation)
    }

    /// Calls `operation` as code isolated to this actor, from the model's
    /// own nonisolated code running a replay's turn (see the type's
    /// documentation for why that is on the actor).
    @inline(__always)
    static func runUnchecked<T>(_ operation: @ReplayActor () throws -> T) rethrows -> T {
        typealias Isolated = @ReplayActor () throws -> T
        typealias Plain = () throws -> T
        return try withoutActuallyEscaping(operation) { (body: @escaping Isolated) throws -> T in
            try unsafeBitCast(body, to: Plain.self)()
        }
    }
}

/// The executor of `ReplayActor`: a job enqueued on it runs as a turn of
/// the replay running on the enqueuing thread.
final class ReplayExecutor: SerialExecutor, Sendable {
    static let shared = ReplayExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        guard let environment = GestureEnvironment.current else {
            preconditionFailure("work for GestureUIKit's MainActor was enqueued outside a replay's turn")
        }
        let executor = asUnownedSerialExecutor()
        environment.scheduleTurn(afterSeconds: 0) { unowned.runSynchronously(on: executor) }
    }

    func checkIsolated() {
        // Inside a turn, this thread is the replay's main thread (see `ReplayActor`).
        precondition(GestureEnvironment.current != nil, "not inside a replay's turn: not on GestureUIKit's MainActor")
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
