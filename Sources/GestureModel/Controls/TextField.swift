import Foundation

/// A one-line text entry: UIKit's `UITextField`, a `UIControl` (DOC: "class
/// UITextField : UIControl"), as far as touches go: it tracks a touch and
/// sends control events as `Control` does (UIKit defaults: user interaction
/// on). Editing, the keyboard and the text-interaction recognizers UIKit adds
/// while editing (tap to place the caret, selection) are not modelled.
open class TextField: Control, @unchecked Sendable {
    /// The text (UIKit's `text`; editing is not modelled).
    public var text: String?
    /// The placeholder (UIKit's `placeholder`; drawing is not modelled).
    public var placeholder: String?
}
