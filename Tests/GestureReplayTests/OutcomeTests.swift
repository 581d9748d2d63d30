import GestureModel
import Testing

@testable import GestureReplay

@Suite struct OutcomeTests {
    /// One observation of each kind, with every kind of value.
    static let sample = Outcome([
        Observation(
            time: Instant(nanoseconds: 84_000_000), subject: .view(name: "photo", phase: .ended, count: 1, tapCount: 1)),
        Observation(
            time: Instant(nanoseconds: 384_000_000),
            subject: .recognizer(name: "double", state: .failed, values: [], reason: "no next tap within 0.35 s")),
        Observation(
            time: Instant(nanoseconds: 384_000_000),
            subject: .recognizer(
                name: "single", state: .recognized,
                values: [.point("location", 161, 240.5), .number("numberOfTouches", 1)], reason: nil)),
        Observation(
            time: Instant(nanoseconds: 1_020_000_000),
            subject: .recognizer(
                name: "pan", state: .changed,
                values: [
                    .point("translation", 42, 0), .point("velocity", 610.5, -0.0), .text("note", "a \"quoted\"\nline"),
                    .init("flag", .flag(true)),
                ],
                reason: nil)),
        Observation(
            time: Instant(nanoseconds: 1_500_000_000),
            subject: .handler(name: "slide", values: [.point("finalPoint", 1.0 / 3.0, 2)])),
        Observation(
            time: Instant(nanoseconds: 2_000_000),
            subject: .diagnostic(subject: "swirl", message: "invalid transition possible → cancelled; ignored")),
    ])

