/// Lays out the help and usage text of the commands of a root spec the way swift-argument-parser
/// does: sections OVERVIEW, USAGE, ARGUMENTS, OPTIONS, GLOBAL OPTIONS (the root's, for every
/// other command), SUBCOMMANDS, then EXAMPLES, and EXIT CODES for the root; empty sections are left out, text wraps at `width` columns and every help
/// sentence starts in one column.
public struct HelpRenderer: Sendable {
    /// The spec of the whole program.
    public var root: CommandSpec
    /// The widest a line may be, in columns.
    public var width: Int

    /// The column where the help sentences of ARGUMENTS, OPTIONS and SUBCOMMANDS start.
    static let helpColumn = 26
    /// The width of `USAGE: ` and `Usage: `, under which a long usage line wraps.
    static let usagePrefixWidth = 7

    /// A renderer for the commands of `root`, wrapping at `width` columns.
    public init(root: CommandSpec, width: Int = 80) {
        self.root = root
        self.width = width
    }

    /// The full help of the command at `path` (subcommand names; `[]` for the root), ending in a newline.
    public func help(for path: [String]) -> String {
        let command = spec(at: path)
        var sections: [String] = []
        if !command.abstract.isEmpty {
            sections.append(paragraph("OVERVIEW: " + command.abstract))
        }
        sections += command.discussion.map(paragraph)
        sections.append("USAGE: " + usage(for: path))
        sections.append(table("ARGUMENTS", command.arguments.map { ($0.label, $0.help) }))
        let options = command.optionsWithBuiltIns
        sections.append(table("OPTIONS", options.map { ($0.helpLabel, $0.helpWithDetails) }))
        // The root's options, which a command line may give before or after the command.
        if !path.isEmpty {
            let global = root.options.filter { option in !options.contains { $0.name == option.name } }
            sections.append(table("GLOBAL OPTIONS", global.map { ($0.helpLabel, $0.helpWithDetails) }))
        }
        if command.isGroup {
            sections.append(table("SUBCOMMANDS", command.subcommands.map { ($0.name, $0.abstract) }))
            let helpCommand = ([root.name, "help"] + path + ["<subcommand>"]).joined(separator: " ")
            sections.append("  See '\(helpCommand)' for detailed help.")
        }
        if !command.examples.isEmpty {
            sections.append("EXAMPLES:\n" + command.examples.map { "  \(root.name) " + $0 }.joined(separator: "\n"))
        }
        if path.isEmpty {
            sections.append(table("EXIT CODES", ExitCode.allCases.map { (String($0.rawValue), $0.summary) }))
        }
        return sections.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }

    /// The usage line of the command at `path`, without its `USAGE: ` prefix: the command, its
    /// options in declared order, then its arguments (or `<subcommand>` for a group). When that
    /// does not fit, the optional options become one `[<options>]`; when it still does not fit,
    /// it wraps under its first word.
    public func usage(for path: [String]) -> String {
        let command = spec(at: path)
        let name = ([root.name] + path).joined(separator: " ")
        let tail = command.isGroup ? ["<subcommand>"] : command.arguments.map(\.synopsis)
        let full = [name] + command.options.map(\.synopsis) + tail
        if Self.usagePrefixWidth + full.joined(separator: " ").count <= width {
            return full.joined(separator: " ")
        }
        var short = [name]
        for option in command.options {
            if option.isRequired {
                short.append(option.synopsis)
            } else if !short.contains("[<options>]") {
                short.append("[<options>]")
            }
        }
        return wrap(short + tail, startingAt: Self.usagePrefixWidth, indent: Self.usagePrefixWidth)
    }

    /// The spec at `path`, which must exist.
    private func spec(at path: [String]) -> CommandSpec {
        guard let command = root.descendant(at: path) else {
            preconditionFailure("no command \(path) under '\(root.name)'")
        }
        return command
    }

    /// Text wrapped from the first column.
    private func paragraph(_ text: String) -> String {
        wrap(words(text), startingAt: 0, indent: 0)
    }

    /// `TITLE:` over rows of a label and its help sentence; empty without rows.
    private func table(_ title: String, _ rows: [(label: String, text: String)]) -> String {
        guard !rows.isEmpty else { return "" }
        return ([title + ":"] + rows.map(row)).joined(separator: "\n")
    }

    /// A label indented by two, and its text from the help column; a label too long to leave
    /// two spaces before that column puts the text on the next line.
    private func row(label: String, text: String) -> String {
        let lead = "  " + label
        let column = Self.helpColumn
        let text = wrap(words(text), startingAt: column, indent: column)
        guard !text.isEmpty else { return lead }
        if lead.count + 2 <= column {
            return lead + String(repeating: " ", count: column - lead.count) + text
        }
        return lead + "\n" + String(repeating: " ", count: column) + text
    }

    /// The words of a text, split at spaces.
    private func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }

    /// Words joined by spaces into lines that end by column `width`; the first line starts at
    /// column `start` (what comes before it is the caller's), later ones are indented by `indent`.
    /// A word too long for any line gets one of its own.
    private func wrap(_ words: [String], startingAt start: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        var column = start
        for word in words {
            if line.isEmpty {
                line = word
                column += word.count
            } else if column + 1 + word.count <= width {
                line += " " + word
                column += 1 + word.count
            } else {
                lines.append(line)
                line = word
                column = indent + word.count
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
