import ArgumentParsing
import Foundation

/// `--scenes DIR`, which every command that finds scenes has.
struct SceneOptions: ParsableArguments {
    /// The folder of scene files, when given.
    @Option(value: "dir", help: "The folder of *.scene.json files (default: scenes/ beside the database).")
    var scenes: String?

    /// The folder as a URL.
    var folder: URL? { scenes.map { URL(fileURLWithPath: $0) } }
}
