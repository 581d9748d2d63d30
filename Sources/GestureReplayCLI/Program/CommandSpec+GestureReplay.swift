import ArgumentParsing
import GestureSuite

extension CommandSpec {
    /// The default database path of `docs/FORMATS.md` §4.
    public static let defaultDatabasePath = Workspace.defaultDatabasePath

    /// The root of `gesture-replay`: global options `--db`, `--version` and `--help` above `commands`.
    public static func gestureReplay(version: String, commands: [CommandSpec] = []) -> CommandSpec {
        CommandSpec(
            "gesture-replay",
            abstract: "Record, replay and diff touch gestures against a model of UIKit's gesture recognizers.",
            options: GlobalOptions.options, subcommands: commands, version: version)
    }
}

/// The options of `gesture-replay` given before the command: where the database and the run
/// history are.
public struct GlobalOptions: ParsableArguments {
    /// The golden database.
    @Option(
        value: "path", environment: "GESTURE_REPLAY_DB",
        help: "The golden database: sessions and their goldens, the file you commit; created by the first import.")
    public var db: String = CommandSpec.defaultDatabasePath

    /// The run history store, when it is not the database's default.
    @Option(
        value: "path", environment: "GESTURE_REPLAY_HISTORY",
        help:
            "The run history store, local and never committed; without this option or the variable, .gesture-replay/NAME.history.sqlite beside the database NAME.sqlite. Created by the first run."
    )
    public var history: String?

    /// The options, declared.
    public init() {}

    /// The options read from `global`, or nil when its root does not declare them all (or a
    /// value is refused).
    init?(ifDeclaredBy global: ParsedArguments) {
        guard Self.options.allSatisfy(global.spec.options.contains), let options = try? Self(global) else { return nil }
        self = options
    }
}
