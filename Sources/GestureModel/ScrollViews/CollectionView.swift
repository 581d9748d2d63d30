import Foundation

/// A grid or list of items: UIKit's `UICollectionView`, a `UIScrollView`
/// subclass (DOC: "class UICollectionView : UIScrollView"), as far as touches
/// go: its pan scrolls as `ScrollView`'s does, with `UIScrollView`'s defaults
/// (CHOICE, as `TableView`). Cells and layouts are not modelled: a scene adds
/// the views an item's touches hit as subviews with frames
/// (`docs/SEMANTICS.md` §10).
open class CollectionView: ScrollView {}
