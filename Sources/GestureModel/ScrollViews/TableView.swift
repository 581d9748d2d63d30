import Foundation

/// A list of rows: UIKit's `UITableView`, a `UIScrollView` subclass (DOC:
/// "class UITableView : UIScrollView"), as far as touches go: its pan
/// scrolls as `ScrollView`'s does, with `UIScrollView`'s defaults (CHOICE:
/// Apple documents no other default for the properties touches read). Cells,
/// their data source and row selection need the table's layout, which the
/// model does not have: a scene adds the views a row's touches hit as
/// subviews with frames (`docs/SEMANTICS.md` §10).
open class TableView: ScrollView {
    /// UIKit's `UITableView.Style` (drawing only: no touch depends on it).
    public enum Style: Sendable {
        case plain, grouped, insetGrouped
    }

    /// The style given at creation (UIKit default `.plain`).
    public let style: Style

    /// A table view named `name` at `frame`.
    public init(name: String = "", frame: CGRect = .zero, style: Style = .plain) {
        self.style = style
        super.init(name: name, frame: frame)
    }

    /// A table view at `frame` of `style`, named after its type (UIKit's `init(frame:style:)`).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table view at `frame`, named after its type.
    public override init(frame: CGRect) {
        self.style = .plain
        super.init(frame: frame)
    }
}
