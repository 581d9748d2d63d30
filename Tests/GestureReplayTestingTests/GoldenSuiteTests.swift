import Examples
import Foundation
import GestureReplay
import GestureReplayTesting
import GestureStore
import GestureTestSupport
import Testing

/// The shipped recordings, replayed from `swift test` as a team's own test target would:
/// one case per stored session, each failing in `run`'s words.
let shippedGoldens = GoldenSuite(registry: Examples.registry)

@Test("a shipped session replays unchanged from swift test", arguments: try shippedGoldens.sessionNames())
func shippedGolden(_ session: String) throws {
    try shippedGoldens.expectUnchanged(session)
}

/// A folder with the tap-or-double-tap scene and the single-tap session imported and approved.
struct SingleTapFolder {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let folder: TemporaryFolder
    var database: String { folder.url.appendingPathComponent("recordings/gestures.sqlite").path }

    init(approve: Bool = true) throws {
        folder = try TemporaryFolder()
        try folder.copy(
            Self.repository.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json"),
            as: "recordings/scenes/tap-or-double-tap.scene.json")
        try folder.copy(
            Self.repository.appendingPathComponent("recordings/sessions/single-tap.touches.jsonl"),
            as: "single-tap.touches.jsonl")
        let imported = try BinaryRun.run(
            ["import", "single-tap.touches.jsonl"] + (approve ? ["--approve"] : []), in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
    }

    /// A suite over this folder's database, printing commands with the real binary.
    func suite(environment: [String: String] = [:]) -> GoldenSuite {
        GoldenSuite(database: database, program: BinaryRun.executable.path, environment: environment)
    }
}

/// The start of every command a failure prints: the tests run in the repository's root, where
/// no `cd` is needed, or elsewhere, where one is.
func commandPrefix() -> String {
    FileManager.default.currentDirectoryPath == SingleTapFolder.repository.path
        ? "" : "cd \(SingleTapFolder.repository.path) && "
}

@Suite("GoldenSuite: the goldens of a team's database in its own swift test")
struct GoldenSuiteTests {
    @Test("an approved golden passes: no failure message")
    func passes() throws {
        let tap = try SingleTapFolder()
        let suite = tap.suite()
        #expect(try suite.sessionNames() == ["single-tap"])
        let verdict = try suite.verdict(of: "single-tap")
        #expect(verdict.status == .pass)
        #expect(suite.failureMessage(for: verdict) == nil)
    }

    /// The golden says the tap was decided at 0.48 s, as if the double-tap window were 0.4 s; the
    /// replay decides at 0.08 + 0.35 = 0.43 s (docs/SEMANTICS.md: the lift at 0.08 s, then
    /// tapMaximumInterval 0.35 s with no second tap; the double tap fails, the single tap that
    /// waited for it recognizes, and its view's held touch is cancelled, all at that instant).
    /// The message is `run`'s: what differs, where the golden is, look, accept; and the accept
    /// line, pasted in a shell, makes the test pass.
    @Test("a changed golden fails with run's three blocks, and the accept line pasted fixes it")
    func regression() throws {
        let tap = try SingleTapFolder()
        let store = try Store.open(path: tap.database)
        try store.setGolden(
            session: "single-tap",
            outcome: """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.48,"recognizer":"double","state":"failed"}
                {"t":0.48,"view":"photo","touches":"cancelled","count":1}
                {"t":0.48,"recognizer":"single","state":"recognized","location":[160,240],"numberOfTouches":1}

                """, origin: .approved, toolVersion: "test")
        let suite = tap.suite()
        let message = try #require(suite.failureMessage(for: try suite.verdict(of: "single-tap")))
        let command = "\(commandPrefix())\(BinaryRun.executable.path) --db \(tap.database)"
        #expect(
            message == """
                REGRESSION single-tap (scene tap-or-double-tap)
                    ~ 0.48 → 0.43 double failed
                    ~ 0.48 → 0.43 view photo: touches cancelled
                    ~ 0.48 → 0.43 single recognized
                  golden: approved outcome of single-tap in \(tap.database)
                  look:   \(command) show single-tap
                  accept: \(command) approve single-tap
                """)

        let accept = String(message.split(separator: "\n").last!.dropFirst("  accept: ".count))
        let pasted = try BinaryRun.shell(accept, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        #expect(pasted.exitCode == 0, "\(pasted.standardError)")
        #expect(suite.failureMessage(for: try suite.verdict(of: "single-tap")) == nil)
    }

    @Test("expectUnchanged records the failure as an issue of the calling test")
    func recordsIssue() throws {
        let tap = try SingleTapFolder()
        try Store.open(path: tap.database).setGolden(
            session: "single-tap", outcome: "{\"t\":0,\"view\":\"photo\",\"touches\":\"began\",\"count\":1}\n",
            origin: .approved, toolVersion: "test")
        try withKnownIssue {
            try tap.suite().expectUnchanged("single-tap")
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("REGRESSION single-tap (scene tap-or-double-tap)\n") == true
        }
    }

    /// As in `run`: a session with no golden is new, a failure only in CI, and the suite never
    /// records one (the database is the same bytes after).
    @Test("a session with no golden fails in CI only, and nothing is recorded")
    func newSession() throws {
        let tap = try SingleTapFolder(approve: false)
        let before = try Data(contentsOf: URL(fileURLWithPath: tap.database))
        let local = tap.suite()
        #expect(local.failureMessage(for: try local.verdict(of: "single-tap")) == nil)
        let ci = tap.suite(environment: ["CI": "true"])
        let command = "\(commandPrefix())\(BinaryRun.executable.path) --db \(tap.database)"
        #expect(
            ci.failureMessage(for: try ci.verdict(of: "single-tap")) == """
                NEW single-tap (scene tap-or-double-tap): no golden yet (a failure in CI)
                  accept: \(command) approve single-tap
                """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: tap.database)) == before)
    }

    @Test("a database with no session is an error, so a parameterized test cannot pass with no case")
    func noSessions() throws {
        let folder = try TemporaryFolder()
        let database = folder.url.appendingPathComponent("gestures.sqlite").path
        _ = try Store.open(path: database)
        let suite = GoldenSuite(database: database, program: "tool")
        #expect(throws: (any Error).self) { try suite.sessionNames() }
        do {
            _ = try suite.sessionNames()
        } catch {
            #expect(
                "\(error)" == "\(database): holds no session, so nothing would be tested; import one: "
                    + "\(commandPrefix())tool --db \(database) import DUMP --scene NAME")
        }
    }
}
