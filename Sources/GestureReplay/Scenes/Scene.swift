import Foundation
import GestureModel

/// A scene a session can be replayed in: a JSON spec or a Swift-built scene.
public enum Scene: Sendable {
    case json(SceneSpec)
    case swift(SwiftScene)

    /// The scene's name.
    public var name: String {
        switch self {
        case .json(let spec): spec.name
        case .swift(let scene): scene.name
        }
    }

    /// Whether the scene's sessions are meant to produce no observation at all.
    public var emptyOutcomesExpected: Bool {
        switch self {
        case .json(let spec): spec.emptyOutcomesExpected
        case .swift(let scene): scene.emptyOutcomesExpected
        }
    }

    /// Builds a fresh instance. Thresholds are the model's defaults, then the
    /// scene's own `thresholds`, then `overrides` (a run's `--threshold`).
    @ReplayActor
    public func instantiate(registry: SceneRegistry, overrides: [(key: Thresholds.Key, value: Double)] = [])
        throws(SceneError)
        -> SceneInstance
    {
        switch self {
        case .json(let spec):
            return try spec.instantiate(registry: registry, overrides: overrides)
        case .swift(let scene):
            var thresholds = Thresholds()
            thresholds.override(overrides)
            let instance = SceneInstance(
                name: scene.name, windowSize: CGSize(width: scene.windowWidth, height: scene.windowHeight),
                thresholds: thresholds)
            scene.build(instance)
            try instance.apply(scene.timeline, file: scene.name)
            return instance
        }
    }
}
