/// Why a device dump could not be imported: always names the file and the
/// line (1-based) so that a user can open the dump at the problem.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The dump's file name as the user gave it.
    public var file: String
    /// The 1-based line of the problem (0 when the problem is the whole file).
    public var line: Int
    /// What is wrong, in a short sentence.
    public var reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// A malformed line.
    public static func malformed(file: String, line: Int, reason: String) -> ImportError {
        ImportError(file: file, line: line, reason: reason)
    }

    /// `FILE:LINE: reason` (`FILE: reason` for a problem with the whole file).
    public var description: String {
        line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)"
    }
}
