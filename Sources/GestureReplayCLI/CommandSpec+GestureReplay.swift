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
                    help: "The SQLite database of sessions, goldens and runs; created on first use.")
            ],
            subcommands: commands,
            version: version)
    }
}
