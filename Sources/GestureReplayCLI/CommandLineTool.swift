import Foundation
import GestureReports

/// A command's work, once its line is read as its `ParsableCommand`: it writes through
/// `context.terminal` and returns how the process exits. Throw a `CLIError` for problems the
/// user can act on.
typealias CommandHandler = (ParsedArguments, Context) throws -> ExitCode

/// The program: a root spec, a handler for each command, and the dispatch between them.
/// `main.swift` is a few lines:
///
/// ```swift
/// var tool = CommandLineTool(root: .gestureReplay(version: "0.1.0"))
/// tool.register(ApproveCommand.self) { approve, context in
///     context.terminal.status("Approving \(approve.names.count) sessions")
///     return .success
/// }
/// tool.main()
/// ```
public struct CommandLineTool {
    /// The spec of the whole program.
    public private(set) var root: CommandSpec
    /// The handlers by command: subcommand names joined by spaces (`"run"`, `"golden list"`).
    private(set) var handlers: [String: CommandHandler] = [:]

    /// A program with the commands of `root`, which run once they are registered.
    public init(root: CommandSpec) {
        self.root = root
        checkWellFormed()
    }

    /// Adds `Command` below the root (or gives the root's command of its name, which must have
    /// its spec, its handler): its line is read as a `Command`, validated, then run by `run`.
    public mutating func register<Command: ParsableCommand>(
        _ command: Command.Type, run: @escaping (Command, Context) throws -> ExitCode
    ) {
        let spec = Command.spec
        precondition(handlers[spec.name] == nil, "'\(spec.name)' is registered twice")
        if let listed = root.subcommand(named: spec.name) {
            precondition(listed == spec, "the root lists '\(spec.name)' with another spec")
        } else {
            root.subcommands.append(spec)
        }
        handlers[spec.name] = { parsed, context in try run(Command(parsed), context) }
        checkWellFormed()
    }

    /// Runs the command line `arguments` (the words after the program's name) and returns the
    /// exit code. Help and the version go to standard output; errors to standard error.
    public func run(_ arguments: [String], environment: [String: String], terminal: Terminal) -> ExitCode {
        let errorRenderer = ErrorRenderer(root: root)
        var command: [String] = []
        var toolCommand = ToolCommand(program: root.name)
        do {
            switch try CommandLineParser(root: root, environment: environment).parse(arguments) {
            case .help(let path):
                terminal.standardOutput.write(HelpRenderer(root: root).help(for: path))
                return .success
            case .version(let version):
                terminal.print(version)
                return .success
            case .run(let parsed, let global):
                command = parsed.command
                guard let handler = handlers[command.joined(separator: " ")] else {
                    let name = ([root.name] + command).joined(separator: " ")
                    throw InternalError("'\(name)' has no handler")
                }
                var terminal = terminal
                terminal.isQuiet = [global, parsed].contains { arguments in
                    arguments.spec.options.contains(.quiet) && arguments.isSet(.quiet)
                }
                let context = Context(
                    terminal: terminal, environment: environment, global: global,
                    errorRenderer: errorRenderer, command: command, arguments: parsed, root: root)
                toolCommand = context.toolCommand
                return try handler(parsed, context)
            }
        } catch {
            return errorRenderer.report(error, command: command, to: terminal.standardError, toolCommand: toolCommand)
        }
    }

    /// Runs `CommandLine.arguments` against the process's environment, standard output and
    /// standard error, and exits with the resulting code. Help, usage and every command the
    /// tool prints name the program as it was invoked (`ProgramName`), so that they run this
    /// same binary when pasted.
    public func main() -> Never {
        let environment = ProcessInfo.processInfo.environment
        var tool = self
        tool.root.name = ProgramName.asInvoked(CommandLine.arguments.first ?? root.name)
        let code = tool.run(
            Array(CommandLine.arguments.dropFirst()), environment: environment,
            terminal: .standard(environment: environment))
        exit(code.rawValue)
    }

    /// Stops the program if the spec contradicts itself or a handler names no command.
    private func checkWellFormed() {
        root.checkWellFormed()
        for key in handlers.keys {
            let path = key.split(separator: " ").map(String.init)
            let command = root.descendant(at: path)
            precondition(command.map { !$0.isGroup } ?? false, "handler '\(key)' names no command to run")
        }
    }
}
