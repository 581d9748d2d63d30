import ArgumentParsing
import GestureReports

/// What a command handler has besides its own arguments: where to write, the environment,
/// the global options given before the command, and how to print a command that runs the
/// tool again.
public struct Context: Sendable {
    /// Where the command writes; quiet when the command's `--quiet` flag was given.
    public var terminal: Terminal
    /// The process's environment variables.
    public var environment: [String: String]
    /// The root's options, such as `--db`.
    public var global: ParsedArguments
    /// Renders errors the command reports without stopping.
    let errorRenderer: ErrorRenderer
    /// The subcommand names of the running command.
    let command: [String]
    /// How every command the tool prints begins and ends: this program, the global options
    /// given, and the running command's options that results depend on.
    public let toolCommand: ToolCommand

    init(
        terminal: Terminal, environment: [String: String], global: ParsedArguments, errorRenderer: ErrorRenderer,
        command: [String], carried: [ToolCommand.Option], program: String, commands: () -> [CommandSpec]
    ) {
        self.terminal = terminal
        self.environment = environment
        self.global = global
        self.errorRenderer = errorRenderer
        self.command = command
        self.toolCommand = Context.toolCommand(program: program, global: global, carried: carried, commands: commands)
    }

    /// The `ToolCommand` of a command line: `program` (as invoked), every global option whose
    /// value is not its default, and the `carried` options of the running command, with the
    /// options each of `commands` takes; those specs are asked for only when an option is carried.
    static func toolCommand(
        program: String, global: ParsedArguments, carried: [ToolCommand.Option], commands: () -> [CommandSpec]
    ) -> ToolCommand {
        var globalOptions: [ToolCommand.Option] = []
        for option in global.spec.options {
            if option.takesValue {
                let values = global.words(of: option)
                guard values != option.defaultValue.map({ [$0] }) ?? [] else { continue }
                globalOptions.append(ToolCommand.Option(name: option.name, values: values))
            } else if global.isSet(option) {
                globalOptions.append(.flag(option.name))
            }
        }
        let taken =
            carried.isEmpty
            ? [:]
            : Dictionary(
                commands().map { ($0.name, Set($0.options.map(\.name))) }, uniquingKeysWith: { first, _ in first })
        return ToolCommand(program: program, globalOptions: globalOptions, carriedOptions: carried, optionsTaken: taken)
    }

    /// Shows `error` on standard error exactly as if the command had thrown it, and returns its
    /// exit code; for commands that go on after a bad input.
    @discardableResult
    public func report(_ error: any Error) -> ExitCode {
        errorRenderer.report(error, command: command, to: terminal.standardError, toolCommand: toolCommand)
    }
}
