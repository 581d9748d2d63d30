#if canImport(UIKit)
    import UIKit
#else
    import GestureUIKit
#endif

/// A card-stack screen as a team writes it, with its view controller as the delegate of the
/// card's pan: the card is dragged sideways (to like or skip it) only when the finger moves
/// mostly sideways; a mostly vertical move is left to the screen's swipe up, which opens the
/// card's details. The like button on the card takes its own taps: the pan never gets a touch
/// that begins on it.
///
/// Views (points, in a 320 × 568 screen): `screen` fills it; `card` at (20, 84, 280, 400) on
/// it; `like` (a button) at (200, 320, 64, 64) on the card. Recognizers: `detailsSwipe` (a swipe
/// up) on `screen`, `cardPan` on `card`, with this controller as its delegate.
public final class CardStackController: NSObject, UIGestureRecognizerDelegate {
    public let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    public let card = UIView(frame: CGRect(x: 20, y: 84, width: 280, height: 400))
    public let likeButton = UIButton(frame: CGRect(x: 200, y: 320, width: 64, height: 64))
    public let cardPan = UIPanGestureRecognizer()
    public let detailsSwipe = UISwipeGestureRecognizer()

    public override init() {
        super.init()
        view.accessibilityIdentifier = "screen"
        card.accessibilityIdentifier = "card"
        likeButton.accessibilityIdentifier = "like"
        view.addSubview(card)
        card.addSubview(likeButton)
        detailsSwipe.name = "detailsSwipe"
        detailsSwipe.direction = .up
        view.addGestureRecognizer(detailsSwipe)
        cardPan.name = "cardPan"
        cardPan.delegate = self
        card.addGestureRecognizer(cardPan)
    }

    /// Only a mostly horizontal drag moves the card.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === cardPan else { return true }
        let velocity = cardPan.velocity(in: view)
        return abs(velocity.x) > abs(velocity.y)
    }

    /// A touch that begins on the like button is the button's alone.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.view !== likeButton
    }
}
