import ArgumentParsing
import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `delete NAME...`: removes stored sessions with their goldens, all of them or none.
struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "delete", abstract: "Delete stored sessions with their goldens (the run history keeps their results).")

    @Argument(atLeastOne: true, help: "Sessions to delete.") var names: [String]
    @OptionGroup var quiet: QuietOption

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, context: context)
        let store = try workspace.openStore()
        // CHOICE: one transaction for the names, as approve: a list is one decision, and a rerun
        // after half of it would fail on the names already gone. Each line is printed once kept.
        try RolledBackError.keeping("nothing was deleted (delete removes all the sessions named or none)") {
            try store.inOneTransaction {
                for name in names {
                    guard try store.deleteSession(named: name) else { throw StoreError.noSuchSession(name: name) }
                }
            }
        }
        for name in names { context.terminal.status("deleted \(name)") }
        return .success
    }
}
