import GestureModel

extension Scene {
    /// The type of each of the scene's recognizers, by name, as the fidelity summary groups
    /// them: a JSON scene's `"type"` (`tap`, `pan`, `longPress`, a registered custom type; a
    /// scroll view's own recognizers their registry type), a Swift scene's recognizer the
    /// registered type that builds its class, else its class name (`TickleGestureRecognizer`).
    /// A Swift scene that cannot be built has none.
    public func recognizerTypes(registry: SceneRegistry) -> [String: String] {
        switch self {
        case .json(let spec):
            return Dictionary(
                spec.recognizerNames.compactMap { name in
                    spec.recognizerType(named: name).flatMap { $0.isEmpty ? nil : (name, $0) }
                }
            ) { first, _ in first }
        case .swift:
            // A throwaway instance, built on the caller's thread (`ReplayActor`).
            return ReplayActor.assumeIsolated { swiftRecognizerTypes(registry: registry) }
        }
    }

    /// A Swift scene's recognizer types, from a throwaway instance (none when it cannot be built).
    @ReplayActor
    private func swiftRecognizerTypes(registry: SceneRegistry) -> [String: String] {
        guard let instance = try? instantiate(registry: registry) else { return [:] }
        let registered = Dictionary(
            registry.recognizerTypes.map { (ObjectIdentifier(Swift.type(of: $0.make())), $0.name) }
        ) { first, _ in first }
        return Dictionary(
            instance.recognizers.compactMap { recognizer in
                let kind = Swift.type(of: recognizer)
                return recognizer.name.map { ($0, registered[ObjectIdentifier(kind)] ?? String(describing: kind)) }
            }
        ) { first, _ in first }
    }
}
