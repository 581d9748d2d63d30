import ArgumentParsing
import Foundation

/// Text written to a `TextOutput` and kept in memory, so that tests can compare what a command
/// printed byte for byte.
public final class OutputBuffer: @unchecked Sendable {
    /// Guards `storage`: commands may write from several threads.
    private let lock = NSLock()
    /// Everything written so far.
    private var storage = ""

    /// An empty buffer.
    public init() {}

    /// Everything written so far.
    public var text: String {
        lock.withLock { storage }
    }

    /// Adds `text` at the end.
    public func append(_ text: String) {
        lock.withLock { storage += text }
    }
}
