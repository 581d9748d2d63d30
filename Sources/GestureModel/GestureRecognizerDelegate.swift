/// The six decisions a delegate can take for a recognizer: UIKit's
/// `UIGestureRecognizerDelegate`, with UIKit's defaults in the extension.
///
/// The requirements are isolated to `ReplayActor` (UIKit's main actor, as
/// `GestureUIKit` names it), so that a `@MainActor` delegate conforms.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer leaves `possible`; false makes it fail (default true).
    @ReplayActor func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two may be recognized together; either delegate's true wins (default false).
    @ReplayActor func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail (default false).
    @ReplayActor func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail (default false).
    @ReplayActor func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether the recognizer gets a new touch at all (default true).
    @ReplayActor func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the recognizer gets this event's touches (default true).
    @ReplayActor func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: TouchEvent) -> Bool
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
}
