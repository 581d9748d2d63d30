import GestureModel
import Synchronization

/// The Swift class name of the recognizers a `RecognizerType` makes
/// (`String(describing: type(of: make()))`, e.g. `TickleGestureRecognizer`):
/// how an app's own recorder names a recognizer subclass in a scene. Made
/// once, when first asked for, so a registry costs no recognizer until a
/// scene names a type by its class.
final class RecognizerClassName: Sendable {
    private let name = Mutex<String?>(nil)

    /// The class name of what `make` builds, made on the first call.
    func value(_ make: @ReplayActor () -> GestureRecognizer) -> String {
        name.withLock { name in
            if let name { return name }
            // A recognizer made only for its class, on the caller's thread (`ReplayActor`).
            let made = ReplayActor.assumeIsolated { String(describing: type(of: make())) }
            name = made
            return made
        }
    }

    /// Whether a scene's `"type"` is written as a class name (`ShakeGestureRecognizer`) rather
    /// than a registered name (`shake`): it starts with an upper-case letter, as Swift's class
    /// names do and the registered names of `docs/FORMATS.md` §1 do not.
    static func isClassName(_ type: String) -> Bool {
        type.first?.isUppercase == true
    }

    /// The name to register the class `className` under, as the README's examples name theirs:
    /// without `GestureRecognizer`, its leading capitals lower-cased (`ShakeGestureRecognizer`
    /// → `shake`, `HappyTickleGestureRecognizer` → `happyTickle`, `URLSwipeGestureRecognizer` →
    /// `urlSwipe`).
    static func registeredName(for className: String) -> String {
        var stem = Substring(className)
        if stem.hasSuffix("GestureRecognizer") && stem.count > "GestureRecognizer".count {
            stem = stem.dropLast("GestureRecognizer".count)
        }
        let capitals = stem.prefix(while: \.isUppercase).count
        // Of a run of capitals before a lower-case letter, the last begins the next word.
        let lowered = capitals > 1 && capitals < stem.count ? capitals - 1 : capitals
        return stem.prefix(lowered).lowercased() + stem.dropFirst(lowered)
    }
}
