import ArgumentParsing
import CommandRunning
import GestureReports
import GestureStore
import GestureSuite

extension Context {
    /// The database of `--db`, `$GESTURE_REPLAY_DB` or `recordings/gestures.sqlite`, for a root
    /// made by `CommandSpec.gestureReplay(version:commands:)`.
    public var databasePath: String {
        GlobalOptions(ifDeclaredBy: global)?.db ?? CommandSpec.defaultDatabasePath
    }

    /// The history store of `--history`, `$GESTURE_REPLAY_HISTORY`, or the database's default
    /// (`History.defaultPath(forDatabase:)`).
    public var historyPath: String {
        GlobalOptions(ifDeclaredBy: global)?.history ?? History.defaultPath(forDatabase: databasePath)
    }

    /// Whether `CI` is set (`ContinuousIntegration`).
    public var isCI: Bool { ContinuousIntegration.isSet(in: environment) }

    /// The options that results depend on, which the printed commands carry when they take
    /// them (CHOICE: the scenes and the thresholds; --db and any other global option given
    /// is carried always).
    static let carriedOptions = SceneOptions.options + ThresholdOptions.options

    /// The carried options that `arguments` gives, other than at their defaults: what
    /// `CommandLineTool.carriedOptions` is for `gesture-replay`.
    static func carriedOptions(of arguments: ParsedArguments) -> [ToolCommand.Option] {
        var carried: [ToolCommand.Option] = []
        for option in carriedOptions where arguments.spec.options.contains(option) {
            let values = arguments.words(of: option)
            guard !values.isEmpty, values != option.defaultValue.map({ [$0] }) else { continue }
            carried.append(ToolCommand.Option(name: option.name, values: values))
        }
        // A line printed under --threshold repeats the run it came from: an `approve` line then
        // approves under those overrides, which approve asks to be said (ApproveCommand.validate).
        if carried.contains(where: { $0.name == "threshold" }) { carried.append(.flag("approve-under-overrides")) }
        return carried
    }
}
