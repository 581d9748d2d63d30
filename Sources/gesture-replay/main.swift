import Examples
import GestureReplayCLI

// gesture-replay with UIKit's recognizers and the reference apps' examples registered.
GestureReplayCLI.main(registry: Examples.registry)
