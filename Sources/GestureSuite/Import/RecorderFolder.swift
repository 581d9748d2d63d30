import Foundation
import GestureReplay

/// A folder an app's own recorder wrote (`GestureRecorder`): scene files
/// (`screen-1a2b3c4d5e6f.scene.json`) beside touch logs whose headers name them.
///
/// `import` stores such a folder as it comes, whole or not at all: each scene
/// file named by a touch log is put where scenes are looked up (the workspace's
/// scene folder) and stored with its sessions. A folder where no touch log names
/// a scene file beside it is a plain folder of dumps, whose scene files are
/// skipped as ever.
public struct RecorderFolder: Sendable, Equatable {
    /// The folder, as the user named it.
    public var path: String
    /// The scene files of the folder that its touch logs name, sorted by name.
    public var sceneFiles: [String]

    /// The recorder folder among `files` (the files of the folder `path`, as `DumpFile.list`
    /// gives them), or nil when none of its touch logs (`*.touches.jsonl`) names, in its header,
    /// one of its scene files.
    public static func find(_ path: String, files: [DumpFile]) -> RecorderFolder? {
        let sceneFiles = Dictionary(
            files.filter { $0.role == .skipped(.scene) }.map { (sceneName(ofFile: $0.path), $0.path) },
            uniquingKeysWith: { first, _ in first })
        guard !sceneFiles.isEmpty else { return nil }
        let named = Set(
            files.filter { $0.path.hasSuffix(".touches.jsonl") && $0.role != .skipped(.scene) }
                .compactMap { headerScene(of: $0.path) })
        let found = sceneFiles.filter { named.contains($0.key) }.map(\.value).sorted()
        return found.isEmpty ? nil : RecorderFolder(path: path, sceneFiles: found)
    }

    /// `dir/screen-1a2b.scene.json` → `screen-1a2b`.
    static func sceneName(ofFile path: String) -> String {
        String(URL(fileURLWithPath: path).lastPathComponent.dropLast(".scene.json".count))
    }

    /// The scene a touch log's header names, read from its first line that is not blank; nil
    /// when the file does not start as a touch log does (its import says why).
    static func headerScene(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // A header is one line of a few hundred bytes; 64 KiB holds any a recorder writes.
        guard let start = try? handle.read(upToCount: 64 << 10) else { return nil }
        let lines = start.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard
            let header = lines.first(where: { line in line.contains { ![0x20, 0x09, 0x0D].contains($0) } }),
            let node = try? JSONParser.parse(bytes: [UInt8](header)),
            node["format"]?.string == TouchLog.format
        else { return nil }
        return node["scene"]?.string
    }

    /// One scene file of the folder, put in the scene folder.
    public struct PlacedScene: Sendable {
        /// The file in the recorder folder.
        public var source: String
        /// Its copy in the scene folder.
        public var destination: URL
        /// The scene, as read, with its copy as its file.
        public var entry: SceneLibrary.Entry
        /// Whether this import wrote the copy; false when the scene folder held the same bytes.
        public var isNew: Bool
    }

    /// Checks each scene file and copies it into `workspace`'s scene folder, unless the same
    /// bytes are there already. Throws the first file's error (a broken scene; a name that is
    /// not its file's; a different scene of the same name in the scene folder), having removed
    /// the copies it wrote.
    public func placeScenes(in workspace: Workspace) throws -> [PlacedScene] {
        var placed: [PlacedScene] = []
        do {
            for source in sceneFiles {
                placed.append(try Self.place(source, in: workspace))
            }
        } catch {
            Self.remove(placed)
            throw error
        }
        return placed
    }

    /// Removes the copies in the scene folder that `placed` wrote: what a failed import undoes.
    public static func remove(_ placed: [PlacedScene]) {
        for scene in placed where scene.isNew {
            try? FileManager.default.removeItem(at: scene.destination)
        }
    }

    static func place(_ source: String, in workspace: Workspace) throws -> PlacedScene {
        let library = workspace.scenes
        let read = try library.load(URL(fileURLWithPath: source), shownAs: source)
        let name = sceneName(ofFile: source)
        guard read.scene.name == name else {
            throw InputError(
                file: source, line: 0, reason: "defines the scene \"\(read.scene.name)\", not \"\(name)\"")
        }
        let bytes = Array((read.text ?? "").utf8)
        let destination = workspace.sceneFolder.appendingPathComponent("\(name).scene.json").absoluteURL.standardized
        var entry = read
        entry.file = destination
        if FileManager.default.fileExists(atPath: destination.path) {
            guard try Workspace.readFile(destination.path) == bytes else {
                throw InputError(
                    file: source, line: 0,
                    reason:
                        "the scene \"\(name)\" differs from \(library.displayPath(destination)), the scene of that name where scenes are looked up",
                    nextStep:
                        "compare the two files; if this one is right, remove \(library.displayPath(destination)) and import again"
                )
            }
            return PlacedScene(source: source, destination: destination, entry: entry, isNew: false)
        }
        do {
            try FileManager.default.createDirectory(at: workspace.sceneFolder, withIntermediateDirectories: true)
            try Data(bytes).write(to: destination, options: .withoutOverwriting)
        } catch {
            throw InputError(
                file: library.displayPath(destination), line: 0,
                reason: "cannot be written (\(FileError.describe(error)))")
        }
        return PlacedScene(source: source, destination: destination, entry: entry, isNew: true)
    }
}
