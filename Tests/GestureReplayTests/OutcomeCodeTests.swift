import GestureModel
import Testing

@testable import GestureReplay

/// The outcome code (`OutcomeCode`): its bytes follow the layout its documentation gives, and a
/// replay compared with a golden's code matches exactly when the two texts are equal.
@Suite struct OutcomeCodeTests {
    /// The layout's pieces, written out here from the documentation of `OutcomeCode` (varints
    /// LEB128, signed ones zigzag), not by the code under test.
    struct Layout {
        var bytes: [UInt8] = [3]  // the version
        var previousTime: Int64 = 0

        mutating func unsigned(_ value: UInt64) {
            var rest = value
            repeat {
                let low = UInt8(rest & 0x7f)
                rest >>= 7
                bytes.append(rest == 0 ? low : low | 0x80)
            } while rest != 0
        }
        /// 0, -1, 1, -2… as 0, 1, 2, 3…
        mutating func signed(_ value: Int64) {
            unsigned(value >= 0 ? UInt64(value) * 2 : UInt64(-(value + 1)) * 2 + 1)
        }
        /// An observation's time: its microseconds since the previous observation's.
        mutating func time(_ micros: Int64) {
            signed(micros - previousTime)
            previousTime = micros
        }
        /// A string met for the first time: twice its length, then its bytes.
        mutating func string(_ text: String) {
            unsigned(UInt64(text.utf8.count) * 2)
            bytes += Array(text.utf8)
        }
        /// A string that occurred before: twice its index among the distinct strings so far, plus one.
        mutating func reference(_ index: Int) { unsigned(UInt64(index) * 2 + 1) }
        /// A fixed-point number: kind 1, then its difference in millionths from the last number of
        /// its key (and coordinate), its k trailing zeros dropped (k at most 6), as the unsigned
        /// varint of zigzag(difference / 10^k) × 8 + k.
        mutating func micros(difference: Int64) {
            bytes.append(1)
            var quotient = difference
            var zeros: UInt64 = 0
            while zeros < 6 && quotient != 0 && quotient % 10 == 0 {
                quotient /= 10
                zeros += 1
            }
            let zigzag = quotient >= 0 ? UInt64(quotient) * 2 : UInt64(-(quotient + 1)) * 2 + 1
            unsigned(zigzag * 8 + zeros)
        }
    }

    @Test("the code of one observation of each kind is the layout's bytes, part by part")
    func layout() throws {
        let text = """
            {"t":0.084,"view":"photo","touches":"ended","count":1}
            {"t":0.1,"view":"photo","touches":"began","count":2,"tapCount":2}
            {"t":0.384,"recognizer":"single","state":"recognized","location":[161,240.5],"numberOfTouches":1}
            {"t":1.5,"handler":"say \\"hi\\"","text":"é","flag":false,"big":12345678901}
            {"t":-0.000001,"diagnostic":"refused","subject":"arbiter"}

            """
        var expected = Layout()
        // 0.084 s = 84,000 µs; kind 2 (view); "photo"; ended, the 4th phase; 1 touch; no tap count: 1.
        expected.time(84_000)
        expected.bytes.append(2)
        expected.string("photo")
        expected.bytes.append(4)
        expected.unsigned(1)
        expected.unsigned(1)
        // 0.1 s; "photo" again: the first distinct string; began, the 1st phase; 2 touches; tap
        // count 2.
        expected.time(100_000)
        expected.bytes.append(2)
        expected.reference(0)
        expected.bytes.append(1)
        expected.unsigned(2)
        expected.unsigned(2)
        // 0.384 s; kind 1 (recognizer); recognized, the 5th state; two values: a point (kind 3) of
        // two fixed-point numbers, 161 and 240.5 in millionths, and a number, each the first of
        // its key, so its difference from 0.
        expected.time(384_000)
        expected.bytes.append(1)
        expected.string("single")
        expected.bytes.append(5)
        expected.unsigned(2)
        expected.string("location")
        expected.bytes.append(3)
        expected.micros(difference: 161_000_000)
        expected.micros(difference: 240_500_000)
        expected.string("numberOfTouches")
        expected.micros(difference: 1_000_000)
        // 1.5 s; kind 3 (handler); its name unescaped; a text (kind 4) of two UTF-8 bytes; false
        // (kind 5); 12,345,678,901 is past the fixed-point limit (1e9): kind 2, its text.
        expected.time(1_500_000)
        expected.bytes.append(3)
        expected.string("say \"hi\"")
        expected.unsigned(3)
        expected.string("text")
        expected.bytes.append(4)
        expected.string("é")
        expected.string("flag")
        expected.bytes.append(5)
        expected.string("big")
        expected.bytes.append(2)
        expected.string("12345678901")
        // -1 µs; kind 4 (diagnostic): its message, then its subject.
        expected.time(-1)
        expected.bytes.append(4)
        expected.string("refused")
        expected.string("arbiter")

        #expect(OutcomeCode.encode(jsonLines: text) == expected.bytes)
        #expect(OutcomeCode.encode(try Outcome.parse(jsonLines: text, file: "t")) == expected.bytes)
        #expect(OutcomeCode.encode(jsonLines: "") == [3])
        #expect(OutcomeCode.encode(jsonLines: "{\"t\":") == nil)
    }

