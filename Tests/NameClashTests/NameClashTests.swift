import ArgumentParserNames
import GestureReplayCLI
import Testing

/// A team's tool imports GestureReplayCLI (for `GestureReplayCLI.main(registry:)`) beside
/// swift-argument-parser. GestureReplayCLI declares none of the parser's names (its own parser is
/// the `ArgumentParsing` target, which it does not re-export), so each name below means
/// swift-argument-parser's, here its stand-in's. Were one of them GestureReplayCLI's too, this
/// file would not compile ("ambiguous use" or "is ambiguous for type lookup").
@Suite struct NameClashTests {
    struct Tool: ParsableCommand {
        static let origin = "a team's command"
    }

    @Test("the parser's names in a file that imports GestureReplayCLI are the other parser's")
    func names() {
        #expect(
            [
                Option.origin, Flag.origin, Argument.origin, OptionGroup.origin, CommandConfiguration.origin,
                ExitCode.origin, ValidationError.origin,
            ] == Array(repeating: "ArgumentParserNames", count: 7))
        let command: any ParsableCommand.Type = Tool.self
        #expect(command.origin == "a team's command")
        #expect(!GestureReplayCLI.version.isEmpty)
    }
}
