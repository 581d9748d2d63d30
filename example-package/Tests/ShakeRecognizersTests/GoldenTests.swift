import GestureReplay
import GestureReplayTesting
import ShakeRecognizers
import Testing

/// UIKit's recognizers plus the team's, as `my-gesture-replay` registers them.
let registry: SceneRegistry = {
    var registry = SceneRegistry.builtIn
    registerShakeRecognizers(in: &registry)
    return registry
}()

/// The goldens `swift run my-gesture-replay run --all` checks (recordings/gestures.sqlite), one
/// test case per stored session: a failure names its session and prints what `run` prints, with
/// the commands to look and to accept.
let goldens = GoldenSuite(registry: registry, program: "swift run my-gesture-replay")

@Test("a stored session replays unchanged", arguments: try goldens.sessionNames())
func golden(_ session: String) throws {
    try goldens.expectUnchanged(session)
}

/// A touch log kept beside the tests with its outcome file, no database: a 5 pt wobble is
/// neither a shake nor a pan.
///
/// The outcome file's lines, from the recognizers' code and the model's rules: no leg reaches
/// the shake's `minimumLeg` (15 pt), so the shake fails when the finger lifts (its
/// `touchesEnded`); the pan never moves its 10 pt hysteresis and fails at the lift too, after the
/// shake (recognizers hear a touch in the order they were attached, the scene's order); the
/// view saw every touch as it came, and its held lift is delivered once no recognizer is possible.
@Test func wobbleIsNeitherShakeNorPan() throws {
    try OutcomeFile(
        touches: "Tests/Goldens/too-small-to-shake.touches.jsonl", scene: "recordings/scenes/undo-shake.scene.json",
        outcome: "Tests/Goldens/too-small-to-shake.outcome.jsonl", registry: registry,
        program: "swift run my-gesture-replay"
    ).expectMatches()
}
