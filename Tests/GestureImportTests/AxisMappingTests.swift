import GestureImport
import GestureReplay
import Testing

@Suite struct AxisMappingTests {
    /// A panel with X 0–99 and Y 0–199 (spans 100 and 200), touched at raw 10, 50.
    static let ranges = """
        add device 1: /dev/input/event1
          name:     "panel"
          events:
            ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 99, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 199, fuzz 0, flat 0, resolution 0
          input props:
            INPUT_PROP_DIRECT
        """
    static let dump = """
        0003 0039 00000001
        0003 0035 0000000a
        0003 0036 00000032
        0000 0000 00000000
        0003 0039 ffffffff
        0000 0000 00000000
        """

    /// On a screen one point per unit (100×200, or 200×100 when the axes swap),
    /// as Android's InputReader turns the panel:
    /// - none: x = 10, y = 50
    /// - 90: x = rawY = 50, y = maxX - rawX = 99 - 10 = 89
    /// - 180: x = 99 - 10 = 89, y = 199 - 50 = 149
    /// - 270: x = maxY - rawY = 199 - 50 = 149, y = rawX = 10
    @Test(
        "a rotated display swaps or flips the panel's axes",
        arguments: [
            (DisplayRotation.none, "0 #1 began 10 50"), (.degrees90, "0 #1 began 50 89"),
            (.degrees180, "0 #1 began 89 149"), (.degrees270, "0 #1 began 149 10"),
        ])
    func rotation(rotation: DisplayRotation, began: String) throws {
        let screen = rotation.swapsAxes ? Screen(width: 200, height: 100) : Screen(width: 100, height: 200)
        let options = ImportOptions(screen: screen, rotation: rotation, rangesText: Self.ranges)
        let (session, summary) = try GeteventReader().read(
            text: Self.dump, fileName: "r.txt", sessionName: "s", sceneName: "x", options: options)
        #expect(SampleLines.of(session).first == began)
        #expect(summary.mapping?.rotation == rotation)
    }

    @Test("without a screen the panel's units are points, and rotation still turns them")
    func panelUnits() throws {
        let (session, summary) = try GeteventReader().read(
            text: Self.dump, fileName: "r.txt", sessionName: "s", sceneName: "x",
            options: ImportOptions(rotation: .degrees90, rangesText: Self.ranges))
        // The screen is the panel turned: 200 wide, 100 high; the point as for 90° above.
        #expect(session.screen == Screen(width: 200, height: 100))
        #expect(SampleLines.of(session).first == "0 #1 began 50 89")
        #expect(summary.mapping?.target == .panelUnits)
        #expect(
            summary.mapping?.description
                == "panel X 0–99, Y 0–199 → 1 pt per panel unit, 200×100 pt (no screen given), display rotated 90°")
    }

    @Test("a rotation without ranges cannot be honoured")
    func rotationWithoutRanges() {
        #expect(throws: InputError.self) {
            try GeteventReader().read(
                text: Self.dump, fileName: "r.txt", sessionName: "s", sceneName: "x",
                options: ImportOptions(rotation: .degrees180))
        }
    }

    @Test(
        "options no dump can be read with are refused",
        arguments: [
            (
                ImportOptions(screen: Screen(width: 0, height: 10)),
                "r.txt: the screen must be positive and finite, got 0.0×10.0 pt"
            ),
            (ImportOptions(rate: 0), "r.txt: the rate must be 1 to 10000 per second, got 0.0"),
        ])
    func badOptions(options: ImportOptions, message: String) {
        let error = #expect(throws: InputError.self) {
            try GeteventReader().read(
                text: Self.dump, fileName: "r.txt", sessionName: "s", sceneName: "x", options: options)
        }
        #expect(error?.description == message)
    }
}

@Suite struct ImportSummaryTests {
    @Test("the description says what was read, how it was mapped and what was passed over")
    func description() throws {
        let ranges = try Fixture.text("getevent-p/samsung-synaptics_tcm_touch-pl-excerpt.txt")
        let (_, summary) = try Fixture.read(
            "getevent/samsung-synaptics_tcm-protoB-lt-multidevice-tapdrag-excerpt.txt",
            options: ImportOptions(screen: Screen(width: 800, height: 360), rotation: .degrees90, rangesText: ranges))
        #expect(
            summary.description == """
                getevent: /dev/input/event2 "synaptics_tcm_touch", multitouch protocol B
                mapping: panel X 0–1199, Y 0–2669 → 800×360 pt screen, display rotated 90°
                passed over: 5 device header lines, 5 device name lines, 2 other devices' events
                """)
    }

    @Test("skipped lines and flags are listed")
    func flags() throws {
        let dump = "0003 0039 00000001\nnonsense\n0003 0035 00000001\n0003 0036 00000001\n0000 0000 00000000\n"
        let (_, summary) = try GeteventReader().read(
            text: dump, fileName: "f.txt", sessionName: "s", sceneName: "x", options: ImportOptions(skipUnknown: true))
        #expect(
            summary.description == """
                getevent, multitouch protocol B
                mapping: raw panel values taken as points (no axis ranges known)
                skipped 1 unknown line: 2
                no timestamps: frames spaced at 60 per second (synthetic)
                1 touch still down at the end: cancelled there
                """)
    }
}
