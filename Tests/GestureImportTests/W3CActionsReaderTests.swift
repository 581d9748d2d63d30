import GestureImport
import GestureReplay
import Testing

@Suite struct W3CActionsReaderTests {
    static let samples: [DumpExpectation] = [
        // Tick 0: finger1 moves (0 ms) to 100,100, finger2 (10 ms) to 200,400: 10 ms.
        // Tick 1: both down at 0.01. Tick 2: pauses of 500 and 1000 ms: 1000 ms.
        // Tick 3: relative moves of +20,0 and +50,0 over 1000 ms from 1.01 to 2.01, at 60 Hz:
        //   first step at 1.01 + 1/60 = 1.026667: 100 + 20/60 = 100.333333, 200 + 50/60 = 200.833333.
        // Tick 4: both up at 2.01 where the moves ended: 120,100 and 250,400.
        // Tick 5: finger2's trailing pause of 0 (the unequal count).
        DumpExpectation(
            path: "w3c-actions/appium-espresso-multi-touch-actions.json", touchCount: 2,
            boundaries: [
                "0.01 #1 began 100 100", "0.01 #2 began 200 400",
                "2.01 #1 ended 120 100", "2.01 #2 ended 250 400",
            ],
            moves: ["1.026667 #1 moved 100.333333 100", "1.026667 #2 moved 200.833333 400"]),
        // Both fingers down at 100,100 at 0; 500 ms pause; -50,0 and +50,0 over 1000 ms:
        //   first step at 0.5 + 1/60 = 0.516667: 100 - 50/60 = 99.166667, 100 + 50/60 = 100.833333;
        //   up at 1.5 at 50,100 and 150,100.
        DumpExpectation(
            path: "w3c-actions/simple-wd-spec-pinch-zoom-2finger.json", touchCount: 2,
            boundaries: [
                "0 #1 began 100 100", "0 #2 began 100 100", "1.5 #1 ended 50 100", "1.5 #2 ended 150 100",
            ],
            moves: ["0.516667 #1 moved 99.166667 100", "0.516667 #2 moved 100.833333 100"]),
        // The same zoom as a bare array of sources.
        DumpExpectation(
            path: "w3c-actions/appium-pro-zoom-bare-array.json", touchCount: 2,
            boundaries: [
                "0 #1 began 100 100", "0 #2 began 100 100", "1.5 #1 ended 50 100", "1.5 #2 ended 150 100",
            ],
            moves: ["0.516667 #1 moved 99.166667 100"]),
    ]

    @Test("every W3C sample imports with the touches worked out by hand", arguments: samples)
    func sample(_ expected: DumpExpectation) throws {
        let (session, summary) = try Fixture.read(expected.path, options: expected.options)
        #expect(summary.format == .w3c)
        #expect(session.touchCount == expected.touchCount)
        #expect(SampleLines.of(session, movesIncluded: false) == expected.boundaries)
        let all = Set(SampleLines.of(session))
        for move in expected.moves {
            #expect(all.contains(move), "missing \(move)")
        }
    }

    @Test("a move of 1000 ms gives 60 samples at 60 Hz, the last one merged into the up")
    func sampling() throws {
        let (session, _) = try Fixture.read("w3c-actions/appium-espresso-multi-touch-actions.json")
        // Per finger: began, 59 moves (the 60th, at 2.01, became the ended), ended.
        #expect(session.samples.count == 2 * 61)
        let (slower, _) = try Fixture.read(
            "w3c-actions/appium-espresso-multi-touch-actions.json", options: ImportOptions(rate: 10))
        // At 10 Hz: steps at 1.11, 1.21, … 2.01; finger1 moves 2 pt a step.
        #expect(slower.samples.count == 2 * 11)
        #expect(SampleLines.of(slower).contains("1.11 #1 moved 102 100"))
    }

