import ArgumentParsing
import GestureReports

/// Where a command's text goes: results to standard output; progress and warnings to standard
/// error. When quiet, progress is left out, so that scripts see only results and errors.
public struct Terminal: Sendable {
    /// Results: what the command was asked for, such as an outcome or a summary.
    public var standardOutput: TextOutput
    /// Errors, warnings and progress.
    public var standardError: TextOutput
    /// Whether progress lines are left out (`--quiet`).
    public var isQuiet: Bool

    /// A terminal writing to the two outputs given.
    public init(standardOutput: TextOutput, standardError: TextOutput, isQuiet: Bool = false) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isQuiet = isQuiet
    }

    /// The process's standard output and standard error, coloured where `environment` and the
    /// streams allow.
    public static func standard(environment: [String: String]) -> Terminal {
        Terminal(
            standardOutput: .standardOutput(environment: environment),
            standardError: .standardError(environment: environment))
    }

    /// Writes a line of the command's result to standard output. Line
    /// breaks inside `line` (a name from a recording, say) are escaped.
    public func print(_ line: String) {
        standardOutput.write(Terminal.oneLine(line) + "\n")
    }

    /// Writes a progress line to standard error, unless quiet.
    public func status(_ line: String) {
        guard !isQuiet else { return }
        standardError.write(Terminal.oneLine(line) + "\n")
    }

    /// `line` kept on one line: line breaks and every other control
    /// character but tab and escape shown as control pictures (`␊`, `␇`),
    /// so that a name from a recording cannot forge a line. Escape is left
    /// for the output, which keeps the colour codes of `TextStyle` and
    /// shows any other.
    static func oneLine(_ line: String) -> String {
        ControlPicture.replacing(in: line, keeping: ["\u{1B}", "\t"])
    }

    /// Writes `Warning: line` to standard error, quiet or not.
    public func warning(_ line: String) {
        standardError.write(standardError.styled("Warning:", .warning) + " " + Terminal.oneLine(line) + "\n")
    }
}
