@testable import ArgumentParsing
import GestureImport
import GestureReplay
import GestureReplayCLI
import GestureSuite
import Testing

@Suite struct ErrorRendererTests {
    /// A failure with a next step, as a golden check would raise it.
    struct MissingGolden: CLIError {
        var message: String { "double-tap-photo: no golden outcome" }
        var exitCode: ExitCode { .regressions }
        var nextStep: String? { "run `gesture-replay approve double-tap-photo` to accept" }
    }

    /// An error nobody planned for.
    struct Surprise: Error, CustomStringConvertible {
        var description: String { "the disk caught fire" }
    }

    let renderer = ErrorRenderer(root: SampleCommands.root)

    /// What `renderer` writes for `error` raised in `command`, and the exit code.
    func report(_ error: any Error, command: [String] = [], isColorEnabled: Bool = false) -> (String, ExitCode) {
        let buffer = OutputBuffer()
        let code = renderer.report(error, command: command, to: .buffer(buffer, isColorEnabled: isColorEnabled))
        return (buffer.text, code)
    }

    @Test("a usage error shows the message, the command's usage and where its help is")
    func usageError() {
        let error = SampleCommands.usageError(["run", "--shrd", "1/2"])!
        #expect(
            report(error) == (
                """
                Error: Unknown option '--shrd'. Did you mean '--shard'?

                Usage: gesture-replay run [<options>] [<names> ...]
                See 'gesture-replay run --help'.

                """, .usage
            ))
    }

    @Test("a usage error about the command name shows the root's usage")
    func rootUsageError() {
        let error = SampleCommands.usageError(["rnu"])!
        #expect(
            report(error) == (
                """
                Error: Unknown command 'rnu'. Did you mean 'run'?

                Usage: gesture-replay [--db <path>] [--history <path>] <subcommand>
                See 'gesture-replay --help'.

                """, .usage
            ))
    }

    @Test("a handler's usage error without a command takes the running command's usage")
    func handlerUsageError() {
        #expect(
            report(UsageError("Give a session name"), command: ["show"]) == (
                """
                Error: Give a session name

                Usage: gesture-replay show [--width <columns>] <name> [<part>]
                See 'gesture-replay show --help'.

                """, .usage
            ))
    }

    @Test("a data error is one line naming file and line, exit 65")
    func dataError() {
        let error = InputError(file: "tap.touches.jsonl", line: 7, reason: "'t' goes back from 0.5 to 0.25")
        #expect(
            report(error, command: ["import"]) == (
                "Error: tap.touches.jsonl:7: 't' goes back from 0.5 to 0.25\n", .dataError
            ))
        #expect(
            report(InputError(file: "empty.jsonl", line: 0, reason: "no header")) == (
                "Error: empty.jsonl: no header\n", .dataError
            ))
    }

    @Test("an import error is a data error")
    func importError() {
        let error = InputError.malformed(file: "dump.txt", line: 3, reason: "unknown event type 'EV_FOO'")
        #expect(report(error) == ("Error: dump.txt:3: unknown event type 'EV_FOO'\n", .dataError))
    }

    @Test("a next step follows the message on its own line")
    func nextStep() {
        #expect(
            report(MissingGolden()) == (
                """
                Error: double-tap-photo: no golden outcome
                Next step: run `gesture-replay approve double-tap-photo` to accept

                """, .regressions
            ))
    }

    @Test("internal errors and unplanned errors exit 70")
    func internalErrors() {
        #expect(
            report(InternalError("schema.sql is missing from the bundle")) == (
                "Error: schema.sql is missing from the bundle\n", .internalError
            ))
        #expect(report(Surprise()) == ("Error: the disk caught fire\n", .internalError))
        #expect(renderer.exitCode(for: Surprise()) == .internalError)
    }

    @Test("the error label is bold red when colour is on, and nothing else is coloured")
    func coloured() {
        let error = SampleCommands.usageError(["rnu"])!
        #expect(
            report(error, isColorEnabled: true) == (
                """
                \u{1B}[1;31mError:\u{1B}[0m Unknown command 'rnu'. Did you mean 'run'?

                Usage: gesture-replay [--db <path>] [--history <path>] <subcommand>
                See 'gesture-replay --help'.

                """, .usage
            ))
        #expect(
            report(InternalError("boom"), isColorEnabled: true) == (
                "\u{1B}[1;31mError:\u{1B}[0m boom\n", .internalError
            ))
    }
}
