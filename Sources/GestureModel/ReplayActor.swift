import Foundation

/// The isolation domain of scene code during a replay: what UIKit's main
/// actor is to an app. `GestureUIKit` names it `MainActor`, so that a
/// recognizer marked `@MainActor` compiles and runs unchanged.
///
/// UIKit calls a recognizer's `touchesBegan(_:with:)`, `reset()`, … on the
/// main thread, and UIKit code written for Swift 6 relies on that: its
/// recognizers are main-actor isolated and its timer blocks call
/// `MainActor.assumeIsolated`. A replay calls the same methods on whichever
/// thread replays the session (`run --jobs 2` replays two at once), and Swift's
/// own `MainActor.assumeIsolated` traps off the main thread. So the methods a
/// subclass overrides are isolated to this actor instead, and being on it
/// means: inside a replay's turn, on the thread running it, holding
/// `ReplayActor.lock`.
///
/// - The lock is what makes the isolation sound: two sessions replayed at
///   once never run code isolated to this actor at the same time, so state
///   that code shares between sessions (a `static var` of a `@MainActor`
///   class) is never raced. An environment takes it around each turn once
///   scene code can run in it (`GestureEnvironment.noteSceneCode()`); one
///   whose recognizers and views are all built in never takes it, so the
///   built-in recognizers keep their parallel speed.
/// - `assumeIsolated(_:)` takes the lock too (it is recursive), so code that
///   builds a `@MainActor` recognizer outside a replay (a registration
///   function) is on the actor as well.
/// - Jobs enqueued on the actor (`Task { @MainActor in … }`) run as a turn
///   of the replay that enqueued them, at its current virtual time.
@globalActor
public actor ReplayActor {
    /// The one instance, as `MainActor.shared`.
    public static let shared = ReplayActor()

    /// Held by the thread that runs code isolated to this actor (recursive).
    public static let lock = NSRecursiveLock()

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        ReplayExecutor.shared.asUnownedSerialExecutor()
    }

    /// Runs `operation` as code isolated to this actor, holding the lock:
    /// `MainActor.assumeIsolated` for code replayed on any thread.
    public static func assumeIsolated<T>(
        _ operation: @ReplayActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try runUnchecked(operation)
    }

    /// Calls `operation` without taking the lock: the model's own calls into
    /// methods isolated to this actor, made inside a turn that holds the
    /// lock whenever scene code can run (see the type's documentation).
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
            preconditionFailure("work for GestureUIKit's MainActor was enqueued outside a replay")
        }
        environment.noteSceneCode()
        let executor = asUnownedSerialExecutor()
        environment.scheduleTurn(afterSeconds: 0) { unowned.runSynchronously(on: executor) }
    }

    func checkIsolated() {
        precondition(GestureEnvironment.current != nil, "not inside a replay: not on GestureUIKit's MainActor")
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
