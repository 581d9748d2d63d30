import Foundation
import GestureReplay
import GestureStore
import GestureTestSupport
import Testing

/// `gesture-replay check`: one line per problem with the command that fixes
/// it, exit 1 while there is any; and following those commands heals it.
@Suite struct CheckCommandTests {
    /// Runs `sql` on the workbench's database with foreign keys off, as a
    /// tool other than gesture-replay (or a damaged file system) might: in
    /// the file's own journal mode (rollback), as the sqlite3 shell would.
    static func tamper(_ bench: Workbench, _ sql: String) throws {
        let connection = try Connection(path: bench.databaseURL.path, journal: .rollback)
        try connection.execute("PRAGMA foreign_keys = OFF")
        try connection.executeScript(sql)
    }

    /// Runs `sql` on the workbench's history store with foreign keys off, as `tamper` does on
    /// its database.
    static func tamperHistory(_ bench: Workbench, _ sql: String) throws {
        let connection = try Connection(path: bench.historyURL.path, journal: .writeAheadLog)
        try connection.execute("PRAGMA foreign_keys = OFF")
        try connection.executeScript(sql)
    }

    /// Damages the workbench's database: in the main file (where rollback-journal mode keeps
    /// everything), the index of sessions by scene gets one byte wrong, so that integrity_check
    /// finds a row missing from it while every table reads.
    static func damageSessionsIndex(_ bench: Workbench) throws {
        let connection = try Connection(path: bench.databaseURL.path, journal: .rollback)
        guard
            case .integer(let page) = try connection.firstValue(
                "SELECT rootpage FROM sqlite_schema WHERE name = 'sessions_by_scene'")
        else {
            Issue.record("no index sessions_by_scene")
            return
        }
        var bytes = try Data(contentsOf: bench.databaseURL)
        let pageBytes = Int(page - 1) * 4096..<Int(page) * 4096
        let key = try #require(bytes.range(of: Data("tap-or-double-tap".utf8), in: pageBytes))
        bytes[key.upperBound - 1] = UInt8(ascii: "q")
        try bytes.write(to: bench.databaseURL)
    }

