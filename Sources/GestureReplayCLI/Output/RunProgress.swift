import ArgumentParsing
import Foundation
import GestureReports
import Synchronization

/// The progress bar of a long `run` on standard error: drawn only on a terminal and without
/// `--quiet`, not before `delay` has passed (short runs never show it), redrawn at most ten
/// times a second, and erased when the run ends so that the summary starts on a clean line.
final class RunProgress: Sendable {
    private let write: @Sendable (String) -> Void
    private let delay: Duration
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// When the bar was last drawn (nil: not yet).
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)

    /// A progress bar that hands its text to `write`.
    init(delay: Duration = .milliseconds(500), write: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.delay = delay
        self.start = clock.now
    }

    /// The bar for this process's standard error, or nil when it is not a terminal, `TERM` is
    /// `dumb`, or the command is quiet. It writes to the real standard error, not to the
    /// context's, so output captured in tests never holds it.
    static func standardError(context: Context) -> RunProgress? {
        guard !context.terminal.isQuiet, isatty(STDERR_FILENO) == 1, context.environment["TERM"] != "dumb" else {
            return nil
        }
        return RunProgress { text in try? FileHandle.standardError.write(contentsOf: Data(text.utf8)) }
    }

    /// Records that `done` of `total` sessions are replayed; draws when due.
    func update(done: Int, total: Int) {
        let now = clock.now
        guard now - start >= delay else { return }
        lastDrawn.withLock { last in  // drawn inside the lock: bars never overtake each other
            guard done == total || last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return }
            last = now
            write("\r" + ProgressBar.line(done: done, total: total) + "\u{1B}[K")
        }
    }

    /// Erases the bar, if it was drawn.
    func finish() {
        lastDrawn.withLock { last in
            if last != nil { write("\r\u{1B}[K") }
        }
    }
}
