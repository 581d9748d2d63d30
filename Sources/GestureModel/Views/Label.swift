import Foundation

/// A view that shows text: UIKit's `UILabel`, as far as touches go. It takes
/// no touch by default: `isUserInteractionEnabled` starts false (DOC,
/// `UILabel.isUserInteractionEnabled`: "This class changes the default value
/// of this property to false"), so hit testing skips it and its subviews and
/// a touch on it hits the view below (`docs/SEMANTICS.md` §10). Text and
/// drawing are not modelled.
open class Label: View {
    /// A label named `name` at `frame`, not taking touches.
    public override init(name: String = "", frame: CGRect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    /// A label at `frame`, named after its type, not taking touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The text shown (UIKit's `text`; drawing is not modelled).
    public var text: String?
}
