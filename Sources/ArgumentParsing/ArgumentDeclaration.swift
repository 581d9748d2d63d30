/// What `@Option`, `@Flag`, `@Argument` and `@OptionGroup` have in common: found by reflection
/// on a `ParsableArguments` value, each describes its part of the command line and, once the
/// line is parsed, takes its value from it.
protocol ArgumentDeclaration {
    /// The options and arguments it declares, named after `label` (its property's name, such as
    /// `skipExisting` for `--skip-existing`) unless it was given a name.
    func parts(label: String) -> [CommandPart]
    /// Converts its values in `parsed` and keeps them for its property to return.
    func load(from parsed: ParsedArguments, label: String) throws(UsageError)
}

/// One part of a command line that a declaration adds to the command's spec.
enum CommandPart {
    case option(OptionSpec)
    case argument(ArgumentSpec)

    /// `--skip-existing` for a property `skipExisting`: its words in lower case, joined by dashes.
    static func name(label: String) -> String {
        var name = ""
        for character in label {
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }
}

/// A spec whose name a declaration may leave to its property.
protocol NamedByProperty {
    var name: String { get set }
}

extension NamedByProperty {
    /// The spec named after `label` (the property) unless it has a name of its own.
    func named(label: String) -> Self {
        var spec = self
        if spec.name.isEmpty { spec.name = CommandPart.name(label: label) }
        return spec
    }
}

extension OptionSpec: NamedByProperty {}
extension ArgumentSpec: NamedByProperty {}

/// Where a declaration keeps the value it loaded, shared by every copy of the declaration (the
/// property's value is copied into the reflection that loads it). Written once, when the command
/// line is read, before anything reads it.
final class ArgumentSlot<Value> {
    private var stored: Value?

    var value: Value {
        get {
            guard let stored else { preconditionFailure("an argument was read before the command line was parsed") }
            return stored
        }
        set { stored = newValue }
    }
}
