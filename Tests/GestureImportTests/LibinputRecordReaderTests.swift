import GestureImport
import GestureReplay
import Testing

@Suite struct LibinputRecordReaderTests {
    /// 160 points per inch over 25.4 mm, at 12 units per millimetre:
    /// one panel unit is 160 / (12 × 25.4) = 0.524934 pt.
    static let samples: [DumpExpectation] = [
        // ITE touchpad, absinfo X 0–1051 and Y 0–571 at 12/mm, no screen: physical size.
        //   slot 0 (implied) down: 608, 255 → 608 × 160/304.8 = 319.160105, 255 → 133.858268
        //   0.009967: slot 1 down at 326, 324 → 171.128609, 170.07874; slot 0 moves to 614, 250
        //     → 322.309711, 131.233596
        //   both up in the frame at 0.089724: slot 0 last X 613 (0.076007), Y 192 (0.083070)
        //     → 321.784777, 100.787402; slot 1 last X 310 (0.069142), Y 241 (0.083070)
        //     → 162.729659, 126.509186
        DumpExpectation(
            path: "libinput-record/ite-touchpad-acer-sw5-012-two-finger-scroll.yml", touchCount: 2,
            boundaries: [
                "0 #1 began 319.160105 133.858268", "0.009967 #2 began 171.128609 170.07874",
                "0.089724 #1 ended 321.784777 100.787402", "0.089724 #2 ended 162.729659 126.509186",
            ],
            moves: ["0.009967 #1 moved 322.309711 131.233596"]),
        // Lenovo touchpad: the absinfo was elided (`....`); the comment block gives X 0–1212 and
        // Y 0–792 at 12/mm. Tap 1: 206, 311 → 108.136483, 163.254593, up at [0, 65119] → 0.065119.
        // Tap 2 at [1, 142438] → 1.142438: 599, 327 → 314.435696, 171.653543, up at 1.207905.
        DumpExpectation(
            path: "libinput-record/lenovo-xiaoxin-synaptics-touchpad-taps-PARTIAL-elided.yml", touchCount: 2,
            boundaries: [
                "0 #1 began 108.136483 163.254593", "0.065119 #1 ended 108.136483 163.254593",
                "1.142438 #1 began 314.435696 171.653543", "1.207905 #1 ended 314.435696 171.653543",
            ]),
    ]

    @Test("every libinput record sample imports with the touches read off it by hand", arguments: samples)
    func sample(_ expected: DumpExpectation) throws {
        let (session, summary) = try Fixture.read(expected.path, options: expected.options)
        #expect(summary.format == .libinput)
        #expect(session.touchCount == expected.touchCount)
        #expect(SampleLines.of(session, movesIncluded: false) == expected.boundaries)
        let all = Set(SampleLines.of(session))
        for move in expected.moves {
            #expect(all.contains(move), "missing \(move)")
        }
    }

    @Test("a touchpad is flagged as indirect and keeps its physical size without a screen")
    func touchpad() throws {
        let (session, summary) = try Fixture.read("libinput-record/ite-touchpad-acer-sw5-012-two-finger-scroll.yml")
        #expect(summary.flags == [.indirectDevice])
        #expect(summary.device == "/dev/input/event14 \"ITE Tech. Inc. ITE Device(8595) Touchpad\"")
        // 1052 × 0.524934 = 552.230971 pt by 572 × 0.524934 = 300.262467 pt.
        #expect(
            summary.mapping?.description
                == "panel X 0–1051 at 12/mm, Y 0–571 at 12/mm → millimetres at 160 pt per inch, 552.23×300.26 pt (no screen given)"
        )
        #expect(session.source == "ITE Tech. Inc. ITE Device(8595) Touchpad")
        // 67 comment lines (the evtest-style block and the `# Touch device in neutral state`).
        #expect(summary.count(.comment) == 67)

