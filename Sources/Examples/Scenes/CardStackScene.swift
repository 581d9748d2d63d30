import Foundation
import GestureModel
import GestureReplay

/// A team's view controller as a scene: `CardStackController`, whose own delegate code decides
/// per touch whether the card's pan may begin (a mostly horizontal velocity) and which touches
/// it gets (none that begin on the like button). The scene adds the controller's view to the
/// window; its views and recognizers keep the names the controller gives them.
public enum CardStackScene {
    /// The scene's name.
    public static let name = "card-stack"

    /// The registered scene.
    public static let scene = SwiftScene(
        name: name, windowWidth: 320, windowHeight: 568,
        summary: "a card that pans only sideways (its controller's delegate code); a swipe up opens details"
    ) { instance in
        let controller = CardStackController()
        instance.retain(controller)
        instance.add(controller.view)
    }
}
