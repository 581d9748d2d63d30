import ArgumentParsing
import GestureReports

/// An error that stopped a command whose writes are one transaction, so that none of them was
/// kept: shown as `Error: message; what was kept` ("nothing was approved"), with the error's
/// own exit code and next step.
struct RolledBackError: CLIError {
    /// What stopped the command.
    var underlying: any Error
    /// What the rollback left, as the message's last clause: "nothing was stored (…)".
    var kept: String

    var message: String { "\((underlying as? any CLIError)?.message ?? "\(underlying)"); \(kept)" }

    var exitCode: ExitCode { (underlying as? any CLIError)?.exitCode ?? .internalError }

    func nextStep(_ command: ToolCommand) -> String? { (underlying as? any CLIError)?.nextStep(command) }

    /// Runs `body`, whose writes are one transaction; an error it throws comes out saying `kept`.
    static func keeping<Result>(_ kept: String, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as UsageError {
            throw error  // the command line was wrong: nothing was begun
        } catch {
            throw RolledBackError(underlying: error, kept: kept)
        }
    }
}