        // On a screen the pad fills it: 608 × 320/1052 = 184.942966, 255 × 240/572 = 106.993007.
        let (mapped, _) = try Fixture.read(
            "libinput-record/ite-touchpad-acer-sw5-012-two-finger-scroll.yml",
            options: ImportOptions(screen: Screen(width: 320, height: 240)))
        #expect(SampleLines.of(mapped).first == "0 #1 began 184.942966 106.993007")
    }

    @Test("an elided header is passed over and counted")
    func elidedHeader() throws {
        let (_, summary) = try Fixture.read("libinput-record/lenovo-xiaoxin-synaptics-touchpad-taps-PARTIAL-elided.yml")
        #expect(summary.count(.elision) == 1)
        #expect(summary.count(.comment) == 72)
    }

    static let touchscreen = """
        version: 1
        ndevices: 1
        libinput:
          version: "1.22.1"
        devices:
        - node: /dev/input/event5
          evdev:
            name: "Panel"
            absinfo:
              53: [0, 999, 0, 0, 0]
              54: [0, 1999, 0, 0, 0]
            properties: [1]
          events:
          - evdev:
            - [  0,      0,   3,  57,     5] # EV_ABS / ABS_MT_TRACKING_ID     5
            - [  0,      0,   3,  53,   100]
            - [  0,      0,   3,  54,   200]
            - [  0,      0,   0,   0,     0]
          - libinput:
            - {time: 0.000000, type: "TOUCH_DOWN"}
          - evdev:
            - [  0,   8000,   0,   3,     0] # SYN_DROPPED
            - [  0,   9000,   0,   0,     0]
        """

    @Test("a touchscreen record maps onto the screen; SYN_DROPPED is [s, us, 0, 3, 0]")
    func touchscreenAndDrop() throws {
        let (session, summary) = try LibinputRecordReader().read(
            text: Self.touchscreen, fileName: "t.yml", sessionName: "s", sceneName: "x",
            options: ImportOptions(screen: Screen(width: 100, height: 200)))
        // 100 × 100/1000 = 10, 200 × 200/2000 = 20; dropped at 0.008.
        #expect(SampleLines.of(session) == ["0 #1 began 10 20", "0.008 #1 cancelled 10 20"])
        #expect(summary.flags == [.synDropped(line: 22)])
        #expect(summary.count(.processedEvent) == 2)
    }

    @Test("the device option picks one device of several; skipUnknown counts what it skips")
    func devices() throws {
        let second = """

            - node: /dev/input/event9
              evdev:
                name: "Other"
                absinfo:
                  53: [0, 99, 0, 0, 0]
                  54: [0, 99, 0, 0, 0]
                properties: [1]
              events:
              - evdev:
                - [  0,      0,   3,  57,     1]
                - [  0,      0,   3,  53,     7]
                - [  0,      0,   3,  54,     9]
                what is this
                - [  0,      0,   0,   0,     0]
            """
        let record = Self.touchscreen + second
        let reader = LibinputRecordReader()
        #expect(throws: InputError.self) {
            try reader.read(
                text: record, fileName: "d.yml", sessionName: "s", sceneName: "x",
                options: ImportOptions(skipUnknown: true))
        }
        let (session, summary) = try reader.read(
            text: record, fileName: "d.yml", sessionName: "s", sceneName: "x",
            options: ImportOptions(device: "Other", skipUnknown: true))
        // One point per unit (no screen): 7, 9; still down at the end.
        #expect(SampleLines.of(session) == ["0 #1 began 7 9", "0.000001 #1 cancelled 7 9"])
        #expect(summary.count(.otherDeviceEvent) == 6)
        // The first record's 23 lines, then `- node:` on 24: "what is this" is line 36.
        #expect(summary.firstUnknownLines == [36])
    }

    @Test("`> ` quote prefixes of a pasted recording are stripped and counted")
    func quoted() throws {
        let quoted = Self.touchscreen.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "> " + $0 }.joined(separator: "\n")
        let (session, summary) = try LibinputRecordReader().read(
            text: quoted, fileName: "q.yml", sessionName: "s", sceneName: "x", options: ImportOptions())
        #expect(session.touchCount == 1)
        #expect(summary.count(.quotePrefix) == 23)
    }

    @Test(
        "broken records are rejected with the file and line",
        arguments: [
            ("", "b.yml: the file is empty"),
            ("version: 1\nndevices: 1\n", "b.yml: no touch events: the record has no event rows"),
            ("- [0, 0, 3, 57, 1]\n", "b.yml:1: an event row outside an `- evdev:` frame: \"- [0, 0, 3, 57, 1]\""),
            (
                "- node: /dev/input/event1\n  events:\n  - evdev:\n    - [0, 0, 3, 57]\n",
                "b.yml:4: not a `[sec, usec, type, code, value]` row: \"- [0, 0, 3, 57]\""
            ),
            (
                "- node: /dev/input/event1\n  events:\n  - evdev:\n    - [0, 0, 3, 99, 1]\n",
                "b.yml:4: unknown event code 99 for EV_ABS"
            ),
            (
                "- node: /dev/input/event1\n  events:\n  - evdev:\n    - [0, 0, 3, 57, 1]\n    hello\n",
                "b.yml:5: not a libinput record line: \"hello\""
            ),
            (
                "- node: /dev/input/event1\n  evdev:\n    absinfo:\n      53: [10, 0, 0, 0, 0]\n",
                "b.yml:4: not a valid absinfo entry: \"53: [10, 0, 0, 0, 0]\""
            ),
        ])
    func broken(text: String, message: String) {
        let error = #expect(throws: InputError.self) {
            try LibinputRecordReader().read(
                text: text, fileName: "b.yml", sessionName: "s", sceneName: "x", options: ImportOptions())
        }
        #expect(error?.description == message)
    }
}
