import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore

/// A results file of `run --json` (`JSONReport`), read back as a run to record.
public struct ResultsFile: Sendable {
    /// The path it was read from, as given.
    public var path: String
    public var label: String?
    public var startedAt: Date
    public var finishedAt: Date
    public var toolVersion: String
    public var thresholds: String?
    public var shard: Shard?
    public var results: [SessionVerdict]
    /// The SHA-256 of the file's bytes: what makes it the same file again.
    public var sha256: [UInt8]

    /// Reads `path`; every problem is an `InputError` naming the file and line.
    public static func read(_ path: String) throws -> ResultsFile {
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
            path: path, label: label, startedAt: startedAt, finishedAt: startedAt.addingTimeInterval(seconds),
            toolVersion: toolVersion,
            thresholds: thresholds.flatMap { $0.isEmpty ? nil : $0.joined(separator: ",") }, shard: shard,
            results: results, sha256: SHA256.digest(of: bytes))
    }
}
