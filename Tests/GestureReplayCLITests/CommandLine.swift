import ArgumentParsing
import Foundation
import GestureReplay
import GestureReplayCLI
import GestureTestSupport

/// The gesture-replay command line run in this process, with buffers for its outputs.
enum CommandLine {
    struct Transcript {
        var exitCode: ExitCode
        var standardOutput: String
        var standardError: String
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) -> Transcript {
        let output = OutputBuffer()
        let error = OutputBuffer()
        let terminal = Terminal(standardOutput: .buffer(output), standardError: .buffer(error))
        let code = GestureReplayCLI.tool(registry: .builtIn).run(
            arguments, environment: environment, terminal: terminal)
        return Transcript(exitCode: code, standardOutput: output.text, standardError: error.text)
    }

    /// The tap-or-double-tap scene of `recordings/scenes/`, written by hand here.
    static let tapScene = """
        {
          "format": "gesture-replay.scene", "version": 1,
          "name": "tap-or-double-tap",
          "window": { "width": 320, "height": 568 },
          "views": [ { "name": "photo", "frame": [10, 50, 300, 450] } ],
          "recognizers": [
            { "name": "single", "type": "tap", "view": "photo", "numberOfTapsRequired": 1 },
            { "name": "double", "type": "tap", "view": "photo", "numberOfTapsRequired": 2 }
          ],
          "requireToFail": [ ["single", "double"] ]
        }
        """

    /// A lone tap named `name` (a JSON string literal's contents).
    static func singleTap(jsonName: String) -> String {
        """
        {"format":"gesture-replay.touches","version":1,"name":"\(jsonName)","scene":"tap-or-double-tap"}
        {"t":0,"touch":1,"phase":"began","x":160,"y":240}
        {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}

        """
    }

    /// A folder with `scenes/` and a database beside it.
    static func workspace() throws -> (folder: TemporaryFolder, database: String) {
        let folder = try TemporaryFolder()
        try folder.write("scenes/tap-or-double-tap.scene.json", tapScene)
        return (folder, folder.url.appendingPathComponent("gestures.sqlite").path)
    }
}
