import ArgumentParsing
import GestureReports

/// The one place that turns an error into what the user reads on standard error and the exit
/// code of the process:
///
/// - `UsageError` (64): `Error: message`, a blank line, `Usage: …`, then `See 'PROGRAM COMMAND --help'.`
/// - any other `CLIError`: `Error: message`, then `Next step: …` when it has one.
/// - any other error (70): `Error: description`; nothing planned for it, so it is internal.
public struct ErrorRenderer: Sendable {
    /// Lays out the usage lines that usage errors show.
    public var help: HelpRenderer

    /// A renderer for errors of the commands of `root`.
    public init(root: CommandSpec) {
        self.help = HelpRenderer(root: root)
    }

    /// How the process exits after `error`.
    public func exitCode(for error: any Error) -> ExitCode {
        (error as? any CLIError)?.exitCode ?? .internalError
    }

    /// Writes `error`, raised while running the command at `command`, to `output`, and returns
    /// the exit code it calls for.
    ///
    /// A next step that names a command names it through `toolCommand` (this program, with the
    /// options in force).
    @discardableResult
    public func report(
        _ error: any Error, command: [String], to output: TextOutput,
        toolCommand: ToolCommand? = nil
    ) -> ExitCode {
        let toolCommand = toolCommand ?? ToolCommand(program: help.root.name)
        let label = output.styled("Error:", .error)
        var text: String
        switch error {
        case let error as UsageError:
            let path = error.command ?? command
            let name = ([help.root.name] + path).joined(separator: " ")
            text = """
                \(label) \(Terminal.oneLine(error.message))

                Usage: \(help.usage(for: path))
                See '\(name) --help'.

                """
        case let error as any CLIError:
            text = "\(label) \(Terminal.oneLine(error.message))\n"
            if let nextStep = error.nextStep(toolCommand) {
                text += "Next step: \(Terminal.oneLine(nextStep))\n"
            }
        default:
            text = "\(label) \(Terminal.oneLine("\(error)"))\n"
        }
        output.write(text)
        return exitCode(for: error)
    }
}
