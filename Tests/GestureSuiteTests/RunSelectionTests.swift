import Foundation
import GestureModel
import GestureReplay
import GestureStore
import GestureSuite
import Testing

/// What `run` replays (`RunSelection`): the sessions named or all, checked, less the retired.
@Suite struct RunSelectionTests {
    static let retiredAt = Date(timeIntervalSince1970: 1_700_000_000)

    /// A store of "a", "b" and "c" in scene "plain" (in no scene folder), "b" retired.
    static func store() throws -> Store {
        let store = try Store.inMemory(now: { retiredAt })
        for name in ["c", "a", "b"] {
            let session = TouchSession(
                name: name, scene: "plain",
                samples: [TouchSample(time: .zero, touch: 1, phase: .began, x: 1, y: 1)])
            try store.insertSession(session, source: SessionSource(format: .touchlog))
        }
        #expect(try store.retireSession(named: "b"))
        return store
    }

    static let workspace = Workspace(
        registry: .builtIn, databasePath: "/nonexistent/gestures.sqlite",
        sceneFolder: URL(fileURLWithPath: "/nonexistent/scenes"))

    @Test("all: every stored session by name, the retired one listed apart with its scene not found")
    func all() throws {
        let selection = try RunSelection(names: nil, shard: nil, store: try Self.store(), workspace: Self.workspace)
        #expect(selection.names == ["a", "c"])
        #expect(
            selection.retired == [RetiredSession(name: "b", scene: "plain", retiredAt: Self.retiredAt, isSceneFound: false)])
        #expect(selection.scenes.isEmpty)
    }

    @Test("names keep their order; a name not stored is an error")
    func named() throws {
        let store = try Self.store()
        let selection = try RunSelection(names: ["c", "b", "a"], shard: nil, store: store, workspace: Self.workspace)
        #expect(selection.names == ["c", "a"])
        #expect(throws: StoreError.noSuchSession(name: "d")) {
            try RunSelection(names: ["a", "d"], shard: nil, store: store, workspace: Self.workspace)
        }
    }
}
