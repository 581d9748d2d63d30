import GestureModel

/// One recognizer's delegate decisions as a scene file states them (`"delegates"`,
/// `docs/FORMATS.md` §1): UIKit's `UIGestureRecognizerDelegate` answers, without Swift. Each
/// list names those the delegate answers true for; every other question gets UIKit's default.
public struct DelegateSpec: Equatable, Sendable {
    /// `gestureRecognizer(_:shouldReceive:)` answers false for a touch that begins in one of
    /// these views or a view inside one (its hit view, fixed at touch-down, `docs/SEMANTICS.md` §2).
    public var refusesTouchesIn: [String] = []
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answers true for these. Asked of
    /// this recognizer's delegate only: the other's delegate keeps its own answer (either true
    /// wins, as in UIKit).
    public var simultaneousWith: [String] = []
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`: this recognizer waits for these to fail.
    public var requiresFailureOf: [String] = []
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: these wait for this recognizer to fail.
    public var requiredToFailBy: [String] = []

    public init() {}
}

/// The delegate a JSON scene implies: `simultaneous` pairs answer true in both directions,
/// `shouldBegin` entries answer as written, and each recognizer's `"delegates"` entry answers
/// its own questions. One object is the delegate of every recognizer the scene says anything
/// of; it tells them apart by identity.
final class SceneDelegate: GestureRecognizerDelegate {
    private var pairs: [(ObjectIdentifier, ObjectIdentifier)] = []
    private var refusals: [ObjectIdentifier] = []
    private var concerned: [ObjectIdentifier] = []
    /// Each recognizer's `"delegates"` entry, by identity, with names resolved.
    private var answers: [ObjectIdentifier: Answers] = [:]

    private struct Answers {
        var refusesTouchesIn: [View] = []
        var simultaneousWith: [ObjectIdentifier] = []
        var requiresFailureOf: [ObjectIdentifier] = []
        var requiredToFailBy: [ObjectIdentifier] = []
    }

    init(spec: SceneSpec, instance: SceneInstance) {
        for (a, b) in spec.simultaneous {
            guard let first = instance.recognizer(named: a), let second = instance.recognizer(named: b) else {
                continue
            }
            pairs.append((ObjectIdentifier(first), ObjectIdentifier(second)))
            concerned += [ObjectIdentifier(first), ObjectIdentifier(second)]
        }
        for (name, answer) in spec.shouldBegin {
            guard let recognizer = instance.recognizer(named: name) else { continue }
            if !answer { refusals.append(ObjectIdentifier(recognizer)) }
            concerned.append(ObjectIdentifier(recognizer))
        }
        let identity = { (name: String) in instance.recognizer(named: name).map(ObjectIdentifier.init) }
        for (name, delegate) in spec.delegates {
            guard let recognizer = instance.recognizer(named: name) else { continue }
            answers[ObjectIdentifier(recognizer)] = Answers(
                refusesTouchesIn: delegate.refusesTouchesIn.compactMap(instance.view(named:)),
                simultaneousWith: delegate.simultaneousWith.compactMap(identity),
                requiresFailureOf: delegate.requiresFailureOf.compactMap(identity),
                requiredToFailBy: delegate.requiredToFailBy.compactMap(identity))
            concerned.append(ObjectIdentifier(recognizer))
        }
    }

    func isConcerned(with recognizer: GestureRecognizer) -> Bool { concerned.contains(ObjectIdentifier(recognizer)) }

    /// Only what the scene says of `gestureRecognizer`: simultaneity for a recognizer of a
    /// `simultaneous` pair or with `simultaneousWith`, `shouldBegin` for one the scene refuses, each
    /// `"delegates"` list for one that has it; never `shouldReceive(event)`.
    func questions(for gestureRecognizer: GestureRecognizer) -> GestureRecognizerDelegateQuestions {
        let id = ObjectIdentifier(gestureRecognizer)
        var questions: GestureRecognizerDelegateQuestions = []
        if refusals.contains(id) { questions.insert(.shouldBegin) }
        if pairs.contains(where: { $0.0 == id || $0.1 == id }) { questions.insert(.shouldRecognizeSimultaneously) }
        if let answer = answers[id] {
            if !answer.simultaneousWith.isEmpty { questions.insert(.shouldRecognizeSimultaneously) }
            if !answer.requiresFailureOf.isEmpty { questions.insert(.shouldRequireFailure) }
            if !answer.requiredToFailBy.isEmpty { questions.insert(.shouldBeRequiredToFail) }
            if !answer.refusesTouchesIn.isEmpty { questions.insert(.shouldReceiveTouch) }
        }
        return questions
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !refusals.contains(ObjectIdentifier(gestureRecognizer))
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        let a = ObjectIdentifier(gestureRecognizer)
        let b = ObjectIdentifier(otherGestureRecognizer)
        return pairs.contains { ($0.0 == a && $0.1 == b) || ($0.0 == b && $0.1 == a) }
            || answers[a]?.simultaneousWith.contains(b) == true
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        answers[ObjectIdentifier(gestureRecognizer)]?.requiresFailureOf.contains(
            ObjectIdentifier(otherGestureRecognizer)) == true
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        answers[ObjectIdentifier(gestureRecognizer)]?.requiredToFailBy.contains(
            ObjectIdentifier(otherGestureRecognizer)) == true
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let refused = answers[ObjectIdentifier(gestureRecognizer)]?.refusesTouchesIn, !refused.isEmpty else {
            return true
        }
        var view = touch.view
        while let current = view {
            if refused.contains(where: { $0 === current }) { return false }
            view = current.superview
        }
        return true
    }
}
