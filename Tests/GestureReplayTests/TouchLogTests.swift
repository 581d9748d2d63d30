import GestureModel
import GestureReplay
import Testing

@Suite struct TouchLogTests {
    static let header = #"{"format":"gesture-replay.touches","version":1,"name":"n","scene":"s"}"#

    static func read(_ text: String) throws -> TouchSession {
        try TouchLog.read(Array(text.utf8), file: "t.touches.jsonl", defaultName: "fallback")
    }

    static func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try TouchLog.read(bytes, file: "t.touches.jsonl", defaultName: "fallback")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a touch log reads into exact nanosecond times, with samples of one time forming one event")
    func reads() throws {
        let session = try Self.read(
            """
            {"format":"gesture-replay.touches","version":1,"name":"double-tap-photo","scene":"tap-or-double-tap","screen":{"width":320,"height":480,"scale":2},"source":"iPhone SE, iOS 17.4"}
            {"t":0.000,"touch":1,"phase":"began","x":160,"y":240}
            {"t":0.016,"touch":1,"phase":"moved","x":161,"y":240.5,"force":0.5}
            {"t":0.016,"touch":2,"phase":"began","x":10,"y":20}
            {"t":0.084,"touch":1,"phase":"ended","x":161,"y":240.5}
            {"t":0.084,"touch":2,"phase":"cancelled","x":10,"y":20}
            {"t":0.384,"gesture":"double","state":"recognized"}
            """)
        #expect(session.name == "double-tap-photo")
        #expect(session.scene == "tap-or-double-tap")
        #expect(session.screen == Screen(width: 320, height: 480, scale: 2))
        #expect(session.samples.map(\.time.nanoseconds) == [0, 16_000_000, 16_000_000, 84_000_000, 84_000_000])
        #expect(
            session.samples[1]
                == TouchSample(
                    time: Instant(nanoseconds: 16_000_000), touch: 1, phase: .moved, x: 161, y: 240.5, force: 0.5))
        #expect(session.events.map(\.count) == [1, 2, 2])
        #expect(
            session.observed == [
                ObservedGesture(time: Instant(nanoseconds: 384_000_000), gesture: "double", state: "recognized")
            ])
        #expect(session.touchCount == 2)
    }

    @Test("writing a session and reading it back gives the same session")
    func roundTrip() throws {
        let original = try Self.read(
            Self.header + "\n" + """
                {"t":0,"touch":1,"phase":"began","x":1.5,"y":2.25,"majorRadius":7}
                {"t":0.1,"gesture":"tap","state":"recognized"}
                {"t":0.123456,"touch":1,"phase":"ended","x":3,"y":4}
                """)
        let text = TouchLog.write(original)
        #expect(try Self.read(text) == original)
        #expect(text.hasPrefix(#"{"format":"gesture-replay.touches","version":1,"name":"n","scene":"s"}"#))
    }

    @Test(
        "a session whose times are not whole microseconds is written with its nanoseconds and reads back as it was"
    )
    func nanosecondRoundTrip() throws {
        // A touch that moves and lifts 333 ns apart (as a generated 120 Hz session's may): at whole
        // microseconds both would be written 2.629991, one touch twice in one event.
        var original = TouchSession(name: "n", scene: "s")
        original.samples = [
            TouchSample(time: Instant(nanoseconds: 2_000_000_000), touch: 1, phase: .began, x: 1, y: 2),
            TouchSample(time: Instant(nanoseconds: 2_629_991_123), touch: 1, phase: .moved, x: 1, y: 3),
            TouchSample(time: Instant(nanoseconds: 2_629_991_456), touch: 1, phase: .ended, x: 1, y: 3),
        ]
        original.observed = [ObservedGesture(time: Instant(nanoseconds: 2_629_991_460), gesture: "tap", state: "failed")]
        let text = TouchLog.write(original)
        #expect(
            text.split(separator: "\n").dropFirst().map { $0.prefix { $0 != "," } } == [
                #"{"t":2"#, #"{"t":2.629991123"#, #"{"t":2.629991456"#, #"{"t":2.62999146"#,
            ])
        #expect(try Self.read(text) == original)
        // Whole microseconds are written as before.
        #expect(Instant(nanoseconds: 123_456_000).exactDescription == "0.123456")
        #expect(Instant(nanoseconds: -1_500).exactDescription == "-0.0000015")
        // From 2²¹ s on a Double of seconds no longer holds every nanosecond: written to the
        // microsecond, as before, which reads back and writes again as the same text (the fuzz
        // target's invariant; 17,820,000.105686 s read back as ...105686002 ns).
        #expect(Instant(nanoseconds: 2_097_151_999_999_999).exactDescription == "2097151.999999999")
        #expect(Instant(nanoseconds: 17_820_000_105_686_002).exactDescription == "17820000.105686")
        let late = Instant(seconds: 17_820_000.105686)
        #expect(Instant(seconds: Double(late.exactDescription)!).exactDescription == late.exactDescription)
        // Below the limit every nanosecond reads back (the arithmetic in `Instant.exactlyReadLimit`):
        // 100,000 times spread over it by a multiplicative hash, and the last nanosecond before it.
        let limit = Int64(Instant.exactlyReadLimit)
        let times = [limit - 1] + (1...100_000).map { (index: UInt64) in Int64((index &* 0x9E37_79B9_7F4A_7C15) % UInt64(limit)) }
        let misread = times.filter { Instant(seconds: Double(Instant(nanoseconds: $0).exactDescription)!).nanoseconds != $0 }
        #expect(misread == [])
    }

    @Test(
        "every broken rule of docs/FORMATS.md §2 is refused with the line and the reason",
        arguments: [
            (
                #"{"t":0.1,"touch":1,"phase":"began","x":1,"y":1}\#n{"t":0.05,"touch":1,"phase":"ended","x":1,"y":1}"#,
                "t.touches.jsonl:3: t goes back from 0.1 to 0.05"
            ),
            (#"{"t":0,"touch":2,"phase":"moved","x":1,"y":1}"#, "t.touches.jsonl:2: touch 2 moved before it began"),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1,"y":1}\#n{"t":0.1,"touch":1,"phase":"began","x":1,"y":1}"#,
                "t.touches.jsonl:3: touch 1 began again before it ended"
            ),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1,"y":1}\#n{"t":0,"touch":1,"phase":"moved","x":1,"y":1}"#,
                "t.touches.jsonl:3: touch 1 appears twice at t 0"
            ),
            (
                #"{"t":0,"touch":1,"phase":"pressed","x":1,"y":1}"#,
                #"t.touches.jsonl:2: unknown phase "pressed" (allowed: began, moved, stationary, ended, cancelled)"#
            ),
            (
                #"{"t":0,"touch":1,"phase":"began","x":"1","y":1}"#,
                "t.touches.jsonl:2: x must be a number, found a string"
            ),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1e400,"y":1}"#,
                "t.touches.jsonl:2: not JSON: number 1e400 is too large"
            ),
            (#"{"t":0,"touch":1,"phase":"began","y":1}"#, #"t.touches.jsonl:2: missing "x""#),
            (#"{"t":-1,"touch":1,"phase":"began","x":1,"y":1}"#, "t.touches.jsonl:2: t must not be negative"),
            (
                #"{"t":0,"touch":1.5,"phase":"began","x":1,"y":1}"#,
                "t.touches.jsonl:2: touch must be a whole number, found 1.5"
            ),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1,"y":1,"pressure":3}"#,
                #"t.touches.jsonl:2: unknown key "pressure" (allowed: t, touch, phase, x, y, force, majorRadius)"#
            ),
            (
                #"{"t":0,"gesture":"tap","state":"done"}"#,
                #"t.touches.jsonl:2: unknown state "done" (allowed: began, changed, ended, cancelled, recognized, failed)"#
            ),
            (
                #"{"t":0,"touch":1,"phase":"began","x":1,"y":1"#,
                "t.touches.jsonl:2: not JSON: unexpected end of input, expected ',' or '}'"
            ),
        ])
    func rejects(lines: String, message: String) {
        #expect(Self.error(Array((Self.header + "\n" + lines).utf8)) == message)
    }

    @Test(
        "a missing or foreign header, an empty file and bytes that are not UTF-8 are refused",
        arguments: [
            (
                [UInt8](),
                "t.touches.jsonl: empty file: expected a header line {\"format\":\"gesture-replay.touches\",\"version\":1,…}"
            ),
            (
                Array(#"{"t":0,"touch":1,"phase":"began","x":1,"y":1}"#.utf8),
                "t.touches.jsonl:1: the first line must be the header {\"format\":\"gesture-replay.touches\",\"version\":1,…}"
            ),
            (
                Array(#"{"format":"gesture-replay.scene","version":1}"#.utf8),
                #"t.touches.jsonl:1: format "gesture-replay.scene" is not "gesture-replay.touches""#
            ),
            (
                Array(#"{"format":"gesture-replay.touches","version":2}"#.utf8),
                "t.touches.jsonl:1: version 2 is not supported (this gesture-replay reads version 1)"
            ),
            (Array((header + "\n").utf8) + [0x7B, 0xFF, 0xFE, 0x7D], "t.touches.jsonl:2: not UTF-8 text"),
        ])
    func refusesFile(bytes: [UInt8], message: String) {
        #expect(Self.error(bytes) == message)
    }
}
