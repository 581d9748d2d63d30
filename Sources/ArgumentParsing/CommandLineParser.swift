/// Turns the words of a command line into an `Invocation` by the rules of a root `CommandSpec`:
/// global options, a command name (and subcommand names), then that command's options and
/// arguments.
///
/// - The root's own options (`--db`) may also come after the command, anywhere before `--`
///   (`run --all --db x.sqlite`); a command's option of the same name is the command's. Given
///   twice, before and after the command, is a repeated option like any other.
/// - Options: `--name value`, `--name=value`, `-n value`, `-nvalue`; flags `--name`, `-n`.
/// - `--` ends the options: every later word is a positional value.
/// - A word starting with `-` is an option unless it is `-` alone or a negative number; give
///   other values that start with `-` as `--name=-value` or after `--`.
/// - `-h` or `--help` anywhere before `--` asks for the help of the command named, whatever else
///   is wrong with the line; so does `help COMMAND...` in place of a command.
/// - Otherwise the first problem is thrown as a `UsageError`.
public struct CommandLineParser: Sendable {
    /// The spec of the whole program.
    public var root: CommandSpec
    /// The environment variables that options may take their values from.
    public var environment: [String: String]

    /// A parser for the commands of `root`, reading option fallbacks from `environment`.
    public init(root: CommandSpec, environment: [String: String] = [:]) {
        self.root = root
        self.environment = environment
    }

