/// What a `ParsableCommand` is called and how its help describes it; its options and arguments
/// come from its properties.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command (`run`).
    public var name: String
    /// One sentence for the OVERVIEW line and the parent's SUBCOMMANDS section.
    public var abstract: String
    /// Paragraphs printed after the overview.
    public var discussion: [String]
    /// Command lines for the EXAMPLES section, without the program.
    public var examples: [String]

    /// A configuration; everything but the name and abstract is optional.
    public init(_ name: String, abstract: String, discussion: [String] = [], examples: [String] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.examples = examples
    }
}
