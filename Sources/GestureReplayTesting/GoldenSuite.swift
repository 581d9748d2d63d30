import Foundation
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// A team's stored sessions replayed from its own `swift test`: the goldens `run --all` checks,
/// one test case per session, failing with the message `run` prints.
///
/// ```swift
/// import GestureReplayTesting
/// import Testing
///
/// let goldens = GoldenSuite(registry: myRegistry, program: "swift run my-gesture-replay")
///
/// @Test(arguments: try goldens.sessionNames())
/// func golden(_ session: String) throws {
///     try goldens.expectUnchanged(session)
/// }
/// ```
///
/// Paths are read from the package that holds the test file (the folder with `Package.swift`
/// above `filePath`), whatever directory `swift test` runs in. The suite only reads the database:
/// it never approves or records a golden, in CI or anywhere (`approve` does, from the command the
/// failure prints).
public struct GoldenSuite: Sendable {
    /// The package the paths are read from.
    public var root: URL
    /// The database, the scenes and the history, as `run` would use them.
    public var workspace: Workspace
    /// Whether the tests run in CI (`$CI` set and not `false` or `0`): new and empty sessions fail there, as in `run`.
    public var isCI: Bool

    /// The suite of the database at `database` (from the package root; `recordings/gestures.sqlite`
    /// by default) with scene files from `scenes` (by default `scenes/` beside the database).
    /// `program` is how a failure's commands run the team's tool, from the package root.
    public init(
        database: String = Workspace.defaultDatabasePath, scenes: String? = nil, registry: SceneRegistry = .builtIn,
        program: String = "gesture-replay", filePath: StaticString = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let root = PackageRoot.containing(filePath: "\(filePath)")
        self.root = root
        self.isCI = ContinuousIntegration.isSet(in: environment)
        var global: [ToolCommand.Option] = []
        if database != Workspace.defaultDatabasePath { global.append(.option("db", database)) }
        var carried: [ToolCommand.Option] = []
        if let scenes { carried.append(.init(name: "scenes", values: [scenes])) }
        let command = ToolCommand(
            program: PackageRoot.fromCurrentDirectory(root) + program, globalOptions: global, carriedOptions: carried,
            optionsTaken: ["show": ["scenes"]])
        self.workspace = Workspace(
            registry: registry, databasePath: PackageRoot.resolve(database, in: root).path,
            sceneFolder: scenes.map { PackageRoot.resolve($0, in: root) }, command: command)
        self.databaseShownAs = database
    }

    /// The database's path as the failure messages show it: from the package root.
    private var databaseShownAs: String

    /// Every stored session's name, sorted: the arguments of a parameterized test. A database
    /// with no session is an error, so that a parameterized test cannot pass with no case.
    public func sessionNames() throws -> [String] {
        let names = try workspace.openStoreForReading().sessionNames()
        guard !names.isEmpty else {
            throw InputError(
                file: databaseShownAs, line: 0,
                reason: "holds no session, so nothing would be tested; import one: "
                    + workspace.command("import", "DUMP", options: [.option("scene", "NAME")]))
        }
        return names
    }

    /// Replays the stored session `name` in its scene and compares it with its golden, as
    /// `run` does.
    public func verdict(of name: String) throws -> SessionVerdict {
        let store = try workspace.openStoreForReading()
        guard let summary = try store.sessionSummary(named: name) else { throw StoreError.noSuchSession(name: name) }
        let found = try workspace.sceneFinder(store: store).find([summary.scene])
        let runner = SuiteRunner(workspace: workspace, replayer: Replayer(registry: workspace.registry), jobs: 1)
        return try runner.run(names: [name], found: found)[0]
    }

    /// Why `verdict` fails the test, in `run`'s words (what differs, where the golden is, the
    /// commands to look and to accept); nil when it does not fail (a pass, or a new or empty
    /// session outside CI).
    public func failureMessage(for verdict: SessionVerdict) -> String? {
        guard verdict.status.fails(inCI: isCI) else { return nil }
        return verdict.failureLines(databasePath: databaseShownAs, isCI: isCI, command: workspace.command)
            .joined(separator: "\n")
    }
}
