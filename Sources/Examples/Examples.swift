import GestureModel
import GestureReplay

/// The recognizers and scenes of the reference apps (`shared/reference/`),
/// registered the way a team registers its own.
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
    }
}
