@testable import ArgumentParsing
import GestureReplayCLI
import Testing

@Suite struct CommandSpecTests {
    @Test("a path of subcommand names leads to a command")
    func descendant() {
        #expect(SampleCommands.root.descendant(at: []) == SampleCommands.root)
        #expect(SampleCommands.root.descendant(at: ["golden", "list"])?.abstract == "List the goldens.")
        #expect(SampleCommands.root.descendant(at: ["run", "list"]) == nil)
    }

    @Test("labels name options and arguments as messages and help show them")
    func labels() {
        #expect(OptionSpec.flag("all", help: "").label == "--all")
        #expect(OptionSpec.option("jobs", short: "j", value: "n", help: "").label == "--jobs <n>")
        #expect(ArgumentSpec.oneOrMore("names", help: "").label == "<names>")
    }

    @Test("a spec that declares -h, --help again stops the program when the tool is made")
    func reservedHelp() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandLineTool(root: CommandSpec("x", abstract: "", options: [.flag("help", help: "")]))
        }
    }

    @Test("only the last argument may be optional or repeated")
    func argumentOrder() async {
        await #expect(processExitsWith: .failure) {
            _ = CommandLineTool(
                root: CommandSpec(
                    "x", abstract: "",
                    arguments: [.optional("a", help: ""), .required("b", help: "")]))
        }
    }

    @Test("a command is registered once")
    func registeredTwice() async {
        await #expect(processExitsWith: .failure) {
            var tool = CommandLineTool(root: SampleCommands.root)
            tool.register(SampleCommands.Show.self) { _, _ in .success }
            tool.register(SampleCommands.Show.self) { _, _ in .success }
        }
    }
}
