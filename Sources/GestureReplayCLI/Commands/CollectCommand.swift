import ArgumentParsing
import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `gesture-replay collect RESULTS.json...`: takes the results files of runs made on other
/// machines (`run --json FILE`, typically one per shard of a CI matrix) into this history store,
/// so that `report` and the nightly job see the whole corpus: the shards of one label add up to
/// one run, as they do when they run on one machine.
struct CollectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "collect",
        abstract: "Take results files of runs on other machines (run --json FILE) into the run history.",
        discussion: [
            "Each file is recorded as the run it describes, with its label, times, thresholds and every session's status and differences. A file of one shard (run --shard K/N --label L --json FILE) joins the run of label L that gathers the other shards, so that the shards of a CI matrix add up to one run and `report` reads the whole corpus. A file is taken once, known by its content (the SHA-256 of its bytes, kept with the run): given again, under any name, it records nothing and says so. A command's files are one transaction: a file that cannot be read is refused with its line and nothing is recorded, and a command killed half-way records none of its files."
        ],
        examples: ["collect results-1.json results-2.json results-3.json"])

    @Argument(atLeastOne: true, help: "Results files written by run --json.") var files: [String]

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, context: context)
        // Every file is read before the first is recorded: a bad one records nothing.
        let runs = try files.map { file in try ResultsFile.read(file) }
        let history = try workspace.openHistory()
        // One transaction for all the files: a command killed or failing half-way records none,
        // and a rerun takes them all once. A file is known by its bytes' digest: one taken
        // before (by any command, or earlier in this one) records nothing.
        let lines = try RolledBackError.keeping("nothing was collected (collect records all its files or none)") {
            try history.inOneTransaction {
                try zip(files, runs).map { file, run in
                    let shownFile = TerminalText.sanitized(file)
                    if let taken = try history.collectedFile(sha256: run.sha256) {
                        return
                            "\(shownFile): collected already (as \(TerminalText.sanitized(taken.file)), into run \(taken.run)): nothing recorded"
                    }
                    let id = try history.recordRun(
                        run.results, startedAt: run.startedAt, finishedAt: run.finishedAt, label: run.label,
                        toolVersion: run.toolVersion, thresholds: run.thresholds, shard: run.shard)
                    try history.recordCollectedFile(sha256: run.sha256, file: file, run: id)
                    let shard = run.shard.map { " (shard \($0))" } ?? ""
                    return
                        "collected \(shownFile)\(shard): \(run.results.count) session\(run.results.count == 1 ? "" : "s") into run \(id)"
                }
            }
        }
        for line in lines { context.terminal.status(line) }
        return .success
    }
}

/// A results file of `run --json` (`JSONReport`), read back as a run to record.
struct ResultsFile {
    var label: String?
    var startedAt: Date
    var finishedAt: Date
    var toolVersion: String
    var thresholds: String?
    var shard: Shard?
    var results: [SessionVerdict]
    /// The SHA-256 of the file's bytes: what makes it the same file again.
    var sha256: [UInt8]

    /// Reads `path`; every problem is an `InputError` naming the file and line.
    static func read(_ path: String) throws -> ResultsFile {
        let bytes = try Workspace.readFile(path)
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes: bytes)
        } catch {
            throw InputError(file: path, line: error.line, reason: error.reason)
        }
        func fail(_ node: JSONNode?, _ problem: String) -> InputError {
            InputError(file: path, line: node?.line ?? root.line, reason: problem)
        }
        guard root["format"]?.string == JSONReport.format else {
            throw fail(
                root["format"],
                "not a results file: expected \"format\": \"\(JSONReport.format)\" (written by run --json)")
        }
        guard root["version"]?.number == Double(JSONReport.version) else {
            throw fail(
                root["version"],
                "results version \(root["version"].map { "\($0.value)" } ?? "missing") is not supported (this gesture-replay reads version \(JSONReport.version))"
            )
        }
        guard let run = root["run"], run.members != nil else { throw fail(root, "missing \"run\"") }
        guard let started = run["startedAt"]?.string, let startedAt = ISO8601DateFormatter().date(from: started) else {
            throw fail(run["startedAt"] ?? run, "\"run.startedAt\" must be a time such as 2023-11-14T22:13:20Z")
        }
        guard let seconds = run["seconds"]?.number, seconds >= 0, seconds.isFinite else {
            throw fail(run["seconds"] ?? run, "\"run.seconds\" must be a number of seconds")
        }
        guard let toolVersion = run["toolVersion"]?.string, !toolVersion.isEmpty else {
            throw fail(run["toolVersion"] ?? run, "\"run.toolVersion\" must be a string")
        }
        let label = run["label"]?.string
        let thresholds = run["thresholds"]?.elements?.compactMap(\.string)
        var shard: Shard?
        if let node = run["shard"] {
            guard let text = node.string, let parsed = Shard(text) else {
                throw fail(node, "\"run.shard\" must be K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount)")
            }
            shard = parsed
        }
        guard let sessions = root["sessions"]?.elements else { throw fail(root, "missing \"sessions\": [...]") }
        var names = Set<String>()
        let results = try sessions.map { node throws -> SessionVerdict in
            guard let name = node["name"]?.string, !name.isEmpty else {
                throw fail(node, "a session without a \"name\"")
            }
            guard names.insert(name).inserted else { throw fail(node, "session \"\(name)\" is listed twice") }
            guard let text = node["status"]?.string, let status = SessionStatus(rawValue: text) else {
                throw fail(
                    node["status"] ?? node,
                    "session \"\(name)\": \"status\" must be one of \(SessionStatus.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            let diff = node["diff"]?.elements?.compactMap(\.string) ?? []
            guard ![.regression, .modelDiffers].contains(status) || !diff.isEmpty else {
                throw fail(node, "session \"\(name)\": a \(status.word) without \"diff\" lines")
            }
            let message = node["message"]?.string
            let kind: SessionVerdict.Kind =
                switch status {
                case .pass: .pass()
                case .regression: .regression(diff: diff)
                case .modelDiffers: .modelDiffers(diff: diff, hint: message)
                case .new: .new()
                case .error: .error(message: message ?? "could not be replayed")
                case .obsolete: .obsolete()
                case .empty: .empty()
                }
            var verdict = SessionVerdict(
                name: name, kind, duration: .nanoseconds(Int64(((node["seconds"]?.number ?? 0) * 1e9).rounded())))
            if let margin = node["smallestMargin"] {
                do {
                    verdict.smallestMargin = try Decision(marginJSON: margin)
                } catch let error as Decision.JSONProblem {
                    throw fail(error.node, "session \"\(name)\": \"smallestMargin\": \(error.problem)")
                }
            }
            return verdict
        }
        return ResultsFile(
            label: label, startedAt: startedAt, finishedAt: startedAt.addingTimeInterval(seconds),
            toolVersion: toolVersion,
            thresholds: thresholds.flatMap { $0.isEmpty ? nil : $0.joined(separator: ",") }, shard: shard,
            results: results, sha256: SHA256.digest(of: bytes))
    }
}
