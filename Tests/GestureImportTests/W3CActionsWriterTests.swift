import GestureImport
import GestureModel
import GestureReplay
import Testing

@Suite struct W3CActionsWriterTests {
    /// Two fingers: 1 taps while 2 drags; times in whole milliseconds.
    static let session = TouchSession(
        name: "two", scene: "x",
        samples: [
            TouchSample(time: Instant(nanoseconds: 0), touch: 1, phase: .began, x: 10, y: 20),
            TouchSample(time: Instant(nanoseconds: 16_000_000), touch: 1, phase: .moved, x: 12, y: 20),
            TouchSample(time: Instant(nanoseconds: 16_000_000), touch: 2, phase: .began, x: 100, y: 200),
            TouchSample(time: Instant(nanoseconds: 33_000_000), touch: 1, phase: .ended, x: 12, y: 20),
            TouchSample(time: Instant(nanoseconds: 33_000_000), touch: 2, phase: .moved, x: 110, y: 205),
            TouchSample(time: Instant(nanoseconds: 50_000_000), touch: 2, phase: .cancelled, x: 120, y: 205),
        ])

    @Test("a session is written as ticks: pause to the event, moves, then downs and ups")
    func text() {
        let expected = """
            {
              "actions": [
                {
                  "type": "pointer",
                  "id": "finger1",
                  "parameters": {"pointerType": "touch"},
                  "actions": [
                    {"type": "pointerMove", "duration": 0, "x": 10, "y": 20},
                    {"type": "pointerDown", "button": 0},
                    {"type": "pause", "duration": 16},
                    {"type": "pointerMove", "duration": 0, "x": 12, "y": 20},
                    {"type": "pause", "duration": 0},
                    {"type": "pause", "duration": 17},
                    {"type": "pause", "duration": 0},
                    {"type": "pointerUp", "button": 0},
                    {"type": "pause", "duration": 17},
                    {"type": "pause", "duration": 0},
                    {"type": "pause", "duration": 0}
                  ]
                },
                {
                  "type": "pointer",
                  "id": "finger2",
                  "parameters": {"pointerType": "touch"},
                  "actions": [
                    {"type": "pause", "duration": 0},
                    {"type": "pause", "duration": 0},
                    {"type": "pause", "duration": 16},
                    {"type": "pointerMove", "duration": 0, "x": 100, "y": 200},
                    {"type": "pointerDown", "button": 0},
                    {"type": "pause", "duration": 17},
                    {"type": "pointerMove", "duration": 0, "x": 110, "y": 205},
                    {"type": "pause", "duration": 0},
                    {"type": "pause", "duration": 17},
                    {"type": "pointerMove", "duration": 0, "x": 120, "y": 205},
                    {"type": "pointerCancel"}
                  ]
                }
              ]
            }

            """
        #expect(W3CActionsWriter().write(Self.session) == expected)
    }

    @Test("writing and reading back gives the same session")
    func roundTrip() throws {
        let text = W3CActionsWriter().write(Self.session)
        let (back, _) = try W3CActionsReader().read(
            text: text, fileName: "w.json", sessionName: "two", sceneName: "x", options: ImportOptions())
        #expect(back.samples == Self.session.samples)
    }

    @Test("fractional points survive when they are not rounded")
    func fractionalRoundTrip() throws {
        var session = Self.session
        session.samples[2].x = 100.25
        session.samples[2].y = 33.333333
        let text = W3CActionsWriter(roundsCoordinates: false).write(session)
        let (back, _) = try W3CActionsReader().read(
            text: text, fileName: "w.json", sessionName: "two", sceneName: "x", options: ImportOptions())
        #expect(back.samples == session.samples)
        #expect(W3CActionsWriter().write(session).contains(#""x": 100, "y": 33}"#))
    }

    @Test(
        "imported samples come back with their times rounded to the millisecond",
        arguments: [
            "getevent/kalama-main_touch-protoB-ltr-swipe.txt",
            "getevent/mh-galaxys-protoA-lt-three-taps.txt",
            "getevent/shadowfight-protoB-raw-notime-twofinger-hold-and-taps.txt",
            "getevent/xperiaxz-clearpad-protoA-lt-devpath-draw.txt",
            "evemu/EP0430M09.2-finger-scroll-down.events",
            "w3c-actions/appium-espresso-multi-touch-actions.json",
        ])
    func importedRoundTrip(path: String) throws {
        let (session, _) = try Fixture.read(path)
        let text = W3CActionsWriter().write(session)
        let (back, _) = try W3CActionsReader().read(
            text: text, fileName: "w.json", sessionName: session.name, sceneName: session.scene,
            options: ImportOptions())
        // What the writer keeps: whole milliseconds and whole points; a move that rounds to
        // where the touch already was is no move.
        var last: [Int: (Double, Double)] = [:]
        var expected: [TouchSample] = []
        for sample in session.samples {
            var kept = sample
            kept.time = Instant(nanoseconds: (sample.time.nanoseconds + 500_000) / 1_000_000 * 1_000_000)
            kept.x = sample.x.rounded()
            kept.y = sample.y.rounded()
            if kept.phase == .moved, let previous = last[kept.touch], previous == (kept.x, kept.y) { continue }
            last[kept.touch] = (kept.x, kept.y)
            expected.append(kept)
        }
        #expect(back.samples.count == expected.count)
        #expect(back.samples == expected)
    }

    @Test("an empty session is an empty action list")
    func empty() {
        #expect(W3CActionsWriter().write(TouchSession(name: "e", scene: "x")) == "{\n  \"actions\": []\n}\n")
    }
}
