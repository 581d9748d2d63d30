import Foundation

/// A view that shows an image: UIKit's `UIImageView`, as far as touches go.
/// It takes no touch by default: `isUserInteractionEnabled` starts false
/// (DOC, `UIImageView.isUserInteractionEnabled`: "This class changes the
/// default value of this property to false"), so a tap on an image view
/// whose interaction was not turned on goes to the view below and to its
/// recognizers, and a recognizer attached to the image view itself sees no
/// touch (`docs/SEMANTICS.md` §10). Images are not modelled.
open class ImageView: View {
    /// An image view named `name` at `frame`, not taking touches.
    public override init(name: String = "", frame: CGRect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view at `frame`, named after its type, not taking touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
