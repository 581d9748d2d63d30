import GestureImport
import GestureReplay
import Testing

@Suite struct EvemuReaderTests {
    static let samples: [DumpExpectation] = [
        // Header inline: X 0–799, Y 0–479 (spans 800 and 480); on a 400×240 pt screen every
        // value halves. Values are decimal (`0539` is 539). Times from 0.000001.
        //   slot 0 down: 539, 167 → 269.5, 83.5; slot 1 down at 0.054565 (+0.054564): 222, 306 → 111, 153
        //   0.192178 (+0.192177): slot 0 at 535, 177 → 267.5, 88.5
        //   slot 1 up at 0.810270 (+0.810269), last 224, 312 → 112, 156
        //   slot 0 up at 0.824236 (+0.824235), last 538, 176 → 269, 88
        DumpExpectation(
            path: "evemu/Atmel-maXTouch-Touchscreen.2-fingers-touch-release.events",
            options: ImportOptions(screen: Screen(width: 400, height: 240)), touchCount: 2,
            boundaries: [
                "0 #1 began 269.5 83.5", "0.054564 #2 began 111 153",
                "0.810269 #2 ended 112 156", "0.824235 #1 ended 269 88",
            ],
            moves: ["0.192177 #1 moved 267.5 88.5"]),
        // X 0–1279, Y 0–767 on 640×384 pt: halves again.
        //   slot 0 down 930, 547 → 465, 273.5; at 0.007514 (+0.007513) it moves to 929, 546 → 464.5, 273
        //   and slot 1 comes down at 458, 582 → 229, 291
        //   slot 1 up at 0.732503 (+0.732502), last 407, 306 → 203.5, 153
        //   slot 0 up at 0.754659 (+0.754658), last 888, 216 → 444, 108
        DumpExpectation(
            path: "evemu/EP0430M09.2-finger-scroll-down.events",
            options: ImportOptions(screen: Screen(width: 640, height: 384)), touchCount: 2,
            boundaries: [
                "0 #1 began 465 273.5", "0.007513 #2 began 229 291",
                "0.732502 #2 ended 203.5 153", "0.754658 #1 ended 444 108",
            ],
            moves: ["0.007513 #1 moved 464.5 273"]),
        // Protocol A without tracking ids (contacts matched by distance), epoch times, header in
        // the `.desc` (X 0–9600, Y 0–7200: spans 9601, 7201), on 960×720 pt. From 1357751031.716015:
        //   first contact 1588, 6097 → 1588 × 960/9601 = 158.78346, 6097 × 720/7201 = 609.615331
        //   a second at 32.989125 (+1.27311): 7197, 2070 → 719.625039, 206.971254
        //   the first is gone at 33.643285 (+1.92727), last seen 1577, 6090 → 157.683575, 608.915428
        //   BTN_TOUCH 0 frame at 34.709837 (+2.993822), second last at 7164, 2197 → 716.325383, 219.66949
        //   second frame 31.730663 (+0.014648): 1590, 6099 → 158.983439, 609.815303
        DumpExpectation(
            path: "evemu/N-Trig-MultiTouch.2-fingers-touch-release.events",
            options: ImportOptions(screen: Screen(width: 960, height: 720)), touchCount: 2,
            boundaries: [
                "0 #1 began 158.78346 609.615331", "1.27311 #2 began 719.625039 206.971254",
                "1.92727 #1 ended 157.683575 608.915428", "2.993822 #2 ended 716.325383 219.66949",
            ],
            moves: ["0.014648 #1 moved 158.983439 609.815303"]),
        // Protocol B, epoch times, `.desc` header (X 0–2776, Y 0–1569), no screen: one point
        // per panel unit. SYNs from 1330496036.188438: slot 0 down 1457, 229; slot 1 at
        // 36.212429 (+0.023991) 1231, 249; at 36.360442 (+0.172004) slot 0 1463, 274 and slot 1
        // 1237, 293; slot 1 up 37.328423 (+1.139985) at 1236, 1437; slot 0 up 37.348417
        // (+1.159979) at 1474, 1352.
        DumpExpectation(
            path: "evemu/Wacom-ISDv4-E6-Finger.double-center-scroll.events", touchCount: 2,
            boundaries: [
                "0 #1 began 1457 229", "0.023991 #2 began 1231 249",
                "1.139985 #2 ended 1236 1437", "1.159979 #1 ended 1474 1352",
            ],
            moves: ["0.172004 #1 moved 1463 274", "0.172004 #2 moved 1237 293"]),
    ]

    @Test("every evemu sample imports with the touches read off it by hand", arguments: samples)
    func sample(_ expected: DumpExpectation) throws {
        var options = expected.options
        if expected.path.contains("N-Trig") {
            options.evemuDescription = try Fixture.text("evemu/N-Trig-MultiTouch.desc")
        }
        if expected.path.contains("Wacom") {
            options.evemuDescription = try Fixture.text("evemu/Wacom-ISDv4-E6-Finger.desc")
        }
        let (session, summary) = try Fixture.read(expected.path, options: options)
        #expect(summary.format == .evemu)
        #expect(session.touchCount == expected.touchCount)
        #expect(SampleLines.of(session, movesIncluded: false) == expected.boundaries)
        let all = Set(SampleLines.of(session))
        for move in expected.moves {
            #expect(all.contains(move), "missing \(move)")
        }
    }