    /// Parses the words after the program's name.
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let tokens = Self.tokens(arguments)
        var readings: [Reading] = []
        var position = 0
        var path: [String] = []
        var command = root
        // The root's options given after the command: added to the root's reading at the end.
        var later = Reading(command: root, path: [])
        while true {
            readings.append(read(command, path: path, tokens: tokens, from: &position, global: &later))
            guard command.isGroup, position < tokens.count, case .positional(let name) = tokens[position]
            else { break }
            position += 1
            if path.isEmpty, name == "help" {
                return try helpInvocation(tokens[position...])
            }
            guard let subcommand = command.subcommand(named: name) else {
                // An earlier unknown option may have been meant to take this word as its value.
                throw readings.lazy.compactMap(\.error).first
                    ?? .unknownCommand(
                        name, suggestion: EditDistance.closest(to: name, among: commandNames(command)),
                        command: path)
            }
            path.append(name)
            command = subcommand
        }
        if tokens.contains(where: \.isHelp) { return .help(path) }
        readings[0].take(later, command: path)
        if let version = root.version, readings[0].flags.contains("version") { return .version(version) }
        if let error = readings.lazy.compactMap(\.error).first { throw error }
        if command.isGroup { throw .missingSubcommand(command: path) }
        let global = try finish(readings[0])
        let parsed = readings.count == 1 ? global : try finish(readings[readings.count - 1])
        return .run(parsed, global: global)
    }

    /// One word of the command line, classified by its shape alone.
    private enum Token: Equatable {
        /// `--name` or `--name=value`.
        case long(name: String, value: String?)
        /// `-n`, or `-nrest` where `rest` may be an attached value.
        case short(letter: Character, rest: String)
        /// Anything else, and every word after `--`.
        case positional(String)
        /// `--` itself.
        case terminator

        /// Whether it is `-h` or `--help`.
        var isHelp: Bool {
            self == .long(name: "help", value: nil) || self == .short(letter: "h", rest: "")
        }

        /// The word as the user wrote it, an option without its `=value`.
        var text: String {
            switch self {
            case .long(let name, _): "--\(name)"
            case .short(let letter, let rest): "-\(letter)\(rest)"
            case .positional(let text): text
            case .terminator: "--"
            }
        }
    }

    /// The words classified; after `--`, every word is positional.
    private static func tokens(_ arguments: [String]) -> [Token] {
        var tokens: [Token] = []
        var isPastTerminator = false
        for word in arguments {
            if isPastTerminator {
                tokens.append(.positional(word))
            } else if word == "--" {
                tokens.append(.terminator)
                isPastTerminator = true
            } else if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    let value = body[body.index(after: equals)...]
                    tokens.append(.long(name: String(body[..<equals]), value: String(value)))
                } else {
                    tokens.append(.long(name: String(body), value: nil))
                }
            } else if word.hasPrefix("-"), let letter = word.dropFirst().first, !Self.startsNumber(letter) {
                tokens.append(.short(letter: letter, rest: String(word.dropFirst(2))))
            } else {
                tokens.append(.positional(word))
            }
        }
        return tokens
    }

    /// Whether a word `-` followed by `letter` is a negative number (`-3`, `-.5`) rather than an option.
    private static func startsNumber(_ letter: Character) -> Bool {
        ("0"..."9").contains(letter) || letter == "."
    }

    /// What was read for one command of the path, and the first problem met.
    private struct Reading {
        /// The command the words belong to.
        let command: CommandSpec
        /// Its subcommand names.
        let path: [String]
        /// The flags given.
        var flags: Set<String> = []
        /// The values given for each value option.
        var values: [String: [String]] = [:]
        /// The positional values, in order.
        var positionals: [String] = []
        /// The first problem, kept so that a later `--help` can still win.
        var error: UsageError?

        /// Keeps `error` unless an earlier one was kept.
        mutating func fail(_ error: UsageError) {
            if self.error == nil { self.error = error }
        }

        /// Records `value` for the value option `option`: a second value of an option that is
        /// not repeatable is an error of the command at `path`.
        mutating func add(_ value: String, for option: OptionSpec, command path: [String]) {
            if !option.isRepeatable, values[option.name] != nil {
                fail(.repeatedOption(option, command: path))
            }
            values[option.name, default: []].append(value)
        }

        /// Takes what `later` read of this command's options after the command at `path`.
        mutating func take(_ later: Reading, command path: [String]) {
            flags.formUnion(later.flags)
            for option in command.options where option.takesValue {
                for value in later.values[option.name] ?? [] { add(value, for: option, command: path) }
            }
            if let error = later.error { fail(error) }
        }
    }

    /// Reads the options and positional values of `command`; a group stops before its first
    /// positional value, the subcommand's name. The root's options met after the command go to
    /// `global`.
    private func read(
        _ command: CommandSpec, path: [String], tokens: [Token], from position: inout Int, global: inout Reading
    ) -> Reading {
        var reading = Reading(command: command, path: path)
        let options = command.optionsWithBuiltIns
        while position < tokens.count {
            let token = tokens[position]
            var value: String?
            let option: OptionSpec
            var isGlobal = false
            switch token {
            case .terminator:
                position += 1
                continue
            case .positional(let text):
                if command.isGroup { return reading }
                reading.positionals.append(text)
                position += 1
                continue
            case .long(let name, let inlineValue):
                if let match = options.first(where: { $0.name == name }) {
                    (option, value) = (match, inlineValue)
                } else if !path.isEmpty, let match = root.options.first(where: { $0.name == name }) {
                    (option, value, isGlobal) = (match, inlineValue, true)
                } else {
                    reading.fail(unknownOption(name, in: command, path: path))
                    position += 1
                    continue
                }
            case .short(let letter, let rest):
                let own = options.first(where: { $0.shortName == letter })
                let rootOption = path.isEmpty ? nil : root.options.first(where: { $0.shortName == letter })
                guard let match = own ?? rootOption, match.takesValue || rest.isEmpty else {
                    reading.fail(.unknownOption(token.text, suggestion: nil, command: path))
                    position += 1
                    continue
                }
                (option, value, isGlobal) = (match, rest.isEmpty ? nil : String(rest.trimmingPrefix("=")), own == nil)
            }
            position += 1
            guard option.takesValue else {
                if value == nil {
                    if isGlobal { global.flags.insert(option.name) } else { reading.flags.insert(option.name) }
                } else {
                    reading.fail(.unexpectedValue(for: option, command: path))
                }
                continue
            }
            if value == nil, position < tokens.count, case .positional(let next) = tokens[position] {
                value = next
                position += 1
            }
            guard let value else {
                reading.fail(.missingValue(for: option, command: path))
                continue
            }
            if isGlobal {
                global.add(value, for: option, command: path)
            } else {
                reading.add(value, for: option, command: path)
            }
        }
        return reading
    }

    /// The error for `--name` that `command` does not have: misplaced if the root has it as a
    /// built-in (`--version`), else unknown, with the nearest option name as a suggestion.
    private func unknownOption(_ name: String, in command: CommandSpec, path: [String]) -> UsageError {
        if !path.isEmpty, root.optionsWithBuiltIns.contains(where: { $0.name == name }) {
            return .misplacedOption(name, command: path)
        }
        let names = command.optionsWithBuiltIns.map(\.name)
        return .unknownOption(
            "--\(name)", suggestion: EditDistance.closest(to: name, among: names), command: path)
    }

    /// The names that may follow `command`: its subcommands, and `help` at the root.
    private func commandNames(_ command: CommandSpec) -> [String] {
        command.subcommands.map(\.name) + (command == root ? ["help"] : [])
    }

    /// `help COMMAND...`: the help of the command those names select.
    private func helpInvocation(_ tokens: ArraySlice<Token>) throws(UsageError) -> Invocation {
        var path: [String] = []
        var command = root
        for token in tokens where token != .terminator && !token.isHelp {
            guard case .positional(let name) = token, command.isGroup else {
                throw .unexpectedArgument(token.text, command: path)
            }
            guard let subcommand = command.subcommand(named: name) else {
                throw .unknownCommand(
                    name, suggestion: EditDistance.closest(to: name, among: command.subcommands.map(\.name)),
                    command: path)
            }
            path.append(name)
            command = subcommand
        }
        return .help(path)
    }

    /// The arguments of a reading without problems, once environment variables and defaults
    /// are applied and required options and arguments are checked.
    private func finish(_ reading: Reading) throws(UsageError) -> ParsedArguments {
        let command = reading.command
        var optionValues: [String: [String]] = [:]
        var optionSources: [String: String] = [:]
        for option in command.options where option.takesValue {
            var source: String?
            if let given = reading.values[option.name] {
                optionValues[option.name] = given
            } else if let variable = option.environmentVariable, let value = environment[variable],
                !value.isEmpty
            {
                source = "$\(variable)"
                optionValues[option.name] = [value]
                optionSources[option.name] = source
            } else if let value = option.defaultValue {
                optionValues[option.name] = [value]
            } else if option.isRequired {
                throw .missingArgument(option.label, command: reading.path)
            }
            for value in optionValues[option.name] ?? [] where !option.choices.isEmpty {
                guard !option.choices.contains(value) else { continue }
                throw .invalidValue(
                    value, for: option.label, expected: "one of " + option.choices.joined(separator: ", "),
                    source: source, suggestion: EditDistance.closest(to: value, among: option.choices),
                    command: reading.path)
            }
        }
        var remaining = reading.positionals[...]
        var argumentValues: [String: [String]] = [:]
        for argument in command.arguments {
            if argument.isRequired, remaining.isEmpty {
                throw .missingArgument(argument.label, command: reading.path)
            }
            let count = argument.isRepeated ? remaining.count : min(1, remaining.count)
            argumentValues[argument.name] = Array(remaining.prefix(count))
            remaining = remaining.dropFirst(count)
        }
        if let extra = remaining.first {
            throw .unexpectedArgument(extra, command: reading.path)
        }
        return ParsedArguments(
            command: reading.path, spec: command, positionals: reading.positionals,
            flags: reading.flags, optionValues: optionValues, optionSources: optionSources,
            argumentValues: argumentValues)
    }
}
