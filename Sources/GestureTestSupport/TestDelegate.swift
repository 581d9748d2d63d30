import GestureModel

/// A recognizer delegate whose answers are closures, for tests: each decision
/// left nil gives UIKit's default.
///
/// ```swift
/// let delegate = TestDelegate()
/// delegate.shouldBegin = { _ in false }
/// tap.delegate = delegate
/// ```
public final class TestDelegate: GestureRecognizerDelegate {
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    public var shouldRequireFailure: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    public var shouldBeRequiredToFail: ((GestureRecognizer, GestureRecognizer) -> Bool)?
    public var shouldReceiveTouch: ((GestureRecognizer, Touch) -> Bool)?
    /// What `questions(for:)` answers: all six unless a test says otherwise.
    public var questions: GestureRecognizerDelegateQuestions = .all

    public init() {}

    public func questions(for gestureRecognizer: GestureRecognizer) -> GestureRecognizerDelegateQuestions {
        questions
    }

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        shouldBegin?(gestureRecognizer) ?? true
    }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        shouldRecognizeSimultaneously?(gestureRecognizer, otherGestureRecognizer) ?? false
    }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        shouldRequireFailure?(gestureRecognizer, otherGestureRecognizer) ?? false
    }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool {
        shouldBeRequiredToFail?(gestureRecognizer, otherGestureRecognizer) ?? false
    }

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        shouldReceiveTouch?(gestureRecognizer, touch) ?? true
    }
}
