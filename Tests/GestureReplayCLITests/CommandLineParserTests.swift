@testable import ArgumentParsing
import GestureReplayCLI
import GestureStore
import Testing

@Suite struct CommandLineParserTests {
    typealias Run = SampleCommands.Run

    @Test(
        "a value option reads '--name value' and '--name=value'",
        arguments: [
            ["run", "--shard", "2/4"], ["run", "--shard=2/4"],
        ])
    func longValueSpellings(arguments: [String]) throws {
        #expect(try SampleCommands.command(Run.self, arguments + ["--all"]).shard == Shard(index: 2, count: 4))
    }

    @Test(
        "a short alias reads '-j 4', '-j4' and '-j=4' like '--jobs 4'",
        arguments: [
            ["run", "-j", "4"], ["run", "-j4"], ["run", "-j=4"], ["run", "--jobs", "4"], ["run", "--jobs=4"],
        ])
    func shortAlias(arguments: [String]) throws {
        #expect(try SampleCommands.command(Run.self, arguments + ["--all"]).jobs == 4)
    }

    @Test("an option's default applies when it is not given")
    func defaultValue() throws {
        let run = try SampleCommands.command(Run.self, ["run", "--all"])
        #expect(run.jobs == 2)
        #expect(run.shard == nil)
        #expect(run.all)
        #expect(!run.quiet.quiet)
    }

    @Test("'--name=' gives the empty value")
    func emptyInlineValue() throws {
        #expect(try SampleCommands.command(Run.self, ["run", "--all", "--tag="]).tag == [""])
    }

    @Test("a repeatable option keeps every value in order")
    func repeatedOption() throws {
        #expect(try SampleCommands.command(Run.self, ["run", "--tag", "a", "--all", "--tag=b"]).tag == ["a", "b"])
    }

    @Test("flags and options mix with positional values in any order")
    func interleaved() throws {
        let arguments = ["run", "one", "-q", "two", "--jobs", "3", "three"]
        #expect(try SampleCommands.parsed(arguments).positionals == ["one", "two", "three"])
        let run = try SampleCommands.command(Run.self, arguments)
        #expect(run.names == ["one", "two", "three"])
        #expect(run.quiet.quiet)
        #expect(run.jobs == 3)
    }

    @Test("'--' ends the options: later words are positional, '-h' included")
    func terminator() throws {
        let arguments = ["run", "a", "--", "--all", "-h", "--"]
        #expect(try SampleCommands.parsed(arguments).positionals == ["a", "--all", "-h", "--"])
        #expect(try !SampleCommands.command(Run.self, arguments).all)
    }

