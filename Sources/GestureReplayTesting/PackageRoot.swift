import Foundation
import GestureReports

/// The package a test file belongs to, so that a suite's paths do not depend on the directory
/// `swift test` was started in.
enum PackageRoot {
    /// The nearest folder above `filePath` holding a `Package.swift`; the file's own folder when
    /// there is none.
    static func containing(filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath).standardizedFileURL
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }

    /// `path` read from `root`: itself when absolute.
    static func resolve(_ path: String, in root: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }

    /// What a printed command starts with so that it runs in `root` when pasted in the current
    /// directory: nothing when that is `root`, else `cd ROOT && `.
    static func fromCurrentDirectory(_ root: URL) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        return current.path == root.standardizedFileURL.path ? "" : "cd \(ShellText.quoted(root.path)) && "
    }
}
