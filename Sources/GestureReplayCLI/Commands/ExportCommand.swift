import ArgumentParsing
import Foundation
import GestureImport
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `export NAME --format touchlog|w3c` and `goldens`: stored data back out as text.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "export",
        abstract: "Write a stored session out as a touch log (or W3C actions, to replay on a device through Appium).")

    /// The formats a session is written in.
    enum Format: String, CaseIterable, ArgumentValue {
        case touchlog, w3c
    }

    @Argument(help: "The session.") var name: String
    @Option(value: "format", help: "touchlog (docs/FORMATS.md §2) or w3c (WebDriver actions with pointerType touch).")
    var format: Format = .touchlog
    @Option(short: "o", value: "file", help: "Write to this file instead of standard output.") var output: String?

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, context: context)
        let store = try workspace.openStoreForReading()
        guard let session = try store.session(named: name) else { throw StoreError.noSuchSession(name: name) }
        let text =
            switch format {
            case .touchlog: TouchLog.write(session)
            case .w3c: W3CActionsWriter().write(session)
            }
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw InputError(file: output, line: 0, reason: "cannot be written (\(FileError.describe(error)))")
            }
        } else {
            context.terminal.standardOutput.write(text)
        }
        return .success
    }
}

struct GoldensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "goldens",
        abstract: "Print every golden as text, for code review and `git diff` of the database.",
        discussion: [
            "With a database argument it reads that file, so that git can use it as a textconv filter: git config diff.gesture-replay.textconv 'gesture-replay goldens' and, in .gitattributes, *.sqlite diff=gesture-replay."
        ])

    @Argument(help: "The database to read (default: --db).") var database: String?

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let path = database ?? context.databasePath
        let workspace = Workspace(registry: registry, databasePath: path)
        let store = try workspace.openStoreForReading()
        let retired = try store.retiredSessions()
        try store.forEachGolden { golden, scene in
            let retiredOn = retired[golden.session].map { ", retired \(UTCDate.readable($0))" } ?? ""
            context.terminal.print(
                "== \(golden.session) (scene \(scene), \(golden.origin.rawValue), gesture-replay \(golden.toolVersion)\(retiredOn))"
            )
            context.terminal.standardOutput.write(golden.outcome)
        }
        return .success
    }
}
