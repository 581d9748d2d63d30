import Foundation
import GestureReplay
import GestureStore
import GestureTestSupport
import Testing

@testable import GestureSuite

/// `StoreCheck`: the whole report of a store built with known problems, and what `--repair`
/// did about them (the check's words are the command line's, tested in CheckCommandTests).
@Suite struct StoreCheckTests {
    /// A scene (`docs/FORMATS.md` §1) with one tap recognizer, "tap", on a view that fills the window.
    static let tapsScene = """
        {
          "format": "gesture-replay.scene", "version": 1,
          "name": "taps",
          "window": { "width": 320, "height": 568 },
          "views": [ { "name": "screen", "frame": [0, 0, 320, 568] } ],
          "recognizers": [ { "name": "tap", "type": "tap", "view": "screen" } ]
        }
        """

    /// A golden in which only "tap" recognizes: one outcome line (`docs/FORMATS.md` §3).
    static let tapGolden = """
        {"t":0.08,"recognizer":"tap","state":"recognized","location":[160,240],"numberOfTouches":1}

        """

    /// A folder holding `gestures.sqlite` and `scenes/taps.scene.json`, with the session
    /// "single" in the scene "taps" and an approved golden for it; `sessions` are stored as
    /// well, each with the same golden.
    static func folder(adding sessions: [TouchSession] = []) throws -> (TemporaryFolder, Workspace) {
        let folder = try TemporaryFolder()
        try folder.write("scenes/taps.scene.json", tapsScene)
        let workspace = Workspace(
            registry: .builtIn, databasePath: folder.url.appendingPathComponent("gestures.sqlite").path)
        let store = try Store.open(path: workspace.databasePath)
        for session in [TouchSession(name: "single", scene: "taps")] + sessions {
            try store.insertSession(session, source: SessionSource(format: .touchlog))
            try store.setGolden(session: session.name, outcome: tapGolden, origin: .approved, toolVersion: "0.1.0")
        }
        return (folder, workspace)
    }

    @Test("a healthy store has no findings, and says what it holds; --repair repairs nothing")
    func healthy() throws {
        let (folder, workspace) = try Self.folder()
        #expect(
            try StoreCheck(workspace: workspace, isRepairing: false).run()
                == StoreCheck.Report(contents: StoreCheck.Contents(sessions: 1, goldens: 1, finishedRuns: 0)))
        // No history store yet: nothing of it is repaired, nor made.
        #expect(
            try StoreCheck(workspace: workspace, isRepairing: true).run()
                == StoreCheck.Report(
                    repairs: StoreCheck.Repairs(store: Store.Repairs(), history: nil),
                    contents: StoreCheck.Contents(sessions: 1, goldens: 1, finishedRuns: 0)))
        #expect(!FileManager.default.fileExists(atPath: workspace.historyPath))
        withExtendedLifetime(folder) {}
    }

    @Test("an observation row whose session is gone is one finding; --repair deletes it and finds nothing")
    func orphanRow() throws {
        let (folder, workspace) = try Self.folder()
        // As a tool with foreign keys off might write it: no session has row id 999.
        let connection = try Connection(path: workspace.databasePath, journal: .rollback)
        try connection.execute("PRAGMA foreign_keys = OFF")
        try connection.execute(
            "INSERT INTO session_observations (session_id, position, time_ns, gesture, state) VALUES (999, 0, 0, 'tap', 'ended')"
        )
        let contents = StoreCheck.Contents(sessions: 1, goldens: 1, finishedRuns: 0)
        #expect(
            try StoreCheck(workspace: workspace, isRepairing: false).run()
                == StoreCheck.Report(
                    findings: [
                        StoreFinding(
                            .store(.orphanRows(table: "session_observations", parent: "sessions", count: 1)),
                            fix: .repair)
                    ],
                    contents: contents))
        #expect(
            try StoreCheck(workspace: workspace, isRepairing: true).run()
                == StoreCheck.Report(
                    repairs: StoreCheck.Repairs(store: Store.Repairs(orphanRowsDeleted: 1), history: nil),
                    contents: contents))
        #expect(try StoreCheck(workspace: workspace, isRepairing: false).run() == StoreCheck.Report(contents: contents))
        withExtendedLifetime(folder) {}
    }

    @Test("a run that never finished is one finding; --repair deletes it and keeps the finished run")
    func unfinishedRun() throws {
        let (folder, workspace) = try Self.folder()
        do {
            let history = try workspace.openHistory()
            let verdict = SessionVerdict(name: "single", scene: "taps", .pass())
            #expect(try history.recordRun([verdict]) == RunID(rawValue: 1))
            #expect(try history.recordUnfinishedRun([verdict]) == RunID(rawValue: 2))
        }
        let contents = StoreCheck.Contents(sessions: 1, goldens: 1, finishedRuns: 1)
        #expect(
            try StoreCheck(workspace: workspace, isRepairing: false).run()
                == StoreCheck.Report(
                    findings: [StoreFinding(.history(.unfinishedRun(RunID(rawValue: 2))), fix: .repair)],
                    contents: contents))
        #expect(
            try StoreCheck(workspace: workspace, isRepairing: true).run()
                == StoreCheck.Report(
                    repairs: StoreCheck.Repairs(
                        store: Store.Repairs(), history: History.Repairs(unfinishedRunsDeleted: 1)),
                    contents: contents))
        withExtendedLifetime(folder) {}
    }

    @Test("a golden whose scene file was removed from the scenes folder is found, with delete as its fix")
    func goldenOfARemovedScene() throws {
        // "lost" was recorded in the scene "gone", whose file scenes/gone.scene.json is not there.
        let (folder, workspace) = try Self.folder(adding: [TouchSession(name: "lost", scene: "gone")])
        let file = folder.url.appendingPathComponent("scenes/gone.scene.json").path
        let removed = SceneNotFoundError(
            message:
                "scene \"gone\" was removed: \(file) is gone from its folder (if it moved, point at its folder with --scenes DIR)",
            nextStep: nil, isRemoved: true)
        for isRepairing in [false, true] {
            #expect(
                try StoreCheck(workspace: workspace, isRepairing: isRepairing).run()
                    == StoreCheck.Report(
                        findings: [
                            StoreFinding(
                                .sceneNotFound(session: "lost", removed, hasGolden: true),
                                fix: .command("delete", "lost"))
                        ],
                        repairs: isRepairing ? StoreCheck.Repairs(store: Store.Repairs(), history: nil) : nil,
                        contents: StoreCheck.Contents(sessions: 2, goldens: 2, finishedRuns: 0)),
                "isRepairing: \(isRepairing)")
        }
        withExtendedLifetime(folder) {}
    }
}
