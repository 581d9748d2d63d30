import Foundation

/// A scrollable, multi-line text view: UIKit's `UITextView`, a
/// `UIScrollView` subclass (DOC: "class UITextView : UIScrollView"), as far as
/// touches go: its pan scrolls its content as `ScrollView`'s does, with
/// `UIScrollView`'s defaults. Editing and its text-interaction recognizers
/// are not modelled.
open class TextView: ScrollView {
    /// The text (UIKit's `text`; editing and drawing are not modelled).
    public var text: String?
}
