/// One named option of a command: a flag (`--approve`) or an option with a value (`--jobs 4`).
public struct OptionSpec: Sendable, Equatable {
    /// What an option takes.
    public enum Kind: Sendable, Equatable {
        /// Present or absent, no value.
        case flag
        /// Followed by a value, shown as `<valueName>` in help.
        case value(valueName: String)
    }

    /// The long name without dashes: `jobs` for `--jobs`.
    public var name: String
    /// A one-letter alias: `j` for `-j`.
    public var shortName: Character?
    /// Whether it is a flag or takes a value.
    public var kind: Kind
    /// One sentence for the OPTIONS section of the help.
    public var help: String
    /// Whether the command cannot run without it (value options only).
    public var isRequired: Bool
    /// Whether it may be given several times, every value kept (value options only).
    public var isRepeatable: Bool
    /// The value used when the option is not given; shown in help.
    public var defaultValue: String?
    /// An environment variable whose non-empty value is used before `defaultValue`.
    public var environmentVariable: String?
    /// The only values accepted; empty when any value goes.
    public var choices: [String]

    /// An option with every property given.
    public init(
        name: String, shortName: Character? = nil, kind: Kind, help: String,
        isRequired: Bool = false, isRepeatable: Bool = false, defaultValue: String? = nil,
        environmentVariable: String? = nil, choices: [String] = []
    ) {
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.help = help
        self.isRequired = isRequired
        self.isRepeatable = isRepeatable
        self.defaultValue = defaultValue
        self.environmentVariable = environmentVariable
        self.choices = choices
    }

    /// A flag such as `--approve` (what `@Flag` declares).
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .flag, help: help)
    }

    /// An option with a value such as `--jobs <n>` (what `@Option` declares).
    public static func option(
        _ name: String, short: Character? = nil, value valueName: String,
        default defaultValue: String? = nil, environment: String? = nil, choices: [String] = [],
        required: Bool = false, repeatable: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, kind: .value(valueName: valueName), help: help,
            isRequired: required, isRepeatable: repeatable, defaultValue: defaultValue,
            environmentVariable: environment, choices: choices)
    }

    /// `-h, --help`, which every command has.
    static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")

    /// `--version`, which the root has when it has a version.
    static let version = OptionSpec.flag("version", help: "Show the version.")

    /// Whether it takes a value.
    public var takesValue: Bool { kind != .flag }

    /// `--name` or `--name <valueName>`, as error messages name it.
    public var label: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let valueName): "--\(name) <\(valueName)>"
        }
    }

    /// `-j, --jobs <n>`, as the OPTIONS section shows it.
    var helpLabel: String {
        shortName.map { "-\($0), \(label)" } ?? label
    }

    /// How it appears in a usage line: `[--all]`, `--scene <path>`, `[--tag <tag> ...]`.
    var synopsis: String {
        let repeated = isRepeatable ? "\(label) ..." : label
        return isRequired ? repeated : "[\(repeated)]"
    }

    /// The help sentence followed by its values, default and environment variable, if any.
    var helpWithDetails: String {
        var details: [String] = []
        if !choices.isEmpty {
            details.append("values: " + choices.joined(separator: ", "))
        }
        switch (environmentVariable, defaultValue) {
        case let (variable?, value?): details.append("default: $\(variable) or \(value)")
        case let (variable?, nil): details.append("default: $\(variable)")
        case let (nil, value?): details.append("default: \(value)")
        case (nil, nil): break
        }
        return details.isEmpty ? help : "\(help) (\(details.joined(separator: "; ")))"
    }
}
