import Foundation
import GestureImport
import GestureReplay

/// Where scenes come from: `*.scene.json` files in a folder (by default
/// `scenes/` beside the database) and the Swift scenes of a registry.
///
/// A scene argument is a path when it names an existing file (not a folder),
/// otherwise a scene name: `NAME.scene.json` in the folder, then a Swift scene.
public struct SceneLibrary: Sendable {
    /// The folder of scene files.
    public var folder: URL
    public var registry: SceneRegistry

    public init(folder: URL, registry: SceneRegistry) {
        self.folder = folder
        self.registry = registry
    }

    /// One scene found, with where it came from (for `scenes` and errors).
    public struct Entry: Sendable {
        public var scene: Scene
        /// The file it was read from, or nil for a Swift scene.
        public var file: URL?
        /// The text of the file (stored with imported sessions).
        public var text: String?
    }

    /// The scene `argument` names: a file path, or a scene name.
    public func scene(_ argument: String) throws -> Entry {
        if SceneLibrary.isPath(argument) {
            return try load(URL(fileURLWithPath: argument), shownAs: argument)
        }
        let file = folder.appendingPathComponent("\(argument).scene.json")
        if FileManager.default.fileExists(atPath: file.path) {
            return try load(file, shownAs: displayPath(file))
        }
        if let swift = registry.swiftScene(named: argument) {
            return Entry(scene: .swift(swift), file: nil, text: nil)
        }
        throw UnknownSceneError(name: argument, known: try names())
    }

    /// Whether a scene argument is a file's path rather than a scene's name: it ends in
    /// `.json`, or names a file that is not a folder (a folder `bench/` beside the command
    /// leaves `--scene bench` a name).
    public static func isPath(_ argument: String) -> Bool {
        var isFolder: ObjCBool = false
        return argument.hasSuffix(".json")
            || (FileManager.default.fileExists(atPath: URL(fileURLWithPath: argument).path, isDirectory: &isFolder)
                && !isFolder.boolValue)
    }

    /// Every scene's name, files first (sorted), then Swift scenes (sorted).
    public func names() throws -> [String] {
        try entries().map(\.scene.name)
    }

    /// Every scene: the files of the folder (sorted by name) and the registry's Swift scenes.
    public func entries() throws -> [Entry] {
        var result: [Entry] = []
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for file in files.filter({ $0.lastPathComponent.hasSuffix(".scene.json") })
            .sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        {
            result.append(try load(file, shownAs: displayPath(file)))
        }
        for swift in registry.swiftScenes.sorted(by: { $0.name < $1.name })
        where !result.contains(where: { $0.scene.name == swift.name }) {
            result.append(Entry(scene: .swift(swift), file: nil, text: nil))
        }
        return result
    }

    func load(_ file: URL, shownAs name: String) throws -> Entry {
        let data: [UInt8]
        do {
            data = try Workspace.readFile(file.path)
        } catch var error as InputError {
            error.file = name
            throw error
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw InputError(file: name, line: DumpText.firstLineNotUTF8(data), reason: "not UTF-8 text")
        }
        let spec = try SceneSpec.parse(text, file: name, registry: registry)
        return Entry(scene: .json(spec), file: file, text: text)
    }

    public func displayPath(_ file: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        return file.path.hasPrefix(cwd) ? String(file.path.dropFirst(cwd.count)) : file.path
    }
}

/// A scene name that is neither a file nor a registered Swift scene.
public struct UnknownSceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var known: [String]

    public var description: String {
        "no scene named \"\(name)\" (known: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
    }
}

/// Words for file-system errors, without Foundation's long domain texts.
public enum FileError {
    public static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoPermissionError {
            return "permission denied"
        }
        return nsError.localizedDescription
    }
}
