import Foundation
import GestureReplay
import GestureStore

/// Finds the scene of stored sessions by its name, looking in turn for
///
/// 1. `NAME.scene.json` in the folder of `--scenes DIR`, when it was given;
/// 2. the file the scene was last imported from (`scenes.file`, a path from
///    the database's folder), wherever it lies;
/// 3. `NAME.scene.json` in `scenes/` beside the database, when `--scenes`
///    was not given;
/// 4. the Swift scene the registry has under that name.
///
/// The first file that exists is the scene, even when it is broken: a broken
/// file fails its own sessions with its error, and no others. The copy of a
/// scene's JSON that the store keeps from the import is not replayed in
/// (CHOICE: the file is the truth; an old copy could pass a scene the user
/// has since changed).
///
/// When nothing is found, the scene was *removed* only if the folder that held
/// its file is still there without it: the folder of the file it was imported
/// from, or for a scene stored without one, `scenes/` beside the database. In
/// every other case (a folder moved, a checkout elsewhere, a Swift scene this
/// binary does not register) it is *not found*, and says where it was looked
/// for and how to point at it. A name the store knows nothing of (no session,
/// no stored scene: a typo on the command line) is neither: it is the
/// `UnknownSceneError` every command gives for a scene name that names nothing.
public struct SceneFinder: Sendable {
    public var workspace: Workspace
    /// The files scenes were imported from, by scene name, as the store keeps them.
    var recordedFiles: [String: String]
    /// The names of the scenes the store knows as registered in Swift.
    var storedSwiftScenes: Set<String>
    /// The names of every scene the store knows: stored scenes and the scenes of its sessions.
    var storedScenes: Set<String>

    /// A finder for the scenes of `workspace`, with what `store` remembers of them.
    public init(workspace: Workspace, store: Store) throws {
        self.workspace = workspace
        recordedFiles = try store.sceneFiles()
        let scenes = try store.scenes()
        storedSwiftScenes = Set(
            scenes.compactMap { scene in
                if case .swift = scene.spec { return scene.name }
                return nil
            })
        storedScenes = Set(scenes.map(\.name)).union(try store.sessionSceneNames())
    }

    /// A finder that knows of no stored scenes: only the folders and the registry.
    public init(workspace: Workspace) {
        self.workspace = workspace
        recordedFiles = [:]
        storedSwiftScenes = []
        storedScenes = []
    }

    /// The scene `name`, or why there is none.
    public func find(_ name: String) -> FoundScene {
        do {
            return .found(try entry(name).scene)
        } catch let error as SceneNotFoundError {
            let text = error.message + (error.nextStep.map { ": \($0)" } ?? "")
            return error.isRemoved ? .removed(text) : .notFound(text)
        } catch {
            return .broken(String(describing: error))
        }
    }

    /// The scene `name` with the file it was read from; throws `SceneNotFoundError` when there
    /// is none, `UnknownSceneError` when neither the store nor the folders and registry know
    /// the name, and the file's own error when it is broken.
    public func entry(_ name: String) throws -> SceneLibrary.Entry {
        let library = workspace.scenes
        let candidates = files(for: name)
        for file in candidates where FileManager.default.fileExists(atPath: file.path) {
            let entry = try library.load(file, shownAs: library.displayPath(file))
            guard entry.scene.name == name else {
                throw InputError(
                    file: library.displayPath(file), line: 0,
                    reason: "defines the scene \"\(entry.scene.name)\", not \"\(name)\"")
            }
            return entry
        }
        if let swift = workspace.registry.swiftScene(named: name) {
            return SceneLibrary.Entry(scene: .swift(swift), file: nil, text: nil)
        }
        guard storedScenes.contains(name) else { throw UnknownSceneError(name: name, known: try library.names()) }
        let lookedFor = candidates.map(library.displayPath).joined(separator: ", ")
        if storedSwiftScenes.contains(name) {
            throw SceneNotFoundError(
                message:
                    "scene \"\(name)\" is registered in Swift, and not by this binary (looked for \(lookedFor) too)",
                nextStep: "run the binary that registers it", isRemoved: false)
        }
        if let folder = removalFolder(for: name),
            let file = candidates.first(where: { $0.deletingLastPathComponent() == folder })
        {
            let others = candidates.filter { $0 != file }.map(library.displayPath)
            let alsoLookedFor = others.isEmpty ? "" : "also looked for \(others.joined(separator: ", ")); "
            throw SceneNotFoundError(
                message:
                    "scene \"\(name)\" was removed: \(library.displayPath(file)) is gone from its folder (\(alsoLookedFor)if it moved, point at its folder with --scenes DIR)",
                nextStep: nil, isRemoved: true)
        }
        throw SceneNotFoundError(
            message: "scene \"\(name)\" not found (looked for \(lookedFor), and a Swift scene of that name)",
            nextStep: "if it moved, point at its folder with --scenes DIR", isRemoved: false)
    }

    /// `find(_:)` for each of `names`.
    public func find(_ names: [String]) -> [String: FoundScene] {
        Dictionary(names.map { ($0, find($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The files `name` may be in, in the order they are tried.
    func files(for name: String) -> [URL] {
        let fileName = "\(name).scene.json"
        var files: [URL] = []
        if workspace.isSceneFolderGiven { files.append(workspace.sceneFolder.appendingPathComponent(fileName)) }
        if let recorded = recordedFiles[name] { files.append(workspace.fileFromDatabase(recorded)) }
        if !workspace.isSceneFolderGiven { files.append(workspace.sceneFolder.appendingPathComponent(fileName)) }
        var seen = Set<String>()
        return files.map(\.absoluteURL.standardized).filter { seen.insert($0.path).inserted }
    }

    /// The folder whose being there without the scene's file means it was removed.
    private func removalFolder(for name: String) -> URL? {
        let folder =
            recordedFiles[name].map { workspace.fileFromDatabase($0).deletingLastPathComponent() }
            ?? (workspace.isSceneFolderGiven ? nil : workspace.sceneFolder)
        guard let folder = folder?.absoluteURL.standardized else { return nil }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
            ? folder : nil
    }
}
