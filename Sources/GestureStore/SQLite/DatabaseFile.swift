import Foundation

/// What a database path is on disk, looked at before SQLite opens it, so that a refusal names
/// the real cause: SQLite reads a directory as an I/O error (266), opens a read-only file for
/// writing as read-only without a word and fails at the first write, and cannot make its
/// journal in a read-only folder.
enum DatabaseFile {
    /// Throws when `path` is a directory; and, when `forWriting`, when the file or the folder
    /// its journal goes in cannot be written. An in-memory database (`:memory:`) passes.
    static func check(_ path: String, forWriting: Bool) throws(StoreError) {
        guard path != ":memory:" && !path.isEmpty else { return }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw .isDirectory(path: path) }
        guard forWriting else { return }
        if exists && access(path, W_OK) != 0 { throw .readOnlyFile(path: path) }
        let folder = Self.folder(of: path)
        if FileManager.default.fileExists(atPath: folder) && access(folder, W_OK) != 0 {
            throw .readOnlyFolder(file: path, folder: folder)
        }
    }

    /// The folder `path` is in, as the user would write it: `.` for a bare file name.
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
