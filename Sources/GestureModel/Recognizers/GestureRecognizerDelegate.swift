/// The six decisions a delegate can take for a recognizer: UIKit's
/// `UIGestureRecognizerDelegate`, with UIKit's defaults in the extension.
///
/// Isolated to `ReplayActor` (UIKit's main actor, as `GestureUIKit` names
/// it), as the SDK declares `@MainActor protocol UIGestureRecognizerDelegate`
/// (a listing of the SDK 27.1 interface:
/// https://onestack.dev/ios-reference/UIKit/UIGestureRecognizerDelegate), so
/// that a `@MainActor` delegate conforms and the model asks it directly.
@ReplayActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer leaves `possible`; false makes it fail (default true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two may be recognized together; either delegate's true wins (default false).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail (default false).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail (default false).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether the recognizer gets a new touch at all (default true).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the recognizer gets this event's touches (default true).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: TouchEvent) -> Bool
    /// The questions this delegate answers for `gestureRecognizer`, read once when it becomes
    /// its delegate; the others get UIKit's default without being asked (default: all six).
    /// UIKit asks a delegate only what it implements: it checks `respondsToSelector:` once, when
    /// the delegate is set, and keeps the answers in the recognizer's `_delegateFlags` (DEC:
    /// class dumps of `UIGestureRecognizer`); a Swift protocol cannot tell an implemented
    /// method from its default, so a delegate that knows says so here. Changing the answer
    /// later takes effect when the delegate is set again.
    func questions(for gestureRecognizer: GestureRecognizer) -> GestureRecognizerDelegateQuestions
}

/// The questions of `GestureRecognizerDelegate`, one flag each.
public struct GestureRecognizerDelegateQuestions: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shouldBegin = Self(rawValue: 1 << 0)
    public static let shouldRecognizeSimultaneously = Self(rawValue: 1 << 1)
    public static let shouldRequireFailure = Self(rawValue: 1 << 2)
    public static let shouldBeRequiredToFail = Self(rawValue: 1 << 3)
    public static let shouldReceiveTouch = Self(rawValue: 1 << 4)
    public static let shouldReceiveEvent = Self(rawValue: 1 << 5)
    public static let all: Self = [
        .shouldBegin, .shouldRecognizeSimultaneously, .shouldRequireFailure, .shouldBeRequiredToFail,
        .shouldReceiveTouch, .shouldReceiveEvent,
    ]
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: TouchEvent) -> Bool {
        true
    }
    public func questions(for gestureRecognizer: GestureRecognizer) -> GestureRecognizerDelegateQuestions {
        .all
    }
}
