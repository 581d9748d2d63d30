import Foundation

/// The current git commit's short hash, or nil outside a checkout.
public enum GitCommit {
    /// `git rev-parse --short HEAD` in `directory` (the working directory when nil).
    public static func current(in directory: String? = nil) -> String? {
        let place = directory.map { ["-C", $0] } ?? []
        guard let git = ChildProcess.run(["git"] + place + ["rev-parse", "--short", "HEAD"]), git.exitCode == 0 else {
            return nil
        }
        let text = String(decoding: git.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
