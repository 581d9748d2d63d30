import Testing
import GestureReplayCLI
import GestureStore

@Suite struct ParsedArgumentsTests {
    @Test("int reads integers within its bounds", arguments: [
        ("4", nil, nil, 4), ("-3", nil, nil, -3), ("+7", nil, nil, 7), ("1", 1, nil, 1), ("64", 1, 64, 64),
    ] as [(String, Int?, Int?, Int)])
    func validInt(text: String, minimum: Int?, maximum: Int?, expected: Int) throws {
        let parsed = try SampleCommands.parsed(["run", "--jobs", text])
        #expect(try parsed.int("jobs", atLeast: minimum, atMost: maximum) == expected)
    }

    @Test("int rejects what is not an integer within its bounds, saying what it expected", arguments: [
        ("x", nil, nil, "expected an integer"),
        ("1.5", nil, nil, "expected an integer"),
        ("", nil, nil, "expected an integer"),
        ("4x", nil, nil, "expected an integer"),
        ("99999999999999999999", nil, nil, "expected an integer"),
        ("0", 1, nil, "expected an integer of at least 1"),
        ("9", nil, 8, "expected an integer of at most 8"),
        ("65", 1, 64, "expected an integer from 1 to 64"),
        ("x", 1, 64, "expected an integer from 1 to 64"),
    ] as [(String, Int?, Int?, String)])
    func invalidInt(text: String, minimum: Int?, maximum: Int?, expected: String) throws {
        let parsed = try SampleCommands.parsed(["run", "--jobs=\(text)"])
        #expect(throws: UsageError("Invalid value '\(text)' for '--jobs <n>': \(expected)", command: ["run"])) {
            try parsed.int("jobs", atLeast: minimum, atMost: maximum)
        }
    }

    @Test("int reads the default when the option is absent, and nil when there is none")
    func intDefault() throws {
        let parsed = try SampleCommands.parsed(["run"])
        #expect(try parsed.int("jobs") == 2)
        let show = try SampleCommands.parsed(["show", "tap"])
        #expect(try show.int("width") == nil)
    }

    @Test("a bad value from the environment names its variable")
    func environmentSource() throws {
        let parsed = try SampleCommands.parsed(["show", "tap"], environment: ["SAMPLE_WIDTH": "wide"])
        #expect(throws: UsageError(
            "Invalid value 'wide' (from $SAMPLE_WIDTH) for '--width <columns>': expected an integer",
            command: ["show"]))
        {
            try parsed.int("width")
        }
    }

    @Test("shard reads K/N with 1 <= K <= N", arguments: [("1/1", 1, 1), ("2/4", 2, 4), ("4/4", 4, 4)])
    func validShard(text: String, index: Int, count: Int) throws {
        let parsed = try SampleCommands.parsed(["run", "--shard", text])
        #expect(try parsed.shard("shard") == Shard(index: index, count: count))
    }

    @Test("shard rejects anything but K/N with 1 <= K <= N <= 62", arguments: [
        "0/3", "4/3", "1/0", "0/0", "-1/3", "x/y", "1/", "/3", "1/2/3", "2", "", " 1/2", "1 / 2",
    ])
    func invalidShard(text: String) throws {
        let parsed = try SampleCommands.parsed(["run", "--shard=\(text)"])
        #expect(throws: UsageError(
            "Invalid value '\(text)' for '--shard <k/n>': expected K/N with 1 <= K <= N <= 62, such as 2/4",
            command: ["run"]))
        {
            try parsed.shard("shard")
        }
    }

    @Test("shard is nil when the option is absent")
    func absentShard() throws {
        #expect(try SampleCommands.parsed(["run"]).shard("shard") == nil)
    }

    @Test("usageError makes an error about the parsed command")
    func handlerUsageError() throws {
        let parsed = try SampleCommands.parsed(["run"])
        #expect(parsed.usageError("Give session names or --all") == UsageError("Give session names or --all", command: ["run"]))
    }
}