    @Test("a healthy store exits 0 and says what it holds")
    func healthy() throws {
        let bench = try Workbench(sessions: ["double-tap", "single-tap"])
        #expect(try bench.run(["run", "--all"]).exitCode == 0)
        let check = try bench.run(["check"])
        #expect(check.exitCode == 0)
        #expect(
            check.standardOutput
                == "check: recordings/gestures.sqlite is healthy: 2 sessions, 2 goldens, 1 finished run\n")
        #expect(check.standardError == "")
    }

    @Test(
        "each problem is one line with its fix; --repair fixes what needs no decision; the printed commands fix the rest"
    )
    func problems() throws {
        let bench = try Workbench(sessions: ["double-tap", "long-press", "pan-right", "single-tap", "swipe-right"])
        #expect(try bench.run(["run", "--all"]).exitCode == 0)
        let scenes = bench.url.appendingPathComponent("recordings/scenes")
        try Self.tamper(
            bench,
            """
            DELETE FROM sessions WHERE name = 'pan-right';  -- its samples, observations and golden stay behind
            UPDATE sessions SET sample_count = sample_count + 1 WHERE name = 'single-tap';
            -- A golden stored as text (byte 0, then the text "not JSON"): no outcome's rendering.
            UPDATE goldens SET outcome = x'006e6f74204a534f4e' WHERE session_id = (SELECT id FROM sessions WHERE name = 'double-tap');
            """)
        try Self.tamperHistory(
            bench,
            """
            INSERT INTO runs (started_at_ms, tool_version) VALUES (1, 'x');  -- run #2, never finished
            UPDATE runs SET pass_count = 1 WHERE id = 1;
            """)
        // long-press's scene is deleted; swipe-right's scene renames its recognizer "swipeRight" to "flick".
        try FileManager.default.removeItem(at: scenes.appendingPathComponent("long-press.scene.json"))
        let swipeScene = scenes.appendingPathComponent("swipe-or-tickle.scene.json")
        let swipeText = try String(contentsOf: swipeScene, encoding: .utf8)
        #expect(swipeText.contains("\"swipeRight\""))
        try swipeText.replacingOccurrences(of: "\"swipeRight\"", with: "\"flick\"").write(
            to: swipeScene, atomically: true, encoding: .utf8)

        let check = try bench.run(["check"])
        #expect(check.exitCode == 1)
        let single = "recordings/sessions/single-tap.touches.jsonl"
        #expect(
            check.standardOutput == """
                problem: 1 row of session_samples belongs to no row of sessions; fix: \(BinaryRun.executable.path) check --repair
                problem: 1 row of goldens belongs to no row of sessions; fix: \(BinaryRun.executable.path) check --repair
                problem: session "single-tap": 2 samples stored, but its row says 3; fix: \(BinaryRun.executable.path) import \(single) --name single-tap --scene tap-or-double-tap --replace
                problem: run #2 never finished (its process died before recording it); fix: \(BinaryRun.executable.path) check --repair
                problem: run #1 counts 1 passed, 0 regressed, 0 model/device differences, 0 new, 0 errors, 0 obsolete, 0 empty but its results are 5 passed, 0 regressed, 0 model/device differences, 0 new, 0 errors, 0 obsolete, 0 empty; fix: \(BinaryRun.executable.path) check --repair
                problem: the golden of "double-tap" cannot be read (golden of double-tap:1: not JSON: unexpected 'n', expected a value); fix: \(BinaryRun.executable.path) approve double-tap
                problem: session "long-press": scene "long-press" was removed: recordings/scenes/long-press.scene.json is gone from its folder (if it moved, point at its folder with --scenes DIR) (it has a golden); fix: \(BinaryRun.executable.path) delete long-press
                problem: the golden of "swipe-right" names recognizer "swipeRight" that its scene "swipe-or-tickle" no longer has; fix: \(BinaryRun.executable.path) approve swipe-right
                check: 8 problems in recordings/gestures.sqlite

                """)

        // Follow every printed fix, in order (a repair once is enough).
        var followed: Set<String> = []
        for line in check.standardOutput.split(separator: "\n") {
            guard let range = line.range(of: "; fix: \(BinaryRun.executable.path) ") else { continue }
            let command = String(line[range.upperBound...])
            guard followed.insert(command).inserted else { continue }
            let fixed = try bench.run(command.split(separator: " ").map(String.init))
            // `check --repair` exits 1 while problems it cannot repair remain.
            #expect(fixed.exitCode == (command == "check --repair" ? 1 : 0), "\(command): \(fixed.standardError)")
        }
        // pan-right and long-press are gone; single-tap, imported again with --replace, keeps its golden.
        let after = try bench.run(["check"])
        #expect(
            after.standardOutput
                == "check: recordings/gestures.sqlite is healthy: 3 sessions, 3 goldens, 1 finished run\n")
        #expect(after.exitCode == 0)
    }

    @Test("a golden whose stored code does not decode is named with its session, and the printed fix mends it")
    func undecodableGolden() throws {
        let bench = try Workbench(sessions: ["double-tap", "single-tap"])
        // Another program wrote a code that ends inside a varint (layout 3: the version byte, then
        // the first time's varint, whose high bit says more bytes follow).
        let doubleTap = "(SELECT id FROM sessions WHERE name = 'double-tap')"
        try Self.tamper(bench, "UPDATE goldens SET outcome = x'03ff' WHERE session_id = \(doubleTap)")
        let check = try bench.run(["check"])
        #expect(check.exitCode == 1)
        #expect(
            check.standardOutput == """
                problem: the golden of "double-tap" cannot be read: its outcome code does not decode: cut short or a varint longer than 10 bytes (byte 1); fix: \(BinaryRun.executable.path) approve double-tap
                check: 1 problem in recordings/gestures.sqlite

                """)
        #expect(try bench.run(["approve", "double-tap"]).exitCode == 0)
        let after = try bench.run(["check"])
        #expect(after.exitCode == 0)
        #expect(
            after.standardOutput
                == "check: recordings/gestures.sqlite is healthy: 2 sessions, 2 goldens, 0 finished runs\n")
    }

    @Test("a golden or samples blob whose compressed frame is damaged is named with its session, and the printed fixes mend it")
    func damagedFrames() throws {
        let bench = try Workbench(sessions: ["double-tap", "single-tap"])
        // Another program damaged both. Each is a Zstandard frame (RFC 8878 §3.1.1): the magic
        // number 0xFD2FB528 little-endian, a frame header descriptor 0x20 (single segment, so a
        // 1-byte content size, and no checksum), the content size (5 and 25), then one block whose
        // 3-byte header (0x000007) says last block, type 3: a type the RFC reserves, "corruption".
        // The golden: byte 255, the frame. The samples: layout 3's header (GRTS, version 3,
        // reserved, a layout 2 blob of 25 bytes), the frame.
        let doubleTap = "(SELECT id FROM sessions WHERE name = 'double-tap')"
        let singleTap = "(SELECT id FROM sessions WHERE name = 'single-tap')"
        try Self.tamper(
            bench,
            """
            UPDATE goldens SET outcome = x'ff28b52ffd2005070000' WHERE session_id = \(doubleTap);
            UPDATE session_samples SET samples = x'47525453030000001900000028b52ffd2019070000'
                WHERE session_id = \(singleTap);
            """)
        let check = try bench.run(["check"])
        #expect(check.exitCode == 1)
        let single = "recordings/sessions/single-tap.touches.jsonl"
        #expect(
            check.standardOutput == """
                problem: session "single-tap": its compressed samples do not decompress: its frame is damaged (zstd: Data corruption detected); fix: \(BinaryRun.executable.path) import \(single) --name single-tap --scene tap-or-double-tap --replace
                problem: the golden of "double-tap" cannot be read: its compressed outcome does not decompress: its frame is damaged (zstd: Data corruption detected); fix: \(BinaryRun.executable.path) approve double-tap
                check: 2 problems in recordings/gestures.sqlite

                """)
        #expect(try bench.run(["approve", "double-tap"]).exitCode == 0)
        #expect(try bench.run(["import", single, "--name", "single-tap", "--scene", "tap-or-double-tap", "--replace"]).exitCode == 0)
        let after = try bench.run(["check"])
        #expect(after.exitCode == 0)
        #expect(
            after.standardOutput
                == "check: recordings/gestures.sqlite is healthy: 2 sessions, 2 goldens, 0 finished runs\n")
    }

    @Test(
        "check reads a version 2 database as it is; check --repair moves its runs into the history store, then checks and repairs them there"
    )
    func versionTwoRuns() throws {
        let bench = try Workbench()
        try FileManager.default.copyItem(
            at: Workbench.root.appendingPathComponent("Tests/RobustnessTests/Fixtures/schema-v2.sqlite"),
            to: bench.databaseURL)
        // Two problems of the file's run history, made as version 2 kept it (write-ahead logging).
        do {
            let connection = try Connection(path: bench.databaseURL.path, journal: .writeAheadLog)
            try connection.executeScript(
                """
                INSERT INTO runs (started_at_ms, tool_version) VALUES (1, 'x');  -- run #2, never finished
                UPDATE runs SET pass_count = 1 WHERE id = 1;  -- its 86 results passed
                """)
        }
        let before = try bench.databaseDigest()
        let check = try bench.run(["check"])
        #expect(check.exitCode == 1)
        #expect(
            check.standardOutput == """
                problem: the schema is version 2, this gesture-replay uses \(Schema.version); fix: \(BinaryRun.executable.path) check --repair
                check: 1 problem in recordings/gestures.sqlite

                """)
        #expect(try bench.databaseDigest() == before)
        #expect(!FileManager.default.fileExists(atPath: bench.historyURL.path))

        let repair = try bench.run(["check", "--repair"])
        #expect(repair.exitCode == 0, "\(repair.standardOutput)")
        #expect(repair.standardError == "repair: deleted 1 unfinished run, corrected the counts of 1 run\n")
        #expect(
            repair.standardOutput
                == "check: recordings/gestures.sqlite is healthy: 86 sessions, 86 goldens, 1 finished run\n")
        let runs = try bench.history().runs(last: 10)
        #expect(runs.map(\.label) == ["schema v2 fixture"])
        #expect(runs.first?.counts == StatusTally(pass: 86))
        let store = try Store.open(path: bench.databaseURL.path, readOnly: true)
        #expect(try store.schemaVersion() == Schema.version)
        #expect(
            try store.connection.firstValue("SELECT count(*) FROM sqlite_schema WHERE name IN ('runs', 'results')")
                == .integer(0))
    }

    @Test("a scene whose recognizer type is not registered names the sessions it strands")
    func unknownRecognizerType() throws {
        let bench = try Workbench(sessions: ["single-tap"])
        let scene = bench.url.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json")
        let text = try String(contentsOf: scene, encoding: .utf8)
        try text.replacingOccurrences(of: "\"tap\"", with: "\"wiggle\"").write(
            to: scene, atomically: true, encoding: .utf8)
        let check = try bench.run(["check"])
        #expect(check.exitCode == 1)
        #expect(
            check.standardOutput.hasPrefix(
                "problem: session \"single-tap\": its scene cannot be built (recordings/scenes/tap-or-double-tap.scene.json:"
            ))
        #expect(check.standardOutput.contains("unknown recognizer type \"wiggle\""))
        #expect(
            check.standardOutput.contains(
                "(it has a golden); fix: fix the scene file or register its recognizer types\n"))
        #expect(check.standardOutput.hasSuffix("check: 1 problem in recordings/gestures.sqlite\n"))
    }

    @Test("a damaged file is reported with how to restore it, and nothing else is read from it")
    func damaged() throws {
        let bench = try Workbench(sessions: Workbench.sessionNames)
        // Overwrite a page in the middle of the file (page size 4096; page 1 is the header).
        let handle = try FileHandle(forUpdating: bench.databaseURL)
        let size = try handle.seekToEnd()
        #expect(size >= 4 * 4096)
        try handle.seek(toOffset: 2 * 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()
        let check = try bench.run(["check"])
        #expect(check.exitCode == 1)
        let lines = check.standardOutput.split(separator: "\n")
        #expect(lines.count >= 2)
        #expect(
            lines.dropLast().allSatisfy {
                $0.hasPrefix("problem: the file ")
                    && $0.hasSuffix(
                        "; fix: restore it from version control (git checkout -- recordings/gestures.sqlite) or salvage it: sqlite3 recordings/gestures.sqlite .recover | sqlite3 recordings/gestures.sqlite.recovered"
                    )
            }, "\(check.standardOutput)")
        #expect(
            lines.last
                == "check: \(lines.count - 1) problem\(lines.count == 2 ? "" : "s") in recordings/gestures.sqlite")
    }

    @Test("check --repair writes nothing into a damaged file, not even the repairs it would make to a sound one")
    func noRepairOfADamagedFile() throws {
        let bench = try Workbench(sessions: ["double-tap", "single-tap"])
        // A repairable problem: a golden whose session is gone (no session has row id 999).
        try Self.tamper(
            bench,
            """
            INSERT INTO goldens (session_id, outcome, origin, approved_at_ms, tool_version)
                SELECT 999, outcome, origin, approved_at_ms, tool_version FROM goldens LIMIT 1;
            """)
        // And damage.
        try Self.damageSessionsIndex(bench)
        let before = try bench.databaseDigest()

        let check = try bench.run(["check", "--repair"])
        #expect(check.exitCode == 1)
        // Damage is all check reports when there is any, and the orphan is left for after the restore.
        #expect(
            check.standardOutput.hasPrefix("problem: the file is damaged (integrity_check: "), "\(check.standardOutput)"
        )
        #expect(!check.standardError.contains("deleted"), "\(check.standardError)")
        #expect(try bench.databaseDigest() == before)
    }

    @Test("check --repair does not upgrade a damaged file of an older schema: it stays byte-identical")
    func noUpgradeOfADamagedFile() throws {
        let bench = try Workbench()
        // Schema version 0: a file with no tables yet,
        // which opening for writing upgrades by creating them. Its four free pages (the dropped
        // table's, one 3000-byte row a page) are left out of its free list by zeroing the list's
        // first page and count (header bytes 32 to 39): integrity_check finds them never used.
        do {
            let connection = try Connection(path: bench.databaseURL.path, journal: .rollback)
            try connection.executeScript(
                """
                CREATE TABLE filler (x);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3)
                    INSERT INTO filler SELECT zeroblob(3000) FROM n;
                DROP TABLE filler;
                """)
            #expect(try connection.userVersion() == 0)
            #expect(try connection.firstValue("SELECT count(*) FROM sqlite_schema") == .integer(0))
            #expect(try connection.firstValue("PRAGMA freelist_count") == .integer(4))
        }
        var bytes = try Data(contentsOf: bench.databaseURL)
        bytes.replaceSubrange(32..<40, with: Data(count: 8))
        try bytes.write(to: bench.databaseURL)
        let before = try bench.databaseDigest()

        // check says to upgrade it with --repair ...
        let check = try bench.run(["check"])
        #expect(
            check.standardOutput == """
                problem: the schema is version 0, this gesture-replay uses \(Schema.migrations.count); fix: \(BinaryRun.executable.path) check --repair
                check: 1 problem in recordings/gestures.sqlite

                """)
        // ... which finds the damage first and writes nothing: not the schema, not a repair.
        let repair = try bench.run(["check", "--repair"])
        #expect(repair.exitCode == 1)
        #expect(
            repair.standardOutput.hasPrefix("problem: the file is damaged (integrity_check: "),
            "\(repair.standardOutput)")
        #expect(repair.standardOutput.contains("never used"), "\(repair.standardOutput)")
        #expect(repair.standardError == "")
        #expect(try bench.databaseDigest() == before)
    }

    @Test("opened for repair, a damaged file of an older schema is left byte-identical; a sound one is upgraded")
    func openForRepair() throws {
        // The next version, as a later gesture-replay might add it: a file of today's schema is older.
        let migrations =
            Schema.migrations + [
                Migration(
                    version: Schema.version + 1, title: "session notes",
                    sql: "ALTER TABLE sessions ADD COLUMN note TEXT;")
            ]
        let sound = try Workbench(sessions: ["single-tap"])
        guard case .sound(let store) = try Store.openForRepair(path: sound.databaseURL.path, migrations: migrations)
        else {
            Issue.record("a sound file was found damaged")
            return
        }
        #expect(try store.schemaVersion() == Schema.version + 1)

        let damaged = try Workbench(sessions: ["single-tap"])
        try Self.damageSessionsIndex(damaged)
        let before = try damaged.databaseDigest()
        guard
            case .damaged(let problems) = try Store.openForRepair(
                path: damaged.databaseURL.path, migrations: migrations)
        else {
            Issue.record("a damaged file was opened for writing")
            return
        }
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { if case .damaged = $0 { true } else { false } }, "\(problems)")
        #expect(try damaged.databaseDigest() == before)
        #expect(try Connection(path: damaged.databaseURL.path, readOnly: true).userVersion() == Schema.version)
    }

    @Test("a file that is not a database at all is reported, not crashed on")
    func notADatabase() throws {
        let bench = try Workbench()
        try bench.write("recordings/gestures.sqlite", HostileCatalogue.garbage)
        let check = try bench.run(["check"])
        #expect(check.standardError == "")
        #expect(check.exitCode == 1, "\(check.standardOutput)")
        #expect(check.standardOutput.hasPrefix("problem: the file cannot be read as a database"))
    }
}

