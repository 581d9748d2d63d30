import Foundation
import GestureReplay
import GestureReplayTesting
import GestureTestSupport
import Testing

/// One touch log against an outcome file beside the tests, with no database.
@Suite("OutcomeFile: a touch log checked against an outcome file")
struct OutcomeFileTests {
    /// The single-tap session's outcome, derived from docs/SEMANTICS.md: the touch reaches the view
    /// at 0; the lift at 0.08 s is held (delaysTouchesEnded) while the single tap waits for the
    /// double; no second tap within tapMaximumInterval, 0.35 s, so at 0.08 + 0.35 = 0.43 s the
    /// double fails, the single recognizes at the touch's point and the held touch is
    /// cancelled (cancelsTouchesInView).
    static let singleTap = """
        {"t":0,"view":"photo","touches":"began","count":1}
        {"t":0.43,"recognizer":"double","state":"failed"}
        {"t":0.43,"view":"photo","touches":"cancelled","count":1}
        {"t":0.43,"recognizer":"single","state":"recognized","location":[160,240],"numberOfTouches":1}

        """

    /// The check of the folder's single-tap log, with the real binary in its commands.
    static func check(_ tap: SingleTapFolder, environment: [String: String] = [:]) -> OutcomeFile {
        OutcomeFile(
            touches: tap.folder.url.appendingPathComponent("single-tap.touches.jsonl").path,
            scene: tap.folder.url.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json").path,
            outcome: tap.folder.url.appendingPathComponent("Goldens/single-tap.outcome.jsonl").path,
            program: BinaryRun.executable.path, environment: environment)
    }

    /// `replay --scene S --touches T` as a failure prints it.
    static func replayCommand(_ check: OutcomeFile) -> String {
        "\(commandPrefix())\(BinaryRun.executable.path) replay --scene \(check.scene) --touches \(check.touches)"
    }

    @Test("a missing outcome file is written from the replay and the test fails until it is reviewed")
    func records() throws {
        let tap = try SingleTapFolder(approve: false)  // kept: the folder goes with it
        let check = Self.check(tap)
        #expect(
            try check.check() == """
                RECORDED \(check.touches) (scene tap-or-double-tap): wrote \(check.outcome) from this replay; review it, commit it, and run the test again
                  look:   \(Self.replayCommand(check)) --format text
                """)
        #expect(try String(contentsOfFile: check.outcome, encoding: .utf8) == Self.singleTap)
        #expect(try check.check() == nil)
    }

    @Test("in CI a missing outcome file fails and nothing is written")
    func neverRecordsInCI() throws {
        let tap = try SingleTapFolder(approve: false)
        let check = Self.check(tap, environment: ["CI": "1"])
        #expect(
            try check.check() == """
                NEW \(check.touches) (scene tap-or-double-tap): no outcome file \(check.outcome) (a failure in CI: record it on a developer's machine)
                  record: \(Self.replayCommand(check)) > \(check.outcome).new && mv \(check.outcome).new \(check.outcome)
                """)
        #expect(!FileManager.default.fileExists(atPath: check.outcome))
    }

    /// The file says the single tap recognized at 0.40 s; the replay, at 0.43 s (see `singleTap`).
    @Test("a different outcome fails with what differs, where the file is, look and accept; accept pasted fixes it")
    func differs() throws {
        let tap = try SingleTapFolder(approve: false)
        let check = Self.check(tap)
        try tap.folder.write(
            "Goldens/single-tap.outcome.jsonl",
            Self.singleTap.replacingOccurrences(
                of: #"{"t":0.43,"recognizer":"single""#, with: #"{"t":0.4,"recognizer":"single""#))
        let message = try #require(try check.check())
        #expect(
            message == """
                REGRESSION \(check.touches) (scene tap-or-double-tap)
                    ~ 0.4 → 0.43 single recognized
                  golden: outcome file \(check.outcome)
                  look:   \(Self.replayCommand(check)) --format text
                  accept: \(Self.replayCommand(check)) > \(check.outcome).new && mv \(check.outcome).new \(check.outcome)
                """)
        let accept = String(message.split(separator: "\n").last!.dropFirst("  accept: ".count))
        let pasted = try BinaryRun.shell(accept, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        #expect(pasted.exitCode == 0, "\(pasted.standardError)")
        #expect(try check.check() == nil)
        #expect(try String(contentsOfFile: check.outcome, encoding: .utf8) == Self.singleTap)
    }

    @Test("expectMatches records a difference as an issue")
    func recordsIssue() throws {
        let tap = try SingleTapFolder(approve: false)
        try tap.folder.write("Goldens/single-tap.outcome.jsonl", "")
        try withKnownIssue {
            try Self.check(tap).expectMatches()
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("REGRESSION ") == true
        }
    }

    @Test("an unreadable outcome file throws, naming the file and the line")
    func unreadable() throws {
        let tap = try SingleTapFolder(approve: false)
        let check = Self.check(tap)
        try tap.folder.write(
            "Goldens/single-tap.outcome.jsonl",
            "{\"t\":0,\"view\":\"photo\",\"touches\":\"began\",\"count\":1}\nnot json\n")
        #expect {
            try check.check()
        } throws: { error in
            "\(error)".hasPrefix("\(check.outcome):2: ")
        }
    }
}
