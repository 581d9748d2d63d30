import Foundation
import GestureReplay
import GestureStore
import GestureTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

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
        /// The runs in the file itself: up to version 2, run history was kept in the database;
        /// from version 3 on, it is in a history store of its own, which a fixture does not keep.
        var runs: Int
        /// The label of each of those runs, oldest first.
        var runLabels: [String] { (0..<runs).map { _ in "schema v\(version) fixture" } }

        var file: URL {
            Workbench.root.appendingPathComponent("Tests/RobustnessTests/Fixtures/schema-v\(version).sqlite")
        }
        var testDescription: String { "schema v\(version)" }
    }

    /// What `tools/make-schema-fixture.sh` stores: the shipped touch logs (six for version 1,
    /// the 84 of `recordings/sessions/` for versions 2 to 4, 93 for versions 5 and 6, 100 for
    /// versions 7 and 8) and a getevent dump with approved
    /// goldens, a touch log with a device golden, one run (in the file up to version 2; from
    /// version 3 on, in a history store the fixture does not keep).
    static let fixtures = [
        Fixture(
            version: 1,
            sessions: [
                "device-tap", "double-tap", "long-press", "pan-right", "pinch-rotate", "qemu-drag", "single-tap",
                "swipe-right",
            ],
            goldens: 8, runs: 1),
        Fixture(version: 2, sessions: shippedSessions, goldens: 86, runs: 1),
        Fixture(version: 3, sessions: shippedSessions, goldens: 86, runs: 0),
        Fixture(version: 4, sessions: shippedSessions, goldens: 86, runs: 0),
        Fixture(version: 5, sessions: shippedSessions + scrollViewSessions, goldens: 95, runs: 0),
        Fixture(version: 6, sessions: shippedSessions + scrollViewSessions, goldens: 95, runs: 0),
        Fixture(
            version: 7, sessions: shippedSessions + scrollViewSessions + controlSessions, goldens: 102, runs: 0),
        Fixture(
            version: 8, sessions: shippedSessions + scrollViewSessions + controlSessions, goldens: 102, runs: 0),
    ]

    /// The sessions `recordings/sessions/` gained after schema 6 (controls, a toolbar hidden by a
    /// drag, the card stack), in the fixtures of version 7 and later.
    static let controlSessions = [
        "card-stack-drag-card-sideways", "card-stack-swipe-up-for-details", "controls-with-state-drag-slider",
        "controls-with-state-flip-switch", "controls-with-state-tap-disabled-button",
        "drag-hides-toolbar-tap-after-drag", "drag-hides-toolbar-tap-while-dragging",
    ]

    /// The sessions `recordings/sessions/` gained with issue 17's scroll views, in the fixtures of
    /// version 5 and later.
    static let scrollViewSessions = [
        "button-in-tap-view-drag-off", "button-in-tap-view-tap-beside", "button-in-tap-view-tap-button",
        "swipe-in-scroll-view-fixed-flick-right", "swipe-in-scroll-view-fixed-scroll-up",
        "swipe-in-scroll-view-fixed-swipe-drifting-up", "swipe-in-scroll-view-flick-right",
        "swipe-in-scroll-view-scroll-up", "swipe-in-scroll-view-swipe-drifting-up",
    ]

    /// The sessions of the fixtures of version 2 and later: the 84 of `recordings/sessions/`, the
    /// getevent dump `qemu-drag` and the touch log `device-tap`.
    static let shippedSessions = [
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
    ]

    static let latest = Schema.migrations.count

    /// A workbench whose database is a copy of `fixture`.
    static func bench(with fixture: Fixture) throws -> Workbench {
        let bench = try Workbench()
        try FileManager.default.copyItem(at: fixture.file, to: bench.databaseURL)
        return bench
    }

    @Test(
        "check --repair killed with SIGKILL at 40 random moments as it upgrades a version 6 or 7 file: the file is of that schema or a later one, whole, and then upgrades with every golden's text unchanged",
        arguments: [6, 7]
    )
    func killedUpgrade(from version: Int) throws {
        let fixture = try #require(Self.fixtures.first { $0.version == version })
        let probe = try Self.bench(with: fixture)
        let goldens = try probe.run(["goldens", probe.databaseURL.path]).standardOutput
        #expect(goldens.hasPrefix("== "))
        // How long an undisturbed upgrade takes here, so that the kills land all through it.
        let clock = ContinuousClock()
        let started = clock.now
        #expect(try probe.run(["check", "--repair"]).exitCode == 0)
        let length = max(clock.now - started, .milliseconds(20))
        let microseconds = Int(
            length.components.seconds * 1_000_000 + length.components.attoseconds / 1_000_000_000_000)
        var random = GoldenDatabaseTrustTests.Delays(state: 7)
        for trial in 0..<40 {
            let bench = try Self.bench(with: fixture)
            try BinaryRun.killed(
                ["check", "--repair"], in: bench.url, afterMicroseconds: Int.random(in: 0...microseconds, using: &random))
            // A connection that may write rolls a hot journal back: the upgrade happened whole or not at all.
            do {
                let connection = try Connection(path: bench.databaseURL.path, journal: .rollback)
                #expect((version...Self.latest).contains(try connection.userVersion()), "trial \(trial)")
                #expect(try connection.rows("PRAGMA integrity_check") { $0.text(at: 0) } == ["ok"], "trial \(trial)")
            }
            let repair = try bench.run(["check", "--repair"])
            #expect(repair.exitCode == 0, "trial \(trial): \(repair.standardOutput)")
            let check = try bench.run(["check"])
            #expect(check.exitCode == 0, "trial \(trial): \(check.standardOutput)")
            #expect(try Connection(path: bench.databaseURL.path, readOnly: true).userVersion() == Self.latest)
            #expect(try bench.run(["goldens", bench.databaseURL.path]).standardOutput == goldens, "trial \(trial)")
        }
    }

    @Test("every schema version up to this one has its fixture")
    func everyVersion() {
        #expect(Self.fixtures.map(\.version) == Array(1...Self.latest))
        for fixture in Self.fixtures {
            #expect(FileManager.default.fileExists(atPath: fixture.file.path), "\(fixture.file.path)")
        }
    }

    @Test("goldens, the git diff driver, reads a version 1 file as it is and prints what it prints once upgraded")
    func goldensReadsVersionOne() throws {
        // Migration 2 only drops an index and migration 3 the run history's tables, which the
        // driver never reads (both "-- readers: unchanged"), so a copy of gestures.sqlite from
        // before them, as git hands the driver, reads the same.
        let fixture = try #require(Self.fixtures.first { $0.version == 1 })
        let bench = try Self.bench(with: fixture)
        let before = try bench.databaseDigest()
        let old = try bench.run(["goldens", bench.databaseURL.path])
        #expect(old.exitCode == 0, "\(old.standardError)")
        #expect(try bench.databaseDigest() == before)  // read, not upgraded
        #expect(try Connection(path: bench.databaseURL.path, readOnly: true).userVersion() == 1)
        _ = try Store.open(path: bench.databaseURL.path, history: bench.historyURL.path)  // upgraded
        let upgraded = try bench.run(["goldens", bench.databaseURL.path])
        #expect(upgraded.exitCode == 0)
        #expect(old.standardOutput == upgraded.standardOutput)
        #expect(!old.standardOutput.isEmpty)
    }

    @Test(
        "a version 5 file is read as it is with no session retired; retire upgrades it and keeps every session and golden"
    )
    func retireUpgradesVersionFive() throws {
        let fixture = try #require(Self.fixtures.first { $0.version == 5 })
        let bench = try Self.bench(with: fixture)
        let before = try bench.databaseDigest()
        let old = try bench.run(["goldens", bench.databaseURL.path])
        #expect(old.exitCode == 0, "\(old.standardError)")
        #expect(!old.standardOutput.contains("retired"))
        #expect(try bench.databaseDigest() == before)  // read, not upgraded
        #expect(try Connection(path: bench.databaseURL.path, readOnly: true).userVersion() == 5)

        let retire = try bench.run(["retire", "double-tap"])
        #expect(retire.exitCode == 0, "\(retire.standardError)")
        #expect(try Connection(path: bench.databaseURL.path, readOnly: true).userVersion() == Schema.version)
        #expect(try bench.storedSessions() == fixture.sessions.sorted())
        // The same goldens, byte for byte, but for the retired one's heading.
        let upgraded = try bench.run(["goldens", bench.databaseURL.path])
        let heading = "== double-tap (scene tap-or-double-tap, approved, gesture-replay 0.1.0)"
        #expect(old.standardOutput.contains(heading + "\n"))
        let retiredHeading = try #require(
            upgraded.standardOutput.split(separator: "\n").first { $0.hasPrefix("== double-tap ") })
        #expect(
            retiredHeading.replacingOccurrences(
                of: #"\d{4}-\d\d-\d\d \d\d:\d\d UTC"#, with: "DATE", options: .regularExpression)
                == "== double-tap (scene tap-or-double-tap, approved, gesture-replay 0.1.0, retired DATE)")
        #expect(upgraded.standardOutput.replacingOccurrences(of: String(retiredHeading), with: heading) == old.standardOutput)
    }

    @Test("check reads a version 1 file whole, leaves it as it is, and names the upgrade it lacks as its one problem")
    func checkOfVersionOne() throws {
        let fixture = try #require(Self.fixtures.first { $0.version == 1 })
        let bench = try Self.bench(with: fixture)
        let before = try bench.databaseDigest()
        let check = try bench.run(["check"])
        // The fixture is otherwise sound (the last test of `opens` finds it healthy once upgraded).
        #expect(
            check.standardOutput == """
                problem: the schema is version 1, this gesture-replay uses \(Self.latest); fix: \(BinaryRun.executable.path) check --repair
                check: 1 problem in recordings/gestures.sqlite

                """)
        #expect(check.exitCode == 1)
        #expect(try bench.databaseDigest() == before)
        let repair = try bench.run(["check", "--repair"])
        #expect(repair.exitCode == 0, "\(repair.standardOutput)")
        #expect(try Store.open(path: bench.databaseURL.path, readOnly: true).schemaVersion() == Self.latest)
        // The upgrade moved the file's run into the history store.
        #expect(try bench.history().runs(last: 10).map(\.label) == fixture.runLabels)
        #expect(
            repair.standardOutput
                == "check: recordings/gestures.sqlite is healthy: 8 sessions, 8 goldens, 1 finished run\n")
    }

    @Test(
        "a database made by an earlier or this version is read as it is by run, brought up to date by a command that writes, and everything in it still works",
        arguments: fixtures)
    func opens(_ fixture: Fixture) throws {
        let bench = try Self.bench(with: fixture)
        let goldens = try bench.run(["goldens", bench.databaseURL.path])
        #expect(goldens.exitCode == 0, "\(goldens.standardError)")
        // run only reads the database (readers read every earlier version as it is) and records
        // in a new history store, after the runs the file holds (copied there first, as older).
        let before = try bench.databaseDigest()
        let run = try bench.run(["run", "--all", "--label", "after the upgrade"])
        #expect(run.exitCode <= 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("Run #\(fixture.runs + 1): \(fixture.sessions.count) sessions in "))
        #expect(
            !run.standardOutput.contains("ERROR") && !run.standardOutput.contains("OBSOLETE"), "\(run.standardOutput)")
        #expect(try bench.databaseDigest() == before)
        #expect(try Connection(path: bench.databaseURL.path, readOnly: true).userVersion() == fixture.version)

        // A command that writes migrates: the file's runs move into the history store.
        let repair = try bench.run(["check", "--repair"])
        #expect(repair.exitCode == 0, "\(repair.standardOutput)")
        #expect(try bench.storedSessions() == fixture.sessions.sorted())
        let store = try Store.open(path: bench.databaseURL.path, readOnly: true)
        #expect(try store.schemaVersion() == Self.latest)
        // Every golden's text, as the git diff driver prints it, byte for byte as before.
        #expect(try bench.run(["goldens", bench.databaseURL.path]).standardOutput == goldens.standardOutput)
        for name in fixture.sessions {
            let session = try #require(try store.session(named: name))
            #expect(!session.samples.isEmpty)
        }
        #expect(try store.goldens().count == fixture.goldens)
        #expect(
            try store.connection.firstValue(
                "SELECT count(*) FROM sqlite_schema WHERE name IN ('runs', 'results')") == .integer(0))
        // The history store holds the file's runs and the one run recorded here, which stays the
        // latest: every history query takes the run of the greatest id for the latest.
        let history = try bench.history()
        let runs = try history.runs(last: 100)
        #expect(runs.count == fixture.runs + 1)
        #expect(runs.reversed().map(\.label) == fixture.runLabels + ["after the upgrade"])
        #expect(runs.allSatisfy { $0.isFinished })
        #expect(
            runs.map(\.startedAt) == runs.map(\.startedAt).sorted(by: >), "\(runs.map { "\($0.id) \($0.startedAt)" })")
        let check = try bench.run(["check"])
        #expect(check.exitCode == 0, "\(check.standardOutput)")
        #expect(
            check.standardOutput
                == "check: recordings/gestures.sqlite is healthy: \(fixture.sessions.count) sessions, \(fixture.goldens) goldens, \(fixture.runs + 1) finished run\(fixture.runs == 0 ? "" : "s")\n"
        )
    }

    /// Runs 2…5 recorded on a copy of the version 1 fixture, whose run 1 passed its 8 sessions, while
    /// the file is still version 1 (results_by_session kept up to date), as the gesture-replay of
    /// that version recorded them (`recordLegacyRun`):
    ///
    ///     run           1      2           3           4 (unfinished)  5
    ///     device-tap    pass
    ///     double-tap    pass   regression  regression  pass            regression
    ///     long-press    pass   error       pass                        error
    ///     pan-right     pass   pass                    regression      regression
    ///     pinch-rotate  pass               error
    ///     qemu-drag     pass                           pass
    ///     single-tap    pass   regression              error           error
    ///     swipe-right   pass
    static let laterRuns: [[String: SessionStatus]] = [
        ["double-tap": .regression, "long-press": .error, "pan-right": .pass, "single-tap": .regression],
        ["double-tap": .regression, "long-press": .pass, "pinch-rotate": .error],
        ["double-tap": .pass, "pan-right": .regression, "qemu-drag": .pass, "single-tap": .error],
        ["double-tap": .regression, "long-press": .error, "pan-right": .regression, "single-tap": .error],
    ]

    /// Records `statuses` in the `runs` and `results` tables of a database of version 1 or 2, as
    /// the gesture-replay of those versions did: the run begun at `startedAt` (milliseconds), its
    /// results, its counts, then its finish a second later unless `finished` is false.
    static func recordLegacyRun(
        _ statuses: [String: SessionStatus], startedAt: Int64, finished: Bool,
        on connection: Connection
    ) throws {
        try connection.transaction {
            try connection.execute(
                "INSERT INTO runs (started_at_ms, label, tool_version) VALUES (?, ?, '0.1.0')",
                [startedAt, "legacy \(startedAt)"])
            let run = connection.lastInsertRowID
            for (session, status) in statuses.sorted(by: { $0.key < $1.key }) {
                try connection.execute(
                    "INSERT INTO results (run_id, session, status, diff, message, duration_ns) VALUES (?, ?, ?, ?, ?, 1000)",
                    [run, session, status.rawValue, status == .regression ? "d\n" : nil, status == .error ? "m" : nil])
            }
            try connection.execute(
                """
                UPDATE runs SET (pass_count, regression_count, new_count, error_count, obsolete_count) = (
                    SELECT count(*) FILTER (WHERE status = 'pass'), count(*) FILTER (WHERE status = 'regression'),
                        count(*) FILTER (WHERE status = 'new'), count(*) FILTER (WHERE status = 'error'),
                        count(*) FILTER (WHERE status = 'obsolete')
                    FROM results WHERE run_id = ?1)
                WHERE id = ?1
                """, [run])
            if finished {
                try connection.execute("UPDATE runs SET finished_at_ms = ? WHERE id = ?", [startedAt + 1000, run])
            }
        }
    }

    /// Checks what `store` answers about the history of `laterRuns`, derived from its table by hand.
    static func expectHistory(of store: History, runs: [RunID], _ label: String) throws {
        let run = { (number: Int) in runs[number - 1] }
        // Run 5, the latest finished: the streaks walk back through runs 5, 3, 2, 1 (4 never
        // finished). double-tap fails in 5, 3, 2 after passing in 1; long-press fails in 5 after
        // passing in 3; pan-right fails in 5, has no result in 3, passed in 2; single-tap fails
        // in 5, none in 3, fails in 2, passed in 1.
        let latest = [
            FailingSession(session: "double-tap", status: .regression, since: run(2), failedRuns: 3),
            FailingSession(session: "long-press", status: .error, since: run(5), failedRuns: 1),
            FailingSession(session: "pan-right", status: .regression, since: run(5), failedRuns: 1),
            FailingSession(session: "single-tap", status: .error, since: run(2), failedRuns: 2),
        ]
        #expect(try store.failingSessions() == latest, "\(label)")
        #expect(try store.failingSessions(in: run(5)) == latest, "\(label)")
        // Run 4, asked about although unfinished: history 4, 3, 2, 1.
        #expect(
            try store.failingSessions(in: run(4)) == [
                FailingSession(session: "pan-right", status: .regression, since: run(4), failedRuns: 1),
                FailingSession(session: "single-tap", status: .error, since: run(2), failedRuns: 2),
            ], "\(label)")
        // Run 3: history 3, 2, 1.
        #expect(
            try store.failingSessions(in: run(3)) == [
                FailingSession(session: "double-tap", status: .regression, since: run(2), failedRuns: 2),
                FailingSession(session: "pinch-rotate", status: .error, since: run(3), failedRuns: 1),
            ], "\(label)")
        #expect(try store.failingSessions(in: run(1)) == [], "\(label)")

        // The latest run with a result for the session, finished or not.
        for (session, number, status) in [
            ("double-tap", 5, SessionStatus.regression), ("qemu-drag", 4, .pass), ("pinch-rotate", 3, .error),
            ("device-tap", 1, .pass), ("swipe-right", 1, .pass),
        ] {
            let latest = try store.latestResult(for: session)
            #expect(latest?.run == run(number), "\(label): \(session)")
            #expect(latest?.result.status == status, "\(label): \(session)")
        }
        #expect(try store.latestResult(for: "no-such-session") == nil, "\(label)")

        // The last 3 finished runs are 2, 3, 5; qemu-drag, replayed only by run 4 among them, has
        // no row. All of them: 1, 2, 3, 5, a row for each of the 8 sessions.
        let three = try store.statusHistory(lastRuns: 3)
        #expect(three.runs.map(\.id) == [run(2), run(3), run(5)], "\(label)")
        #expect(
            three.rows == [
                SessionStatusRow(session: "double-tap", statuses: [.regression, .regression, .regression]),
                SessionStatusRow(session: "long-press", statuses: [.error, .pass, .error]),
                SessionStatusRow(session: "pan-right", statuses: [.pass, nil, .regression]),
                SessionStatusRow(session: "pinch-rotate", statuses: [nil, .error, nil]),
                SessionStatusRow(session: "single-tap", statuses: [.regression, nil, .error]),
            ], "\(label)")
        let all = try store.statusHistory(lastRuns: 10)
        #expect(all.runs.map(\.id) == [run(1), run(2), run(3), run(5)], "\(label)")
        #expect(
            all.rows == [
                SessionStatusRow(session: "device-tap", statuses: [.pass, nil, nil, nil]),
                SessionStatusRow(session: "double-tap", statuses: [.pass, .regression, .regression, .regression]),
                SessionStatusRow(session: "long-press", statuses: [.pass, .error, .pass, .error]),
                SessionStatusRow(session: "pan-right", statuses: [.pass, .pass, nil, .regression]),
                SessionStatusRow(session: "pinch-rotate", statuses: [.pass, nil, .error, nil]),
                SessionStatusRow(session: "qemu-drag", statuses: [.pass, nil, nil, nil]),
                SessionStatusRow(session: "single-tap", statuses: [.pass, .regression, nil, .error]),
                SessionStatusRow(session: "swipe-right", statuses: [.pass, nil, nil, nil]),
            ], "\(label)")
    }

    @Test(
        "a version 1 database upgrades to version 2 (results_by_session is gone, every result is kept), then to 3: its whole history moves to the history store, once, and reads the same there"
    )
    func versionOneHistoryUpgrades() throws {
        let bench = try Self.bench(with: Self.fixtures[0])
        let path = bench.databaseURL.path
        let historyPath = bench.historyURL.path
        let indexes = "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'results' ORDER BY name"
        // Every result with its run, without the ids (which the history store gives anew).
        let allResults = """
            SELECT u.started_at_ms, u.finished_at_ms, u.label, u.tool_version, u.thresholds, u.pass_count,
                u.regression_count, u.new_count, u.error_count, u.obsolete_count,
                r.session, r.status, r.diff, r.actual, r.message, r.duration_ns
            FROM results r JOIN runs u ON u.id = r.run_id ORDER BY u.id, r.id
            """
        func rows(_ connection: Connection) throws -> [[SQLValue]] {
            try connection.rows(allResults) { row in (0..<row.columnCount).map { row.value(at: $0) } }
        }

        do {
            let versionOne = try Connection(path: path, journal: .writeAheadLog)  // as version 1 kept it
            #expect(try versionOne.userVersion() == 1)
            #expect(
                try versionOne.rows("SELECT status FROM results WHERE run_id = 1") { $0.text(at: 0) }
                    == Array(repeating: "pass", count: 8))
            for (index, statuses) in Self.laterRuns.enumerated() {
                try Self.recordLegacyRun(
                    statuses, startedAt: 1_800_000_000_000 + Int64(index) * 60_000, finished: index != 2,
                    on: versionOne)
            }
            #expect(
                try versionOne.rows(indexes) { $0.text(at: 0) ?? "" } == [
                    "results_by_session", "sqlite_autoindex_results_1",
                ])
        }
        let before = try rows(Connection(path: path, readOnly: true))
        // 8 results of run 1, then 4, 3, 4, 4 in runs 2…5.
        #expect(before.count == 23)

        // To version 2: the index goes, every result stays. Opened for writing, the file's runs are
        // first copied into the history store; they stay in the file until migration 3.
        let versionTwo = try Store.open(
            path: path, history: historyPath, migrations: Array(Schema.migrations.prefix(2)))
        #expect(try versionTwo.schemaVersion() == 2)
        #expect(try versionTwo.connection.rows(indexes) { $0.text(at: 0) ?? "" } == ["sqlite_autoindex_results_1"])
        #expect(try rows(versionTwo.connection) == before)
        #expect(try versionTwo.connection.rows("PRAGMA integrity_check") { $0.text(at: 0) ?? "" } == ["ok"])

        // To version 3: runs and results leave the file; the history store holds each run once,
        // oldest first, every result with it.
        let upgraded = try Store.open(path: path, history: historyPath)
        #expect(try upgraded.schemaVersion() == Self.latest)
        #expect(
            try upgraded.connection.firstValue(
                "SELECT count(*) FROM sqlite_schema WHERE name IN ('runs', 'results', 'results_by_session')")
                == .integer(0))
        #expect(try upgraded.connection.rows("PRAGMA integrity_check") { $0.text(at: 0) ?? "" } == ["ok"])
        let history = try History.open(path: historyPath, readOnly: true)
        let runs = try history.runs(last: 100).reversed().map(\.id)
        #expect(runs.count == 5)
        #expect(try rows(history.connection) == before)
        #expect(try history.problems() == [.unfinishedRun(runs[3])])
        try Self.expectHistory(of: history, runs: runs, "moved to the history store")
    }

    @Test(
        "a database written by a newer gesture-replay is refused with a clear message and left byte-identical",
        arguments: [
            ["list"], ["run", "--all"], ["import", "recordings/sessions/single-tap.touches.jsonl", "--name", "n"],
            ["check"],
        ])
    func newer(_ command: [String]) throws {
        let bench = try Self.bench(with: Self.fixtures.last!)
        // In the file's own journal mode (rollback, the golden database's since version 3).
        try Connection(path: bench.databaseURL.path, journal: .rollback).setUserVersion(Self.latest + 1)
        let before = try bench.databaseDigest()
        let run = try bench.run(command)
        #expect(run.exitCode == 65)
        #expect(
            run.standardError == """
                Error: recordings/gestures.sqlite was written by a newer gesture-replay (schema \(Self.latest + 1), this one knows \(Self.latest)): upgrade gesture-replay

                """)
        #expect(try bench.databaseDigest() == before)
    }

    /// The commands of the refusal tests: reading, writing, and both kinds of check.
    static let everyKindOfCommand: [[String]] = [
        ["list"], ["show", "double-tap"], ["goldens"], ["run", "--all"],
        ["import", "recordings/sessions/single-tap.touches.jsonl", "--name", "n"], ["approve", "double-tap"],
        ["delete", "double-tap"], ["check"], ["check", "--repair"],
    ]

    @Test(
        "a database whose user_version no gesture-replay writes is refused by every command, naming the file and the version, and left byte-identical",
        arguments: [-1, -5, Int(Int32.min)], everyKindOfCommand)
    func unknownVersion(_ version: Int, _ command: [String]) throws {
        let bench = try Self.bench(with: Self.fixtures.last!)
        try Connection(path: bench.databaseURL.path, journal: .rollback).setUserVersion(version)
        let before = try bench.databaseDigest()
        let run = try bench.run(command)
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                Error: recordings/gestures.sqlite says its schema is version \(version) (PRAGMA user_version), which no gesture-replay writes: the file is damaged or another program changed it; restore it from version control or choose another file

                """)
        #expect(try bench.databaseDigest() == before)
    }

    @Test(
        "a database of version 999 is refused as newer by every command, check --repair included",
        arguments: everyKindOfCommand)
    func farNewer(_ command: [String]) throws {
        let bench = try Self.bench(with: Self.fixtures.last!)
        try Connection(path: bench.databaseURL.path, journal: .rollback).setUserVersion(999)
        let before = try bench.databaseDigest()
        let run = try bench.run(command)
        #expect(run.exitCode == 65)
        #expect(
            run.standardError == """
                Error: recordings/gestures.sqlite was written by a newer gesture-replay (schema 999, this one knows \(Self.latest)): upgrade gesture-replay

                """)
        #expect(try bench.databaseDigest() == before)
    }

    @Test("a history store whose user_version no gesture-replay writes is refused by run, naming the file")
    func unknownHistoryVersion() throws {
        let bench = try Self.bench(with: Self.fixtures.last!)
        let first = try bench.run(["run", "double-tap"])
        #expect(first.exitCode == 0, "\(first.standardError)")
        try Connection(path: bench.historyURL.path).setUserVersion(-1)
        let run = try bench.run(["run", "double-tap"])
        #expect(run.exitCode == 65)
        #expect(
            run.standardError == """
                Error: recordings/.gesture-replay/gestures.history.sqlite says its schema is version -1 (PRAGMA user_version), which no gesture-replay writes: the file is damaged or another program changed it; restore it from version control or choose another file

                """)
    }
}
