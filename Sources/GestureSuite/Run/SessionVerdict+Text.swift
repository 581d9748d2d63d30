import GestureReplay
import GestureReports

extension SessionVerdict {
    /// What a run prints for this session when it did not pass, one line each: a headline with
    /// the status, the differences, where the golden lives, and the commands to look and to
    /// accept (made by `command`, so each works when pasted). Empty for a pass. `run`'s summary
    /// and `GestureReplayTesting`'s failures say the same thing through this one function.
    ///
    /// Names, scenes and messages come from recordings: their control characters are shown as
    /// pictures (`TerminalText`), never sent to a terminal, in the commands too.
    public func failureLines(databasePath: String, isCI: Bool, command: ToolCommand) -> [String] {
        let name = TerminalText.sanitized(name)
        let scene = TerminalText.sanitized(scene)
        let message = TerminalText.sanitized(message ?? "")
        let inCI = isCI ? " (a failure in CI)" : ""
        switch status {
        case .regression:
            return ["REGRESSION \(name) (scene \(scene))"]
                + diff.map { "    \(TerminalText.sanitized($0))" }
                + [
                    "  golden: \(goldenOrigin?.rawValue ?? "approved") outcome of \(name) in \(databasePath)",
                    "  look:   \(command("show", name))",
                    "  accept: \(command("approve", name))",
                ]
        case .modelDiffers:
            return [
                "MODEL DIFFERS FROM DEVICE \(name) (scene \(scene)): the model does not reproduce what the device recorded; "
                    + "a finding about the model or the scene's relations, not a regression of your code"
            ]
                + diff.map { "    \(TerminalText.sanitized($0))" }
                + (self.message.map { ["  hint:   \(TerminalText.sanitized($0))"] } ?? [])
                + [
                    "  golden: device outcome of \(name) in \(databasePath)",
                    "  look:   \(command("show", name))",
                ]
        case .error:
            return ["ERROR \(name) (scene \(scene)): \(message)"]
        case .new:
            return [
                "NEW \(name) (scene \(scene)): no golden yet\(inCI)",
                "  accept: \(command("approve", name))",
            ]
        case .empty:
            return [
                "EMPTY \(name) (scene \(scene)): golden and replay hold no observation, so it tests nothing\(inCI); "
                    + "its touches may reach no view (a dump's --screen or --ranges), or set \"emptyOutcomesExpected\": true in its scene",
                "  look:   \(command("show", name))",
            ]
        case .obsolete:
            return [
                "OBSOLETE \(name): \(message); nothing was replayed\(inCI)",
                "  remove: \(command("delete", name))",
                "  keep:   \(command("retire", name))",
            ]
        case .pass:
            return []
        }
    }
}
