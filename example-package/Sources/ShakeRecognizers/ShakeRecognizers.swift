import GestureReplay

/// Registers the team's recognizer types (`shake`) in `registry`: the one
/// public symbol of this module, so the recognizer classes stay internal,
/// as they are in the app.
public func registerShakeRecognizers(in registry: inout SceneRegistry) {
    registry.register(
        RecognizerType(
            "shake", make: { ShakeGestureRecognizer(target: nil, action: nil) },
            properties: [
                .integer("requiredReversals", \ShakeGestureRecognizer.requiredReversals, minimum: 1)
            ]))
}
