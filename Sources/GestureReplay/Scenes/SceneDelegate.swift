import Foundation
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
    /// `gestureRecognizerShouldBegin` answers true only for a pan whose velocity is mostly along
    /// this axis (`shouldBeginWhen`), nil for no such rule.
    public var beginsMoving: Axis?

    /// The axis a should-begin rule compares a pan's velocity with (`docs/FORMATS.md` §1).
    public enum Axis: String, Sendable, CaseIterable {
        /// |vx| > |vy|.
        case horizontal
        /// |vy| > |vx|.
        case vertical

        /// Whether `velocity` (points per second) is mostly along this axis: strictly, so that
        /// a 45° diagonal and a pan at rest are along neither. The common delegate code, as a
        /// team writes it: `abs(v.x) > abs(v.y)` on `velocity(in:)` (CHOICE: the pan's own view's
        /// coordinates, where a team's code usually reads it).
        public func isAlong(_ velocity: CGPoint) -> Bool {
            switch self {
            case .horizontal: abs(velocity.x) > abs(velocity.y)
            case .vertical: abs(velocity.y) > abs(velocity.x)
            }
        }
    }

    public init() {}
}

/// The delegate a JSON scene implies: `simultaneous` pairs answer true in both directions,
/// `shouldBegin` entries answer as written, and each recognizer's `"delegates"` entry answers
/// its own questions. One object is the delegate of every recognizer the scene says anything
/// of; it tells them apart by identity.
final class SceneDelegate: GestureRecognizerDelegate {
    /// A question's true answers as (asked, other) pairs, by identity: `simultaneous` pairs in
    /// both directions, each `"delegates"` list in its own. A scene's lists are short, and a
    /// scan of them is what an answer costs on every arbitration: no hash, and no copy of
    /// per-recognizer lists, for a question asked of every pair that shares a touch.
    private typealias Pairs = [(asked: ObjectIdentifier, other: ObjectIdentifier)]
    private var simultaneous: Pairs = []
    private var requiresFailure: Pairs = []
    private var requiredToFail: Pairs = []
    /// The views a recognizer's `refusesTouchesIn` names, for those that name one.
    private var refusedViews: [(recognizer: ObjectIdentifier, views: [View])] = []
    private var refusals: [ObjectIdentifier] = []
    /// The pans a `shouldBeginWhen` rule lets begin only along an axis.
    private var axisRules: [(recognizer: ObjectIdentifier, axis: DelegateSpec.Axis)] = []
    private var concerned: [ObjectIdentifier] = []

    init(spec: SceneSpec, instance: SceneInstance) {
        for (a, b) in spec.simultaneous {
            guard let first = instance.recognizer(named: a), let second = instance.recognizer(named: b) else {
                continue
            }
            simultaneous += [
                (ObjectIdentifier(first), ObjectIdentifier(second)),
                (ObjectIdentifier(second), ObjectIdentifier(first)),
            ]
            concerned += [ObjectIdentifier(first), ObjectIdentifier(second)]
        }
        for (name, answer) in spec.shouldBegin {
            guard let recognizer = instance.recognizer(named: name) else { continue }
            if !answer { refusals.append(ObjectIdentifier(recognizer)) }
            concerned.append(ObjectIdentifier(recognizer))
        }
        for (name, delegate) in spec.delegates {
            guard let recognizer = instance.recognizer(named: name) else { continue }
            let id = ObjectIdentifier(recognizer)
            let pairs = { (names: [String]) -> Pairs in
                names.compactMap { instance.recognizer(named: $0).map { (id, ObjectIdentifier($0)) } }
            }
            simultaneous += pairs(delegate.simultaneousWith)
            requiresFailure += pairs(delegate.requiresFailureOf)
            requiredToFail += pairs(delegate.requiredToFailBy)
            let views = delegate.refusesTouchesIn.compactMap(instance.view(named:))
            if !views.isEmpty { refusedViews.append((id, views)) }
            if let axis = delegate.beginsMoving { axisRules.append((id, axis)) }
            concerned.append(id)
        }
    }

    func isConcerned(with recognizer: GestureRecognizer) -> Bool { concerned.contains(ObjectIdentifier(recognizer)) }

    /// Only what the scene says of `gestureRecognizer`: simultaneity for a recognizer of a
    /// `simultaneous` pair or with `simultaneousWith`, `shouldBegin` for one the scene refuses or
    /// gives a `shouldBeginWhen` rule, each `"delegates"` list for one that has it; never
    /// `shouldReceive(event)`.
    func questions(for gestureRecognizer: GestureRecognizer) -> GestureRecognizerDelegateQuestions {
        let id = ObjectIdentifier(gestureRecognizer)
        var questions: GestureRecognizerDelegateQuestions = []
        if refusals.contains(id) || axisRules.contains(where: { $0.recognizer == id }) {
            questions.insert(.shouldBegin)
        }
        if simultaneous.contains(where: { $0.asked == id }) { questions.insert(.shouldRecognizeSimultaneously) }
        if requiresFailure.contains(where: { $0.asked == id }) { questions.insert(.shouldRequireFailure) }
        if requiredToFail.contains(where: { $0.asked == id }) { questions.insert(.shouldBeRequiredToFail) }
        if refusedViews.contains(where: { $0.recognizer == id }) { questions.insert(.shouldReceiveTouch) }
        return questions
    }

    /// False for a recognizer `shouldBegin` refuses; for a pan with a `shouldBeginWhen` rule,
    /// whether its velocity now, as the pan asks to begin (`docs/SEMANTICS.md` §1), is mostly
    /// along the rule's axis.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        let id = ObjectIdentifier(gestureRecognizer)
        if refusals.contains(id) { return false }
        guard let axis = axisRules.first(where: { $0.recognizer == id })?.axis,
            let pan = gestureRecognizer as? PanGestureRecognizer
        else { return true }
        return axis.isAlong(pan.velocity(in: pan.view))
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        SceneDelegate.answer(simultaneous, gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        SceneDelegate.answer(requiresFailure, gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        SceneDelegate.answer(requiredToFail, gestureRecognizer, otherGestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        let id = ObjectIdentifier(gestureRecognizer)
        guard let refused = refusedViews.first(where: { $0.recognizer == id })?.views else { return true }
        var view = touch.view
        while let current = view {
            if refused.contains(where: { $0 === current }) { return false }
            view = current.superview
        }
        return true
    }

    private static func answer(_ pairs: Pairs, _ asked: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        let asked = ObjectIdentifier(asked)
        let other = ObjectIdentifier(other)
        // A loop, not `contains`: a closure isolated to the actor that the standard library
        // calls is checked at run time on every call, and this is asked on every arbitration.
        for pair in pairs where pair.asked == asked && pair.other == other { return true }
        return false
    }
}
