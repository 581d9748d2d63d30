import ArgumentParsing
import GestureReports
import GestureStore
import GestureSuite

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
    /// The database of `--db`, `$GESTURE_REPLAY_DB` or `recordings/gestures.sqlite`, for a root
    /// made by `CommandSpec.gestureReplay(version:commands:)`.
    public let databasePath: String
    /// The history store of `--history`, `$GESTURE_REPLAY_HISTORY`, or the database's default
    /// (`History.defaultPath(forDatabase:)`).
    public let historyPath: String

    /// The options that results depend on, which the printed commands carry when they take
    /// them (CHOICE: the scenes and the thresholds; --db and any other global option given
    /// is carried always).
    static let carriedOptions = SceneOptions.options + ThresholdOptions.options

    init(
        terminal: Terminal, environment: [String: String], global: ParsedArguments, errorRenderer: ErrorRenderer,
        command: [String], arguments: ParsedArguments, program: String, commands: () -> [CommandSpec]
    ) {
        self.terminal = terminal
        self.environment = environment
        self.global = global
        self.errorRenderer = errorRenderer
        self.command = command
        self.toolCommand = Context.toolCommand(
            program: program, global: global, arguments: arguments, commands: commands)
        let options = GlobalOptions(ifDeclaredBy: global)
        self.databasePath = options?.db ?? CommandSpec.defaultDatabasePath
        self.historyPath = options?.history ?? History.defaultPath(forDatabase: databasePath)
    }

    /// The `ToolCommand` of a command line: `program` (as invoked), every global option whose
    /// value is not its default, and the carried options `arguments` has, with the options each
    /// of `commands` takes; those specs are asked for only when an option is carried.
    static func toolCommand(
        program: String, global: ParsedArguments, arguments: ParsedArguments?, commands: () -> [CommandSpec]
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
        var carried: [ToolCommand.Option] = []
        if let arguments {
            for option in carriedOptions where arguments.spec.options.contains(option) {
                let values = arguments.words(of: option)
                guard !values.isEmpty, values != option.defaultValue.map({ [$0] }) else { continue }
                carried.append(ToolCommand.Option(name: option.name, values: values))
            }
        }
        // A line printed under --threshold repeats the run it came from: an `approve` line then
        // approves under those overrides, which approve asks to be said (ApproveCommand.validate).
        if carried.contains(where: { $0.name == "threshold" }) { carried.append(.flag("approve-under-overrides")) }
        let taken =
            carried.isEmpty
            ? [:]
            : Dictionary(
                commands().map { ($0.name, Set($0.options.map(\.name))) }, uniquingKeysWith: { first, _ in first })
        return ToolCommand(program: program, globalOptions: globalOptions, carriedOptions: carried, optionsTaken: taken)
    }

    /// Whether `CI` is set (`ContinuousIntegration`).
    public var isCI: Bool { ContinuousIntegration.isSet(in: environment) }

    /// Shows `error` on standard error exactly as if the command had thrown it, and returns its
    /// exit code; for commands that go on after a bad input.
    @discardableResult
    public func report(_ error: any Error) -> ExitCode {
        errorRenderer.report(error, command: command, to: terminal.standardError, toolCommand: toolCommand)
    }
}