    @Test("a number is written as its difference from the last of its key and coordinate, trailing zeros dropped")
    func numberDifferences() {
        let text = """
            {"t":0,"recognizer":"pan","state":"began","location":[100,200]}
            {"t":0,"recognizer":"pan","state":"changed","location":[100.5,199]}

            """
        var expected = Layout()
        expected.time(0)
        expected.bytes.append(1)
        expected.string("pan")
        expected.bytes.append(1)  // began
        expected.unsigned(1)
        expected.string("location")
        expected.bytes.append(3)
        expected.micros(difference: 100_000_000)  // zigzag(100) × 8 + 6 = 1,606: two bytes
        expected.micros(difference: 200_000_000)
        let first = expected.bytes.count
        expected.time(0)
        expected.bytes.append(1)
        expected.reference(0)
        expected.bytes.append(2)  // changed
        expected.unsigned(1)
        expected.reference(1)
        expected.bytes.append(3)
        expected.micros(difference: 500_000)  // half a point right: zigzag(5) × 8 + 5 = 85
        expected.micros(difference: -1_000_000)  // a point up: zigzag(-1) × 8 + 6 = 14
        #expect(OutcomeCode.encode(jsonLines: text) == expected.bytes)
        // The second line: time, kind, name, state, count, key, point kind, then one byte a coordinate.
        #expect(Array(expected.bytes[first...]) == [0x00, 0x01, 0x01, 0x02, 0x01, 0x03, 0x03, 0x01, 0x55, 0x01, 0x0e])
    }

    /// Compares `actual`'s observations with the code of `golden` as a run does.
    static func matches(_ actual: [Observation], golden: String) throws -> Bool {
        let code = try #require(OutcomeCode.encode(jsonLines: golden))
        let matcher = OutcomeMatcher()
        return code.withUnsafeBytes { code in
            matcher.begin(code)
            for observation in actual { matcher.match(observation) }
            return matcher.matches
        }
    }

    static func tap(at nanoseconds: Int64, x: Double = 161, tapCount: Int = 1) -> [Observation] {
        [
            Observation(
                time: Instant(nanoseconds: nanoseconds),
                subject: .view(name: "photo", phase: .ended, count: 1, tapCount: tapCount)),
            Observation(
                time: Instant(nanoseconds: nanoseconds),
                subject: .recognizer(
                    name: "single", state: .recognized, values: [.point("location", x, 240.5)], reason: "not kept")),
        ]
    }

    static let golden = """
        {"t":0.384,"view":"photo","touches":"ended","count":1}
        {"t":0.384,"recognizer":"single","state":"recognized","location":[161,240.5]}

        """

    /// Each case: a replay's observations, and whether their text equals `golden`'s, worked out
    /// from how the text rounds (times to the microsecond, half away from zero; numbers to six
    /// decimals) and what it leaves out (a tap count of 1, a failure's reason).
    static let cases: [(String, [Observation], Bool)] = [
        ("the same", tap(at: 384_000_000), true),
        ("0.4 µs later: the same microsecond", tap(at: 384_000_400), true),
        ("0.5 µs later: the next microsecond", tap(at: 384_000_500), false),
        ("x 0.4 millionths off: the same six decimals", tap(at: 384_000_000, x: 161.000_000_4), true),
        ("x 1 millionth off", tap(at: 384_000_000, x: 161.000_001), false),
        ("tap count 0: the text writes none, as for 1", tap(at: 384_000_000, tapCount: 0), true),
        ("tap count 2", tap(at: 384_000_000, tapCount: 2), false),
        ("the recognizer's line missing", Array(tap(at: 384_000_000).prefix(1)), false),
        ("one line more", tap(at: 384_000_000) + tap(at: 384_000_000).prefix(1), false),
        ("nothing", [], false),
    ]

    @Test("a replay matches a golden's code exactly when its text is the golden's", arguments: cases.indices)
    func matching(_ index: Int) throws {
        let (_, actual, textsEqual) = Self.cases[index]
        #expect((Outcome(actual).jsonLines == Self.golden) == textsEqual)
        #expect(try Self.matches(actual, golden: Self.golden) == textsEqual)
    }

    @Test("a string that occurred before matches only the same string: a second tap on another view differs")
    func repeatedStrings() throws {
        let twice = Self.golden + Self.golden.replacingOccurrences(of: "0.384", with: "0.9")
        #expect(try Self.matches(Self.tap(at: 384_000_000) + Self.tap(at: 900_000_000), golden: twice))
        var other = Self.tap(at: 900_000_000)
        other[0].subject = .view(name: "photo2", phase: .ended, count: 1, tapCount: 1)
        #expect(Outcome(Self.tap(at: 384_000_000) + other).jsonLines != twice)
        #expect(try !Self.matches(Self.tap(at: 384_000_000) + other, golden: twice))
    }

    @Test("an empty golden matches only an empty replay; a code of another layout version is not current")
    func emptyAndVersion() throws {
        #expect(try Self.matches([], golden: ""))
        #expect(try !Self.matches(Self.tap(at: 0), golden: ""))
        #expect(OutcomeCode.isCurrent([3]))
        #expect(!OutcomeCode.isCurrent([2]))
        #expect(!OutcomeCode.isCurrent([1, 0]))
        #expect(!OutcomeCode.isCurrent([]))
    }
}
