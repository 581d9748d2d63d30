import Foundation

/// A one-line text entry: UIKit's `UITextField`, a `UIControl` (DOC: "class
/// UITextField : UIControl"), as far as touches go: it tracks a touch and
/// sends control events as `Control` does (UIKit defaults: user interaction
/// on). Editing, the keyboard and the text-interaction recognizers UIKit adds
/// while editing (tap to place the caret, selection) are not modelled.
open class TextField: Control {
    /// The text the field displays: UIKit's `var text: String?`, "nil by default" (DOC,
    /// UITextField.text). A view controller sets it in `viewDidLoad` and reads it in its action
    /// handlers, so it holds what was set. Editing is not modelled: no touch changes it.
    public var text: String?
    /// The string shown while there is no text: UIKit's `var placeholder: String?`, "nil by
    /// default" (DOC, UITextField.placeholder). Drawing is not modelled: nothing reads it here.
    public var placeholder: String?
}