extension CheckCommandTests {
    /// Leaves the workbench's database as a `delete` of `session` killed mid-write leaves it: the
    /// file and its hot rollback journal. Made by copying both while the delete's transaction is
    /// open and has spilled to the file (a page cache of two pages and a scratch table of 64
    /// pages force it), then putting the copies in place of the originals.
    static func killDelete(of session: String, in bench: Workbench) throws {
        let database = bench.databaseURL.path
        let journal = database + "-journal"
        let files = FileManager.default
        do {
            let writer = try Connection(path: database, journal: .rollback)
            try writer.execute("PRAGMA cache_size = 2")
            try writer.execute("BEGIN IMMEDIATE")
            try writer.execute("DELETE FROM sessions WHERE name = '\(session)'")
            try writer.execute("CREATE TABLE scratch (bytes BLOB)")
            for _ in 0..<64 { try writer.execute("INSERT INTO scratch VALUES (randomblob(4096))") }
            try files.copyItem(atPath: database, toPath: database + ".killed")
            try files.copyItem(atPath: journal, toPath: journal + ".killed")
            try writer.execute("ROLLBACK")
        }
        try files.removeItem(atPath: database)
        try files.moveItem(atPath: database + ".killed", toPath: database)
        try files.moveItem(atPath: journal + ".killed", toPath: journal)
    }

