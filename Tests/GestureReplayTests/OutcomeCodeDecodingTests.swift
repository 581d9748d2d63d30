import GestureModel
import Testing

@testable import GestureReplay

/// An outcome code read back (`OutcomeCode.decode(_:)`): the text rendered from it is the text it
/// was made from, byte for byte (the store keeps a golden only as its code), and bytes that are
/// not a code are refused with the reason.
@Suite struct OutcomeCodeDecodingTests {
    /// Two hundred recognizers, each named once and then referred to: past 63 distinct strings a
    /// reference takes two varint bytes.
    static let manyRecognizers =
        (0..<200).map { index in
            "{\"t\":\(index),\"recognizer\":\"r\(index)\",\"state\":\"began\"}\n"
        }.joined()
        + (0..<200).map { index in
            "{\"t\":1000,\"recognizer\":\"r\(index)\",\"state\":\"failed\"}\n"
        }.joined()

    /// Texts as `Outcome.jsonLines` writes them (docs/FORMATS.md §3): keys in their fixed order,
    /// numbers with at most six decimals, a tap count only above 1.
    static let texts: [(String, String)] = [
        ("empty", ""),
        (
            "one line of each kind",
            """
            {"t":0.084,"view":"photo","touches":"ended","count":1}
            {"t":0.1,"view":"photo","touches":"began","count":2,"tapCount":2}
            {"t":0.384,"recognizer":"single","state":"recognized","location":[161,240.5],"numberOfTouches":1}
            {"t":1.5,"handler":"say \\"hi\\"","text":"é","flag":false,"big":12345678901}
            {"t":-0.000001,"diagnostic":"refused","subject":"arbiter"}

            """
        ),
        (
            "negative times and numbers, times going back",
            """
            {"t":-5.25,"recognizer":"pan","state":"changed","translation":[-0.000001,-999999999.999999],"velocity":[-3,0]}
            {"t":-9000,"recognizer":"pan","state":"ended","translation":[0,-1]}
            {"t":8999.999999,"handler":"h","on":true}

            """
        ),
        (
            "numbers past fixed point, and tiny ones",
            """
            {"t":0,"handler":"h","big":1000000000000000000000,"huge":123456789012,"tiny":0,"both":[1000000000,-1000000000.5]}

            """
        ),
        (
            "escaped and unusual strings",
            """
            {"t":0,"recognizer":"a\\u0000b\\n","state":"began","text":"\\\\ \\"q\\" \\t","emoji":"👍🏽"}
            {"t":0,"diagnostic":"","subject":""}
            {"t":0,"view":"","touches":"stationary","count":0}

            """
        ),
        ("two hundred recognizers", manyRecognizers),
    ]

    @Test("a code renders back to the text it was made from, byte for byte", arguments: texts)
    func rendersBack(_ name: String, _ text: String) throws {
        let outcome = try Outcome.parse(jsonLines: text, file: name)
        #expect(outcome.jsonLines == text, "the case is written as the writer writes")
        let code = try #require(OutcomeCode.encode(jsonLines: text))
        #expect(try OutcomeCode.decode(code).jsonLines == text)
        #expect(OutcomeCode.encode(try OutcomeCode.decode(code)) == code)
    }

    /// Whether each text has a lossless code: all but those with a number from 10⁹, which the
    /// text writes past fixed point (docs/FORMATS.md §3).
    static let lossless: [String: Bool] = [
        "empty": true, "one line of each kind": false, "negative times and numbers, times going back": true,
        "numbers past fixed point, and tiny ones": false, "escaped and unusual strings": true,
        "two hundred recognizers": true,
    ]

    @Test("a lossless code is the outcome's code, and renders back to its text", arguments: texts)
    func losslessCode(_ name: String, _ text: String) throws {
        let outcome = try Outcome.parse(jsonLines: text, file: name)
        let code = OutcomeCode.losslessCode(of: outcome)
        #expect((code != nil) == Self.lossless[name])
        if let code {
            #expect(code == OutcomeCode.encode(outcome))
            #expect(try OutcomeCode.decode(code).jsonLines == text)
        }
    }

