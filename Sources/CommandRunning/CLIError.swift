import ArgumentParsing
import GestureReports

/// An error a user can act on, as the command line shows it: `ErrorRenderer` prints
/// `Error: message`, then the next step if there is one, and exits with `exitCode`.
public protocol CLIError: Error {
    /// What failed, why, and where: `scenes/tap.scene.json:4: unknown recognizer type 'tapp'`.
    var message: String { get }
    /// How the process exits after showing it.
    var exitCode: ExitCode { get }
    /// What to do about it, when there is something: "run `gesture-replay approve NAME` to accept".
    var nextStep: String? { get }
    /// The next step, with any command in it written by `command` (this program, with the
    /// options in force); `nextStep` unless the error names a command.
    func nextStep(_ command: ToolCommand) -> String?
}

extension CLIError {
    /// No next step unless the error names one.
    public var nextStep: String? { nil }

    public func nextStep(_ command: ToolCommand) -> String? { nextStep }
}

/// A command line that does not fit its command is an error the user acts on (exit 64).
extension UsageError: CLIError {}
