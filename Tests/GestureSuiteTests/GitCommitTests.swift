import Foundation
import GestureTestSupport
import Testing

@testable import GestureSuite

/// `GitCommit` runs git through `ChildProcess` (posix_spawnp and a pipe): what it returns is
/// checked against git's own answer, read here through Foundation's `Process`.
@Suite struct GitCommitTests {
    /// `git ARGUMENTS…` through Foundation, the oracle: its standard output, trimmed.
    static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: BinaryRun.readToEnd(output.fileHandleForReading.fileDescriptor), as: UTF8.self)
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("in a checkout: a prefix of HEAD's hash, of at least 7 hex digits, as git abbreviates it")
    func checkout() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.path
        _ = try Self.git(["init", "-q", path])
        _ = try Self.git(["-C", path, "-c", "user.name=a", "-c", "user.email=a@b", "commit", "-q", "--allow-empty", "-m", "x"])
        let full = try Self.git(["-C", path, "rev-parse", "HEAD"])
        let short = try #require(GitCommit.current(in: path))
        #expect(short == (try Self.git(["-C", path, "rev-parse", "--short", "HEAD"])))
        #expect(short.count >= 7 && full.hasPrefix(short))
    }

    @Test("outside a checkout, or in one with no commit: nil")
    func noCommit() throws {
        let folder = try TemporaryFolder()
        #expect(GitCommit.current(in: folder.url.appendingPathComponent("missing").path) == nil)
        _ = try Self.git(["init", "-q", folder.url.path])
        #expect(GitCommit.current(in: folder.url.path) == nil)
    }

    @Test("a child's whole output and exit code; 128 plus the signal that ended it; nil for a missing program")
    func childProcess() throws {
        let printed = try #require(ChildProcess.run(["sh", "-c", "printf 'a b'"]))
        #expect(printed.exitCode == 0 && printed.output == Array("a b".utf8))
        // 200,000 bytes: more than a pipe holds (64 KiB on Linux), read before the child is reaped.
        let long = try #require(ChildProcess.run(["head", "-c", "200000", "/dev/zero"]))
        #expect(long.exitCode == 0 && long.output == [UInt8](repeating: 0, count: 200_000))
        let failed = try #require(ChildProcess.run(["sh", "-c", "printf x; exit 3"]))
        #expect(failed.exitCode == 3 && failed.output == Array("x".utf8))
        // SIGKILL is 9 on Linux and macOS.
        let killed = try #require(ChildProcess.run(["sh", "-c", "kill -9 $$"]))
        #expect(killed.exitCode == 128 + 9)
        #expect(ChildProcess.run(["gesture-replay-no-such-program"]) == nil)
    }
}
