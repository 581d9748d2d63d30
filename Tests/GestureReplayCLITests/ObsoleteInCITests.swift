import Foundation
import GestureTestSupport
import Testing

/// A session whose scene file is gone replays nothing: on a developer's machine it is reported
/// as obsolete with the way to remove it; under `CI` it fails the run, in the terminal, the exit
/// status and JUnit alike (issue 30, item 1).
@Suite struct ObsoleteInCITests {
    /// `single-tap` and `double-tap` (scene `tap-or-double-tap`) and `long-press`, approved;
    /// then `tap-or-double-tap.scene.json` renamed, as `git mv` to `…-v2` does.
    static func movedScene() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let root = EndToEndTests.root
        try folder.copy(root.appendingPathComponent("recordings/scenes"), as: "recordings/scenes")
        for session in ["single-tap", "double-tap", "long-press"] {
            let name = "recordings/sessions/\(session).touches.jsonl"
            try folder.copy(root.appendingPathComponent(name), as: name)
        }
        let imported = try BinaryRun.run(["import", "recordings/sessions", "--approve"], in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let scenes = folder.url.appendingPathComponent("recordings/scenes")
        try FileManager.default.moveItem(
            at: scenes.appendingPathComponent("tap-or-double-tap.scene.json"),
            to: scenes.appendingPathComponent("tap-or-double-tap-v2.scene.json"))
        return folder
    }

    /// Where the run looked: the file the scene was imported from.
    static let why =
        "scene \"tap-or-double-tap\" was removed: recordings/scenes/tap-or-double-tap.scene.json is gone from its folder (if it moved, point at its folder with --scenes DIR)"

    /// The run's summary line without its elapsed time.
    static func withoutTime(_ text: String) -> String {
        text.replacingOccurrences(of: #" \(\d+\.\d\d s\)"#, with: " (TIME)", options: .regularExpression)
    }

    /// What `CI=1 run --all` prints while both sessions are obsolete (and not retired), as run #`run`.
    static func failingRun(_ run: Int) -> String {
        let program = BinaryRun.executable.path
        return """
            OBSOLETE double-tap: \(why); nothing was replayed (a failure in CI)
              remove: \(program) delete double-tap
              keep:   \(program) retire double-tap
            OBSOLETE single-tap: \(why); nothing was replayed (a failure in CI)
              remove: \(program) delete single-tap
              keep:   \(program) retire single-tap

              long-press         1 passed
              tap-or-double-tap  0 passed, 2 obsolete
            Run #\(run): 3 sessions in 2 scenes, 1 passed, 2 obsolete (TIME)

            """
    }

    @Test("under CI a moved scene file fails the run: each session says so, exit 1, JUnit failures name the file")
    func failsInCI() throws {
        let folder = try Self.movedScene()
        let program = BinaryRun.executable.path
        let run = try BinaryRun.run(
            ["run", "--all", "--junit", "out/junit.xml"], in: folder.url, environment: ["CI": "1"])
        #expect(run.exitCode == 1)
        #expect(Self.withoutTime(run.standardOutput) == Self.failingRun(1))
        let junit = try String(contentsOf: folder.url.appendingPathComponent("out/junit.xml"), encoding: .utf8)
        let message = "obsolete: nothing was replayed, \(Self.why)".replacingOccurrences(of: "\"", with: "&quot;")
        let cases = junit.split(separator: "\n").filter { $0.contains("<failure") || $0.contains("<skipped") }
        #expect(
            cases == [
                "      <failure type=\"obsolete\" message=\"\(message)\">remove: \(program) delete double-tap</failure>",
                "      <failure type=\"obsolete\" message=\"\(message)\">remove: \(program) delete single-tap</failure>",
            ])
        #expect(junit.contains("<testsuites name=\"gesture-replay\" tests=\"3\" failures=\"2\" errors=\"0\" skipped=\"0\""))
    }

    @Test("on a developer's machine the same run passes, the sessions skipped as obsolete")
    func skippedOffCI() throws {
        let folder = try Self.movedScene()
        let run = try BinaryRun.run(["run", "--all", "--junit", "out/junit.xml"], in: folder.url)
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.hasPrefix("OBSOLETE double-tap: \(Self.why); nothing was replayed\n"))
        let junit = try String(contentsOf: folder.url.appendingPathComponent("out/junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"gesture-replay\" tests=\"3\" failures=\"0\" errors=\"0\" skipped=\"2\""))
    }
}
