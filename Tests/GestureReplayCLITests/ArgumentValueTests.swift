@testable import ArgumentParsing
import GestureReplayCLI
import GestureStore
import Testing

/// How option values convert through `ArgumentValue`, and how a refused value is reported.
@Suite struct ArgumentValueTests {
    @Test(
        "an integer reads within its bounds",
        arguments: [
            ("4", Int.min ... .max, 4), ("-3", Int.min ... .max, -3), ("+7", Int.min ... .max, 7), ("1", 1 ... .max, 1),
            ("64", 1...64, 64),
        ] as [(String, ClosedRange<Int>, Int)])
    func validInt(text: String, bounds: ClosedRange<Int>, expected: Int) throws {
        #expect(try Int(argument: text, in: bounds) == expected)
    }

    @Test(
        "an integer outside its bounds, or no integer, says what was expected",
        arguments: [
            ("x", Int.min ... .max, "an integer"),
            ("1.5", Int.min ... .max, "an integer"),
            ("", Int.min ... .max, "an integer"),
            ("4x", Int.min ... .max, "an integer"),
            ("99999999999999999999", Int.min ... .max, "an integer"),
            ("0", 1 ... .max, "an integer of at least 1"),
            ("9", Int.min...8, "an integer of at most 8"),
            ("65", 1...64, "an integer from 1 to 64"),
            ("x", 1...64, "an integer from 1 to 64"),
        ] as [(String, ClosedRange<Int>, String)])
    func invalidInt(text: String, bounds: ClosedRange<Int>, expected: String) {
        #expect(throws: InvalidArgument(expected: expected)) { try Int(argument: text, in: bounds) }
    }

    @Test("a refused value names the option, the value and what was expected")
    func invalidOption() {
        #expect(
            throws: UsageError(
                "Invalid value '0' for '--jobs <n>': expected an integer of at least 1", command: ["run"])
        ) {
            try SampleCommands.command(SampleCommands.Run.self, ["run", "--all", "--jobs=0"])
        }
    }

    @Test("a default is read when the option is absent, and nil when there is none")
    func defaults() throws {
        #expect(try SampleCommands.command(SampleCommands.Run.self, ["run", "--all"]).jobs == 2)
        #expect(try SampleCommands.command(SampleCommands.Show.self, ["show", "tap"]).width == nil)
    }

    @Test("a bad value from the environment names its variable")
    func environmentSource() {
        #expect(
            throws: UsageError(
                "Invalid value 'wide' (from $SAMPLE_WIDTH) for '--width <columns>': expected an integer",
                command: ["show"])
        ) {
            try SampleCommands.command(
                SampleCommands.Show.self, ["show", "tap"], environment: ["SAMPLE_WIDTH": "wide"])
        }
    }

    @Test("a shard reads K/N with 1 <= K <= N", arguments: [("1/1", 1, 1), ("2/4", 2, 4), ("4/4", 4, 4)])
    func validShard(text: String, index: Int, count: Int) throws {
        #expect(try Shard(argument: text) == Shard(index: index, count: count))
    }

    @Test(
        "a shard is anything but K/N with 1 <= K <= N <= 62",
        arguments: [
            "0/3", "4/3", "1/0", "0/0", "-1/3", "x/y", "1/", "/3", "1/2/3", "2", "", " 1/2", "1 / 2",
        ])
    func invalidShard(text: String) {
        #expect(
            throws: UsageError(
                "Invalid value '\(text)' for '--shard <k/n>': expected K/N with 1 <= K <= N <= 62, such as 2/4",
                command: ["run"])
        ) {
            try SampleCommands.command(SampleCommands.Run.self, ["run", "--all", "--shard=\(text)"])
        }
    }

    @Test("a choice reads its cases' raw values, and suggests the nearest for a typo")
    func choices() throws {
        #expect(try SampleCommands.Import.Format(argument: "w3c") == .w3c)
        #expect(
            throws: InvalidArgument(expected: "one of auto, touchlog, getevent, libinput, w3c", suggestion: "getevent")
        ) {
            try SampleCommands.Import.Format(argument: "getevnt")
        }
    }

    @Test("a rule across options is a usage error about the command")
    func validation() {
        #expect(throws: UsageError("Give session names or --all, not both")) {
            try SampleCommands.command(SampleCommands.Run.self, ["run"])
        }
    }
}
