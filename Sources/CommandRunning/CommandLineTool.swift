import ArgumentParsing
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
/// var tool = CommandLineTool(root: CommandSpec("my-tool", abstract: "Approves sessions.", version: "1.0"))
/// tool.register(ApproveCommand.self) { approve, context in
///     context.terminal.status("Approving \(approve.names.count) sessions")
///     return .success
/// }
/// tool.main()
/// ```
public struct CommandLineTool {
    /// The root as given, with the commands it lists itself.
    private var given: CommandSpec
    /// The commands registered below the root that it did not list, in registration order.
    private var registered: [RegisteredCommand] = []
    /// The handlers by command: subcommand names joined by spaces (`"run"`, `"golden list"`).
    private(set) var handlers: [String: CommandHandler] = [:]
    /// The options of the running command that every command the tool prints carries, where
    /// the printed command takes them (`ToolCommand`): those its results depend on. None
    /// unless set.
    public var carriedOptions: (ParsedArguments) -> [ToolCommand.Option] = { _ in [] }

    /// A registered command: its name and abstract, which the root's help lists, and its spec,
    /// reflected from its declarations only when a command line needs it.
    private struct RegisteredCommand {
        let name: String
        let abstract: String
        let spec: () -> CommandSpec

        /// What the root's help and the parser need of a command the line does not name.
        var summary: CommandSpec { CommandSpec(name, abstract: abstract) }
    }

    /// The spec of the whole program, every command's spec reflected from its declarations.
    public var root: CommandSpec { root(reflecting: { _ in true }) }

    /// A program with the commands of `root`, which run once they are registered.
    public init(root: CommandSpec) {
        self.given = root
        root.checkWellFormed()
    }

    /// Adds `Command` below the root (or gives the root's command of its name, which must have
    /// its spec, its handler): its line is read as a `Command`, validated, then run by `run`.
    /// Its spec is reflected from its declarations the first time a command line names it.
    public mutating func register<Command: ParsableCommand>(
        _ command: Command.Type, run: @escaping (Command, Context) throws -> ExitCode
    ) {
        let configuration = Command.configuration
        let name = configuration.name
        precondition(handlers[name] == nil, "'\(name)' is registered twice")
        if let listed = given.subcommand(named: name) {
            precondition(listed == Command.spec, "the root lists '\(name)' with another spec")
        } else {
            precondition(name != "help" && !name.isEmpty && !name.hasPrefix("-"), "'\(name)': invalid command name")
            registered.append(
                RegisteredCommand(name: name, abstract: configuration.abstract) {
                    let spec = Command.spec
                    spec.checkWellFormed(isRoot: false)
                    return spec
                })
        }
        handlers[name] = { parsed, context in try run(Command(parsed), context) }
    }

    /// The root with the full spec of each registered command that `isNeeded` says, and of the
    /// others their name and abstract.
    private func root(reflecting isNeeded: (String) -> Bool) -> CommandSpec {
        var root = given
        for command in registered {
            root.subcommands.append(isNeeded(command.name) ? command.spec() : command.summary)
        }
        return root
    }

    /// Runs the command line `arguments` (the words after the program's name) and returns the
    /// exit code. Help and the version go to standard output; errors to standard error.
    ///
    /// Only the commands that `arguments` names have their specs reflected (the parser, the help
    /// and the usage lines read no other command's options); every spec is reflected only when
    /// the command carries an option to the commands it prints.
    public func run(_ arguments: [String], environment: [String: String], terminal: Terminal) -> ExitCode {
        let words = Set(arguments)
        let root = root(reflecting: words.contains)
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
                    errorRenderer: errorRenderer, command: command, carried: carriedOptions(parsed), program: root.name,
                    commands: { self.root.subcommands })
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
        tool.given.name = ProgramName.asInvoked(CommandLine.arguments.first ?? given.name)
        let code = tool.run(
            Array(CommandLine.arguments.dropFirst()), environment: environment,
            terminal: .standard(environment: environment))
        exit(code.rawValue)
    }
}
