import GestureModel
import GestureReplay

/// The recognizers and scenes of the five reference apps (README.md, "The
/// reference apps", lists the articles they were ported from),
/// registered the way a team registers its own.
///
/// Recognizer types: `tickle` (000), `happyTickle` (002), `cross` and
/// `crossFixed` (001), `swirl` (004). Swift scenes: `photo-viewer` (000),
/// `tap-count-view` (003, first way), `knob` (004), and `card-stack`, a team's
/// view controller whose delegate code decides per touch (`CardStackController`). The other
/// scenes are files in `recordings/scenes/`.
public enum Examples {
    /// The built-in recognizers plus every example recognizer type and Swift scene.
    public static var registry: SceneRegistry {
        var registry = SceneRegistry.builtIn
        register(into: &registry)
        return registry
    }

    /// Adds the example recognizer types and Swift scenes to `registry`.
    public static func register(into registry: inout SceneRegistry) {
        registry.register(RecognizerType("tickle", make: TickleGestureRecognizer.init))
        registry.register(RecognizerType("happyTickle", make: HappyGestureRecognizer.init))
        registry.register(RecognizerType("cross", make: CrossGestureRecognizer.init))
        registry.register(RecognizerType("crossFixed", make: { FixedCrossGestureRecognizer(target: nil, action: nil) }))
        registry.register(RecognizerType("swirl", make: SwirlGestureRecognizer.init))
        registry.register(PhotoViewerScene.scene)
        registry.register(TapCountViewScene.scene)
        registry.register(KnobScene.scene)
        registry.register(CardStackScene.scene)
    }
}
