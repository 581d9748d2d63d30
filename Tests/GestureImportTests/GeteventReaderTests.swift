import GestureImport
import GestureReplay
import Testing

/// What a sample dump must import as. Every value was read off the dump by
/// hand; the arithmetic is in the comments where each case is built.
struct DumpExpectation: Sendable, CustomTestStringConvertible {
    var path: String
    var options = ImportOptions()
    /// Fingers that touched down.
    var touchCount: Int
    /// Every sample that is not `moved`, in order: when each touch began,
    /// where, and when and where it ended.
    var boundaries: [String]
    /// A few `moved` samples that must be in the session.
    var moves: [String] = []

    var testDescription: String { path }
}

@Suite struct GeteventReaderTests {
    static let ranges = "getevent-p/"

    static let samples: [DumpExpectation] = [
        // Protocol A, raw `-t`, CRLF, lift by a lone BTN_TOUCH 0; no ranges, so raw units.
        // 0x1be = 446, 0x258 = 600; lift 53890.926938 - 53890.813990 = 0.112948 s.
        // The 8 identical frames in between add no sample (nothing moved).
        DumpExpectation(
            path: "getevent/cartucho-protoA-raw-t-hold.txt", touchCount: 1,
            boundaries: ["0 #1 began 446 600", "0.112948 #1 ended 446 600"]),
        // Protocol B without ABS_MT_SLOT, `-ltr`. Down 0x382 = 898, 0x338 = 824.
        // Frame 615041.834138 - 615041.773137 = 0.061001: 0x38d = 909, 0x335 = 821.
        // Frame 615041.826618 - …773137 = 0.053481: X only, 0x383 = 899 (Y stays 824).
        // Up at 615041.942456 - …773137 = 0.169319 where it last was: 0x3d9 = 985, 0x326 = 806.
        DumpExpectation(
            path: "getevent/kalama-main_touch-protoB-ltr-swipe.txt", touchCount: 1,
            boundaries: ["0 #1 began 898 824", "0.169319 #1 ended 985 806"],
            moves: ["0.053481 #1 moved 899 824", "0.061001 #1 moved 909 821"]),
        // `-lTr` wall clock: frame time is the SYN_REPORT line's. First SYN at 18.608;
        // down 0x13fc = 5116, 0x2d16 = 11542. Next SYN at 18.628 → 0.020: 0x1401 = 5121,
        // 0x2d06 = 11526. Up SYN at 18.671 → 0.063, last 0x1580 = 5504, 0x28cc = 10444.
        DumpExpectation(
            path: "getevent/pineapple-main_touch-protoB-lTr-walltime-swipe.txt", touchCount: 1,
            boundaries: ["0 #1 began 5116 11542", "0.063 #1 ended 5504 10444"],
            moves: ["0.02 #1 moved 5121 11526"]),
        // Single touch (ABS_X/ABS_Y + BTN_TOUCH). Down 0x168 = 360, 0x392 = 914 at SYN 460.610221.
        // 460.712248 - 460.610221 = 0.102027: X 0x169 = 361. Up at 461.585677 → 0.975456,
        // last X 0x297 = 663, last Y 0x38a = 906.
        DumpExpectation(
            path: "getevent/mh-emulator-singletouch-ABSXY-lt-drag.txt", touchCount: 1,
            boundaries: ["0 #1 began 360 914", "0.975456 #1 ended 663 906"],
            moves: ["0.102027 #1 moved 361 914"]),
        // Protocol A, Galaxy S. Down 0x273 = 627, 0x306 = 774 at SYN 1411.748223.
        // 1411.792648 - 1411.748223 = 0.044425: 0x280 = 640, 0x305 = 773.
        // Empty frame 1412.162500 → 0.414277, last contact 0x3fb = 1019, 0x2fb = 763.
        DumpExpectation(
            path: "getevent/mh-galaxys-protoA-lt-single-drag.txt", touchCount: 1,
            boundaries: ["0 #1 began 627 774", "0.414277 #1 ended 1019 763"],
            moves: ["0.044425 #1 moved 640 773"]),
        // Three taps, each lifted by an empty frame. SYN times: 1482.431956 (0x213 = 531,
        // 0x308 = 776), 1482.473085 (+0.041129), 1484.342681 (+1.910725; 0x1f8 = 504,
        // 0x198 = 408), 1484.414221 (+1.982265), 1486.430734 (+3.998778; 0x1e5 = 485,
        // 0xd3 = 211), 1486.531224 (+4.099268). Id 1 is free again for each tap.
        DumpExpectation(
            path: "getevent/mh-galaxys-protoA-lt-three-taps.txt", touchCount: 3,
            boundaries: [
                "0 #1 began 531 776", "0.041129 #1 ended 531 776",
                "1.910725 #1 began 504 408", "1.982265 #1 ended 504 408",
                "3.998778 #1 began 485 211", "4.099268 #1 ended 485 211",
            ]),
        // Two fingers, tracking ids 0 and 1. Id 0 down at SYN 1807.354894: 0x4 = 4, 0x260 = 608.
        // Id 1 joins at 1807.459158 (+0.104264): 0xd = 13, 0x1a8 = 424. Id 1 missing from
        // the frame at 1808.455099 (+1.100205): ended at its last 0x3f6 = 1014, 0x19a = 410.
        // Empty frame 1808.455681 (+1.100787): id 0 ended at 0x3f1 = 1009, 0x24a = 586.
        // Frame 1807.490188 (+0.135294): id 0 at 0x9 = 9, 0x25d = 605 (id 1 unchanged);
        // frame 1807.505680 (+0.150786): id 1 at 0x28 = 40, 0x1aa = 426.
        DumpExpectation(
            path: "getevent/mh-galaxys-protoA-lt-two-finger-drag.txt", touchCount: 2,
            boundaries: [
                "0 #1 began 4 608", "0.104264 #2 began 13 424",
                "1.100205 #2 ended 1014 410", "1.100787 #1 ended 1009 586",
            ],
            moves: ["0.135294 #1 moved 9 605", "0.150786 #2 moved 40 426"]),
        // TF201 taps (TRACKING_ID first in a contact). SYNs 212989.315655 (0x482 = 1154,
        // 0x1e2 = 482), 212989.423397 (+0.107742), 212990.723130 (+1.407475; 0x1cd = 461,
        // 0x1dd = 477), 212990.841413 (+1.525758), 212991.778696 (+2.463041; 0x207 = 519,
        // 0x23b = 571), 212991.927489 (+2.611834).
        DumpExpectation(
            path: "getevent/mh-tf201-protoA-lt-three-taps.txt", touchCount: 3,
            boundaries: [
                "0 #1 began 1154 482", "0.107742 #1 ended 1154 482",
                "1.407475 #1 began 461 477", "1.525758 #1 ended 461 477",
                "2.463041 #1 began 519 571", "2.611834 #1 ended 519 571",
            ]),
        // Both fingers in the first frame (SYN 213130.351197): id 0 at 0x2b = 43, 0x1b8 = 440;
        // id 1 at 0x2c = 44, 0x25d = 605. Next frame 213130.443836 (+0.092639): id 0 at
        // 0x48 = 72, 0x1ca = 458. Id 1 gone at 213131.817312 (+1.466115), last 0x5fa = 1530,
        // 0x28b = 651; empty frame 213131.826997 (+1.4758), id 0 last 0x603 = 1539, 0x1e8 = 488.
        DumpExpectation(
            path: "getevent/mh-tf201-protoA-lt-two-finger-drag.txt", touchCount: 2,
            boundaries: [
                "0 #1 began 43 440", "0 #2 began 44 605",
                "1.466115 #2 ended 1530 651", "1.4758 #1 ended 1539 488",
            ],
            moves: ["0.092639 #1 moved 72 458"]),
        // Implicit slot 0 begins with no position (the kernel left out X/Y equal to the slot's
        // earlier contact): placed at its first reported one, 0x2ccc = 11468, 0x2666 = 9830.
        // With the -pl ranges (0–32767, span 32768) on the report's 1280×800 screen:
        //   11468 × 1280/32768 = 447.96875,   9830 × 800/32768 = 239.990234
        //   slot 1: 0x5fff = 24575 × 1280/32768 = 959.960938, 0x3000 = 12288 × 800/32768 = 300
        // Both lifted in one frame: 37.027158 - 36.186073 = 0.841085.
        // (The report says slot 0 really began at 320, 200: a dump cannot show that.)
        DumpExpectation(
            path: "getevent/qemu-virtio-protoB-lt-two-slots-hold-drag-SYNTHETIC.txt",
            options: ImportOptions(screen: Screen(width: 1280, height: 800)), touchCount: 2,
            boundaries: [
                "0 #1 began 447.96875 239.990234", "0 #2 began 959.960938 300",
                "0.841085 #1 ended 447.96875 239.990234", "0.841085 #2 ended 959.960938 300",
            ]),
        // A key of another device first; the touchscreen is event2. With the -pl ranges
        // (X 0–1199, Y 0–2669), a portrait panel in landscape, rotation 90 on 800×360 pt:
        //   x = (rawY - 0) × 800/2670,  y = (1199 - rawX) × 360/1200
        // Down 0x2a5 = 677, 0x3fd = 1021: x = 1021 × 800/2670 = 305.917603, y = 522 × 0.3 = 156.6
        // 582809.727895 - 582809.526611 = 0.201284: 0x2ef = 751, 0x19d = 413:
        //   x = 413 × 800/2670 = 123.745318, y = 448 × 0.3 = 134.4; up at +0.209382.
        DumpExpectation(
            path: "getevent/samsung-synaptics_tcm-protoB-lt-multidevice-tapdrag-excerpt.txt",
            options: ImportOptions(screen: Screen(width: 800, height: 360), rotation: .degrees90), touchCount: 1,
            boundaries: ["0 #1 began 305.917603 156.6", "0.209382 #1 ended 123.745318 134.4"],
            moves: ["0.201284 #1 moved 123.745318 134.4"]),
        // No timestamps: frame k at k/60 s. Slot 0 (id 8) down in frame 0 at 0xb3 = 179,
        // 0x371 = 881, up in frame 25 (25/60 = 0.416667) where it last was, 0x134 = 308, 881.
        // Slot 1 taps: down in frames 1, 12, 15, 17, 19, 21, 23, up in 8, 14, 16, 18, 20, 22, 24;
        // positions 0x6ee = 1774 / 0x6ed = 1773, 0x338 = 824 / 0x339 = 825, inherited when not sent.
        DumpExpectation(
            path: "getevent/shadowfight-protoB-raw-notime-twofinger-hold-and-taps.txt", touchCount: 8,
            boundaries: [
                "0 #1 began 179 881", "0.016667 #2 began 1774 824", "0.133333 #2 ended 1774 824",
                "0.2 #2 began 1773 825", "0.233333 #2 ended 1773 825",
                "0.25 #2 began 1774 825", "0.266667 #2 ended 1774 825",
                "0.283333 #2 began 1774 825", "0.3 #2 ended 1774 825",
                "0.316667 #2 began 1774 824", "0.333333 #2 ended 1774 824",
                "0.35 #2 began 1774 825", "0.366667 #2 ended 1774 825",
                "0.383333 #2 began 1774 825", "0.4 #2 ended 1774 825",
                "0.416667 #1 ended 308 881",
            ],
            moves: ["0.033333 #1 moved 184 882"]),  // frame 2: 0xb8 = 184, 0x372 = 882
        // No timestamps, no slot, CRLF, no final newline. SYNs on lines 5, 8, 11, 14, 19, 22,
        // 25, 28 are frames 0–7. Downs 2 and 4 carry no X/Y: inherited from the slot.
        // 0x438d = 17293, 0x3d4d = 15693; 0x42ee = 17134, 0x3c6b = 15467.
        DumpExpectation(
            path: "getevent/sick0123-protoB-raw-notime-noslot-double-double-tap.txt", touchCount: 4,
            boundaries: [
                "0 #1 began 17293 15693", "0.016667 #1 ended 17293 15693",
                "0.033333 #1 began 17293 15693", "0.05 #1 ended 17293 15693",
                "0.066667 #1 began 17134 15467", "0.083333 #1 ended 17134 15467",
                "0.1 #1 began 17134 15467", "0.116667 #1 ended 17134 15467",
            ]),
        // Protocol A with MT_TOOL_FINGER labels, CR CR LF. Contacts by tracking id; the frame
        // numbers are the lines of each SYN_REPORT. Times from 237316.996808:
        //   id 0 down (747, 943) line 31; gone line 943 (+1.101344) at 0x2d5 = 725, 0x28a = 650
        //   id 0 again line 950 (+1.380684) at 0x35b = 859, 0x535 = 1333; gone line 1407
        //     (+1.956602) at 0x2d4 = 724, 0x2dd = 733
        //   id 0 line 1414 (+2.124183) at 0x2f0 = 752, 0x230 = 560; id 1 line 1427 (+2.133489)
        //     at 0x1c8 = 456, 0x10c = 268; id 0 gone line 1916 (+2.518657) at 0x2d6 = 726,
        //     0x3e1 = 993; id 1 gone line 1918 (+2.525251) at 0x1ce = 462, 0x2bc = 700
        //   ids 0, 1, 2 down at +2.738366 (883, 661), +2.747595 (377, 358), +2.753676 (660, 402)
        //   the file was cut at the SYN_REPORT of +2.830598: all three cancelled there, at
        //     0x34b = 843, 0x2f5 = 757; 0x174 = 372, 0x1ae = 430; 0x287 = 647, 0x1f4 = 500.
        //   moves: line 38 (237317.011902, +0.015094) 0x2eb = 747, 0x3ad = 941;
        //     line 45 (+0.022715) 0x2ec = 748, 0x3a9 = 937.
        DumpExpectation(
            path: "getevent/xperiaxz-clearpad-protoA-lt-devpath-draw.txt", touchCount: 7,
            boundaries: [
                "0 #1 began 747 943", "1.101344 #1 ended 725 650",
                "1.380684 #1 began 859 1333", "1.956602 #1 ended 724 733",
                "2.124183 #1 began 752 560", "2.133489 #2 began 456 268",
                "2.518657 #1 ended 726 993", "2.525251 #2 ended 462 700",
                "2.738366 #1 began 883 661", "2.747595 #2 began 377 358", "2.753676 #3 began 660 402",
                "2.830598 #1 cancelled 843 757", "2.830598 #2 cancelled 372 430",
                "2.830598 #3 cancelled 647 500",
            ],
            moves: ["0.015094 #1 moved 747 941", "0.022715 #1 moved 748 937"]),
    ]

