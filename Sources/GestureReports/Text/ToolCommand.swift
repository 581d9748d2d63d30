/// How to run the tool again with the options in force: every command it prints (a run's
/// `look:`, `accept:` and `remove:` lines, `check`'s fixes, next steps, the reports' hints) is
/// made by one of these, so that each works when pasted in the directory the tool was run
/// from. It holds the program as invoked, the global options given (`--db`, and any other),
/// and the options of the running command that results depend on (`--scenes`,
/// `--threshold`), which it adds to each printed command that takes them.
///
/// Every word is quoted for the shell as needed; an option's value that starts with `-` is
/// written `--name=value`, and positional values come after `--` when one of them starts with
/// `-`, so that a session named `-rf --all` stays a name when the line is pasted.
///
/// ```swift
/// let command = ToolCommand(
///     program: ".build/debug/gesture-replay", globalOptions: [.init(name: "db", values: ["/tmp/tour.sqlite"])],
///     carriedOptions: [.init(name: "scenes", values: ["recordings/scenes"])],
///     optionsTaken: ["show": ["scenes", "threshold"]])
/// command("show", "single-tap")
/// // .build/debug/gesture-replay --db /tmp/tour.sqlite show single-tap --scenes recordings/scenes
/// command("delete", "-rf --all")
/// // .build/debug/gesture-replay --db /tmp/tour.sqlite delete -- '-rf --all'
/// ```
public struct ToolCommand: Sendable, Equatable {
    /// An option and every value it was given, in order; a flag when it has no value.
    public struct Option: Sendable, Equatable {
        public var name: String
        public var values: [String]

        public init(name: String, values: [String]) {
            self.name = name
            self.values = values
        }

        /// `--name value`.
        public static func option(_ name: String, _ value: String) -> Option { Option(name: name, values: [value]) }

        /// `--name`, a flag.
        public static func flag(_ name: String) -> Option { Option(name: name, values: []) }

        /// The option as shell words: `--name` for a flag, else `--name value` for each value
        /// (`--name=value` when the value starts with `-`, which would read as an option).
        var words: [String] {
            guard !values.isEmpty else { return ["--\(name)"] }
            return values.flatMap { value in
                value.hasPrefix("-")
                    ? [ShellText.quoted("--\(name)=\(value)")] : ["--\(name)", ShellText.quoted(value)]
            }
        }
    }

    /// The program, as one shell word: the name or path it was invoked by.
    public var program: String
    /// The global options in force, written before the command (`--db /tmp/x.sqlite`).
    public var globalOptions: [Option]
    /// The running command's options that results depend on.
    public var carriedOptions: [Option]
    /// The option names each command takes, by command name: a carried option is added only
    /// to a command that takes it.
    public var optionsTaken: [String: Set<String>]

    public init(
        program: String = "gesture-replay", globalOptions: [Option] = [], carriedOptions: [Option] = [],
        optionsTaken: [String: Set<String>] = [:]
    ) {
        self.program = program
        self.globalOptions = globalOptions
        self.carriedOptions = carriedOptions
        self.optionsTaken = optionsTaken
    }

    /// `command` with its positional values and `options`, as a line to paste.
    public func callAsFunction(_ command: String, _ positionals: String..., options: [Option] = []) -> String {
        line(command, positionals, options: options)
    }

    /// `command` with its positional values and `options`, as a line to paste: the program,
    /// the global options, the command, its values, its options, then the carried options it
    /// takes and was not given; when a value starts with `-`, the options come first and the
    /// values after `--`.
    public func line(_ command: String, _ positionals: [String], options: [Option] = []) -> String {
        let taken = optionsTaken[command] ?? []
        let given = Set(options.map(\.name))
        let carried = carriedOptions.filter { taken.contains($0.name) && !given.contains($0.name) }
        let optionWords = (options + carried).flatMap(\.words)
        let values = positionals.map(ShellText.quoted)
        let head = [program] + globalOptions.flatMap(\.words) + [command]
        let words =
            positionals.contains(where: { $0.hasPrefix("-") })
            ? head + optionWords + ["--"] + values : head + values + optionWords
        return words.joined(separator: " ")
    }

    /// This command with the global option `name` set to `value` in place of any value given:
    /// `--db` for a command that should write elsewhere than the database in force.
    public func with(globalOption name: String, _ value: String) -> ToolCommand {
        var command = self
        command.globalOptions.removeAll { $0.name == name }
        command.globalOptions.append(.option(name, value))
        return command
    }
}
