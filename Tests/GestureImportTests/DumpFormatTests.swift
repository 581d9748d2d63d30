import GestureImport
import GestureReplay
import Testing

@Suite struct DumpFormatTests {
    /// Every sample dump under `Fixtures/` and the format its content shows.
    /// The capability dumps and `.desc` files are not touch recordings but
    /// still read as the format they belong to. The How We Swipe excerpt is
    /// DOM touch events from a web keyboard (CSS px, no touch ids), which no
    /// reader takes: nil.
    static let formats: [(String, DumpFormat?)] = [
        ("evemu/Atmel-maXTouch-Touchscreen.2-fingers-touch-release.events", .evemu),
        ("evemu/EP0430M09.2-finger-scroll-down.events", .evemu),
        ("evemu/N-Trig-MultiTouch.2-fingers-touch-release.events", .evemu),
        ("evemu/N-Trig-MultiTouch.desc", .evemu),
        ("evemu/Wacom-ISDv4-E6-Finger.desc", .evemu),
        ("evemu/Wacom-ISDv4-E6-Finger.double-center-scroll.events", .evemu),
        ("getevent-p/galaxys7-herolte-sec_touchscreen-il.txt", .getevent),
        ("getevent-p/qemu-virtio-multitouch-pl.txt", .getevent),
        ("getevent-p/samsung-synaptics_tcm_touch-pl-excerpt.txt", .getevent),
        ("getevent/cartucho-protoA-raw-t-hold.txt", .getevent),
        ("getevent/kalama-main_touch-protoB-ltr-swipe.txt", .getevent),
        ("getevent/mh-emulator-singletouch-ABSXY-lt-drag.txt", .getevent),
        ("getevent/mh-galaxys-protoA-lt-single-drag.txt", .getevent),
        ("getevent/mh-galaxys-protoA-lt-three-taps.txt", .getevent),
        ("getevent/mh-galaxys-protoA-lt-two-finger-drag.txt", .getevent),
        ("getevent/mh-tf201-protoA-lt-three-taps.txt", .getevent),
        ("getevent/mh-tf201-protoA-lt-two-finger-drag.txt", .getevent),
        ("getevent/pineapple-main_touch-protoB-lTr-walltime-swipe.txt", .getevent),
        ("getevent/qemu-virtio-protoB-lt-two-slots-hold-drag-SYNTHETIC.txt", .getevent),
        ("getevent/samsung-synaptics_tcm-protoB-lt-multidevice-tapdrag-excerpt.txt", .getevent),
        ("getevent/shadowfight-protoB-raw-notime-twofinger-hold-and-taps.txt", .getevent),
        ("getevent/sick0123-protoB-raw-notime-noslot-double-double-tap.txt", .getevent),
        ("getevent/xperiaxz-clearpad-protoA-lt-devpath-draw.txt", .getevent),
        ("libinput-record/ite-touchpad-acer-sw5-012-two-finger-scroll.yml", .libinput),
        ("libinput-record/lenovo-xiaoxin-synaptics-touchpad-taps-PARTIAL-elided.yml", .libinput),
        ("touch-datasets/howweswipe-g1dgig1st0he01bmgdjo6crgds-excerpt.log", nil),
        ("w3c-actions/appium-espresso-multi-touch-actions.json", .w3c),
        ("w3c-actions/appium-pro-zoom-bare-array.json", .w3c),
        ("w3c-actions/simple-wd-spec-pinch-zoom-2finger.json", .w3c),
    ]

    @Test("every sample file is detected from its content", arguments: formats)
    func sample(path: String, format: DumpFormat?) throws {
        #expect(DumpFormat.detect(text: try Fixture.text(path), fileName: path) == format)
        // The content decides, not the name.
        #expect(DumpFormat.detect(text: try Fixture.text(path), fileName: "dump") == format)
    }

    @Test("the table covers every sample file")
    func coversEverySample() {
        #expect(Self.formats.map(\.0) == Fixture.allPaths)
    }

    @Test("a touch log is recognised by its header line")
    func touchLog() {
        let log = """
            {"format":"gesture-replay.touches","version":1,"name":"double-tap-photo","scene":"tap-or-double-tap"}
            {"t":0.000,"touch":1,"phase":"began","x":160,"y":240}
            """
        #expect(DumpFormat.detect(text: log, fileName: "x.txt") == .touchlog)
        #expect(DumpFormat.touchlog.reader == nil)
        let spaced = #"{ "format": "gesture-replay.touches", "version": 1 }"#
        #expect(DumpFormat.detect(text: spaced, fileName: "x") == .touchlog)
    }

    @Test(
        "the file name decides only when the content does not",
        arguments: [
            ("", "a.yml", DumpFormat.libinput), ("", "a.json", .w3c), ("", "a.events", .evemu),
            ("", "a.touches.jsonl", .touchlog), ("", "a.txt", .getevent), ("", "a", nil),
            ("just words\n", "a.log", nil),
            ("0003 0039 00000001\n", "a.json", .getevent),
            ("# EVEMU 1.3\n", "a.txt", .evemu),
            ("# libinput record\nversion: 1\n", "a.txt", .libinput),
            ("version: 1\nndevices: 1\n", "a.txt", .libinput),
            ("[\n  {\"type\": \"pointer\", \"actions\": []}\n]", "a.txt", .w3c),
            ("[    1.000000] EV_ABS ABS_MT_SLOT 00000001\n", "a", .getevent),
        ] as [(String, String, DumpFormat?)])
    func hint(text: String, name: String, format: DumpFormat?) {
        #expect(DumpFormat.detect(text: text, fileName: name) == format)
    }

    @Test("each format but the touch log has its reader")
    func readers() {
        for format in DumpFormat.allCases where format != .touchlog {
            #expect(format.reader?.format == format)
        }
    }

    @Test("capability dumps and descriptions alone hold no touch events")
    func notRecordings() throws {
        let error = #expect(throws: InputError.self) {
            try Fixture.read("getevent-p/qemu-virtio-multitouch-pl.txt")
        }
        #expect(
            error?.description
                == "getevent-p/qemu-virtio-multitouch-pl.txt: no touch events: the file has no event lines")
        let desc = #expect(throws: InputError.self) { try Fixture.read("evemu/N-Trig-MultiTouch.desc") }
        #expect(desc?.description == "evemu/N-Trig-MultiTouch.desc: no touch events: the file has no `E:` lines")
    }
}

@Suite struct DumpTextTests {
    @Test("bytes that are not UTF-8 are rejected at their line, no bytes for the whole file")
    func decode() throws {
        #expect(try DumpText.decode(Array("0003 0039 00000001\n".utf8), fileName: "a") == "0003 0039 00000001\n")
        #expect(throws: InputError(file: "a", line: 1, reason: "not UTF-8 text")) {
            try DumpText.decode([0x30, 0xFF, 0xFE, 0x0A], fileName: "a")
        }
        #expect(throws: InputError(file: "a", line: 3, reason: "not UTF-8 text")) {
            try DumpText.decode([0x30, 0x0A, 0x0A, 0x30, 0xC3, 0x0A, 0xC3, 0xA9], fileName: "a")
        }
        #expect(throws: InputError(file: "a", line: 0, reason: "the file is empty")) {
            try DumpText.decode([UInt8](), fileName: "a")
        }
    }
}