    @Test("outcomes print as the JSON Lines of docs/FORMATS.md §3, keys in a fixed order, numbers stable")
    func jsonLines() {
        // -0 prints as 0; 1/3 is rounded to six fractional digits; the reason is not part of the JSON.
        #expect(
            Self.sample.jsonLines == #"""
                {"t":0.084,"view":"photo","touches":"ended","count":1}
                {"t":0.384,"recognizer":"double","state":"failed"}
                {"t":0.384,"recognizer":"single","state":"recognized","location":[161,240.5],"numberOfTouches":1}
                {"t":1.02,"recognizer":"pan","state":"changed","translation":[42,0],"velocity":[610.5,0],"note":"a \"quoted\"\nline","flag":true}
                {"t":1.5,"handler":"slide","finalPoint":[0.333333,2]}
                {"t":0.002,"diagnostic":"invalid transition possible → cancelled; ignored","subject":"swirl"}

                """#)
    }

    @Test("numbers at the edges of the fast path print as docs/FORMATS.md §3 says, and long lines grow the buffer")
    func numberEdges() {
        let long = String(repeating: "n", count: 1000)
        let outcome = Outcome([
            Observation(
                time: Instant(nanoseconds: 1_499),
                subject: .handler(
                    name: "h",
                    values: [
                        // 0.4 µs rounds to 0 and -0.25 µs to -0, which prints as 0; -0.5 µs rounds away from zero.
                        .number("a", 0.000_000_4), .number("b", -0.000_000_25), .number("c", -0.000_000_5),
                        // Below 1e9 six digits are exact; 1e9 and beyond take the slow path, which prints the same way.
                        .number("d", 123_456_789.5), .number("e", 1e9), .number("f", -2_000_000_000.25),
                        .number("g", .nan), .number("h", -.infinity),
                    ])),
            // A name far longer than the writer's first buffer (96 bytes for one line).
            Observation(
                time: Instant(nanoseconds: 2_000_000_500),
                subject: .view(name: long, phase: .moved, count: 12, tapCount: 1)),
        ])
        // 1,499 ns rounds to 1 µs; 2,000,000,500 ns rounds half up to 2,000,001 µs.
        #expect(
            outcome.jsonLines == """
                {"t":0.000001,"handler":"h","a":0,"b":0,"c":-0.000001,"d":123456789.5,"e":1000000000,"f":-2000000000.25,"g":null,"h":null}
                {"t":2.000001,"view":"\(long)","touches":"moved","count":12}

                """)
        #expect(
            Outcome.jsonLine(outcome.observations[1])
                == #"{"t":2.000001,"view":"\#(long)","touches":"moved","count":12}"#)
    }

    @Test(
        "a renderer used again starts afresh: a view line like the last session's is written anew, not copied from where that one was"
    )
    func rendererReusedAcrossSessions() {
        let renderer = OutcomeRenderer()
        func view(_ seconds: Double, _ phase: Touch.Phase) -> Observation {
            Observation(
                time: Instant(seconds: seconds), subject: .view(name: "photo", phase: phase, count: 1, tapCount: 1))
        }
        // The first session ends with a moving finger: the writer remembers that line's end.
        renderer.removeAll()
        for observation in [view(0, .began), view(0.5, .moved)] { renderer.write(observation) }
        // The next one first writes a line long enough to cover where that end was, then the same
        // view line: docs/FORMATS.md §3's keys in their order, spelled out here.
        renderer.removeAll()
        let note = String(repeating: "a", count: 120)
        renderer.write(Observation(time: .zero, subject: .handler(name: "h", values: [.text("note", note)])))
        renderer.write(view(1, .moved))
        #expect(
            renderer.withBytes { String(decoding: $0, as: UTF8.self) } == """
                {"t":0,"handler":"h","note":"\(note)"}
                {"t":1,"view":"photo","touches":"moved","count":1}

                """)
    }

    /// The writer copies a key equal to the last one written at its position instead of quoting
    /// it again; lines that change keys at a position, add or drop one, or escape one must still
    /// print as FORMATS §3 says.
    @Test("value keys repeated, changed, added and escaped across lines print exactly")
    func repeatedKeys() {
        func line(_ seconds: Double, _ values: [ObservedValue]) -> Observation {
            Observation(
                time: Instant(seconds: seconds),
                subject: .recognizer(name: "r", state: .changed, values: values, reason: nil))
        }
        let outcome = Outcome([
            line(0, [.number("scale", 1), .number("velocity", 0)]),
            line(0.1, [.number("rotation", 2), .number("velocity", 3)]),
            line(0.2, [.number("rotation", 4), .number("velocity", 5), .number("extra", 6)]),
            line(0.3, [.number("rotation", 7)]),
            line(0.4, [.number("a\"b", 8), .number("velocity", 9), .number("extra", 10)]),
            line(0.5, [.number("a\"b", 11), .number("velocity", 12), .number("extra", 13)]),
        ])
        #expect(
            outcome.jsonLines == #"""
                {"t":0,"recognizer":"r","state":"changed","scale":1,"velocity":0}
                {"t":0.1,"recognizer":"r","state":"changed","rotation":2,"velocity":3}
                {"t":0.2,"recognizer":"r","state":"changed","rotation":4,"velocity":5,"extra":6}
                {"t":0.3,"recognizer":"r","state":"changed","rotation":7}
                {"t":0.4,"recognizer":"r","state":"changed","a\"b":8,"velocity":9,"extra":10}
                {"t":0.5,"recognizer":"r","state":"changed","a\"b":11,"velocity":12,"extra":13}

                """#)
    }

    @Test("an outcome read back from its JSON Lines prints the same bytes")
    func roundTrip() throws {
        let text = Self.sample.jsonLines
        let parsed = try Outcome.parse(jsonLines: text, file: "golden")
        #expect(parsed.jsonLines == text)
        #expect(parsed.observations.count == 6)
    }

    @Test("the text timeline says each observation in words, with the reasons")
    func timeline() {
        let trace = [
            GestureEnvironment.TraceEntry(
                time: Instant(nanoseconds: 84_000_000), event: .waits("single", forFailureOf: "double"))
        ]
        #expect(
            Outcome(Array(Self.sample.observations.prefix(3))).timeline(trace: trace) == """
                     0.084  view photo: 1 touch ended
                     0.084  · single waits for double to fail
                     0.384  double failed  (no next tap within 0.35 s)
                     0.384  single recognized  location 161,240.5  numberOfTouches 1

                """)
    }

    /// docs/FORMATS.md §3: a view line's tapCount is written above 1 only, after count; a line
    /// without it reads as 1, and the writer's copy of a repeated line is not reused when only
    /// the tap count differs.
    @Test("a view line carries tapCount above 1, reads back, and a line without it is a tap count of 1")
    func tapCount() throws {
        let outcome = Outcome([
            Observation(time: .zero, subject: .view(name: "photo", phase: .began, count: 1, tapCount: 1)),
            Observation(
                time: Instant(seconds: 0.2), subject: .view(name: "photo", phase: .began, count: 1, tapCount: 2)),
            Observation(
                time: Instant(seconds: 0.28), subject: .view(name: "photo", phase: .began, count: 1, tapCount: 3)),
        ])
        let text = """
            {"t":0,"view":"photo","touches":"began","count":1}
            {"t":0.2,"view":"photo","touches":"began","count":1,"tapCount":2}
            {"t":0.28,"view":"photo","touches":"began","count":1,"tapCount":3}

            """
        #expect(outcome.jsonLines == text)
        #expect(try Outcome.parse(jsonLines: text, file: "golden") == outcome)
        for bad in ["0", "1.5", "\"2\""] {
            #expect(
                throws: InputError(file: "golden", line: 1, reason: "tapCount must be a whole number of taps from 1")
            ) {
                try Outcome.parse(
                    jsonLines: "{\"t\":0,\"view\":\"v\",\"touches\":\"began\",\"count\":1,\"tapCount\":\(bad)}\n",
                    file: "golden")
            }
        }
    }

    @Test("a golden line that is not an observation is refused with its line")
    func refusesGarbage() {
        #expect(
            throws: InputError(
                file: "golden", line: 2, reason: "expected a recognizer, view, handler or diagnostic line")
        ) {
            try Outcome.parse(
                jsonLines: "{\"t\":0,\"view\":\"v\",\"touches\":\"began\",\"count\":1}\n{\"t\":1}\n", file: "golden")
        }
    }
}

@Suite struct OutcomeKeyOrderTests {
    @Test("a handler value named like another kind of line still reads back as a handler line")
    func handlerValueNamedView() throws {
        let outcome = Outcome([
            Observation(
                time: .zero,
                subject: .handler(name: "slide", values: [.text("view", "photo"), .text("recognizer", "pan")]))
        ])
        #expect(try Outcome.parse(jsonLines: outcome.jsonLines, file: "golden") == outcome)
    }
}
