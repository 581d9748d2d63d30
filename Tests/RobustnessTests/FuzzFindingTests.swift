import Foundation
import GestureImport
import GestureModel
import GestureReplay
import Testing

/// What fuzzing and the hostile catalogue found, each pinned where it was
/// fixed (the inputs that found them are in `tools/fuzz/regressions/`).
@Suite struct FuzzFindingTests {
    @Test(
        "a JSON string with a non-ASCII character before an escape decodes every character after it",
        arguments: [#""é\nx""#, #""é\\x""#, #""日本\t語""#, #""😀\u0041b""#])
    func escapesAfterNonASCII(_ literal: String) throws {
        // What the literal means, worked out from its escapes here.
        let expected = String(literal.dropFirst().dropLast())
            .replacingOccurrences(of: #"\n"#, with: "\n").replacingOccurrences(of: #"\t"#, with: "\t")
            .replacingOccurrences(of: #"\u0041"#, with: "A").replacingOccurrences(of: #"\\"#, with: "\\")
        #expect(try JSONParser.parse(literal).string == expected)
    }

    @Test(
        "a golden line with a huge time or count is refused, not trapped on",
        arguments: [
            (#"{"t":1e300,"recognizer":"a","state":"began"}"#, "t is out of range (at most 9000000000 s either way)"),
            (#"{"t":0,"view":"v","touches":"began","count":1e300}"#, "count must be a whole number of touches, found "),
            (
                #"{"t":0,"view":"v","touches":"began","count":1.5}"#,
                "count must be a whole number of touches, found 1.5"
            ),
        ])
    func outcomeNumbers(_ line: String, _ reason: String) {
        #expect {
            try Outcome.parse(jsonLines: line + "\n", file: "golden")
        } throws: { error in
            let error = error as? InputError
            return error?.line == 1 && error?.reason.hasPrefix(reason) == true
        }
    }

    @Test("failure requirements that branch and join are checked in linear time, and a cycle through them is found")
    func branchingRequirements() throws {
        // r0 requires r1 and r2, r1 requires r2 and r3, …: without memory a search walks Fibonacci(300) paths.
        let count = 300
        let recognizers = (0..<count).map { #"{"name":"r\#($0)","type":"tap"}"# }.joined(separator: ",")
        var pairs = (0..<(count - 2)).flatMap { [#"["r\#($0)","r\#($0 + 1)"]"#, #"["r\#($0)","r\#($0 + 2)"]"#] }
        func scene() -> String {
            #"{"format":"gesture-replay.scene","version":1,"name":"ladder","window":{"width":320,"height":480},"recognizers":[\#(recognizers)],"requireToFail":[\#(pairs.joined(separator: ","))]}"#
        }
        let spec = try SceneSpec.parse(scene(), file: "ladder.scene.json", registry: .builtIn)
        #expect(spec.requireToFail.count == 2 * (count - 2))
        pairs.append(#"["r\#(count - 1)","r0"]"#)
        #expect {
            try SceneSpec.parse(scene(), file: "ladder.scene.json", registry: .builtIn)
        } throws: { error in
            let reason = (error as? SceneError)?.reason ?? ""
            return reason.hasPrefix("cycle: r0 requires r1 requires r2")
                && reason.hasSuffix("r\(count - 1) requires r0")
        }
    }

    @Test(
        "a dump whose clock jumps decades is refused at the frame where it jumps (the evdev decoder all three readers share)"
    )
    func clockJump() {
        let text = """
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 100
            E: 0.000000 0003 0036 100
            E: 0.000000 0000 0000 0
            E: 1357751031.716015 0003 0039 -1
            E: 1357751031.716015 0000 0000 0

            """
        #expect(
            throws: InputError(
                file: "j.events", line: 6,
                reason:
                    "this time is 1357751031 s after the session's start, more than the 999999999 s a session may last")
        ) {
            try EvemuReader().read(
                text: text, fileName: "j.events", sessionName: "j", sceneName: "s", options: ImportOptions())
        }
    }

    @Test("W3C actions pausing longer than a session may last are refused at the pause")
    func longPauses() {
        // A touch down, then 12 000 pauses of a day each.
        let pauses = Array(repeating: #"{"type":"pause","duration":86400000}"#, count: 12_000).joined(separator: ",\n")
        let text =
            #"[{"type":"pointer","id":"f","parameters":{"pointerType":"touch"},"actions":[{"type":"pointerDown"},"#
            + "\n"
            + pauses + "\n" + #",{"type":"pointerUp"}]}]"#
        #expect {
            try W3CActionsReader().read(
                text: text, fileName: "p.json", sessionName: "p", sceneName: "s", options: ImportOptions())
        } throws: { error in
            // Pause k (tick k, k ≥ 1) is on line k + 1; after pause k the clock is k days, past
            // 999 999 999 s first for k = 11 575 (11 574 days are 999 993 600 s).
            (error as? InputError)?.line == 11_576
                && (error as? InputError)?.reason.contains("after the session's start") == true
        }
    }
}

/// A dump whose raw coordinates, read as points without the device's ranges, pass what a touch
/// log can hold (±10⁹ points, docs/FORMATS.md §2): fuzzing found a session that imported but
/// could not be written back (tools/fuzz/regressions/getevent/crash-4b09ce86…).
@Suite struct OutOfRangePointTests {
    @Test("a getevent touch past ±10⁹ points is refused at the line where it began")
    func geteventPastTheRange() {
        // ABS_MT_POSITION_Y 0x60000198 = 1,610,613,144, with no ranges: that many points.
        let dump = """
            [    1484.342674] EV_ABS       ABS_MT_POSITION_X    000001f8
            [    1484.342676] EV_ABS       ABS_MT_POSITION_Y    60000198
            [    1484.342678] EV_ABS       ABS_MT_TRACKING_ID   00000000
            [    1484.342679] EV_SYN       SYN_MT_REPORT        00000000
            [    1484.342681] EV_SYN       SYN_REPORT           00000000
            [    1484.414219] EV_SYN       SYN_MT_REPORT        00000000
            [    1484.414221] EV_SYN       SYN_REPORT           00000000
            """
        #expect {
            _ = try GeteventReader().read(
                text: dump, fileName: "huge.txt", sessionName: "huge", sceneName: "s", options: ImportOptions())
        } throws: { error in
            let error = error as? InputError
            // A protocol A contact begins at its first line, the position X (docs/DUMP-FORMATS.md §1).
            return error?.file == "huge.txt" && error?.line == 1
                && error?.reason
                    == "the touch that begins here reaches y = 1610613144.0 pt, past the ±999999999 pt a session may "
                    + "hold (raw panel units read as points? give the device's ranges)"
        }
    }
}