    /// One part each past what a lossless code covers (`OutcomeCode.losslessCode(of:)`), and the
    /// last one inside it.
    static let edges: [(String, Observation, Bool)] = [
        ("not a number", handler(.number("n", .nan)), false),
        ("infinite y", handler(.point("p", 0, -.infinity)), false),
        ("10⁹, past fixed point", handler(.number("n", 1e9)), false),
        // 999999999.9999996 rounds to 10¹⁵ millionths, which a code does not read back.
        ("rounds up to 10⁹", handler(.number("n", 999_999_999.999_999_6)), false),
        ("the largest fixed point", handler(.number("n", -999_999_999.999_999)), true),
        ("a negative touch count", view(count: -1, tapCount: 1), false),
        ("10⁹ touches", view(count: 1_000_000_000, tapCount: 1), false),
        ("10⁹ taps", view(count: 1, tapCount: 1_000_000_000), false),
        ("10⁹ - 1 of both", view(count: 999_999_999, tapCount: 999_999_999), true),
        ("a tap count of 0, written as none", view(count: 1, tapCount: 0), true),
        (
            "the latest time that rounds",
            Observation(time: Instant(nanoseconds: .max - 500), subject: .diagnostic(subject: "s", message: "m")),
            true
        ),
        (
            "a time at Int64.min / 1000 µs",
            Observation(time: Instant(nanoseconds: .min / 1000 * 1000), subject: .diagnostic(subject: "", message: "")),
            true
        ),
    ]

    static func handler(_ value: ObservedValue) -> Observation {
        Observation(time: Instant(nanoseconds: 1000), subject: .handler(name: "h", values: [value]))
    }

    static func view(count: Int, tapCount: Int) -> Observation {
        Observation(time: Instant(nanoseconds: 0), subject: .view(name: "v", phase: .began, count: count, tapCount: tapCount))
    }

    @Test("a part past what a code reads back as the same text has no lossless code", arguments: edges)
    func losslessEdges(_ name: String, _ observation: Observation, _ isLossless: Bool) throws {
        let outcome = Outcome([observation])
        let code = OutcomeCode.losslessCode(of: outcome)
        #expect((code != nil) == isLossless)
        if let code {
            #expect(try OutcomeCode.decode(code).jsonLines == outcome.jsonLines)
        }
    }

    @Test("a code is smaller than its text: names and keys written once")
    func smaller() throws {
        let code = try #require(OutcomeCode.encode(jsonLines: Self.manyRecognizers))
        // Per line: a time (at most 2 bytes), the kind, the name (its first time 1 + 2-4 bytes, then
        // a reference of 1-2), the state, a count of 0 values: at most 13 bytes of about 50.
        #expect(code.count <= 1 + 400 * 13)
        #expect(code.count * 4 < Self.manyRecognizers.utf8.count)
    }

    /// Bytes that are not a code, and the reason the reader gives.
    static let damages: [([UInt8], String)] = [
        ([], "cut short (byte 0)"),
        ([2, 0, 1], "outcome code layout 2, this gesture-replay reads 3 (byte 0)"),
        ([3, 0], "cut short (byte 2)"),
        ([3, 0, 9], "unknown observation kind 9 (byte 2)"),
        ([3, 0, 1, 3], "reference to string 1 of 0 (byte 4)"),
        ([3, 0, 1, 4, 0x61], "a string of 2 bytes does not fit (byte 4)"),
        ([3, 0, 1, 0, 7], "unknown recognizer state 7 (byte 4)"),
        ([3, 0, 2, 0, 6], "unknown touch phase 6 (byte 4)"),
        ([3, 0, 1, 0, 1, 1, 1, 7], "unknown value kind 7 (byte 7)"),
        ([3, 0, 1, 0, 1, 1, 1, 3, 4], "expected a number, found value kind 4 (byte 8)"),
        (
            [3, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01],
            "cut short or a varint longer than 10 bytes (byte 1)"
        ),
    ]

    @Test("bytes that are not a code are refused with the reason and where", arguments: damages)
    func refuses(_ bytes: [UInt8], _ reason: String) {
        #expect(throws: OutcomeCode.DecodingError.self) { try OutcomeCode.decode(bytes) }
        do {
            _ = try OutcomeCode.decode(bytes)
        } catch {
            #expect(error.description == reason)
        }
    }
}
