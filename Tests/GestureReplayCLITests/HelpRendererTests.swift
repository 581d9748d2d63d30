@testable import ArgumentParsing
import GestureReplayCLI
import Testing

@Suite struct HelpRendererTests {
    let renderer = HelpRenderer(root: SampleCommands.root)

    /// The root's options as its OPTIONS section lists them (`rootHelp`), which every other
    /// command's help lists again under GLOBAL OPTIONS.
    static let globalOptionRows = """
          --db <path>             The golden database: sessions and their goldens, the
                                  file you commit; created by the first import.
                                  (default: $GESTURE_REPLAY_DB or
                                  recordings/gestures.sqlite)
          --history <path>        The run history store, local and never committed;
                                  without this option or the variable,
                                  .gesture-replay/NAME.history.sqlite beside the
                                  database NAME.sqlite. Created by the first run.
                                  (default: $GESTURE_REPLAY_HISTORY)
        """

    @Test("a command's help has its overview, discussion, usage, arguments, options, global options and examples")
    func commandHelp() {
        #expect(
            renderer.help(for: ["run"]) == """
                OVERVIEW: Replay stored sessions and compare their outcomes with the goldens.

                Without --all, only the named sessions are replayed. A session whose outcome
                differs from its golden is a regression, and the command exits with status 1.

                USAGE: gesture-replay run [<options>] [<names> ...]

                ARGUMENTS:
                  <names>                 The sessions to replay.

                OPTIONS:
                  --all                   Replay every stored session.
                  --shard <k/n>           Replay only shard K of N, to split the sessions across
                                          machines.
                  -j, --jobs <n>          How many sessions to replay at once. (default: 2)
                  --tag <tag>             Replay only sessions with this tag.
                  -q, --quiet             Print only results and errors.
                  -h, --help              Show help information.

                GLOBAL OPTIONS:
                \(Self.globalOptionRows)

                EXAMPLES:
                  gesture-replay run --all --shard 2/4
                  gesture-replay run double-tap-photo

                """)
    }

    @Test("required options stay in a shortened usage line; values and defaults show in help")
    func requiredOptionsAndChoices() {
        #expect(
            renderer.help(for: ["import"]) == """
                OVERVIEW: Parse a device dump and store it as a session.

                USAGE: gesture-replay import --scene <name> [<options>] <dump>

                ARGUMENTS:
                  <dump>                  The dump file.

                OPTIONS:
                  --scene <name>          The scene the touches were recorded in.
                  --format <format>       The dump's format. (values: auto, touchlog, getevent,
                                          libinput, w3c; default: auto)
                  --approve               Also store today's replay as the golden outcome.
                  -h, --help              Show help information.

                GLOBAL OPTIONS:
                \(Self.globalOptionRows)

                """)
    }

    @Test("the root's help lists global options, subcommands and exit codes")
    func rootHelp() {
        #expect(
            renderer.help(for: []) == """
                OVERVIEW: Record, replay and diff touch gestures against a model of UIKit's
                gesture recognizers.

                USAGE: gesture-replay [--db <path>] [--history <path>] <subcommand>

                OPTIONS:
                \(Self.globalOptionRows)
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  run                     Replay stored sessions and compare their outcomes with
                                          the goldens.
                  import                  Parse a device dump and store it as a session.
                  show                    Show a stored session.
                  golden                  Work with golden outcomes.

                  See 'gesture-replay help <subcommand>' for detailed help.

                EXIT CODES:
                  0                       Success and no regression.
                  1                       Regressions found.
                  64                      The command line was wrong.
                  65                      Bad input data; the message names the file and line.
                  70                      Something broke inside gesture-replay.
                  130                     Interrupted (Ctrl-C); run says what it recorded.

                """)
    }

    @Test("a group below the root points to 'help' with its own name")
    func nestedGroupHelp() {
        #expect(
            renderer.help(for: ["golden"]) == """
                OVERVIEW: Work with golden outcomes.

                USAGE: gesture-replay golden <subcommand>

                OPTIONS:
                  -h, --help              Show help information.

                GLOBAL OPTIONS:
                \(Self.globalOptionRows)

                SUBCOMMANDS:
                  list                    List the goldens.

                  See 'gesture-replay help golden <subcommand>' for detailed help.

                """)
    }

    @Test("a label too long for its column puts the help sentence on the next line")
    func longLabel() {
        let export = CommandSpec(
            "export", abstract: "",
            options: [.option("output-directory", value: "directory", help: "Where to write the files.")])
        #expect(
            HelpRenderer(root: export).help(for: []) == """
                USAGE: export [--output-directory <directory>]

                OPTIONS:
                  --output-directory <directory>
                                          Where to write the files.
                  -h, --help              Show help information.

                EXIT CODES:
                  0                       Success and no regression.
                  1                       Regressions found.
                  64                      The command line was wrong.
                  65                      Bad input data; the message names the file and line.
                  70                      Something broke inside gesture-replay.
                  130                     Interrupted (Ctrl-C); run says what it recorded.

                """)
    }

    @Test("a usage line lists every option when it fits")
    func fullUsage() {
        #expect(renderer.usage(for: ["show"]) == "gesture-replay show [--width <columns>] <name> [<part>]")
        #expect(renderer.usage(for: ["golden", "list"]) == "gesture-replay golden list")
    }

    @Test("a usage line too long even when shortened wraps under its first word")
    func wrappedUsage() {
        let narrow = HelpRenderer(root: SampleCommands.root, width: 40)
        #expect(narrow.usage(for: ["import"]) == "gesture-replay import\n       --scene <name> [<options>] <dump>")
    }
}