    @Test("pauses of a none source lengthen ticks; element origins cannot be resolved")
    func otherSources() throws {
        let script = """
            {"actions": [
              {"type": "none", "id": "clock", "actions": [{"type": "pause", "duration": 250}, {"type": "pause"}]},
              {"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"},
               "actions": [{"type": "pointerMove", "x": 3, "y": 4}, {"type": "pointerDown", "button": 0},
                           {"type": "pointerCancel"}]}
            ]}
            """
        let (session, _) = try W3CActionsReader().read(
            text: script, fileName: "s.json", sessionName: "s", sceneName: "x", options: ImportOptions())
        // Tick 0 lasts the none source's 250 ms; the down is in tick 1, the cancel in tick 2,
        // both at 0.25: the cancel goes 1 µs after the down.
        #expect(SampleLines.of(session) == ["0.25 #1 began 3 4", "0.250001 #1 cancelled 3 4"])
    }

    @Test("a touch still down after the last tick is cancelled there and flagged")
    func stillDown() throws {
        let script = """
            [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"},
              "actions": [{"type": "pointerMove", "duration": 0, "x": 1, "y": 2}, {"type": "pointerDown", "button": 0},
                          {"type": "pause", "duration": 100}]}]
            """
        let (session, summary) = try W3CActionsReader().read(
            text: script, fileName: "s.json", sessionName: "s", sceneName: "x", options: ImportOptions())
        #expect(SampleLines.of(session) == ["0 #1 began 1 2", "0.1 #1 cancelled 1 2"])
        #expect(summary.flags == [.touchesDownAtEnd(count: 1)])
    }

    static let pointer = #"{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": "#

    @Test(
        "broken scripts are rejected with the file and line",
        arguments: [
            ("", "b.json: the file is empty"),
            ("{\n\"actions\": [\n}", "b.json:3: not valid JSON: unexpected '}', expected a value"),
            (
                "{\"actions\": 5}",
                "b.json:1: expected {\"actions\": [...]} or an array of input sources, found an object"
            ),
            (
                "[{\"type\": \"pointer\", \"id\": \"m\", \"actions\": []}]",
                "b.json:1: the pointer \"m\" is a mouse; only touch pointers are imported"
            ),
            (
                "[\n" + pointer
                    + "[\n{\"type\": \"pointerMove\", \"x\": 1, \"y\": 1, \"origin\": {\"element-6066-11e4-a52e-4f735466cecf\": \"e\"}}]}]",
                "b.json:3: only the \"viewport\" and \"pointer\" origins can be imported (an element's needs the page)"
            ),
            (
                "[" + pointer + "[{\"type\": \"pointerMove\", \"x\": 1}]}]",
                "b.json:1: a pointerMove needs numbers `x` and `y`"
            ),
            (
                "[" + pointer + "[\n{\"type\": \"wiggle\"}]}]",
                "b.json:2: unknown action \"wiggle\" for the source \"f\""
            ),
            (
                "[" + pointer + "[{\"type\": \"pause\", \"duration\": -5}]}]",
                "b.json:1: a duration must be 0 to 86400000 milliseconds"
            ),
            (
                "[" + pointer + "[]}, " + pointer + "[]}]",
                "b.json:1: two input sources have the id \"f\""
            ),
            (
                "[" + pointer
                    + "[{\"type\": \"pointerDown\"}, {\"type\": \"pointerMove\", \"duration\": 86400000, \"x\": 9, \"y\": 9}]}]",
                "b.json:1: more than 1000000 samples: lower the rate or the durations"
            ),
            ("[" + pointer + "[{\"type\": \"pause\"}]}]", "b.json: no touch events: no touch pointer goes down"),
        ])
    func broken(text: String, message: String) {
        let error = #expect(throws: InputError.self) {
            try W3CActionsReader().read(
                text: text, fileName: "b.json", sessionName: "s", sceneName: "x", options: ImportOptions())
        }
        #expect(error?.description == message)
    }

    @Test("skipUnknown skips and counts unknown actions")
    func skipUnknown() throws {
        let script =
            "[" + Self.pointer + """
                [
                  {"type": "pointerMove", "x": 1, "y": 1},
                  {"type": "wiggle"},
                  {"type": "pointerDown"},
                  {"type": "pointerUp"}
                ]}]
                """
        let (session, summary) = try W3CActionsReader().read(
            text: script, fileName: "s.json", sessionName: "s", sceneName: "x",
            options: ImportOptions(skipUnknown: true))
        #expect(session.touchCount == 1)
        #expect(summary.unknownLinesSkipped == 1)
        #expect(summary.firstUnknownLines == [3])
    }
}