    @Test("every getevent sample imports with the touches read off it by hand", arguments: samples)
    func sample(_ expected: DumpExpectation) throws {
        var options = expected.options
        if expected.path.contains("qemu") {
            options.rangesText = try Fixture.text(Self.ranges + "qemu-virtio-multitouch-pl.txt")
        }
        if expected.path.contains("synaptics") {
            options.rangesText = try Fixture.text(Self.ranges + "samsung-synaptics_tcm_touch-pl-excerpt.txt")
        }
        let (session, summary) = try Fixture.read(expected.path, options: options)
        #expect(summary.format == .getevent)
        #expect(session.touchCount == expected.touchCount)
        #expect(SampleLines.of(session, movesIncluded: false) == expected.boundaries)
        let all = Set(SampleLines.of(session))
        for move in expected.moves {
            #expect(all.contains(move), "missing \(move)")
        }
    }

    @Test("a dump of all devices is read as the touchscreen's, with its headers and other devices counted")
    func multipleDevices() throws {
        let (_, kalama) = try Fixture.read("getevent/kalama-main_touch-protoB-ltr-swipe.txt")
        #expect(kalama.device == "/dev/input/event7 \"main_touch\"")
        #expect(kalama.contactProtocol == .multitouchB)
        // 9 `add device` lines and their 9 `name:` lines; the stray `0` before the first event;
        // 13 of the 14 SYN_REPORT lines carry ` rate N`.
        #expect(kalama.count(.deviceHeader) == 9)
        #expect(kalama.count(.deviceName) == 9)
        #expect(kalama.count(.terminalArtefact) == 1)
        #expect(kalama.count(.rateSuffix) == 13)

        let (_, xperia) = try Fixture.read("getevent/xperiaxz-clearpad-protoA-lt-devpath-draw.txt")
        // 11 `add device` lines and 2 `could not get driver version` notices.
        #expect(xperia.count(.deviceHeader) == 13)
        #expect(xperia.count(.deviceName) == 11)
        #expect(xperia.flags == [.touchesDownAtEnd(count: 3)])

        let (_, samsung) = try Fixture.read("getevent/samsung-synaptics_tcm-protoB-lt-multidevice-tapdrag-excerpt.txt")
        // KEY_VOLUMEDOWN and its SYN_REPORT on event0.
        #expect(samsung.count(.otherDeviceEvent) == 2)
        #expect(samsung.device == "/dev/input/event2 \"synaptics_tcm_touch\"")
    }

