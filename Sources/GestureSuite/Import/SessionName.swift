import Foundation

/// Session names derived from file names.
public enum SessionName {
    /// `dumps/double-tap.touches.jsonl` → `double-tap`: the file name without its extensions.
    public static func from(path: String) -> String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".touches.jsonl", ".jsonl", ".events", ".yml", ".yaml", ".json", ".txt", ".log"]
        where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return file
    }
}
