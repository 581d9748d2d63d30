import Foundation
import GestureReports

/// A command's work: it reads its arguments, writes through `context.terminal`, and returns how
/// the process exits. Throw a `CLIError` for problems the user can act on.
public typealias CommandHandler = (ParsedArguments, Context) throws -> ExitCode

/// The program: a root spec, a handler for each command, and the dispatch between them.
/// `main.swift` is a few lines:
///
/// ```swift
/// var tool = CommandLineTool(root: .gestureReplay(version: "0.1.0"))
/// tool.register(approveSpec) { arguments, context in
///     let names = arguments.arguments("names")
///     guard !names.isEmpty || arguments.flag("failing") else {
///         throw arguments.usageError("Give session names or --failing")
///     }
///     context.terminal.status("Approving \(names.count) sessions")
///     return .success
/// }
/// tool.main()
/// ```
public struct CommandLineTool {
    /// The spec of the whole program.
    public private(set) var root: CommandSpec
    /// The handlers by command: subcommand names joined by spaces (`"run"`, `"golden list"`).
    public private(set) var handlers: [String: CommandHandler]

    /// A program with the commands of `root` and their handlers.
    public init(root: CommandSpec, handlers: [String: CommandHandler] = [:]) {
        self.root = root
        self.handlers = handlers
        checkWellFormed()
    }

    /// Adds a command below the root, with its handler.
    public mutating func register(_ command: CommandSpec, handler: @escaping CommandHandler) {
        precondition(root.subcommand(named: command.name) == nil, "'\(command.name)' is registered twice")
        precondition(!command.isGroup, "register '\(command.name)' and its subcommands in init(root:handlers:)")
        root.subcommands.append(command)
        handlers[command.name] = handler
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
                    arguments.spec.option(named: OptionSpec.quiet.name)?.kind == .flag
                        && arguments.flag(OptionSpec.quiet.name)
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
