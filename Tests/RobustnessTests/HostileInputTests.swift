import Foundation
import GestureReplay
import GestureTestSupport
import Testing

/// One malformed input: a file given to `gesture-replay import`, and where
/// and why it must be refused.
struct HostileInput: Sendable, CustomTestStringConvertible {
    /// What is wrong with it.
    var name: String
    /// The file's name (its extension matters when the format is detected).
    var file: String
    var bytes: [UInt8]
    /// `--format`, or nil to let the content decide.
    var format: String?
    /// The 1-based line the error must name; nil for the whole file.
    var line: Int?
    /// Words the reason must contain.
    var reason: String

    /// Whether it is a scene file, given to the import of a good touch log.
    var isScene = false

    var testDescription: String { "\(isScene ? "scene" : format ?? "auto"): \(name)" }

    /// The arguments that import it (or import a good touch log in it).
    var arguments: [String] {
        if isScene { return ["import", HostileCatalogue.goodTouchLog.file, "--scene", file] }
        return ["import", file, "--scene", "tap-or-double-tap"] + (format.map { ["--format", $0] } ?? [])
    }

    /// A scene file that must be refused.
    static func scene(_ name: String, _ bytes: [UInt8], line: Int?, reason: String) -> HostileInput {
        HostileInput(
            name: name, file: "bad.scene.json", bytes: bytes, format: nil, line: line, reason: reason, isScene: true)
    }
}

/// The catalogue of `HostileInput`s, reader by reader. Every line number is
/// counted from the input as it is built here.
enum HostileCatalogue {
    /// Bytes that are not UTF-8: a lone continuation byte, an overlong
    /// encoding, a truncated three-byte sequence.
    static let notUTF8: [UInt8] = [0x80, 0xC0, 0xAF, 0xE2, 0x82]

    /// 4 KiB of seeded binary garbage that starts with a byte no UTF-8 text starts with.
    static let garbage: [UInt8] = {
        var generator = SeededGenerator(state: 0x5EED_0001)
        return [0xFF, 0x00] + (0..<4094).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }()

    /// `count` lines of `line(k)`, each ended by a newline.
    static func lines(_ count: Int, _ line: (Int) -> String) -> String {
        var text = ""
        text.reserveCapacity(count * 48)
        for k in 0..<count { text += line(k) + "\n" }
        return text
    }

    // MARK: Touch log

    static let touchLogHeader =
        #"{"format":"gesture-replay.touches","version":1,"name":"h","scene":"tap-or-double-tap"}"#

    static func touchLog(_ lines: String...) -> [UInt8] {
        utf8(([touchLogHeader] + lines).joined(separator: "\n") + "\n")
    }

    static let began = #"{"t":0,"touch":1,"phase":"began","x":10,"y":10}"#

