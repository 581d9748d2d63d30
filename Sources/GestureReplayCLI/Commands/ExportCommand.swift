import GestureSuite
import Foundation
import GestureImport
import GestureReplay
import GestureStore

/// `export NAME --format touchlog|w3c` and `goldens`: stored data back out as text.
enum ExportCommand {
    static let spec = CommandSpec(
        "export", abstract: "Write a stored session out as a touch log (or W3C actions, to replay on a device through Appium).",
        arguments: [.required("name", help: "The session.")],
        options: [
            .option("format", value: "format", default: "touchlog", choices: ["touchlog", "w3c"],
                    help: "touchlog (docs/FORMATS.md §2) or w3c (WebDriver actions with pointerType touch)."),
            .option("output", short: "o", value: "file", help: "Write to this file instead of standard output."),
        ])

    static func run(_ arguments: ParsedArguments, _ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let name = arguments.argument("name")!
        let workspace = Workspace(registry: registry, arguments: arguments, context: context)
        let store = try workspace.openStoreForReading()
        guard let session = try store.session(named: name) else { throw StoreError.noSuchSession(name: name) }
        let text = arguments.value("format") == "w3c" ? W3CActionsWriter().write(session) : TouchLog.write(session)
        if let output = arguments.value("output") {
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

enum GoldensCommand {
    static let spec = CommandSpec(
        "goldens",
        abstract: "Print every golden as text, for code review and `git diff` of the database.",
        discussion: [
            "With a database argument it reads that file, so that git can use it as a textconv filter: git config diff.gesture-replay.textconv 'gesture-replay goldens' and, in .gitattributes, *.sqlite diff=gesture-replay.",
        ],
        arguments: [.optional("database", help: "The database to read (default: --db).")])

    static func run(_ arguments: ParsedArguments, _ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let path = arguments.argument("database") ?? context.databasePath
        let workspace = Workspace(registry: registry, databasePath: path)
        let store = try workspace.openStoreForReading()
        for golden in try store.goldens() {
            let scene = try store.sessionSummary(named: golden.session)?.scene ?? "?"
            context.terminal.print("== \(golden.session) (scene \(scene), \(golden.origin.rawValue), gesture-replay \(golden.toolVersion))")
            context.terminal.standardOutput.write(golden.outcome)
        }
        return .success
    }
}
