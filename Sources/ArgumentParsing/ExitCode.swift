/// The process exit codes of `docs/FORMATS.md` §4 (sysexits.h numbering).
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Success and no regression.
    case success = 0
    /// Regressions found.
    case regressions = 1
    /// The command line was wrong.
    case usage = 64
    /// Input data was bad (a message names the file, line and problem).
    case dataError = 65
    /// Something broke inside gesture-replay.
    case internalError = 70
    /// Interrupted by Ctrl-C (SIGINT), as a shell reports it: 128 + 2.
    case interrupted = 130

    /// One sentence for the EXIT CODES section of the root's help.
    public var summary: String {
        switch self {
        case .success: "Success and no regression."
        case .regressions: "Regressions found."
        case .usage: "The command line was wrong."
        case .dataError: "Bad input data; the message names the file and line."
        case .internalError: "Something broke inside gesture-replay."
        case .interrupted: "Interrupted (Ctrl-C); run says what it recorded."
        }
    }
}
