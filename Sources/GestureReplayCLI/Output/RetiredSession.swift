import Foundation
import GestureReports

/// A session a person retired (`retire`), left out of a run: what the run's summary says of it.
struct RetiredSession {
    var name: String
    var scene: String
    var retiredAt: Date
    /// Whether its scene is found now: retired, it is not replayed all the same.
    var isSceneFound: Bool

    /// `RETIRED NAME (scene S): retired on DATE; …`, and the way back when its scene is found.
    func lines(command: ToolCommand) -> [String] {
        let head = "RETIRED \(name) (scene \(scene)): retired on \(UTCDate.readable(retiredAt)); "
        guard isSceneFound else { return [head + "its scene is gone, nothing was replayed (not a failure)"] }
        return [
            head + "its scene is found, but a retired session is not replayed",
            "  replay it again: \(command("retire", name, options: [.flag("undo")]))",
        ]
    }
}
