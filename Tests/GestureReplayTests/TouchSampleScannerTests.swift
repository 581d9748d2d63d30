import GestureModel
import Testing

@testable import GestureReplay

/// The touch log reader's fast path (`TouchSampleScanner`): which sample lines it reads itself,
/// the exact numbers it reads from them, and that a line it leaves is read, or refused, as a
/// touch log's line always was (`docs/FORMATS.md` §2).
@Suite struct TouchSampleScannerTests {
    static let header = #"{"format":"gesture-replay.touches","version":1,"name":"n","scene":"s"}"#

    /// The samples of a log with `lines` after the header.
    static func samples(_ lines: String) throws -> [TouchSample] {
        try TouchLog.read(Array((header + "\n" + lines).utf8), file: "t.touches.jsonl", defaultName: "n").samples
    }

    /// The error reading a log with `lines` after the header, or nil.
    static func error(_ lines: String) -> String? {
        do {
            _ = try samples(lines)
            return nil
        } catch {
            return (error as? InputError)?.description ?? "\(error)"
        }
    }

    static func scan(_ line: String) -> TouchSampleScanner.Fields? {
        TouchSampleScanner.scan(Array(line.utf8)[...])
    }

    @Test(
        "the scanner reads a number as the same double as the decimal it writes, bit for bit",
        arguments: [
            ("160", 160.0),
            ("240.5", 240.5),
            ("-0.25", -0.25),
            ("1.5e2", 150.0),
            ("1E+2", 100.0),
            ("2E-3", 0.002),
            ("4.35", 4.35),  // 435 / 100, one correctly rounded division
            ("0.008333", 0.008333),
            ("0.000001", 0.000001),
            ("1e22", 1e22),  // the largest exact power of ten
            ("1e23", 1e23),  // past it: through Double(text)
            ("9007199254740993", 9_007_199_254_740_992.0),  // 2⁵³ + 1 rounds to even, 2⁵³
            ("0.1234567890123456789012", 0.1234567890123456789012),  // 22 digits: through Double(text)
            ("123456789012345678901234", 123_456_789_012_345_678_901_234.0),
            ("100000000000000000000000", 1e23),  // 24 digits, trailing zeros
            ("0.00000000000000000000000000000012e30", 0.12),  // the exponent and the leading zeros cancel
            ("1e-400", 0.0),  // underflows to zero, accepted as JSONParser accepts it
        ])
    func numbers(text: String, value: Double) throws {
        let fields = try #require(Self.scan(#"{"t":0,"touch":1,"phase":"began","x":"# + text + #","y":0}"#))
        #expect(fields.x.bitPattern == value.bitPattern)
    }

    @Test("minus zero keeps its sign, and zero with an exponent is zero")
    func zeros() throws {
        let fields = try #require(Self.scan(#"{"t":0e5,"touch":1,"phase":"began","x":-0,"y":-0.0e-3}"#))
        #expect(fields.time.bitPattern == (0.0).bitPattern)
        #expect(fields.x.bitPattern == (-0.0).bitPattern)
        #expect(fields.y.bitPattern == (-0.0).bitPattern)
    }

