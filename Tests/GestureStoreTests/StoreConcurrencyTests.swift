import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

@Suite struct StoreConcurrencyTests {
    /// What a background thread reports back.
    final class Report: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?
        var error: (any Error)? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }

    static func session(_ index: Int) -> TouchSession {
        TouchSession(
            name: "s\(index)", scene: "tap",
            samples: [
                TouchSample(time: .zero, touch: 1, phase: .began, x: Double(index), y: 1),
                TouchSample(time: Instant(nanoseconds: 80_000_000), touch: 1, phase: .ended, x: Double(index), y: 1),
            ])
    }

    static let count = 60

    @Test("connections opened at once on a new file all switch it to write-ahead logging")
    func simultaneousOpensOfANewFile() throws {
        // Each switch needs the file's exclusive lock while the others hold a shared one: SQLite
        // answers all but one SQLITE_BUSY at once, without a busy handler (Connection.init).
        let threads = 6
        for _ in 0..<40 {
            let file = try TemporaryDatabase()
            let path = file.path
            let reports = (0..<threads).map { _ in Report() }
            let ready = DispatchSemaphore(value: 0)
            let go = DispatchSemaphore(value: 0)
            let done = DispatchGroup()
            for report in reports {
                done.enter()
                Thread {
                    defer { done.leave() }
                    ready.signal()
                    go.wait()
                    do {
                        let connection = try Connection(path: path)
                        if try connection.pragma("journal_mode") != .text("wal") {
                            report.error = SQLiteError(code: 1, message: "not WAL")
                        }
                    } catch {
                        report.error = error
                    }
                }.start()
            }
            for _ in 0..<threads { ready.wait() }
            for _ in 0..<threads { go.signal() }
            done.wait()
            let errors = reports.compactMap(\.error).map { "\($0)" }
            #expect(errors.isEmpty, "\(errors)")
            if !errors.isEmpty { return }
        }
    }

    @Test(
        "an import on a background thread and a run on this one, reading the database and recording in the history store, go without SQLITE_BUSY",
        arguments: ["new file", "existing file"])
    func concurrentWriters(_ start: String) throws {
        let file = try TemporaryDatabase()
        let path = file.path
        let historyPath = History.defaultPath(forDatabase: path)
        if start == "existing file" {
            _ = try Store.open(path: path)
            _ = try History.open(path: historyPath)
        }
        // On a new file, both connections also create the schema at once:
        // one migrates, the other waits for its lock and finds it done.
        let report = Report()
        let finished = DispatchSemaphore(value: 0)
        let importer = Thread {
            defer { finished.signal() }
            do {
                let store = try Store.open(path: path)
                for index in 0..<Self.count {
                    try store.insertSession(Self.session(index), source: SessionSource(format: .touchlog))
                }
            } catch {
                report.error = error
            }
        }
        importer.start()
        // The database in rollback-journal mode: each read waits for the import's commits (and
        // they for it) through the busy timeout, never failing with SQLITE_BUSY.
        let store = try Store.open(path: path)
        let history = try History.open(path: historyPath)
        let recorder = try history.makeRunRecorder()
        for index in 0..<Self.count {
            try recorder.add(SessionVerdict(name: "s\(index)", .new(actual: "a\n")))
            _ = try store.sessionNames()
        }
        let run = try recorder.finish(toolVersion: "0.4.0")
        finished.wait()

        #expect(report.error == nil, "\(report.error.map { "\($0)" } ?? "")")
        #expect(try store.sessionNames().count == Self.count)
        #expect(try history.run(run)?.counts == StatusTally(new: Self.count))
        #expect(try store.session(named: "s7") == Self.session(7))
    }

    @Test("replay workers each read with their own read-only connection while a writer imports")
    func readersAndWriter() throws {
        let file = try TemporaryDatabase()
        let path = file.path
        let store = try Store.open(path: path)
        for index in 0..<Self.count {
            try store.insertSession(Self.session(index), source: SessionSource(format: .touchlog))
        }
        let names = try store.sessionNames()
        let reports = [Report(), Report()]
        let finished = DispatchSemaphore(value: 0)
        for (worker, report) in reports.enumerated() {
            Thread {
                defer { finished.signal() }
                do {
                    let reader = try Store.open(path: path, readOnly: true)
                    let shard = names.enumerated().filter { $0.offset % 2 == worker }.map(\.element)
                    var read: [String] = []
                    try reader.forEachSession(named: shard) { read.append($0.name) }
                    if read != shard { report.error = StoreError.noSuchSession(name: "shard \(worker)") }
                } catch {
                    report.error = error
                }
            }.start()
        }
        for index in Self.count..<(2 * Self.count) {
            try store.insertSession(Self.session(index), source: SessionSource(format: .touchlog))
        }
        finished.wait()
        finished.wait()
        #expect(reports.compactMap { $0.error.map { "\($0)" } } == [])
        #expect(try store.sessionNames().count == 2 * Self.count)
    }
}
