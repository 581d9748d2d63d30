import ArgumentParsing
import CommandRunning
import Dispatch
import Foundation
import GestureReplay
import GestureStore
import GestureSuite
import Synchronization

/// The figures of `BENCHMARKS.md` for one generated corpus: import rate
/// against `sqlite3 .import` of the same samples as CSV, the read floor, and
/// `run --all` (the real binary, as a child process) for `--jobs 1` and `2`:
/// wall time, samples/s, sessions/s, the real-time factor and peak RSS.
struct Benchmark {
    let corpus: Corpus
    let work: URL
    let binary: URL
    let repeats: Int

    init(options: Options, registry: SceneRegistry, work: String, binary: String?, repeats: Int) throws {
        corpus = try Corpus(options: options, registry: registry)
        self.work = URL(fileURLWithPath: work)
        self.binary =
            binary.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("gesture-replay")
        self.repeats = repeats
    }

    func run(print: (String) -> Void) throws {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let clock = ContinuousClock()
        print(
            "corpus: \(corpus.count) sessions, seed \(corpus.generator.seed), \(ProcessInfo.processInfo.activeProcessorCount) cores"
        )
        var sessions: [(TouchSession, Golden)] = []
        let built = try clock.measure {
            sessions = try corpus.build(jobs: ProcessInfo.processInfo.activeProcessorCount)
        }
        let samples = sessions.reduce(0) { $0 + $1.0.samples.count }
        let touchSeconds = sessions.reduce(0.0) { $0 + $1.0.duration.seconds }
        print(
            String(
                format: "  %d samples (%.0f per session), %.0f s of touches (%.2f s per session)",
                samples, Double(samples) / Double(sessions.count), touchSeconds, touchSeconds / Double(sessions.count)))
        print("  generated and approved in process: \(Seconds(built))")

        let database = work.appendingPathComponent("corpus.sqlite").path
        let sessionsOnly = median(
            try (0..<repeats).map { _ in
                try clock.measure {
                    try Corpus.importAll(sessions, into: database, scenes: corpus.entries, goldens: false)
                }
            })
        let withGoldens = median(
            try (0..<repeats).map { _ in
                try clock.measure { try Corpus.importAll(sessions, into: database, scenes: corpus.entries) }
            })
        print(
            String(
                format: "import (a transaction per session): %@, %.0f samples/s; with goldens: %@, %.0f samples/s",
                "\(Seconds(sessionsOnly))", Double(samples) / Seconds(sessionsOnly).value,
                "\(Seconds(withGoldens))", Double(samples) / Seconds(withGoldens).value))

        var rows = [
            ["jobs", "floor (read all)", "run --all", "ratio", "samples/s", "sessions/s", "× real time", "peak RSS"]
        ]
        for jobs in [1, 2] {
            let floor = median(try (0..<repeats).map { _ in try clock.measure { try readAll(database, jobs: jobs) } })
            var peak = 0
            let runs = try (0..<repeats).map { _ in
                try clock.measure { peak = max(peak, try runAll(database, jobs: jobs)) }
            }
            let wall = Seconds(median(runs)).value
            rows.append([
                "\(jobs)", "\(Seconds(floor))", String(format: "%.3f s", wall),
                String(format: "%.2f", wall / Seconds(floor).value),
                String(format: "%.0f", Double(samples) / wall), String(format: "%.0f", Double(corpus.count) / wall),
                String(format: "%.0f", touchSeconds / wall), String(format: "%.1f MB", Double(peak) / 1024),
            ])
        }
        // Last, so that sqlite3's memory is not counted as a gesture-replay child's peak RSS.
        let csvTime = try csvImport(sessions)
        print(
            String(
                format: "sqlite3 .import of the same samples as CSV (one transaction): %@, %.0f samples/s",
                "\(Seconds(csvTime))", Double(samples) / Seconds(csvTime).value))
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            print(
                "  "
                    + row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(
                        separator: "  "))
        }
    }

    /// The floor: every stored session and golden read through the store as `run --all` reads
    /// them (`Store.replayInput(named:)`, in one read snapshot per worker), one read connection per
    /// worker.
    func readAll(_ database: String, jobs: Int) throws {
        let names = try Store.open(path: database, readOnly: true).sessionNames()
        let next = Atomic<Int>(0)
        let count = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            guard let store = try? Store.open(path: database, readOnly: true) else { return }
            try? store.withReadSnapshot {
                while true {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < names.count else { return }
                    // What a run reads: the golden's code, or its text where it has none.
                    if let input = try? store.replayInput(named: names[index], codes: true),
                        let expected = input.code?.count ?? input.golden?.bytes.count
                    {
                        count.add(input.session.samples.count + expected > 0 ? 1 : 0, ordering: .relaxed)
                    }
                }
            }
        }
        guard count.load(ordering: .relaxed) == names.count else {
            throw InternalError("the floor read fewer sessions than stored")
        }
    }

    /// `gesture-replay --db DB run --all --jobs N` as a child process; returns its peak RSS in KiB,
    /// as GNU time reports it for that child alone (`getrusage(RUSAGE_CHILDREN)` would charge the
    /// child with this process's memory at spawn time).
    func runAll(_ database: String, jobs: Int) throws -> Int {
        let rssFile = work.appendingPathComponent("rss.txt")
        let run = ChildProcess.run([
            "/usr/bin/time", "-f", "%M", "-o", rssFile.path, binary.path,
            "--db", database, "run", "--all", "--jobs", "\(jobs)", "--scenes", corpus.sceneFolder.path,
            "--label", "bench", "--quiet",
        ])
        guard let run, run.exitCode == 0 else {
            throw InternalError("run --all under /usr/bin/time: \(run.map { "exit code \($0.exitCode)" } ?? "not started")")
        }
        let text = (try? String(contentsOf: rssFile, encoding: .utf8)) ?? ""
        guard
            let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
        else {
            throw InternalError("GNU time (/usr/bin/time, Debian package time) gave no peak RSS")
        }
        return kilobytes
    }

    /// sqlite3's own `.import` of the corpus's samples as CSV, into a fresh database.
    func csvImport(_ sessions: [(TouchSession, Golden)]) throws -> Duration {
        let csv = work.appendingPathComponent("samples.csv")
        var text = ""
        text.reserveCapacity(sessions.count * 400 * 40)
        for (index, (session, _)) in sessions.enumerated() {
            for sample in session.samples {
                text +=
                    "\(index),\(sample.time.nanoseconds),\(sample.touch),\(sample.phase.rawValue),\(sample.x),\(sample.y)\n"
            }
        }
        try Data(text.utf8).write(to: csv)
        let database = work.appendingPathComponent("csv.sqlite").path
        let times = try (0..<repeats).map { _ in
            try? FileManager.default.removeItem(atPath: database)
            let clock = ContinuousClock()
            var imported: ChildProcess?
            let time = clock.measure {
                imported = ChildProcess.run([
                    "/usr/bin/sqlite3", database,
                    "CREATE TABLE samples (session INTEGER, t INTEGER, touch INTEGER, phase TEXT, x REAL, y REAL);",
                    ".import --csv \(csv.path) samples",
                ])
            }
            guard imported?.exitCode == 0 else { throw InternalError("sqlite3 .import of the CSV samples failed") }
            return time
        }
        return median(times)
    }

    func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }
}