    static let touchLogs: [HostileInput] = [
        HostileInput(
            name: "empty", file: "e.touches.jsonl", bytes: [], format: "touchlog", line: nil, reason: "empty file"),
        HostileInput(
            name: "empty, detected", file: "e.touches.jsonl", bytes: [], format: nil, line: nil, reason: "empty"),
        HostileInput(
            name: "truncated mid-line", file: "t.touches.jsonl",
            bytes: utf8(touchLogHeader + "\n" + began + "\n" + #"{"t":0.1,"touch":1,"pha"#), format: nil, line: 3,
            reason: "not JSON"),
        HostileInput(
            name: "not UTF-8", file: "u.touches.jsonl",
            bytes: utf8(touchLogHeader + "\n" + began + "\n") + notUTF8 + [0x0A],
            format: "touchlog", line: 3, reason: "not UTF-8"),
        HostileInput(
            name: "binary garbage", file: "g.touches.jsonl", bytes: garbage, format: "touchlog", line: 1,
            reason: "not UTF-8"),
        HostileInput(
            name: "NaN", file: "n.touches.jsonl", bytes: touchLog(#"{"t":0,"touch":1,"phase":"began","x":NaN,"y":1}"#),
            format: nil, line: 2, reason: "not JSON"),
        HostileInput(
            name: "infinite", file: "i.touches.jsonl",
            bytes: touchLog(#"{"t":0,"touch":1,"phase":"began","x":1e999,"y":1}"#),
            format: nil, line: 2, reason: "too large"),
        HostileInput(
            name: "huge coordinate", file: "h.touches.jsonl",
            bytes: touchLog(#"{"t":0,"touch":1,"phase":"began","x":1e300,"y":1}"#), format: nil, line: 2,
            reason: "x is too large"),
        HostileInput(
            name: "huge time", file: "h.touches.jsonl",
            bytes: touchLog(#"{"t":1e300,"touch":1,"phase":"began","x":1,"y":1}"#),
            format: nil, line: 2, reason: "t is too large"),
        HostileInput(
            name: "touch id out of range", file: "h.touches.jsonl",
            bytes: touchLog(#"{"t":0,"touch":1e12,"phase":"began","x":1,"y":1}"#), format: nil, line: 2,
            reason: "whole number"),
        HostileInput(
            name: "time going backwards", file: "b.touches.jsonl",
            bytes: touchLog(
                #"{"t":0.5,"touch":1,"phase":"began","x":1,"y":1}"#, #"{"t":0.2,"touch":1,"phase":"moved","x":2,"y":1}"#
            ),
            format: nil, line: 3, reason: "goes back"),
        HostileInput(
            name: "touch ended twice", file: "d.touches.jsonl",
            bytes: touchLog(
                began, #"{"t":0.1,"touch":1,"phase":"ended","x":10,"y":10}"#,
                #"{"t":0.2,"touch":1,"phase":"ended","x":10,"y":10}"#),
            format: nil, line: 4, reason: "touch 1 ended before it began"),
        HostileInput(
            name: "touch never begun", file: "m.touches.jsonl",
            bytes: touchLog(#"{"t":0,"touch":7,"phase":"moved","x":1,"y":1}"#), format: nil, line: 2,
            reason: "touch 7 moved before it began"),
        HostileInput(
            name: "10^6 fingers down at once", file: "f.touches.jsonl",
            bytes: utf8(
                touchLogHeader + "\n" + lines(1_000_000) { #"{"t":0,"touch":\#($0 + 1),"phase":"began","x":1,"y":1}"# }),
            // Finger 65 is the first too many: header, then fingers 1…64 on lines 2…65.
            format: nil, line: 66, reason: "more than 64 touches"),
        HostileInput(
            name: "deeply nested JSON", file: "j.touches.jsonl",
            bytes: utf8(touchLogHeader + "\n" + String(repeating: "[", count: 100_000) + "\n"), format: nil, line: 2,
            reason: "nested more than 64"),
    ]

    /// A touch log that imports: a tap.
    static let goodTouchLog = (
        file: "ok.touches.jsonl",
        bytes: touchLog(began, #"{"t":0.1,"touch":1,"phase":"ended","x":10,"y":10}"#)
    )

    // MARK: Scene

    static let sceneLines = [
        #"{"format":"gesture-replay.scene","version":1,"name":"s","#, #" "window":{"width":320,"height":480},"#,
        #" "views":[{"name":"v","frame":[0,0,320,480]}],"#,
        #" "recognizers":[{"name":"tap","type":"tap","view":"v"}]}"#,
    ]

    static func scene(replacing line: Int, with text: String) -> [UInt8] {
        var lines = sceneLines
        lines[line - 1] = text
        return utf8(lines.joined(separator: "\n") + "\n")
    }

    static let scenes: [HostileInput] = [
        .scene("empty", [], line: nil, reason: "empty file"),
        .scene(
            "truncated mid-line",
            utf8(sceneLines[0..<2].joined(separator: "\n") + "\n" + #" "views":[{"name":"v","fr"#),
            line: 3, reason: "unterminated string"),
        .scene(
            "not UTF-8", utf8(sceneLines[0..<2].joined(separator: "\n") + "\n") + notUTF8, line: 3, reason: "not UTF-8"),
        .scene("binary garbage", garbage, line: 1, reason: "not UTF-8"),
        .scene(
            "NaN", scene(replacing: 3, with: #" "views":[{"name":"v","frame":[NaN,0,320,480]}],"#), line: 3,
            reason: "unexpected"),
        .scene(
            "infinite", scene(replacing: 3, with: #" "views":[{"name":"v","frame":[1e999,0,320,480]}],"#), line: 3,
            reason: "too large"),
        .scene(
            "huge window", scene(replacing: 2, with: #" "window":{"width":1e300,"height":480},"#), line: 2,
            reason: "window.width: expected a number from"),
        .scene(
            "huge duration",
            scene(
                replacing: 4,
                with: #" "recognizers":[{"name":"hold","type":"longPress","view":"v","minimumPressDuration":1e300}]}"#),
            line: 4, reason: "minimumPressDuration: expected a number from"),
        .scene(
            "huge threshold",
            utf8(
                sceneLines[0..<3].joined(separator: "\n") + "\n" + #" "thresholds":{"tapMaximumInterval":1e300},"#
                    + "\n" + sceneLines[3] + "\n"), line: 4,
            reason: "thresholds.tapMaximumInterval: expected a number from"),
        .scene(
            "deeply nested", scene(replacing: 3, with: #" "views":"# + String(repeating: "[", count: 100_000)), line: 3,
            reason: "nested more than 64"),
        .scene(
            "a cycle of failure requirements",
            scene(
                replacing: 4,
                with:
                    #" "recognizers":[{"name":"a","type":"tap"},{"name":"b","type":"tap"}],"requireToFail":[["a","b"],["b","a"]]}"#
            ),
            line: 4, reason: "cycle: a requires b requires a"),
        .scene(
            "20000 views",
            scene(
                replacing: 3,
                with: #" "views":["#
                    + (0..<20_000).map { #"{"name":"v\#($0)","frame":[0,0,1,1]}"# }.joined(separator: ",")
                    + #",{"name":"v","frame":[0,0,1,1]}],"#),
            line: 3, reason: "more than 10000 entries"),
    ]

    // MARK: getevent

    /// A protocol B touch: down on lines 1–4, up on lines 5–6.
    static let geteventLines = [
        "[    1.000000] 0003 0039 00000001", "[    1.000000] 0003 0035 00000064", "[    1.000000] 0003 0036 00000064",
        "[    1.000000] 0000 0000 00000000", "[    1.050000] 0003 0039 ffffffff", "[    1.050000] 0000 0000 00000000",
    ]

    static func getevent(_ lines: [String]) -> [UInt8] { utf8(lines.joined(separator: "\n") + "\n") }

    static let getevents: [HostileInput] = [
        HostileInput(name: "empty", file: "e.txt", bytes: [], format: "getevent", line: nil, reason: "empty"),
        HostileInput(
            name: "blank", file: "e.txt", bytes: utf8("\n \n\t\n"), format: "getevent", line: nil, reason: "empty"),
        HostileInput(
            name: "truncated mid-line", file: "t.txt",
            bytes: utf8(geteventLines[0..<3].joined(separator: "\n") + "\n[    1.000000] 0003 00"), format: "getevent",
            line: 4,
            reason: "not a getevent line"),
        HostileInput(
            name: "truncated mid-frame", file: "t.txt", bytes: getevent(Array(geteventLines[0..<3])),
            format: "getevent",
            line: 1, reason: "cut short in the middle of a frame"),
        HostileInput(
            name: "not UTF-8", file: "u.txt", bytes: getevent(Array(geteventLines[0..<2])) + notUTF8 + [0x0A],
            format: "getevent", line: 3, reason: "not UTF-8"),
        HostileInput(
            name: "binary garbage", file: "g.txt", bytes: garbage, format: "getevent", line: 1, reason: "not UTF-8"),
        HostileInput(
            name: "binary garbage, detected", file: "g.bin", bytes: garbage, format: nil, line: 1, reason: "not UTF-8"),
        HostileInput(
            name: "NaN timestamp", file: "n.txt", bytes: getevent(["[ nan] 0003 0039 00000001"] + geteventLines[1...]),
            format: "getevent", line: 1, reason: "not a getevent timestamp"),
        HostileInput(
            name: "huge timestamp", file: "h.txt",
            bytes: getevent(Array(geteventLines[0..<4]) + ["[99999999999999.000000] 0003 0039 ffffffff"]),
            format: "getevent", line: 5, reason: "not a getevent timestamp"),
        HostileInput(
            name: "value past 32 bits", file: "h.txt",
            bytes: getevent(["[    1.000000] 0003 0039 1ffffffff"] + geteventLines[1...]), format: "getevent", line: 1,
            reason: "not an event value"),
        HostileInput(
            name: "slot number out of range", file: "s.txt",
            bytes: getevent(["[    1.000000] 0003 002f 7fffffff"] + geteventLines), format: "getevent", line: 1,
            reason: "slot 2147483647 is outside"),
        HostileInput(
            name: "negative slot number", file: "s.txt",
            bytes: getevent(["[    1.000000] 0003 002f ffffffff"] + geteventLines), format: "getevent", line: 1,
            reason: "slot -1 is outside"),
        HostileInput(
            // 10⁵, not 10⁶: the reader reads every line before it decodes frames, 35 s for 10⁶ in a debug build.
            name: "10^5 fingers in one protocol A frame", file: "f.txt",
            bytes: utf8(
                lines(100_000) { k in
                    let x = String(k % 4096, radix: 16)
                    return
                        "0003 0035 \(String(repeating: "0", count: 8 - x.count) + x)\n0003 0036 00000010\n0000 0002 00000000"
                } + "0000 0000 00000000\n"),
            // Three lines a contact; contact 65 (the first too many) starts on line 3 × 64 + 1.
            format: "getevent", line: 193, reason: "more than 64 contacts in one frame"),
    ]

    // MARK: evemu

    static let evemuLines = [
        "E: 0.000000 0003 0039 1", "E: 0.000000 0003 0035 100", "E: 0.000000 0003 0036 100", "E: 0.000000 0000 0000 0",
        "E: 0.050000 0003 0039 -1", "E: 0.050000 0000 0000 0",
    ]

    static func evemu(_ lines: [String]) -> [UInt8] { utf8(lines.joined(separator: "\n") + "\n") }

    static let evemus: [HostileInput] = [
        HostileInput(name: "empty", file: "e.events", bytes: [], format: "evemu", line: nil, reason: "empty"),
        HostileInput(
            name: "truncated mid-line", file: "t.events", bytes: evemu(Array(evemuLines[0..<3]) + ["E: 0.0"]),
            format: nil,
            line: 4, reason: "not an evemu line"),
        HostileInput(
            name: "truncated mid-frame", file: "t.events", bytes: evemu(Array(evemuLines[0..<3])), format: nil, line: 1,
            reason: "cut short in the middle of a frame"),
        HostileInput(
            name: "not UTF-8", file: "u.events", bytes: evemu(Array(evemuLines[0..<1])) + notUTF8, format: "evemu",
            line: 2,
            reason: "not UTF-8"),
        HostileInput(
            name: "binary garbage", file: "g.events", bytes: garbage, format: "evemu", line: 1, reason: "not UTF-8"),
        HostileInput(
            name: "NaN time", file: "n.events", bytes: evemu(["E: nan 0003 0039 1"] + evemuLines[1...]),
            format: "evemu",
            line: 1, reason: "not an evemu line"),
        HostileInput(
            name: "value past 32 bits", file: "h.events",
            bytes: evemu(["E: 0.000000 0003 0039 99999999999"] + evemuLines[1...]),
            format: nil, line: 1, reason: "not an evemu line"),
        HostileInput(
            name: "huge time", file: "h.events",
            bytes: evemu(
                Array(evemuLines[0..<4]) + ["E: 99999999999.000000 0003 0039 -1", "E: 99999999999.000000 0000 0000 0"]),
            format: "evemu", line: 5, reason: "not an evemu line"),
        HostileInput(
            name: "clock jumping from relative to epoch times", file: "j.events",
            bytes: evemu(
                Array(evemuLines[0..<4]) + ["E: 1357751031.716015 0003 0039 -1", "E: 1357751031.716015 0000 0000 0"]),
            // The jump is read at the frame's SYN_REPORT, line 6.
            format: nil, line: 6, reason: "after the session's start"),
        HostileInput(
            name: "slot number outside the declared range", file: "s.events",
            bytes: evemu(["A: 2f 0 9 0 0 0", "E: 0.000000 0003 002f 10"] + evemuLines), format: nil, line: 2,
            reason: "slot 10 is outside the declared range 0–9"),
    ]

    // MARK: libinput record

    static let libinputLines = [
        "version: 1", "ndevices: 1", "libinput:", "  version: \"1.12.6\"", "system:", "  kernel: \"5.5\"", "devices:",
        "- node: /dev/input/event14", "  evdev:", "    name: \"Touch\"", "    id: [3, 1739, 10600, 272]", "    codes:",
        "      0: [0]", "      3: [47, 53, 54, 57]", "    absinfo:", "      47: [0, 2, 0, 0, 0]",
        "      53: [0, 1051, 0, 0, 12]",
        "      54: [0, 571, 0, 0, 12]", "      57: [0, 65535, 0, 0, 0]", "    properties: [0, 2]", "  events:",
        "  - evdev:",
        "    - [  0,      0,   3,  57,    80]", "    - [  0,      0,   3,  53,   608]",
        "    - [  0,      0,   3,  54,   255]",
        "    - [  0,      0,   0,   0,     0]", "  - evdev:", "    - [  0,   9967,   3,  57,    -1]",
        "    - [  0,   9967,   0,   0,     0]",
    ]

    static func libinput(_ lines: [String]) -> [UInt8] { utf8(lines.joined(separator: "\n") + "\n") }

    static let libinputs: [HostileInput] = [
        HostileInput(name: "empty", file: "e.yml", bytes: [], format: "libinput", line: nil, reason: "empty"),
        HostileInput(
            name: "truncated mid-line", file: "t.yml",
            bytes: libinput(Array(libinputLines[0..<27]) + ["    - [  0,   99"]),
            format: nil, line: 28, reason: "not a `[sec, usec, type, code, value]` row"),
        HostileInput(
            name: "truncated mid-frame", file: "t.yml", bytes: libinput(Array(libinputLines[0..<28])), format: nil,
            line: 28,
            reason: "cut short in the middle of a frame"),
        HostileInput(
            name: "not UTF-8", file: "u.yml", bytes: libinput(Array(libinputLines[0..<9])) + notUTF8,
            format: "libinput",
            line: 10, reason: "not UTF-8"),
        HostileInput(
            name: "binary garbage", file: "g.yml", bytes: garbage, format: "libinput", line: 1, reason: "not UTF-8"),
        HostileInput(
            name: "huge time", file: "h.yml",
            bytes: libinput(
                Array(libinputLines[0..<27]) + ["    - [99999999999,   9967,   3,  57,    -1]"] + libinputLines[28...]),
            format: nil, line: 28, reason: "not a `[sec, usec, type, code, value]` row"),
        HostileInput(
            name: "value past 32 bits", file: "h.yml",
            bytes: libinput(
                Array(libinputLines[0..<27]) + ["    - [  0,   9967,   3,  57, 99999999999]"] + libinputLines[28...]),
            format: nil, line: 28, reason: "not a `[sec, usec, type, code, value]` row"),
        HostileInput(
            name: "slot number outside the declared range", file: "s.yml",
            bytes: libinput(
                Array(libinputLines[0..<22]) + ["    - [  0,      0,   3,  47,     5]"] + libinputLines[22...]),
            format: nil, line: 23, reason: "slot 5 is outside the declared range 0–2"),
    ]

    // MARK: W3C actions

    static let w3cLines = [
        #"{"actions": ["#,
        #" {"type": "pointer", "id": "f1", "parameters": {"pointerType": "touch"}, "actions": ["#,
        #"  {"type": "pointerMove", "x": 100, "y": 100},"#, #"  {"type": "pointerDown"},"#,
        #"  {"type": "pause", "duration": 100},"#, #"  {"type": "pointerUp"}]}]}"#,
    ]

    static func w3c(replacing line: Int, with text: String) -> [UInt8] {
        var lines = w3cLines
        lines[line - 1] = text
        return utf8(lines.joined(separator: "\n") + "\n")
    }

    static let w3cs: [HostileInput] = [
        HostileInput(name: "empty", file: "e.json", bytes: [], format: "w3c", line: nil, reason: "empty"),
        HostileInput(
            name: "truncated mid-line", file: "t.json",
            bytes: utf8(w3cLines[0..<3].joined(separator: "\n") + "\n  {\"type\": \"pointerDo"),
            format: "w3c", line: 4, reason: "not valid JSON"),
        HostileInput(
            name: "not UTF-8", file: "u.json", bytes: utf8(w3cLines[0..<2].joined(separator: "\n") + "\n") + notUTF8,
            format: "w3c", line: 3, reason: "not UTF-8"),
        HostileInput(
            name: "binary garbage", file: "g.json", bytes: garbage, format: "w3c", line: 1, reason: "not UTF-8"),
        HostileInput(
            name: "NaN", file: "n.json",
            bytes: w3c(replacing: 3, with: #"  {"type": "pointerMove", "x": NaN, "y": 100},"#),
            format: nil, line: 3, reason: "not valid JSON"),
        HostileInput(
            name: "infinite", file: "i.json",
            bytes: w3c(replacing: 3, with: #"  {"type": "pointerMove", "x": 1e999, "y": 100},"#),
            format: nil, line: 3, reason: "not valid JSON"),
        HostileInput(
            name: "huge coordinate", file: "h.json",
            bytes: w3c(replacing: 3, with: #"  {"type": "pointerMove", "x": 1e300, "y": 100},"#), format: nil, line: 3,
            reason: "out of any screen"),
        HostileInput(
            name: "huge duration", file: "h.json",
            bytes: w3c(replacing: 5, with: #"  {"type": "pause", "duration": 1e12},"#),
            format: nil, line: 5, reason: "a duration must be"),
        HostileInput(
            name: "deeply nested", file: "j.json", bytes: utf8(String(repeating: "[", count: 100_000)), format: "w3c",
            line: 1,
            reason: "nested more than 64"),
        HostileInput(
            name: "10^5 fingers", file: "f.json",
            bytes: utf8(
                "[\n"
                    + lines(100_000) {
                        #"{"type":"pointer","id":"f\#($0)","parameters":{"pointerType":"touch"},"actions":[]},"#
                    }
                    + #"{"type":"none","id":"end","actions":[]}]"#),
            // Source k is on line k + 2; the 33rd touch pointer (k = 32) is the first too many.
            format: nil, line: 34, reason: "more than 32 touch pointers"),
    ]
}

/// Malformed inputs for every reader: each exits 65 with one line naming
/// the file, the line and the problem, prints no result, and leaves the
/// database byte-identical.
@Suite struct HostileInputTests {
    static let all =
        HostileCatalogue.touchLogs + HostileCatalogue.scenes + HostileCatalogue.getevents
        + HostileCatalogue.evemus + HostileCatalogue.libinputs + HostileCatalogue.w3cs

    @Test("a malformed dump is refused with file, line and reason, and nothing is stored", arguments: all)
    func refused(_ input: HostileInput) throws {
        let bench = try Workbench(sessions: ["single-tap"])
        let before = try bench.databaseDigest()
        try bench.write(input.file, input.bytes)
        try bench.write(HostileCatalogue.goodTouchLog.file, HostileCatalogue.goodTouchLog.bytes)
        let run = try bench.run(input.arguments)
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        let location = input.line.map { "\(input.file):\($0): " } ?? "\(input.file): "
        #expect(run.standardError.hasPrefix("Error: \(location)"), "\(run.standardError)")
        #expect(run.standardError.contains(input.reason), "\(run.standardError)")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1, "one line: \(run.standardError)")
        #expect(try bench.databaseDigest() == before)
        #expect(try bench.storedSessions() == ["single-tap"])
    }

    @Test("an import refused by the store (the session exists) stores nothing, not even its changed scene")
    func refusedByStore() throws {
        let bench = try Workbench(sessions: ["single-tap"])
        let before = try bench.databaseDigest()
        // The scene file changes (one more space), so storing it would change its row.
        let scene = bench.url.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json")
        try (" " + String(contentsOf: scene, encoding: .utf8)).write(to: scene, atomically: true, encoding: .utf8)
        let run = try bench.run(["import", "recordings/sessions/single-tap.touches.jsonl"])
        // single-tap is stored already and --replace is not given: bad input, 65, and nothing written.
        #expect(run.exitCode == 65, "\(run.standardError)")
        #expect(try bench.databaseDigest() == before)
    }

    /// The well-formed inputs the catalogue breaks, so that each case tests
    /// what it says and not an input that was never readable.
    static let intact: [(file: String, bytes: [UInt8])] = [
        HostileCatalogue.goodTouchLog,
        ("ok.txt", HostileCatalogue.getevent(HostileCatalogue.geteventLines)),
        ("ok.events", HostileCatalogue.evemu(HostileCatalogue.evemuLines)),
        ("ok.yml", HostileCatalogue.libinput(HostileCatalogue.libinputLines)),
        ("ok.json", utf8(HostileCatalogue.w3cLines.joined(separator: "\n") + "\n")),
    ]

    @Test("the inputs the catalogue breaks import when intact", arguments: intact.map(\.file))
    func intactImports(_ file: String) throws {
        let bench = try Workbench()
        try bench.write(file, Self.intact.first { $0.file == file }!.bytes)
        let run = try bench.run(["import", file, "--scene", "tap-or-double-tap"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError.contains(": 1 touch,"), "\(run.standardError)")
    }

    @Test("the scene the catalogue breaks imports a touch log when intact")
    func intactScene() throws {
        let bench = try Workbench()
        try bench.write("ok.scene.json", utf8(HostileCatalogue.sceneLines.joined(separator: "\n") + "\n"))
        try bench.write(HostileCatalogue.goodTouchLog.file, HostileCatalogue.goodTouchLog.bytes)
        let run = try bench.run(["import", HostileCatalogue.goodTouchLog.file, "--scene", "ok.scene.json", "--approve"])
        #expect(run.exitCode == 0, "\(run.standardError)")
    }
}
