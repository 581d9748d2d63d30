/// How to run the tool again with the options in force: every command it prints (a run's
/// `look:`, `accept:` and `remove:` lines, `check`'s fixes, next steps, the reports' hints) is
/// made by one of these, so that each works when pasted in the directory the tool was run
/// from. It holds the program as invoked, the global options given (`--db`, and any other),
/// and the options of the running command that results depend on (`--scenes`,
/// `--threshold`), which it adds to each printed command that takes them.
///
/// ```swift
/// let command = ToolCommand(
///     program: ".build/debug/gesture-replay", globalOptions: ["--db", "/tmp/tour.sqlite"],
///     carriedOptions: [.init(name: "scenes", values: ["recordings/scenes"])],
///     optionsTaken: ["show": ["scenes", "threshold"]])
/// command("show", "single-tap")
/// // .build/debug/gesture-replay --db /tmp/tour.sqlite show single-tap --scenes recordings/scenes
/// ```
public struct ToolCommand: Sendable, Equatable {
    /// An option and every value it was given, in order.
    public struct Option: Sendable, Equatable {
        public var name: String
        public var values: [String]

        public init(name: String, values: [String]) {
            self.name = name
            self.values = values
        }
    }

    /// The program, as one shell word: the name or path it was invoked by.
    public var program: String
    /// The global options in force, as words before the command (`--db`, `/tmp/x.sqlite`).
    public var globalOptions: [String]
    /// The running command's options that results depend on.
    public var carriedOptions: [Option]
    /// The option names each command takes, by command name: a carried option is added only
    /// to a command that takes it.
    public var optionsTaken: [String: Set<String>]

    public init(
        program: String = "gesture-replay", globalOptions: [String] = [], carriedOptions: [Option] = [],
        optionsTaken: [String: Set<String>] = [:]
    ) {
        self.program = program
        self.globalOptions = globalOptions
        self.carriedOptions = carriedOptions
        self.optionsTaken = optionsTaken
    }

    /// `command` with `arguments` (each quoted for the shell as needed), as a line to paste.
    public func callAsFunction(_ command: String, _ arguments: String...) -> String {
        line(command, arguments)
    }

    /// `command` with `arguments` (each quoted for the shell as needed), as a line to paste.
    public func line(_ command: String, _ arguments: [String]) -> String {
        var words = [program] + globalOptions.map(ShellText.quoted) + [command] + arguments.map(ShellText.quoted)
        let taken = optionsTaken[command] ?? []
        for option in carriedOptions where taken.contains(option.name) && !arguments.contains("--\(option.name)") {
            for value in option.values { words += ["--\(option.name)", ShellText.quoted(value)] }
        }
        return words.joined(separator: " ")
    }
}
