import GestureReports
import GestureSuite

extension RetiredSession {
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