    @Test("keys in any order, JSON white space anywhere between tokens, and the optional keys")
    func shapes() throws {
        let fields = try #require(
            Self.scan(" {\t\"y\" : 2 ,\"majorRadius\":7, \"x\":1,\"phase\" :\"moved\",\"force\":0.5,\"touch\":3,\"t\":0.1 }\r"))
        #expect(fields.time == 0.1)
        #expect(fields.touch == 3)
        #expect(fields.phase == .moved)
        #expect(fields.x == 1)
        #expect(fields.y == 2)
        #expect(fields.force == 0.5)
        #expect(fields.majorRadius == 7)
        let plain = try #require(Self.scan(#"{"t":0,"touch":1,"phase":"began","x":1,"y":2}"#))
        #expect(plain.force == nil)
        #expect(plain.majorRadius == nil)
    }

    @Test(
        "a line not of the plain shape is left to the JSON reader",
        arguments: [
            #"{"ph\u0061se":"began","t":0,"touch":1,"x":1,"y":1}"#,  // an escaped key
            #"{"t":0,"touch":1,"phase":"beg\u0061n","x":1,"y":1}"#,  // an escaped value
            #"{"t":0,"touch":1,"phase":"began","x":1,"y":1,"x":2}"#,  // a key twice
            #"{"t":0,"touch":1,"phase":"began","x":1,"y":1,"pressure":3}"#,  // an unknown key
            #"{"t":0,"Touch":1,"phase":"began","x":1,"y":1}"#,  // keys are case-sensitive
            #"{"t":0,"gesture":"tap","state":"recognized"}"#,  // a device gesture line
            #"{"t":0,"touch":1,"phase":"began","y":1}"#,  // x missing
            #"{"t":0,"touch":true,"phase":"began","x":1,"y":1}"#,  // not a number
            #"{"t":0,"touch":1,"phase":"pressed","x":1,"y":1}"#,  // not a phase
            #"{"t":0,"touch":1,"phase":"began","x":01,"y":1}"#,  // a leading zero
            #"{"t":0,"touch":1,"phase":"began","x":1.,"y":1}"#,  // no digit after '.'
            #"{"t":0,"touch":1,"phase":"began","x":1e400,"y":1}"#,  // infinite
            #"{"t":0,"touch":1,"phase":"began","x":1,"y":"#,  // truncated
            #"{"t":0,"touch":1,"phase":"began","x":1,"y":1}}"#,  // something after the object
            #"{"t":0,"touch":1,"phase":"began","x":1,"y":1,}"#,  // a trailing comma
        ])
    func leaves(line: String) {
        #expect(Self.scan(line) == nil)
    }

    @Test("a sample line with bytes that are not UTF-8 is left to the reader, which refuses it as such")
    func notUTF8() {
        let line = Array(#"{"t":0,"touch":1,"phase":"beg"#.utf8) + [0xFF] + Array(#"an","x":1,"y":1}"#.utf8)
        #expect(TouchSampleScanner.scan(line[...]) == nil)
        #expect(throws: InputError(file: "t.touches.jsonl", line: 2, reason: "not UTF-8 text")) {
            try TouchLog.read(Array((Self.header + "\n").utf8) + line, file: "t.touches.jsonl", defaultName: "n")
        }
    }

    @Test("escapes in keys and values read as the characters they stand for, as in any JSON")
    func escapes() throws {
        let samples = try Self.samples(
            #"""
            {"ph\u0061se":"beg\u0061n","\u0074":0,"touch":1,"x":1,"y":2}
            {"t":0.5,"touch":1,"phase":"ended","x":1,"y":2}
            """#)
        #expect(
            samples == [
                TouchSample(time: Instant(nanoseconds: 0), touch: 1, phase: .began, x: 1, y: 2),
                TouchSample(time: Instant(nanoseconds: 500_000_000), touch: 1, phase: .ended, x: 1, y: 2),
            ])
    }

    @Test(
        "a line the scanner leaves is refused as the JSON reader always refused it",
        arguments: [
            (#"{"t":0,"t":0,"touch":1,"phase":"began","x":1,"y":1}"#, #"t.touches.jsonl:2: not JSON: duplicate key "t""#),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1,"y":"#,
                "t.touches.jsonl:2: not JSON: unexpected end of input, expected a value"
            ),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1.,"y":1}"#,
                "t.touches.jsonl:2: not JSON: bad number: a digit must follow '.'"
            ),
            (#"{"t":0,"touch":1,"phase":"began","x":01,"y":1}"#, "t.touches.jsonl:2: not JSON: bad number: leading zero"),
            (
                #"{"t":0,"touch":true,"phase":"began","x":1,"y":1}"#,
                "t.touches.jsonl:2: touch must be a number, found a boolean"
            ),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1,"y":1}}"#,
                "t.touches.jsonl:2: not JSON: unexpected '}' after the JSON value"
            ),
        ])
    func refusesLeft(line: String, message: String) {
        #expect(Self.error(line) == message)
    }

    @Test(
        "a line the scanner reads breaks the rules of §2 with the messages of the JSON reader",
        arguments: [
            (#"{"t":-1,"touch":1,"phase":"began","x":1,"y":1}"#, "t.touches.jsonl:2: t must not be negative"),
            (#"{"t":1e9,"touch":1,"phase":"began","x":1,"y":1}"#, "t.touches.jsonl:2: t is too large (at most 999999999 s)"),
            (
                #"{"t":0,"touch":1.5,"phase":"began","x":1,"y":1}"#,
                "t.touches.jsonl:2: touch must be a whole number, found 1.5"
            ),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1,"y":-1e9}"#,
                "t.touches.jsonl:2: y is too large (at most 999999999 either way)"
            ),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1,"y":1,"majorRadius":2e9}"#,
                "t.touches.jsonl:2: majorRadius is too large (at most 999999999 either way)"
            ),
            (#"{"t":0,"touch":1,"phase":"ended","x":1,"y":1}"#, "t.touches.jsonl:2: touch 1 ended before it began"),
        ])
    func refusesRead(line: String, message: String) throws {
        #expect(Self.scan(line) != nil)
        #expect(Self.error(line) == message)
    }
}
