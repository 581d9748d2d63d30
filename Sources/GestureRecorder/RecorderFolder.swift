import Foundation

/// The folder the recorder writes: each file whole or not at all (`Data.write(to:options:)`
/// with `.atomic` writes a temporary file and renames it over the target, DOC), and never
/// past a cap on the bytes the folder holds. Used from one thread at a time (the recorder's
/// file queue), hence `@unchecked Sendable`.
final class RecorderFolder: @unchecked Sendable {
    let url: URL
    let maximumBytes: Int
    /// The bytes the folder holds, counted once, then kept up to date by the writes.
    private var bytesHeld: Int?

    init(url: URL, maximumBytes: Int) {
        self.url = url
        self.maximumBytes = maximumBytes
    }

    /// Writes a scene file unless one of that name is there (a scene's name is its content's
    /// digest: the same name is the same screen). Returns what went wrong, or nil.
    func write(scene: (name: String, text: String)) -> String? {
        let file = url.appending(path: scene.name + ".scene.json")
        if FileManager.default.fileExists(atPath: file.path) { return nil }
        return write(Data(scene.text.utf8), to: file)
    }

    /// Writes a session's touch log. Returns what went wrong, or nil.
    func write(session name: String, text: String) -> String? {
        write(Data(text.utf8), to: url.appending(path: name + ".touches.jsonl"))
    }

    private func write(_ data: Data, to file: URL) -> String? {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let held = try bytesHeld ?? countBytes()
            guard held + data.count <= maximumBytes else {
                return "GestureRecorder: \(file.lastPathComponent) not written: the folder \(url.path) holds "
                    + "\(held) bytes and may hold \(maximumBytes) (Configuration.maximumBytes); "
                    + "take the recordings off the device and delete them"
            }
            try data.write(to: file, options: .atomic)
            bytesHeld = held + data.count
            return nil
        } catch {
            return "GestureRecorder: \(file.path) not written: \(error.localizedDescription)"
        }
    }

    private func countBytes() throws -> Int {
        let files = try FileManager.default.contentsOfDirectory(
            at: url, includingPropertiesForKeys: [.fileSizeKey], options: [.skipsHiddenFiles])
        return try files.reduce(0) { $0 + (try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) }
    }
}
