import ArgumentParsing
import GestureModel

/// `--threshold NAME=VALUE`, for commands that replay.
struct ThresholdOptions: ParsableArguments {
    /// The overrides, in the order given.
    @Option(
        name: "threshold", value: "name=value",
        help: "Override a model threshold for this command (e.g. tapMaximumInterval=0.3).")
    var overrides: [ThresholdOverride]

    /// The overrides as the replayer takes them.
    var list: [(key: Thresholds.Key, value: Double)] { overrides.map { ($0.key, $0.value) } }
}

/// One `--threshold NAME=VALUE`: a threshold the model has, and a number from 0 to 10⁹.
struct ThresholdOverride: ArgumentValue {
    var key: Thresholds.Key
    var value: Double

    init(argument: String) throws(InvalidArgument) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value >= 0, value <= 1e9 else {
            throw InvalidArgument(expected: "NAME=VALUE with a number from 0 to 1000000000")
        }
        let names = Thresholds.Key.names
        guard let key = Thresholds.Key(rawValue: parts[0]) else {
            throw InvalidArgument(
                expected:
                    "a threshold the model has ('\(parts[0])' is unknown; known: \(names.joined(separator: ", ")))",
                suggestion: EditDistance.closest(to: parts[0], among: names).map { "\($0)=\(parts[1])" })
        }
        (self.key, self.value) = (key, value)
    }
}
