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

    /// What `tools/make-schema-fixture.sh` stores: the six shipped touch logs
    /// and a getevent dump with approved goldens, a touch log with a device golden, one run.
    static let fixtures = [
        Fixture(
            version: 1,
            sessions: ["device-tap", "double-tap", "long-press", "pan-right", "pinch-rotate", "qemu-drag", "single-tap", "swipe-right"],
            goldens: 8, runs: 1)
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
