import Foundation
import GestureModel
import GestureReplay
import GestureStore

/// `gesture-replay check [--repair]` without its words: is the store sound, and can every
/// golden still be replayed? Returns what it found (`StoreFinding`s, each with its fix) and,
/// with `isRepairing`, what it repaired.
///
/// ```swift
/// let report = try StoreCheck(workspace: workspace, isRepairing: false).run()
/// if report.findings.isEmpty { … }
/// ```
public struct StoreCheck: Sendable {
    public var workspace: Workspace
    /// Whether to fix what needs no decision: orphan rows, unfinished runs, run counts, stale
    /// outcome codes, an older schema. Without it nothing is written.
    public var isRepairing: Bool

    public init(workspace: Workspace, isRepairing: Bool) {
        self.workspace = workspace
        self.isRepairing = isRepairing
    }

    /// What one check found and did.
    public struct Report: Equatable, Sendable {
        /// Every problem found, in the order checked: the database, its schema, its rows, the
        /// history store, then each session's scene and golden.
        public var findings: [StoreFinding] = []
        /// What `--repair` repaired; nil without `--repair`, or when the file was damaged and
        /// nothing was written.
        public var repairs: Repairs?
        /// What the store holds, when it was read whole (not for a file that could not be).
        public var contents: Contents?

        public init(findings: [StoreFinding] = [], repairs: Repairs? = nil, contents: Contents? = nil) {
            self.findings = findings
            self.repairs = repairs
            self.contents = contents
        }
    }

    /// What `--repair` did to the database and, when there is one, the history store.
    public struct Repairs: Equatable, Sendable {
        public var store: Store.Repairs
        public var history: History.Repairs?

        public init(store: Store.Repairs, history: History.Repairs?) {
            self.store = store
            self.history = history
        }
    }

    /// What a store found healthy holds.
    public struct Contents: Equatable, Sendable {
        public var sessions: Int
        public var goldens: Int
        public var finishedRuns: Int

        public init(sessions: Int, goldens: Int, finishedRuns: Int) {
            self.sessions = sessions
            self.goldens = goldens
            self.finishedRuns = finishedRuns
        }
    }

    /// Checks (and with `isRepairing`, repairs) the workspace's database and history store.
    /// A file that cannot be opened as the check needs (another copy's write-ahead log, a
    /// killed write, a file that is not a database, an older schema that cannot be read) is a
    /// finding; any other failure is thrown.
    public func run() throws -> Report {
        var report = Report()
        do {
            try check(into: &report)
        } catch StoreError.olderSchema(_, let found, let known) {
            report.findings.append(StoreFinding(.olderSchema(found: found, known: known), fix: .repair))
        } catch StoreError.strayWriteAheadLog(let database, let log) {
            // Opening the database would apply the log to the wrong file: nothing is opened.
            report.findings.append(
                StoreFinding(.strayWriteAheadLog(database: database, log: log), fix: .deleteStrayLog(log)))
        } catch StoreError.unfinishedWrite(_, let journal) {
            report.findings.append(
                StoreFinding(.unfinishedWrite(journal: journal), fix: .rollBackOrDeleteJournal(journal)))
        } catch let error as SQLiteError where error.cause == .notADatabase {
            // Only a file that is not a database (or a damaged one) is restored; a read-only file, a
            // full disk or a directory is its own error, thrown with its cause.
            report.findings.append(StoreFinding(.notADatabase(error), fix: .restoreDatabase))
        }
        return report
    }

    /// The checks in order; `report.contents` is set only when they all ran.
    private func check(into report: inout Report) throws {
        // A damaged file: nothing is written to it (it is to be restored or salvaged) and nothing more
        // read. --repair looks for damage before it opens the file for writing, which upgrades an older schema.
        let store: Store
        let history: History?
        if isRepairing {
            switch try workspace.openStoreForRepair() {
            case .damaged(let damage):
                report.findings += Self.damage(damage)
                return
            case .sound(let sound):
                store = sound
            }
            history =
                FileManager.default.fileExists(atPath: workspace.historyPath) ? try workspace.openHistory() : nil
            report.repairs = Repairs(store: try store.repair(), history: try history?.repair())
        } else {
            store = try workspace.openStoreForReading()
            // Nothing is written without --repair: runs an older database still holds stay there.
            history = try workspace.openHistoryForReading()
        }
        // A file opened for repair was found sound on opening: not read whole a second time. Each
        // golden is decoded once, by the store's check, which hands over its recognizer names.
        var goldens = GoldenNames()
        let problems = try store.problems(integrityChecked: isRepairing) { goldens.note($0, $1) }
        let damage = Self.damage(problems)
        guard damage.isEmpty else {
            report.findings += damage
            return
        }
        // An older schema readers read as it is (see Migration.leavesReadersUnchanged) opens
        // for reading and is checked whole; the upgrade it still lacks is one problem more.
        let version = try store.schemaVersion()
        if version < Schema.version {
            report.findings.append(StoreFinding(.olderSchema(found: version, known: Schema.version), fix: .repair))
        }
        let sessions = try store.sessionSummaries()
        report.findings += Self.findings(problems, sessions: sessions)
        if let history {
            report.findings += try history.problems().map { StoreFinding(.history($0), fix: Self.fix(for: $0)) }
        }
        report.findings += try scenesAndGoldens(sessions, goldens: goldens, store: store)
        report.contents = Contents(
            sessions: sessions.count, goldens: sessions.filter(\.hasGolden).count,
            finishedRuns: try history?.runs(last: Int.max).filter(\.isFinished).count ?? 0)
    }

