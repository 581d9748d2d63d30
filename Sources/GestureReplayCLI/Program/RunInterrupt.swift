import ArgumentParsing
import Dispatch
import Foundation
import Synchronization

/// Ctrl-C during `run`: SIGINT no longer ends the process at once but is noted, so that the run
/// stops between two results, says what was recorded and exits 130 (128 + SIGINT, as a shell
/// reports a process that SIGINT ended). The first SIGINT restores the default action: a second
/// ends the process at once (the history is SQLite's, whole or untouched either way).
final class RunInterrupt {
    /// Thrown by the run's delivery of a result once SIGINT came: the run stops there.
    struct Stop: Error {}

    /// Set once SIGINT came, on the source's queue; read on the delivering thread.
    private final class Flag: Sendable {
        let isSet = Atomic(false)
    }

    private let flag = Flag()
    private let source: any DispatchSourceSignal

    /// Catches SIGINT from now until `cancel()`.
    init() {
        signal(SIGINT, SIG_IGN)  // the source sees the signal only when its default action is off
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [flag] in
            flag.isSet.store(true, ordering: .sequentiallyConsistent)
            signal(SIGINT, SIG_DFL)
        }
        source.resume()
    }

    /// Whether SIGINT came.
    var isRequested: Bool { flag.isSet.load(ordering: .sequentiallyConsistent) }

    /// Throws `Stop` once SIGINT came.
    func check() throws(Stop) {
        if isRequested { throw Stop() }
    }

    /// SIGINT's default action again.
    func cancel() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