    @Test(
        "after a killed delete, check prints its fix as a command line, and pasted, it rolls the delete back")
    func killedDelete() throws {
        let bench = try Workbench(sessions: ["double-tap", "single-tap"])
        try Self.killDelete(of: "double-tap", in: bench)
        let check = try bench.run(["check"])
        #expect(check.exitCode == 1)
        let program = BinaryRun.executable.path
        let journal = "recordings/gestures.sqlite-journal"
        #expect(
            check.standardOutput == """
                problem: a command was killed while it wrote the database; \(journal) holds what it changed; fix: \(program) check --repair rolls the unfinished write back; if you have since replaced the database with another copy (git checkout), delete the journal instead: rm -f \(journal)
                check: 1 problem in recordings/gestures.sqlite

                """)

        let fix = try #require(check.standardOutput.range(of: "fix: ").map { check.standardOutput[$0.upperBound...] })
        let command = try #require(fix.range(of: " rolls the unfinished write back").map { String(fix[..<$0.lowerBound]) })
        let pasted = try BinaryRun.shell(command, in: bench.url)
        #expect(pasted.exitCode == 0, "\(pasted.standardOutput)\(pasted.standardError)")
        let again = try bench.run(["check"])
        #expect(again.standardOutput == "check: recordings/gestures.sqlite is healthy: 2 sessions, 2 goldens, 0 finished runs\n")
        #expect(again.exitCode == 0)
    }
}