    /// The damage among `problems` (`Store.problems()` lists only damage when there is any).
    private static func damage(_ problems: [Store.Problem]) -> [StoreFinding] {
        problems.compactMap { problem in
            guard case .damaged = problem else { return nil }
            return StoreFinding(.store(problem), fix: .restoreDatabase)
        }
    }

    /// The other problems the store finds in itself, with `sessions` (every session's summary)
    /// to say how to import a session again.
    private static func findings(_ problems: [Store.Problem], sessions: [SessionSummary]) -> [StoreFinding] {
        let sessions = Dictionary(sessions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return problems.compactMap { problem in
            switch problem {
            case .damaged:
                return nil  // found by damage(_:)
            case .orphanRows, .staleCode:
                return StoreFinding(.store(problem), fix: .repair)
            case .badGolden(let session, _):
                return StoreFinding(.store(problem), fix: .command("approve", session))
            case .badSamples(let session, _):
                guard let summary = sessions[session], let file = summary.source.fileName else {
                    return StoreFinding(.store(problem), fix: .command("delete", session))
                }
                return StoreFinding(
                    .store(problem),
                    fix: .command(
                        "import", [file],
                        options: [.option("name", session), .option("scene", summary.scene), .flag("replace")]))
            }
        }
    }

    /// How a problem of the history store is fixed.
    private static func fix(for problem: History.Problem) -> StoreFinding.Fix {
        switch problem {
        case .damaged: .deleteHistory
        case .orphanResults, .unfinishedRun, .wrongRunCounts: .repair
        }
    }

    /// Sessions whose scene is gone or cannot be built, and goldens that cannot be read or
    /// name recognizers their scene no longer has.
    private func scenesAndGoldens(
        _ sessions: [SessionSummary], goldens: GoldenNames, store: Store
    ) throws -> [StoreFinding] {
        // Each scene's recognizer names, or why it cannot be found, loaded or built: once per
        // scene, found as `run` finds it.
        let finder = try workspace.sceneFinder(store: store)
        var recognizerNames: [String: Result<Set<String>, any Error>] = [:]
        for scene in Set(sessions.map(\.scene)) {
            let found = Result { try finder.entry(scene).scene }
            // Built on this thread (`ReplayActor`), for its names.
            recognizerNames[scene] = ReplayActor.assumeIsolated {
                found.flatMap { scene in
                    Result { () throws(SceneError) in
                        Set(try scene.instantiate(registry: workspace.registry).recognizers.compactMap(\.name))
                    }.mapError { $0 as any Error }
                }
            }
        }
        var findings: [StoreFinding] = []
        for summary in sessions {
            let name = summary.name
            let known: Set<String>
            switch recognizerNames[summary.scene]! {
            case .failure(let error as SceneNotFoundError):
                findings.append(
                    StoreFinding(
                        .sceneNotFound(session: name, error, hasGolden: summary.hasGolden),
                        fix: error.isRemoved ? .command("delete", name) : .advice(error.nextStep ?? "")))
                continue
            case .failure(let error):
                findings.append(
                    StoreFinding(
                        .sceneNotBuilt(session: name, StoreFinding.Failure(error), hasGolden: summary.hasGolden),
                        fix: .fixScene))
                continue
            case .success(let names):
                known = names
            }
            // No golden, or one the store's own check names (Store.Problem.badGolden).
            guard summary.hasGolden, let names = goldens.names[name] else { continue }
            let recognizers: Set<String>
            switch names {
            case .failure(let error):
                findings.append(
                    StoreFinding(
                        .unreadableGolden(session: name, StoreFinding.Failure(error)), fix: .command("approve", name)))
                continue
            case .success(let index):
                recognizers = goldens.distinct[index]
            }
            let missing = recognizers.subtracting(known).sorted()
            if !missing.isEmpty {
                findings.append(
                    StoreFinding(
                        .missingRecognizers(session: name, scene: summary.scene, missing: missing),
                        fix: .command("approve", name)))
            }
        }
        return findings
    }
}

/// The recognizers each golden names, by session, as `Store.problems(eachGolden:)` hands the
/// goldens over: each distinct set kept once (the goldens of a scene name the same few), so that a
/// check of 100,000 sessions holds a number a session, not a set.
private struct GoldenNames {
    var distinct: [Set<String>] = []
    private var indices: [Set<String>: Int] = [:]
    /// Each session's set in `distinct`, or why its golden's text does not parse.
    var names: [String: Result<Int, any Error>] = [:]

    mutating func note(_ session: String, _ stored: StoredGolden) {
        let outcome: Outcome
        switch stored {
        case .outcome(let decoded):
            outcome = decoded
        case .text(let text):
            do {
                outcome = try Outcome.parse(jsonLines: text, file: "golden of \(session)")
            } catch {
                names[session] = .failure(error)
                return
            }
        }
        let set = Set(outcome.observations.compactMap(\.recognizerName))
        if let index = indices[set] {
            names[session] = .success(index)
        } else {
            indices[set] = distinct.count
            names[session] = .success(distinct.count)
            distinct.append(set)
        }
    }
}
