/// The text of a progress bar for a terminal: `replaying [██████░░░░░░░░] 120/1000`.
public enum ProgressBar {
    /// The bar for `done` of `total` items, `width` cells wide, after `label`.
    ///
    /// ```swift
    /// ProgressBar.line(done: 1, total: 4, width: 8, label: "replaying")  // "replaying [██░░░░░░] 1/4"
    /// ```
    public static func line(done: Int, total: Int, width: Int = 30, label: String = "replaying") -> String {
        let fraction = total > 0 ? min(1, max(0, Double(done) / Double(total))) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: max(0, width - filled))
        return "\(label) [\(bar)] \(done)/\(total)"
    }
}
