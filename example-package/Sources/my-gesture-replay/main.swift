import GestureReplay
import GestureReplayCLI
import ShakeRecognizers

// UIKit's recognizers plus ours; every gesture-replay command comes with it.
var registry = SceneRegistry.builtIn
registerShakeRecognizers(in: &registry)
GestureReplayCLI.main(registry: registry)
