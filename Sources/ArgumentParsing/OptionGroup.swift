/// Options declared once in a `ParsableArguments` type and shared by several commands, such as
/// `--scenes`; they take the group's place in the command's options.
///
/// ```swift
/// @OptionGroup var scenes: SceneOptions
/// ```
@propertyWrapper
public struct OptionGroup<Group: ParsableArguments>: ArgumentDeclaration {
    /// The group's options, loaded with the command's.
    public let wrappedValue: Group

    /// The group, declared by its type.
    public init() {
        wrappedValue = Group()
    }

    func parts(label: String) -> [CommandPart] { Group.parts }

    func load(from parsed: ParsedArguments, label: String) throws(UsageError) {
        try wrappedValue.load(from: parsed)
    }
}
