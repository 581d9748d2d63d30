import GestureReports
import GestureSuite

/// The line `collect` prints of one results file: recorded into which run, or taken before.
enum CollectedText {
    static func line(_ collected: ResultsFile.Collected) -> String {
        switch collected {
        case .already(let path, let taken):
            "\(TerminalText.sanitized(path)): collected already (as \(TerminalText.sanitized(taken.file)), into run \(taken.run)): nothing recorded"
        case .recorded(let file, let run):
            "collected \(TerminalText.sanitized(file.path))\(file.shard.map { " (shard \($0))" } ?? ""): \(file.sessions) session\(file.sessions == 1 ? "" : "s") into run \(run)"
        }
    }
}