    @Test("the header's ranges, name and lines are read and counted")
    func header() throws {
        let (session, summary) = try Fixture.read(
            "evemu/Wacom-ISDv4-E6-Finger.double-center-scroll.events",
            options: ImportOptions(evemuDescription: try Fixture.text("evemu/Wacom-ISDv4-E6-Finger.desc")))
        #expect(session.source == "Wacom ISDv4 E6 Finger")
        #expect(session.screen == Screen(width: 2777, height: 1570))
        #expect(
            summary.mapping?.description
                == "panel X 0–2776, Y 0–1569 → 1 pt per panel unit, 2777×1570 pt (no screen given)")
        #expect(summary.contactProtocol == .multitouchB)

        let (_, atmel) = try Fixture.read("evemu/Atmel-maXTouch-Touchscreen.2-fingers-touch-release.events")
        // Lines 1–83 are `#` comments, 84–116 are N:, I:, P:, 22 B: and 8 A: lines (33),
        // then lines 117–119 are three more comments; the `# …` after each E: is not a line of its own.
        #expect(atmel.count(.capabilityLine) == 33)
        #expect(atmel.count(.comment) == 86)
    }

    @Test("without a description the N-Trig recording is in raw panel units")
    func withoutDescription() throws {
        let (session, summary) = try Fixture.read("evemu/N-Trig-MultiTouch.2-fingers-touch-release.events")
        #expect(SampleLines.of(session, movesIncluded: false).first == "0 #1 began 1588 6097")
        #expect(summary.mapping?.target == .raw)
        #expect(session.screen == nil)
    }

    @Test("evemu prints SYN_DROPPED as 0000 0003")
    func synDropped() throws {
        let dump = """
            E: 0.000001 0003 0039 0007
            E: 0.000001 0003 0035 0010
            E: 0.000001 0003 0036 0020
            E: 0.000001 0000 0000 0000
            E: 0.010001 0000 0003 0000
            E: 0.020001 0000 0000 0000
            """
        let (session, summary) = try EvemuReader().read(
            text: dump, fileName: "d.events", sessionName: "s", sceneName: "x", options: ImportOptions())
        #expect(SampleLines.of(session) == ["0 #1 began 10 20", "0.01 #1 cancelled 10 20"])
        #expect(summary.flags == [.synDropped(line: 5)])
    }

    @Test(
        "broken evemu files are rejected with the file and line",
        arguments: [
            ("", "b.events: the file is empty"),
            ("# EVEMU 1.3\nN: x\n", "b.events: no touch events: the file has no `E:` lines"),
            ("E: 0.1 0003 0039 7\nhello\n", "b.events:2: not an evemu line: \"hello\""),
            ("E: 0.1 0003 0039 0x7\n", "b.events:1: not an evemu line: \"E: 0.1 0003 0039 0x7\""),
            ("E: 0.1 0003 0050 1\n", "b.events:1: unknown event code 0x50 for EV_ABS"),
            ("E: 0.1 0042 0000 1\n", "b.events:1: unknown event type 0x42"),
            ("A: 35 100 0 0 0 0\n", "b.events:1: the axis ABS_MT_POSITION_X has max 0 below min 100"),
            (
                "E: 0.1 0003 0039 7\nE: 0.1 0003 0035 1\nE: 0.1 0003 0036 1\nE: 0.1 0000 0000 0\nE: 0.2 0003 0035 2\n",
                "b.events:5: this frame has no SYN_REPORT: the dump is cut short in the middle of a frame"
            ),
        ])
    func broken(text: String, message: String) {
        let error = #expect(throws: InputError.self) {
            try EvemuReader().read(
                text: text, fileName: "b.events", sessionName: "s", sceneName: "x", options: ImportOptions())
        }
        #expect(error?.description == message)
    }

    @Test("skipUnknown skips and counts lines it does not understand")
    func skipUnknown() throws {
        let dump = "E: 0.1 0003 0039 7\nnonsense\nE: 0.1 0003 0035 1\nE: 0.1 0003 0036 1\nE: 0.1 0000 0000 0\n"
        let (session, summary) = try EvemuReader().read(
            text: dump, fileName: "s.events", sessionName: "s", sceneName: "x",
            options: ImportOptions(skipUnknown: true))
        #expect(session.touchCount == 1)
        #expect(summary.firstUnknownLines == [2])
    }

    @Test("a description that holds events is refused")
    func descriptionWithEvents() {
        let error = #expect(throws: InputError.self) {
            try EvemuReader().read(
                text: "E: 0.1 0000 0000 0\n", fileName: "b.events", sessionName: "s", sceneName: "x",
                options: ImportOptions(evemuDescription: "E: 0.1 0000 0000 0\n"))
        }
        #expect(error?.description == "evemu description: the description holds events; pass it as the dump instead")
    }
}
