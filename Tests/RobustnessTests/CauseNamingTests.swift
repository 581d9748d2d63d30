import Foundation
import GestureStore
import GestureTestSupport
import Testing

/// A database that cannot be used says which file and why: a read-only file or folder, a
/// directory, a file that is not a database (issue 30, item 11). Exit 65 for all of these: the
/// user's to fix, not the machine's.
///
/// As root, permissions do not stop writes, so the read-only cases run the binary as `nobody`
/// (`setpriv`) on files root owns.
@Suite struct CauseNamingTests {
    /// Whether the binary can be run as `nobody` here.
    static let canRunAsNobody: Bool = {
        let run = try? BinaryRun.run(
            ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "/bin/true"], in: URL(fileURLWithPath: "/"),
            executable: "/usr/bin/setpriv")
        return run?.exitCode == 0 && getuid() == 0
    }()

    /// Runs `gesture-replay arguments…` in `bench`'s folder as the user `nobody`.
    static func runAsNobody(_ arguments: [String], in bench: Workbench) throws -> BinaryRun {
        try BinaryRun.run(
            ["--reuid=nobody", "--regid=nogroup", "--clear-groups", BinaryRun.executable.path] + arguments,
            in: bench.url, executable: "/usr/bin/setpriv")
    }

    /// A workbench whose database holds double-tap, readable by everyone; its folder writable by
    /// everyone or by root only, its file writable by everyone or by root only.
    static func bench(folderWritable: Bool, fileWritable: Bool) throws -> Workbench {
        let bench = try Workbench(sessions: ["double-tap"])
        let recordings = bench.url.appendingPathComponent("recordings")
        try FileManager.default.setAttributes([.posixPermissions: folderWritable ? 0o777 : 0o755], ofItemAtPath: recordings.path)
        try FileManager.default.setAttributes(
            [.posixPermissions: fileWritable ? 0o666 : 0o644], ofItemAtPath: bench.databaseURL.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bench.url.path)
        return bench
    }

    static let readOnlyFile = """
        Error: recordings/gestures.sqlite cannot be written: the file is read-only
        Next step: make it writable (chmod u+w recordings/gestures.sqlite), or work on a copy that is

        """

    @Test(
        "a read-only database file is named as such by import, approve, delete and check --repair, and left as it was",
        .enabled(if: canRunAsNobody, "setpriv cannot run the binary as nobody here"),
        arguments: [
            ["import", "recordings/sessions/single-tap.touches.jsonl"], ["approve", "double-tap"],
            ["delete", "double-tap"], ["check", "--repair"],
        ])
    func readOnlyDatabase(_ command: [String]) throws {
        let bench = try Self.bench(folderWritable: true, fileWritable: false)
        let before = try bench.databaseDigest()
        let run = try Self.runAsNobody(command, in: bench)
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(run.standardError == Self.readOnlyFile)
        #expect(try bench.databaseDigest() == before)
    }

    @Test(
        "a read-only folder is named as such by import (the journal) and by run (the history store), not as Foundation's error",
        .enabled(if: canRunAsNobody, "setpriv cannot run the binary as nobody here"))
    func readOnlyFolder() throws {
        let bench = try Self.bench(folderWritable: false, fileWritable: true)
        let before = try bench.databaseDigest()
        let folderLine = "make the folder writable (chmod u+w recordings), or work on a copy in a folder that is"
        let imported = try Self.runAsNobody(["import", "recordings/sessions/single-tap.touches.jsonl"], in: bench)
        #expect(imported.exitCode == 65)
        #expect(
            imported.standardError == """
                Error: recordings/gestures.sqlite cannot be written: the folder recordings is read-only (SQLite keeps a journal beside the file)
                Next step: \(folderLine)

                """)
        let run = try Self.runAsNobody(["run", "--all"], in: bench)
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                Error: recordings/.gesture-replay/gestures.history.sqlite cannot be written: the folder recordings is read-only (SQLite keeps a journal beside the file)
                Next step: \(folderLine)

                """)
        #expect(try bench.databaseDigest() == before)
    }

    @Test(
        "a directory given as --db is named as such by every command, check included, with no git checkout advice",
        arguments: [["list"], ["run", "--all"], ["import", "recordings/sessions/single-tap.touches.jsonl"], ["check"],
            ["check", "--repair"]])
    func directoryAsDatabase(_ command: [String]) throws {
        let bench = try Workbench(sessions: ["double-tap"])
        let run = try bench.run(["--db", "recordings"] + command)
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == """
                Error: recordings is a directory, not a database file
                Next step: give the path of the database file itself

                """)
    }

    @Test(
        "a truncated database is named, as not a database or a damaged one, with the way to restore it",
        arguments: [["list"], ["run", "--all"], ["import", "recordings/sessions/single-tap.touches.jsonl"]])
    func truncated(_ command: [String]) throws {
        let bench = try Workbench(sessions: ["double-tap"])
        // The first 5000 bytes: the header (which promises more pages) and part of the first pages.
        let bytes = try Data(contentsOf: bench.databaseURL).prefix(5000)
        try bytes.write(to: bench.databaseURL)
        let run = try bench.run(command)
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        // SQLite's own words (which check of the file failed first) follow in brackets.
        #expect(lines.count == 3, "\(run.standardError)")
        #expect(
            lines.first?.hasPrefix("Error: recordings/gestures.sqlite is not a database, or a damaged or truncated one (SQLite error ")
                == true, "\(run.standardError)")
        #expect(lines.dropFirst().first == "Next step: restore it from version control (git checkout -- recordings/gestures.sqlite)")
    }
}
