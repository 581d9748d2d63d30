extension CommandSpec {
    /// The default database path of `docs/FORMATS.md` §4.
    public static let defaultDatabasePath = "recordings/gestures.sqlite"

    /// The root of `gesture-replay`: global options `--db`, `--version` and `--help` above `commands`.
    public static func gestureReplay(version: String, commands: [CommandSpec] = []) -> CommandSpec {
        CommandSpec(
            "gesture-replay",
            abstract: "Record, replay and diff touch gestures against a model of UIKit's gesture recognizers.",
            options: [
                .option(
                    "db", value: "path", default: defaultDatabasePath, environment: "GESTURE_REPLAY_DB",
                    help: "The golden database: sessions and their goldens, the file you commit; created by the first import."),
                .option(
                    "history", value: "path", environment: "GESTURE_REPLAY_HISTORY",
                    help: "The run history store, local and never committed; without this option or the variable, .gesture-replay/NAME.history.sqlite beside the database NAME.sqlite. Created by the first run."),
            ],
            subcommands: commands,
            version: version)
    }
}
