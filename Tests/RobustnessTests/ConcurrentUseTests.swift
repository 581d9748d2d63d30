import Foundation
import GestureStore
import GestureTestSupport
import Synchronization
import Testing

/// Several `gesture-replay` processes on one database (and its history store) at once: none
/// fails with a busy database, and every row each of them wrote is there.
@Suite struct ConcurrentUseTests {
    /// `count` copies of the shipped touch logs in `folder` of the workbench,
    /// named `PREFIX-N-SESSION`, each a session of its own.
    static func copies(_ count: Int, prefix: String, in bench: Workbench) throws -> [String] {
        let folder = bench.url.appendingPathComponent(prefix)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var names: [String] = []
        for copy in 1...count {
            for session in Workbench.sessionNames {
                let source = Workbench.root.appendingPathComponent("recordings/sessions/\(session).touches.jsonl")
                let name = "\(prefix)-\(copy)-\(session)"
                let text = try String(contentsOf: source, encoding: .utf8)
                    .replacingOccurrences(of: "\"name\":\"\(session)\"", with: "\"name\":\"\(name)\"")
                try text.write(
                    to: folder.appendingPathComponent("\(name).touches.jsonl"), atomically: false, encoding: .utf8)
                names.append(name)
            }
        }
        return names
    }

    /// Runs each argument list as its own process, all at once; their results in the same order.
    static func together(_ bench: Workbench, _ commands: [[String]]) throws -> [BinaryRun] {
        let results = Mutex([Result<BinaryRun, Error>?](repeating: nil, count: commands.count))
        let group = DispatchGroup()
        for index in commands.indices {
            group.enter()
            Thread {  // a thread each, so that all start now whatever the number of cores
                let run = Result { try bench.run(commands[index]) }
                results.withLock { $0[index] = run }
                group.leave()
            }.start()
        }
        group.wait()
        return try results.withLock { $0 }.map { try $0!.get() }
    }

    static func expectNoBusy(_ runs: [BinaryRun]) {
        for run in runs {
            #expect(
                !run.standardError.contains("busy") && !run.standardError.contains("locked"), "\(run.standardError)")
        }
    }

    @Test("an import and repeated runs of --all at once: all succeed, every session and result is stored")
    func importWhileRunning() throws {
        let bench = try Workbench(sessions: Workbench.sessionNames)
        let imported = try Self.copies(40, prefix: "a", in: bench)
        // One process imports 240 files, one transaction each; the other runs --all five times meanwhile.
        let runs = try Self.together(
            bench,
            [
                ["import", "a", "--approve", "--quiet"],
                ["run", "--all", "--quiet"], ["run", "--all", "--quiet"], ["run", "--all", "--quiet"],
                ["run", "--all", "--quiet"], ["run", "--all", "--quiet"],
            ])
        Self.expectNoBusy(runs)
        for run in runs { #expect(run.exitCode == 0, "\(run.standardError)") }
        #expect(try bench.storedSessions() == (Workbench.sessionNames + imported).sorted())
        // Each run saw the six sessions and some of the imported ones, and recorded a result for each
        // in the history store.
        let store = try bench.history()
        let recorded = try store.runs(last: 10)
        #expect(recorded.count == 5)
        for run in recorded {
            #expect(run.isFinished)
            #expect(run.counts.pass == run.counts.total)
            #expect((6...246).contains(run.counts.total))
            #expect(try store.results(of: run.id).count == run.counts.total)
        }
        #expect(try bench.run(["check"]).exitCode == 0)
    }

    @Test("two imports at once into one database: both succeed and all sessions are stored")
    func twoImports() throws {
        let bench = try Workbench(sessions: ["single-tap"])
        let first = try Self.copies(30, prefix: "a", in: bench)
        let second = try Self.copies(30, prefix: "b", in: bench)
        let runs = try Self.together(
            bench, [["import", "a", "--approve", "--quiet"], ["import", "b", "--approve", "--quiet"]])
        Self.expectNoBusy(runs)
        for run in runs { #expect(run.exitCode == 0, "\(run.standardError)") }
        #expect(try bench.storedSessions() == (["single-tap"] + first + second).sorted())
        #expect(try bench.run(["check"]).exitCode == 0)
    }

    @Test("two imports that create the database at once: one creates its schema, both store their sessions")
    func twoImportsOfANewDatabase() throws {
        let bench = try Workbench()
        let first = try Self.copies(5, prefix: "a", in: bench)
        let second = try Self.copies(5, prefix: "b", in: bench)
        #expect(!FileManager.default.fileExists(atPath: bench.databaseURL.path))
        let runs = try Self.together(bench, [["import", "a", "--quiet"], ["import", "b", "--quiet"]])
        Self.expectNoBusy(runs)
        for run in runs { #expect(run.exitCode == 0, "\(run.standardError)") }
        #expect(try bench.storedSessions() == (first + second).sorted())
    }

    @Test("the same session imported by two processes at once with --replace: one wins whole, nothing is mixed")
    func sameSessionTwice() throws {
        let bench = try Workbench(sessions: ["single-tap"])
        let tap = "recordings/sessions/single-tap.touches.jsonl"
        let press = "recordings/sessions/long-press.touches.jsonl"
        let runs = try Self.together(
            bench,
            [
                ["import", tap, "--name", "x", "--approve", "--replace", "--quiet"],
                ["import", press, "--name", "x", "--approve", "--replace", "--quiet"],
            ])
        Self.expectNoBusy(runs)
        for run in runs { #expect(run.exitCode == 0, "\(run.standardError)") }
        // Whichever came last, session x is that one file's touches with that file's golden.
        let store = try Store.open(path: bench.databaseURL.path, readOnly: true)
        let session = try #require(try store.session(named: "x"))
        let expected = try #require(try store.session(named: "single-tap"))
        if session.scene == "tap-or-double-tap" {
            #expect(session.samples == expected.samples)
        } else {
            #expect(session.scene == "long-press")
        }
        #expect(try bench.run(["run", "x"]).exitCode == 0)
    }
}