    @Test("the device option picks a device by name or by path")
    func deviceOption() throws {
        let byName = try Fixture.read(
            "getevent/kalama-main_touch-protoB-ltr-swipe.txt", options: ImportOptions(device: "main_touch"))
        let byPath = try Fixture.read(
            "getevent/kalama-main_touch-protoB-ltr-swipe.txt", options: ImportOptions(device: "/dev/input/event7"))
        #expect(byName.session == byPath.session)
        #expect(
            throws: InputError(
                file: "getevent/kalama-main_touch-protoB-ltr-swipe.txt", line: 0,
                reason: "no events from the device \"gpio-keys\" in the dump (devices with events: /dev/input/event7)")
        ) {
            try Fixture.read(
                "getevent/kalama-main_touch-protoB-ltr-swipe.txt", options: ImportOptions(device: "gpio-keys"))
        }
    }

    @Test("a dump without timestamps gets frames at the rate option, flagged as synthetic")
    func syntheticTimes() throws {
        var options = ImportOptions()
        options.rate = 120
        let (session, summary) = try Fixture.read(
            "getevent/sick0123-protoB-raw-notime-noslot-double-double-tap.txt", options: options)
        // Frame 7 of 8 at 7/120 s = 0.058333.
        #expect(session.samples.last.map(SampleLines.line) == "0.058333 #1 ended 17134 15467")
        #expect(summary.flags == [.syntheticTimes(rate: 120)])
    }

    @Test("without ranges the raw values are the points; with ranges they fill the screen")
    func rangesAndScreen() throws {
        let path = "getevent/cartucho-protoA-raw-t-hold.txt"
        let (raw, rawSummary) = try Fixture.read(path)
        #expect(raw.screen == nil)
        #expect(rawSummary.mapping?.target == .raw)
        // A device whose X is 0–1079 and Y 0–1919, on a 360×640 pt screen:
        // 446 × 360/1080 = 148.666667, 600 × 640/1920 = 200.
        let ranges = """
            add device 1: /dev/input/event7
              name:     "touch"
              events:
                ABS (0003): 0035  : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                            0036  : value 0, min 0, max 1919, fuzz 0, flat 0, resolution 0
              input props:
                INPUT_PROP_DIRECT
            """
        let options = ImportOptions(screen: Screen(width: 360, height: 640), rangesText: ranges)
        let (mapped, summary) = try Fixture.read(path, options: options)
        #expect(SampleLines.of(mapped).first == "0 #1 began 148.666667 200")
        #expect(mapped.screen == Screen(width: 360, height: 640))
        #expect(summary.mapping?.description == "panel X 0–1079, Y 0–1919 → 360×640 pt screen")
        #expect(summary.device == "/dev/input/event7 \"touch\"")

        #expect(
            throws: InputError(
                file: path, line: 0,
                reason: "a screen or rotation was given but the dump has no X and Y axis ranges; "
                    + "pass the device's `getevent -p` output as the ranges")
        ) {
            try Fixture.read(path, options: ImportOptions(screen: Screen(width: 360, height: 640)))
        }
    }

    @Test("a getevent -il block in the dump itself gives the ranges and is counted as capability lines")
    func capabilitiesInTheDump() throws {
        let header = try Fixture.text("getevent-p/galaxys7-herolte-sec_touchscreen-il.txt")
        let dump =
            header + """
                [   10.000000] /dev/input/event1: EV_ABS       ABS_MT_TRACKING_ID   00000005
                [   10.000000] /dev/input/event1: EV_ABS       ABS_MT_POSITION_X    00000800
                [   10.000000] /dev/input/event1: EV_ABS       ABS_MT_POSITION_Y    00000400
                [   10.000000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000
                [   10.008000] /dev/input/event1: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
                [   10.008000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000
                """
        let (session, summary) = try GeteventReader().read(
            text: dump, fileName: "s7.txt", sessionName: "s", sceneName: "x",
            options: ImportOptions(screen: Screen(width: 360, height: 640)))
        // X and Y are 0–4095 (span 4096): 0x800 = 2048 × 360/4096 = 180, 0x400 = 1024 × 640/4096 = 160.
        #expect(SampleLines.of(session) == ["0 #1 began 180 160", "0.008 #1 ended 180 160"])
        // The -il block is 22 lines: `add device`, `name:`, and 20 more.
        #expect(summary.count(.deviceHeader) == 1)
        #expect(summary.count(.deviceName) == 1)
        #expect(summary.count(.capabilityLine) == 20)
        #expect(summary.device == "/dev/input/event1 \"sec_touchscreen\"")
    }

    @Test("getevent -T dates are read as dates, so midnight does not turn time back")
    func wallClockOverMidnight() throws {
        let dump = """
            [2024-04-07 23:59:59.990]/dev/input/event7: EV_ABS       ABS_MT_TRACKING_ID   00000001
            [2024-04-07 23:59:59.991]/dev/input/event7: EV_ABS       ABS_MT_POSITION_X    00000010
            [2024-04-07 23:59:59.991]/dev/input/event7: EV_ABS       ABS_MT_POSITION_Y    00000020
            [2024-04-07 23:59:59.992]/dev/input/event7: EV_SYN       SYN_REPORT           00000000
            [2024-04-08 00:00:00.010]/dev/input/event7: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            [2024-04-08 00:00:00.012]/dev/input/event7: EV_SYN       SYN_REPORT           00000000 rate 50
            """
        let (session, summary) = try GeteventReader().read(
            text: dump, fileName: "t.txt", sessionName: "s", sceneName: "x", options: ImportOptions())
        // SYN_REPORT times: 23:59:59.992 and 00:00:00.012 the next day, 20 ms apart.
        #expect(SampleLines.of(session) == ["0 #1 began 16 32", "0.02 #1 ended 16 32"])
        #expect(summary.flags == [.wallClockTimes])
        #expect(summary.count(.rateSuffix) == 1)
    }

    @Test("SYN_DROPPED cancels the touches down, skips to the next SYN_REPORT and forgets the slots")
    func synDropped() throws {
        let dump = """
            [    1.000000] EV_ABS       ABS_MT_TRACKING_ID   00000010
            [    1.000000] EV_ABS       ABS_MT_POSITION_X    00000064
            [    1.000000] EV_ABS       ABS_MT_POSITION_Y    000000c8
            [    1.000000] EV_SYN       SYN_REPORT           00000000
            [    1.010000] EV_ABS       ABS_MT_POSITION_X    0000006e
            [    1.010000] EV_SYN       SYN_DROPPED          00000000
            [    1.020000] EV_ABS       ABS_MT_POSITION_X    00000078
            [    1.020000] EV_SYN       SYN_REPORT           00000000
            [    1.030000] EV_ABS       ABS_MT_TRACKING_ID   00000011
            [    1.030000] EV_ABS       ABS_MT_POSITION_Y    000000d2
            [    1.030000] EV_SYN       SYN_REPORT           00000000
            [    1.040000] EV_ABS       ABS_MT_POSITION_X    00000082
            [    1.040000] EV_SYN       SYN_REPORT           00000000
            [    1.050000] EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            [    1.050000] EV_SYN       SYN_REPORT           00000000
            """
        let (session, summary) = try GeteventReader().read(
            text: dump, fileName: "drop.txt", sessionName: "s", sceneName: "x", options: ImportOptions())
        // Down at (0x64 = 100, 0xc8 = 200). The move to 0x6e on line 5 never reached a
        // SYN_REPORT: the touch is cancelled at the drop (1.010) where it was. Lines 7–8 are
        // discarded. Line 9 begins a new touch whose X is unknown after the drop: it takes its
        // first reported X, 0x82 = 130 (line 12); Y 0xd2 = 210. Up at 1.050.
        #expect(
            SampleLines.of(session) == [
                "0 #1 began 100 200", "0.01 #1 cancelled 100 200",
                "0.03 #1 began 130 210", "0.05 #1 ended 130 210",
            ])
        #expect(summary.flags == [.synDropped(line: 6), .positionInferred(line: 9)])
    }

    @Test("raw getevent prints SYN_DROPPED as 0000 0003")
    func synDroppedRaw() throws {
        let dump = """
            0003 0039 00000001
            0003 0035 00000001
            0003 0036 00000002
            0000 0000 00000000
            0000 0003 00000000
            0000 0000 00000000
            """
        let (session, summary) = try GeteventReader().read(
            text: dump, fileName: "drop.txt", sessionName: "s", sceneName: "x", options: ImportOptions())
        // The drop is the second frame: 1/60 s.
        #expect(SampleLines.of(session) == ["0 #1 began 1 2", "0.016667 #1 cancelled 1 2"])
        #expect(summary.flags == [.syntheticTimes(rate: 60), .synDropped(line: 5)])
    }

    @Test("MT_TOOL_PALM cancels a touch rather than ending it")
    func palm() throws {
        let dump = """
            EV_ABS       ABS_MT_TRACKING_ID   00000001
            EV_ABS       ABS_MT_POSITION_X    00000010
            EV_ABS       ABS_MT_POSITION_Y    00000020
            EV_SYN       SYN_REPORT           00000000
            EV_ABS       ABS_MT_TOOL_TYPE     MT_TOOL_PALM
            EV_SYN       SYN_REPORT           00000000
            EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            EV_SYN       SYN_REPORT           00000000
            """
        let (session, summary) = try GeteventReader().read(
            text: dump, fileName: "palm.txt", sessionName: "s", sceneName: "x", options: ImportOptions())
        #expect(SampleLines.of(session) == ["0 #1 began 16 32", "0.016667 #1 cancelled 16 32"])
        #expect(summary.flags.contains(.palmCancelled(line: 5)))
    }

    @Test("ABS_MT_DISTANCE above 0 is hover: the touch begins at 0 and ends when it rises")
    func hover() throws {
        let dump = """
            EV_ABS       ABS_MT_TRACKING_ID   00000001
            EV_ABS       ABS_MT_DISTANCE      00000005
            EV_ABS       ABS_MT_POSITION_X    00000010
            EV_ABS       ABS_MT_POSITION_Y    00000020
            EV_SYN       SYN_REPORT           00000000
            EV_ABS       ABS_MT_DISTANCE      00000000
            EV_SYN       SYN_REPORT           00000000
            EV_ABS       ABS_MT_DISTANCE      00000003
            EV_SYN       SYN_REPORT           00000000
            EV_ABS       ABS_MT_TRACKING_ID   ffffffff
            EV_SYN       SYN_REPORT           00000000
            """
        let (session, _) = try GeteventReader().read(
            text: dump, fileName: "hover.txt", sessionName: "s", sceneName: "x", options: ImportOptions())
        // Frame 0 hovers; frame 1 (the session's 0) touches at 0x10, 0x20; frame 2 rises (+1/60).
        #expect(SampleLines.of(session) == ["0 #1 began 16 32", "0.016667 #1 ended 16 32"])
    }

    @Test("a frame stamped before the previous one keeps the previous time, flagged")
    func timeGoingBack() throws {
        let dump = """
            [    2.000000] 0003 0039 00000001
            [    2.000000] 0003 0035 00000001
            [    2.000000] 0003 0036 00000001
            [    2.000000] 0000 0000 00000000
            [    1.500000] 0003 0035 00000002
            [    1.500000] 0000 0000 00000000
            [    2.010000] 0003 0039 ffffffff
            [    2.010000] 0000 0000 00000000
            """
        let (session, summary) = try GeteventReader().read(
            text: dump, fileName: "back.txt", sessionName: "s", sceneName: "x", options: ImportOptions())
        #expect(SampleLines.of(session) == ["0 #1 began 2 1", "0.01 #1 ended 2 1"])
        #expect(summary.flags == [.timeWentBackwards(line: 6)])
    }

    @Test("two touch devices in one dump need the device option")
    func twoTouchDevices() throws {
        let dump = """
            /dev/input/event1: 0003 0039 00000001
            /dev/input/event1: 0003 0035 00000001
            /dev/input/event1: 0003 0036 00000001
            /dev/input/event1: 0000 0000 00000000
            /dev/input/event2: 0003 0039 00000001
            /dev/input/event2: 0003 0035 00000005
            /dev/input/event2: 0003 0036 00000006
            /dev/input/event2: 0000 0000 00000000
            """
        let reader = GeteventReader()
        #expect(
            throws: InputError(
                file: "two.txt", line: 0,
                reason: "several devices report touches (/dev/input/event1, /dev/input/event2); "
                    + "choose one with the device option")
        ) {
            try reader.read(text: dump, fileName: "two.txt", sessionName: "s", sceneName: "x", options: ImportOptions())
        }
        let (session, summary) = try reader.read(
            text: dump, fileName: "two.txt", sessionName: "s", sceneName: "x",
            options: ImportOptions(device: "/dev/input/event2"))
        // Still down at the end, in the frame it began in: cancelled 1 µs later.
        #expect(SampleLines.of(session) == ["0 #1 began 5 6", "0.000001 #1 cancelled 5 6"])
        #expect(summary.count(.otherDeviceEvent) == 4)
    }

    @Test(
        "broken getevent dumps are rejected with the file and line",
        arguments: [
            ("", "b.txt: the file is empty"),
            ("\n  \r\n", "b.txt: the file is empty"),
            ("0003 0039 00000001\nhello world\n0000 0000 00000000\n", "b.txt:2: not a getevent line: \"hello world\""),
            ("0003 0099 00000001\n0000 0000 00000000\n", "b.txt:1: unknown event code \"0099\" for EV_ABS"),
            ("EV_ABS BTN_TOUCH 00000001\n", "b.txt:1: unknown event code \"BTN_TOUCH\" for EV_ABS"),
            ("0009 0000 00000001\n", "b.txt:1: unknown event type \"0009\""),
            ("0003 0039 0000000g\n", "b.txt:1: not an event value: \"0000000g\""),
            (
                "0003 0039 00000001\n0003 0035 00000001\n0003 0036 00000001\n0000 0000 00000000\n0003 0035 00000002\n",
                "b.txt:5: this frame has no SYN_REPORT: the dump is cut short in the middle of a frame"
            ),
            ("0003 002f 00000040\n0000 0000 00000000\n", "b.txt:1: slot 64 is outside 0–63"),
            ("0003 002f ffffffff\n0000 0000 00000000\n", "b.txt:1: slot -1 is outside 0–63"),
            ("0003 0035 00000001\n0000 0000 00000000\n", "b.txt: no touch events: no finger touched down"),
            ("0001 014a 00000001\n0000 0000 00000000\n", "b.txt: no touch events: no device reports touch positions"),
            ("0001 0072 00000001\n0000 0000 00000000\n", "b.txt: no touch events: no device reports touch positions"),
            (
                "add device 1: /dev/input/event0\n  name: \"keys\"\n",
                "b.txt: no touch events: the file has no event lines"
            ),
            (
                "[    1.000000] 0003 0039 00000001\n0000 0000 00000000\n",
                "b.txt:2: this event line has no timestamp but the ones before it have"
            ),
            (
                "[    1.0000x0] 0003 0039 00000001\n",
                "b.txt:1: not a getevent timestamp: \"[    1.0000x0] 0003 0039 00000001\""
            ),
            (
                "[    1.000000 0003 0039 00000001\n",
                "b.txt:1: a timestamp without its closing `]`: \"[    1.000000 0003 0039 00000001\""
            ),
            ("0003 0039 00000001 extra\n", "b.txt:1: unexpected text after the event: \"extra\""),
        ])
    func broken(text: String, message: String) {
        let error = #expect(throws: InputError.self) {
            try GeteventReader().read(
                text: text, fileName: "b.txt", sessionName: "s", sceneName: "x", options: ImportOptions())
        }
        #expect(error?.description == message)
    }

    @Test("a slot beyond the declared range is an error naming the range")
    func slotOutsideDeclaredRange() throws {
        let ranges = try Fixture.text("getevent-p/galaxys7-herolte-sec_touchscreen-il.txt")
        let dump = "0003 002f 0000000a\n0000 0000 00000000\n"
        #expect(throws: InputError(file: "b.txt", line: 1, reason: "slot 10 is outside the declared range 0–9")) {
            try GeteventReader().read(
                text: dump, fileName: "b.txt", sessionName: "s", sceneName: "x",
                options: ImportOptions(rangesText: ranges))
        }
    }

    @Test("skipUnknown skips and counts lines it does not understand")
    func skipUnknown() throws {
        let dump = """
            0003 0039 00000001
            garbage here
            0003 0035 00000003
            0003 0036 00000004
            ?!
            0000 0000 00000000
            """
        var options = ImportOptions()
        options.skipUnknown = true
        let (session, summary) = try GeteventReader().read(
            text: dump, fileName: "s.txt", sessionName: "s", sceneName: "x", options: options)
        #expect(session.touchCount == 1)
        #expect(summary.unknownLinesSkipped == 2)
        #expect(summary.firstUnknownLines == [2, 5])
    }

    @Test("comment tails and Markdown fences of pasted dumps are passed over and counted")
    func pastedDump() throws {
        let dump = """
            ```
            /dev/input/event3: 0003 0039 00000008   // finger down
            /dev/input/event3: 0003 0035 000000b3
            /dev/input/event3: 0003 0036 00000371
            /dev/input/event3: 0000 0000 00000000
            // the end
            ```
            """
        let (session, summary) = try GeteventReader().read(
            text: dump, fileName: "p.txt", sessionName: "s", sceneName: "x", options: ImportOptions())
        #expect(session.touchCount == 1)
        #expect(summary.count(.comment) == 2)
        #expect(summary.count(.terminalArtefact) == 2)
    }
}
