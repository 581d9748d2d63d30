import Foundation
import GestureStore
import GestureTestSupport
import Testing

/// Databases made by every released schema version open with today's code;
/// a database of a newer version is refused and left alone.
///
/// Releasing schema version N: before changing the code further, run
/// `tools/make-schema-fixture.sh` (it writes `Fixtures/schema-vN.sqlite`
/// with that build), commit the file and add its line to `fixtures`.
@Suite struct SchemaEvolutionTests {
    /// A database made by the gesture-replay of one schema version, and what it holds.
    struct Fixture: Sendable, CustomTestStringConvertible {
        var version: Int
        var sessions: [String]
        var goldens: Int
        var runs: Int

        var file: URL {
            Workbench.root.appendingPathComponent("Tests/RobustnessTests/Fixtures/schema-v\(version).sqlite")
        }
        var testDescription: String { "schema v\(version)" }
    }

    /// What `tools/make-schema-fixture.sh` stores: the shipped touch logs (six for version 1,
    /// the 84 of `recordings/sessions/` for version 2) and a getevent dump with approved goldens,
    /// a touch log with a device golden, one run.
    static let fixtures = [
        Fixture(
            version: 1,
            sessions: ["device-tap", "double-tap", "long-press", "pan-right", "pinch-rotate", "qemu-drag", "single-tap", "swipe-right"],
            goldens: 8, runs: 1),
        Fixture(
            version: 2,
            sessions: [
                "cross-diagonal", "cross-down-only", "cross-drawn-twice", "cross-fixed-diagonal",
                "cross-fixed-drawn-twice", "cross-fixed-l-stroke", "cross-fixed-long-downstroke", "cross-fixed-seven",
                "cross-fixed-two-complete-crosses", "cross-l-stroke", "cross-seven", "cross-short-strokes",
                "cross-two-complete-crosses", "cross-two-views-counter-overshoot", "cross-two-views-separate-crosses",
                "cross-two-views-shared-counter", "demo-horizontal-swipe-left", "demo-horizontal-swipe-right",
                "demo-horizontal-swipe-turns-back", "demo-long-press-held", "demo-long-press-lifted-at-0-99",
                "demo-long-press-moved-12pt", "demo-pan-drag", "demo-pan-jiggle", "demo-pinch-in", "demo-pinch-out",
                "demo-pinch-too-small", "demo-rotation-too-small", "demo-rotation-turn", "demo-two-finger-tap",
                "demo-two-finger-tap-fingers-in-turn", "demo-two-finger-tap-one-finger", "demo-vertical-swipe-down",
                "demo-vertical-swipe-sideways", "demo-vertical-swipe-too-slow", "demo-vertical-swipe-up", "device-tap",
                "double-tap", "knob-cancelled", "knob-fine-adjust-around-zero", "knob-full-turn",
                "knob-quarter-turn-clockwise", "knob-tap", "knob-turn-back-across-zero",
                "knob-two-fingers-one-after-other", "knob-two-fingers-together", "long-press", "pan-right",
                "photo-viewer-double-tap-photo", "photo-viewer-double-tap-too-slow",
                "photo-viewer-drag-then-double-tap", "photo-viewer-fling-photo2",
                "photo-viewer-long-press-lifted-early", "photo-viewer-long-press-photo2", "photo-viewer-pan-photo",
                "photo-viewer-pinch-photo", "photo-viewer-rotate-photo2", "photo-viewer-rotate-side-by-side-tickles",
                "photo-viewer-swipe-left", "photo-viewer-swipe-on-photo", "photo-viewer-swipe-right",
                "photo-viewer-swipe-turns-back", "photo-viewer-tickle", "photo-viewer-tickle-19pt",
                "photo-viewer-tickle-then-double-tap", "pinch-rotate", "qemu-drag", "single-tap",
                "six-gestures-happy-24pt", "six-gestures-happy-tickle", "six-gestures-happy-two-strokes",
                "six-gestures-pan", "six-gestures-pinch-and-rotate", "six-gestures-rotate", "six-gestures-tap",
                "six-gestures-tap-that-slides", "six-gestures-two-finger-tap", "swipe-right",
                "tap-count-view-double-tap", "tap-count-view-second-tap-late",
                "tap-count-view-second-tap-straddles-perform", "tap-count-view-single-tap", "tap-count-view-triple-tap",
                "tap-count-view-two-finger-tap", "tap-count-view-two-taps-apart",
                "tap-or-double-tap-second-tap-straddles",
            ],
            goldens: 86, runs: 1),
    ]

    static let latest = Schema.migrations.count

    /// A workbench whose database is a copy of `fixture`.
    static func bench(with fixture: Fixture) throws -> Workbench {
        let bench = try Workbench()
        try FileManager.default.copyItem(at: fixture.file, to: bench.databaseURL)
        return bench
    }

    @Test("every schema version up to this one has its fixture")
    func everyVersion() {
        #expect(Self.fixtures.map(\.version) == Array(1...Self.latest))
        for fixture in Self.fixtures {
            #expect(FileManager.default.fileExists(atPath: fixture.file.path), "\(fixture.file.path)")
        }
    }

    @Test("a database made by an earlier or this version is brought up to date and everything in it still works", arguments: fixtures)
    func opens(_ fixture: Fixture) throws {
        let bench = try Self.bench(with: fixture)
        // A command that writes migrates (read-only ones refuse an older schema and say so).
        let run = try bench.run(["run", "--all"])
        #expect(run.exitCode <= 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("Run #\(fixture.runs + 1): \(fixture.sessions.count) sessions in "))
        #expect(!run.standardOutput.contains("ERROR") && !run.standardOutput.contains("OBSOLETE"), "\(run.standardOutput)")

        #expect(try bench.storedSessions() == fixture.sessions.sorted())
        let store = try Store.open(path: bench.databaseURL.path, readOnly: true)
        #expect(try store.schemaVersion() == Self.latest)
        for name in fixture.sessions {
            let session = try #require(try store.session(named: name))
            #expect(!session.samples.isEmpty)
        }
        #expect(try store.goldens().count == fixture.goldens)
        #expect(try store.runs(last: 100).count == fixture.runs + 1)
        let check = try bench.run(["check"])
        #expect(check.exitCode == 0, "\(check.standardOutput)")
    }

    @Test("a database written by a newer gesture-replay is refused with a clear message and left byte-identical",
          arguments: [["list"], ["run", "--all"], ["import", "recordings/sessions/single-tap.touches.jsonl", "--name", "n"], ["check"]])
    func newer(_ command: [String]) throws {
        let bench = try Self.bench(with: Self.fixtures.last!)
        try Connection(path: bench.databaseURL.path).setUserVersion(Self.latest + 1)
        let before = try bench.databaseDigest()
        let run = try bench.run(command)
        #expect(run.exitCode == 65)
        #expect(run.standardError == """
            Error: recordings/gestures.sqlite was written by a newer gesture-replay (schema \(Self.latest + 1), this one knows \(Self.latest)): upgrade gesture-replay

            """)
        #expect(try bench.databaseDigest() == before)
    }
}
