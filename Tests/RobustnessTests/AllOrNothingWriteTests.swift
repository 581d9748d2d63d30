import Foundation
import GestureStore
import GestureTestSupport
import Testing

/// Commands that write many sessions keep all of them or none, and say which (issue 30, item 2):
/// `import` (also with `--replace`) is one transaction for the command, each dump a savepoint
/// undone alone when the dump is bad, the whole command undone when the database fails; `approve`
/// and `delete` are one transaction for their names.
@Suite struct AllOrNothingWriteTests {
    /// Whether this process may mount a tmpfs (root in a container that allows it).
    static let canMount: Bool = {
        guard let folder = try? TemporaryFolder() else { return false }
        let mount = try? BinaryRun.run(
            ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.url.path], in: folder.url, executable: "/bin/mount")
        guard mount?.exitCode == 0 else { return false }
        _ = try? BinaryRun.run([folder.url.path], in: URL(fileURLWithPath: "/"), executable: "/bin/umount")
        return true
    }()

    /// A touch log of 100 one-finger taps on `tap-or-double-tap`'s photo: tap k goes down at
    /// 0.2 k s, moves 8 times 0.01 s apart, and lifts at 0.2 k + 0.09 s. So 100 touches,
    /// 1000 samples, lasting 0.2 × 99 + 0.09 = 19.89 s, each at a position of seven decimals that
    /// a multiplicative hash of its index varies, which sample layout 2 keeps as two 8-byte doubles
    /// (no decimal unit holds it) and compression cannot shrink much: over 10 kB stored, so that a
    /// hundred or so of them fill what is left of a 2 MB disk after the database.
    static func tapLog(named name: String) -> String {
        var lines = [
            #"{"format":"gesture-replay.touches","version":1,"name":"\#(name)","scene":"tap-or-double-tap"}"#
        ]
        for tap in 0..<100 {
            let start = tap * 20  // hundredths of a second
            func sample(_ hundredths: Int, _ phase: String) -> String {
                let t = "\(hundredths / 100).\(String(format: "%02d", hundredths % 100))"
                // Six hashed decimals, then a seventh that is never 0.
                func decimals(_ salt: Int) -> String {
                    String(format: "%06d", (hundredths &* 2_654_435_761 &+ salt) % 1_000_000) + "\(1 + hundredths % 9)"
                }
                let position = #""x":160.\#(decimals(0)),"y":240.\#(decimals(7_919))"#
                return #"{"t":\#(t),"touch":1,"phase":"\#(phase)",\#(position)}"#
            }
            lines.append(sample(start, "began"))
            for move in 1...8 { lines.append(sample(start + move, "moved")) }
            lines.append(sample(start + 9, "ended"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(
        "an import that fills the disk half-way stores nothing, leaves the database's bytes as they were, and its summary says so",
        .enabled(if: canMount, "mounting a tmpfs is not allowed here (needs root in a container that permits it)"))
    func diskFull() throws {
        let bench = try Workbench()
        let disk = bench.url.appendingPathComponent("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mount = try BinaryRun.run(
            ["-t", "tmpfs", "-o", "size=2m", "tmpfs", disk.path], in: bench.url, executable: "/bin/mount")
        try #require(mount.exitCode == 0, "\(mount.standardError)")
        defer { _ = try? BinaryRun.run([disk.path], in: URL(fileURLWithPath: "/"), executable: "/bin/umount") }
        let shipped = Workbench.root.appendingPathComponent("recordings/gestures.sqlite")
        try FileManager.default.copyItem(at: shipped, to: disk.appendingPathComponent("gestures.sqlite"))
        let names = (0..<300).map { "s" + String(format: "%03d", $0) }
        for name in names { try bench.folder.write("logs/\(name).touches.jsonl", Self.tapLog(named: name)) }

        let run = try bench.run(["--db", "disk/gestures.sqlite", "import", "logs", "--scenes", "recordings/scenes"])

        #expect(run.exitCode == 70)  // a full disk is the machine's
        #expect(SHA256.hexDigest(of: try Data(contentsOf: disk.appendingPathComponent("gestures.sqlite")))
            == SHA256.hexDigest(of: try Data(contentsOf: shipped)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["gestures.sqlite"])
        // Each dump read before the disk filled has its line; then what was kept: nothing.
        let read = run.standardError.split(separator: "\n").count(where: { $0.hasPrefix("imported ") })
        #expect(read > 0 && read < 300, "the disk should fill half-way: \(read) dumps read")
        let lines = names.prefix(read).map {
            "imported \($0) (scene tap-or-double-tap): 100 touches, 1000 samples, 19.89 s; golden: none\n"
        }
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == lines.joined() + """
                0 of 300 dumps imported; \(read) undone; \(300 - read) not reached
                Error: disk/gestures.sqlite cannot be written: the disk is full (SQLite error 13: database or disk is full (while running: INSERT INTO session_samples (session_id, samples) VALUES (?, ?))); nothing was stored (an import is one transaction)
                Next step: free space on the disk that holds disk/gestures.sqlite, then run the command again

                """)
    }

    @Test("approve of several names, one unknown, approves none and says so")
    func approveAllOrNone() throws {
        let bench = try Workbench(sessions: ["double-tap", "single-tap"])
        let before = try bench.databaseDigest()
        let run = try bench.run(["approve", "double-tap", "no-such-session", "single-tap"])
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                Error: no session named 'no-such-session'; nothing was approved (approve keeps all its goldens or none)
                Next step: run `\(BinaryRun.executable.path) list` to see the stored sessions

                """)
        #expect(try bench.databaseDigest() == before)
    }

    @Test("delete of several names, one unknown, deletes none and says so")
    func deleteAllOrNone() throws {
        let bench = try Workbench(sessions: ["double-tap", "single-tap"])
        let before = try bench.databaseDigest()
        let run = try bench.run(["delete", "double-tap", "no-such-session", "single-tap"])
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                Error: no session named 'no-such-session'; nothing was deleted (delete removes all the sessions named or none)
                Next step: run `\(BinaryRun.executable.path) list` to see the stored sessions

                """)
        #expect(try bench.databaseDigest() == before)
        #expect(try bench.storedSessions() == ["double-tap", "single-tap"])
        let both = try bench.run(["delete", "double-tap", "single-tap"])
        #expect(both.exitCode == 0)
        #expect(both.standardError == "deleted double-tap\ndeleted single-tap\n")
        #expect(try bench.storedSessions() == [])
    }
}
