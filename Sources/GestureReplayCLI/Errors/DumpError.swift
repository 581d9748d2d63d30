import ArgumentParsing
import GestureReplay
import GestureReports
import GestureSuite

/// An error importing one dump whose own message does not name the dump: shown as
/// `Error: FILE: message`, with the error's exit code and next step, and never with usage
/// (the command line was fine; the dump was not).
struct DumpError: CLIError {
    /// The dump, as the user named it or as found in a folder.
    var file: String
    /// What went wrong with it.
    var underlying: any Error

    /// `underlying` for `file`, or `underlying` itself when it names a file of its own: the
    /// dump (a reader's `InputError`), its `.desc`, or the scene file it is replayed in.
    static func naming(_ file: String, _ underlying: any Error) -> any Error {
        switch underlying {
        case is InputError, is SceneError: underlying
        default: DumpError(file: file, underlying: underlying)
        }
    }

    var message: String {
        "\(file): \((underlying as? any CLIError)?.message ?? "\(underlying)")"
    }

    var exitCode: ExitCode { (underlying as? any CLIError)?.exitCode ?? .internalError }

    var nextStep: String? { (underlying as? any CLIError)?.nextStep }

    func nextStep(_ command: ToolCommand) -> String? { (underlying as? any CLIError)?.nextStep(command) }
}