    @Test("'-' alone and negative numbers are values, not options")
    func dashValues() throws {
        #expect(try SampleCommands.parsed(["run", "-", "-3", "-.5"]).positionals == ["-", "-3", "-.5"])
        #expect(
            throws: UsageError(
                "Invalid value '-1' for '--jobs <n>': expected an integer of at least 1", command: ["run"])
        ) {
            try SampleCommands.command(Run.self, ["run", "--all", "--jobs", "-1"])
        }
    }

    @Test(
        "positional values fill the arguments in order",
        arguments: [
            (["show", "tap"], "tap", nil as String?),
            (["show", "tap", "outcome"], "tap", "outcome"),
        ])
    func positionalCounts(arguments: [String], name: String, part: String?) throws {
        let show = try SampleCommands.command(SampleCommands.Show.self, arguments)
        #expect(show.name == name)
        #expect(show.part == part)
        #expect(try SampleCommands.parsed(arguments).command == ["show"])
    }

    @Test("global options before the command belong to the root")
    func globalOptions() throws {
        #expect(try SampleCommands.global(["--db", "other.sqlite", "run", "--all"]).db == "other.sqlite")
        #expect(try SampleCommands.parsed(["--db=x.sqlite", "run"]).command == ["run"])
    }

    @Test(
        "global options after the command belong to the root too, in any place before '--'",
        arguments: [
            ["--db", "x.sqlite", "run", "--all"],
            ["run", "--all", "--db", "x.sqlite"],
            ["run", "--db", "x.sqlite", "--all"],
            ["run", "--db=x.sqlite", "--all"],
        ])
    func globalOptionsAnywhere(arguments: [String]) throws {
        #expect(try SampleCommands.global(arguments).db == "x.sqlite")
        #expect(try SampleCommands.parsed(arguments).positionals == [])
        let run = try SampleCommands.command(SampleCommands.Run.self, arguments)
        #expect(run.all)
        #expect(run.names == [])
    }

    @Test("after '--', a word shaped like a global option is a positional value, not the option")
    func terminatorEndsGlobalOptions() throws {
        let arguments = ["run", "--", "--db", "x.sqlite"]
        #expect(try SampleCommands.global(arguments).db == "recordings/gestures.sqlite")
        #expect(try SampleCommands.parsed(arguments).positionals == ["--db", "x.sqlite"])
    }

    @Test(
        "an option falls back on its environment variable, then on its default",
        arguments: [
            ([], [:], "recordings/gestures.sqlite"),
            ([], ["GESTURE_REPLAY_DB": "env.sqlite"], "env.sqlite"),
            ([], ["GESTURE_REPLAY_DB": ""], "recordings/gestures.sqlite"),
            (["--db", "flag.sqlite"], ["GESTURE_REPLAY_DB": "env.sqlite"], "flag.sqlite"),
        ] as [([String], [String: String], String)])
    func environmentFallback(arguments: [String], environment: [String: String], expected: String) throws {
        #expect(try SampleCommands.global(arguments + ["run"], environment: environment).db == expected)
    }

    @Test("a subcommand of a group runs with its whole path")
    func nestedCommand() throws {
        #expect(try SampleCommands.parsed(["golden", "list"]).command == ["golden", "list"])
    }

    @Test(
        "'-h' or '--help' anywhere before '--' asks for the named command's help",
        arguments: [
            (["-h"], []),
            (["--help"], []),
            (["--db", "x", "--help"], []),
            (["run", "-h"], ["run"]),
            (["run", "--all", "--jobs", "4", "--help"], ["run"]),
            (["run", "--bogus", "--jobs", "-h"], ["run"]),
            (["-h", "run"], ["run"]),
            (["import", "-h"], ["import"]),
            (["golden", "-h"], ["golden"]),
            (["golden", "list", "--help"], ["golden", "list"]),
            (["help"], []),
            (["help", "run"], ["run"]),
            (["help", "golden", "list"], ["golden", "list"]),
            (["help", "--help", "import"], ["import"]),
        ] as [([String], [String])])
    func helpAnywhere(arguments: [String], path: [String]) throws {
        #expect(try SampleCommands.parse(arguments) == .help(path))
    }

    @Test("'--version' before the command prints the version")
    func version() throws {
        #expect(try SampleCommands.parse(["--version"]) == .version("1.2.3"))
        #expect(try SampleCommands.parse(["--version", "run", "--bogus"]) == .version("1.2.3"))
    }

    @Test(
        "every malformed command line gets a precise usage error",
        arguments: [
            (["run", "--shrd", "1/2"], "Unknown option '--shrd'. Did you mean '--shard'?", ["run"]),
            (["run", "--jbos=3"], "Unknown option '--jbos'. Did you mean '--jobs'?", ["run"]),
            (["run", "--bogus"], "Unknown option '--bogus'", ["run"]),
            (["run", "-x"], "Unknown option '-x'", ["run"]),
            (["run", "-qa"], "Unknown option '-qa'", ["run"]),
            (["--dv", "x", "run"], "Unknown option '--dv'. Did you mean '--db'?", []),
            (["--db", "a", "run", "--db", "b"], "Option '--db' may only be given once", ["run"]),
            (["run", "--db", "a", "--all", "--db=b"], "Option '--db' may only be given once", ["run"]),
            (["run", "--all", "--db"], "Missing value for '--db <path>'", ["run"]),
            (["run", "--version"], "Global option '--version' must come before 'run'", ["run"]),
            (["run", "--shard"], "Missing value for '--shard <k/n>'", ["run"]),
            (["run", "--shard", "--all"], "Missing value for '--shard <k/n>'", ["run"]),
            (["run", "--shard", "--", "1/2"], "Missing value for '--shard <k/n>'", ["run"]),
            (["run", "-j"], "Missing value for '--jobs <n>'", ["run"]),
            (["--db"], "Missing value for '--db <path>'", []),
            (["run", "--all=yes"], "Option '--all' does not take a value", ["run"]),
            (["run", "--shard", "1/2", "--shard", "2/2"], "Option '--shard' may only be given once", ["run"]),
            (["import", "a.txt"], "Missing expected argument '--scene <name>'", ["import"]),
            (["import", "--scene", "s"], "Missing expected argument '<dump>'", ["import"]),
            (["import", "a.txt", "b.txt", "--scene", "s"], "Unexpected argument 'b.txt'", ["import"]),
            (
                ["import", "a.txt", "--scene", "s", "--format", "getevnt"],
                "Invalid value 'getevnt' for '--format <format>': expected one of auto, touchlog, getevent, libinput, w3c. Did you mean 'getevent'?",
                ["import"]
            ),
            (
                ["import", "a.txt", "--scene", "s", "--format=xml"],
                "Invalid value 'xml' for '--format <format>': expected one of auto, touchlog, getevent, libinput, w3c",
                ["import"]
            ),
            (["show"], "Missing expected argument '<name>'", ["show"]),
            (["show", "a", "b", "c"], "Unexpected argument 'c'", ["show"]),
            ([], "Missing expected argument '<subcommand>'", []),
            (["--db", "x.sqlite"], "Missing expected argument '<subcommand>'", []),
            (["golden"], "Missing expected argument '<subcommand>'", ["golden"]),
            (["rnu"], "Unknown command 'rnu'. Did you mean 'run'?", []),
            (["hlep"], "Unknown command 'hlep'. Did you mean 'help'?", []),
            (["frobnicate", "--help"], "Unknown command 'frobnicate'", []),
            (["golden", "lsit"], "Unknown command 'lsit'. Did you mean 'list'?", ["golden"]),
            (["help", "shwo"], "Unknown command 'shwo'. Did you mean 'show'?", []),
            (["help", "run", "extra"], "Unexpected argument 'extra'", ["run"]),
            (["help", "--db"], "Unexpected argument '--db'", []),
        ] as [([String], String, [String])])
    func usageErrors(arguments: [String], message: String, command: [String]) {
        #expect(SampleCommands.usageError(arguments) == UsageError(message, command: command))
    }

    @Test("the first problem on the line is the one reported")
    func firstProblemWins() {
        #expect(SampleCommands.usageError(["run", "--bogus", "--shard"])?.message == "Unknown option '--bogus'")
        #expect(SampleCommands.usageError(["--bogus", "run", "--nope"])?.message == "Unknown option '--bogus'")
    }
}
