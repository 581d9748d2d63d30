import Foundation

/// A one-line text entry: UIKit's `UITextField`, a `UIControl` (DOC: "class
/// UITextField : UIControl"), as far as touches go: it tracks a touch and
/// sends control events as `Control` does (UIKit defaults: user interaction
/// on). Editing, the keyboard and the text-interaction recognizers UIKit adds
/// while editing (tap to place the caret, selection) are not modelled.
open class TextField: Control {
    /// UIKit's `text` and `placeholder`: a view controller sets them in `viewDidLoad`, so a
    /// team's file that does compiles here. No touch reads them (editing and drawing are not
    /// modelled), so they hold what was set and nothing else.
    public var text: String?
    public var placeholder: String?
}
