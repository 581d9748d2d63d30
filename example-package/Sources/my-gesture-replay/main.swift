import GestureReplay
import GestureReplayCLI
import ShakeRecognizers

// UIKit's recognizers plus ours; every gesture-replay command comes with it.
var registry = SceneRegistry.builtIn
registry.register(RecognizerType("shake", make: ShakeGestureRecognizer.init, properties: [
    .integer("requiredReversals", \.requiredReversals, minimum: 1)
]))
GestureReplayCLI.main(registry: registry)
