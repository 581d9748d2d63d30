// GestureUIKit: UIKit's Swift API over GestureModel, so that a recognizer
// file written for UIKit compiles on Linux with only its imports changed:
//
//     #if canImport(UIKit)
//     import UIKit
//     import UIKit.UIGestureRecognizerSubclass
//     #else
//     import GestureUIKit
//     #endif
//
// The UIKit names are typealiases of the model's own classes (one class
// hierarchy: a `UIPanGestureRecognizer` is a `PanGestureRecognizer`), and the
// clocks UIKit code reads (`DispatchQueue.main`, `DispatchTime`, `Timer`,
// `CACurrentMediaTime()`, `Date()`) are this module's own types and
// functions, which win name lookup over Foundation's and Dispatch's in a
// file that imports this module: Swift prefers a declaration of a module to
// one of a module it imports. They run on the virtual clock of the session
// being replayed (`GestureEnvironment.current`).
//
// Do not also `import Foundation` in such a file: UIKit re-exports it, and so
// does this module; a file that imports Foundation itself sees both
// `Foundation.Timer` and this module's `Timer` (and both `Date.init()`s) and
// gets an "ambiguous use" compile error.

@_exported import Foundation
import GestureModel

/// UIKit's `UIGestureRecognizer`: the model's `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UITapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UIScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIKit's `UISwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's `UIPinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's `UIRotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UITouch`.
public typealias UITouch = Touch
/// UIKit's `UIEvent` (of type touches).
public typealias UIEvent = TouchEvent
/// UIKit's `UIView`.
public typealias UIView = View
/// UIKit's `UIWindow`.
public typealias UIWindow = Window
/// UIKit's `UIControl`: touch tracking and control events (`docs/SEMANTICS.md` §9).
public typealias UIControl = Control
/// UIKit's `UIButton`, as far as touches go: its single tap beats a superview's.
public typealias UIButton = Button
/// UIKit's `UISwitch`, as far as touches go: `isOn`, flipped by a tap (`docs/SEMANTICS.md` §9).
public typealias UISwitch = Switch
/// UIKit's `UISlider`, as far as touches go: a thumb dragged along `value`.
public typealias UISlider = Slider
/// UIKit's `UISegmentedControl`, as far as touches go: the segment under a tap is selected.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's `UIStepper`, as far as touches go: a touch-down on a half steps `value`.
public typealias UIStepper = Stepper
/// Core Graphics' `CGAffineTransform` (the model's, which `View.transform` takes; with its
/// `applying(_:)` for points, sizes and rectangles).
public typealias CGAffineTransform = GestureModel.CGAffineTransform
/// UIKit's `UIScrollView`, as far as touches go: its pan, its touch delay and its offset
/// (`docs/SEMANTICS.md` §10).
public typealias UIScrollView = ScrollView
/// UIKit's `UIEdgeInsets` (a negative inset grows a rectangle: `CGRect.inset(by:)`).
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `UILabel`, as far as touches go: user interaction off by default.
public typealias UILabel = Label
/// UIKit's `UIImageView`, as far as touches go: user interaction off by default.
public typealias UIImageView = ImageView
/// UIKit's `UIStackView`, as far as touches go; no layout engine arranges its views.
public typealias UIStackView = StackView
/// UIKit's `UITextField`, as far as touches go: a control; editing is not modelled.
public typealias UITextField = TextField
/// UIKit's `UITextView`, as far as touches go: a scroll view; editing is not modelled.
public typealias UITextView = TextView
/// UIKit's `UITableView`, as far as touches go: a scroll view; cells are not modelled.
public typealias UITableView = TableView
/// UIKit's `UICollectionView`, as far as touches go: a scroll view; cells are not modelled.
public typealias UICollectionView = CollectionView
/// UIKit's `UIViewController`: its `view`, `loadView()` and `viewDidLoad()`.
public typealias UIViewController = ViewController
/// UIKit's `UIRectEdge`, as far as screen-edge pans use it.
public typealias UIRectEdge = ScreenEdgePanGestureRecognizer.Edges
/// The Objective-C selector type Swift on Linux lacks (`#selector` does not compile there).
public typealias Selector = GestureModel.Selector
/// A target that calls its methods by selector (see `Selector`).
public typealias SelectorPerforming = GestureModel.SelectorPerforming

/// UIKit's main actor, as a replay runs it: the thread replaying the
/// session is its main thread (see `ReplayActor`, and its trade-off for
/// mutable `static` state under `--jobs 2`). `@MainActor` and
/// `MainActor.assumeIsolated` in a file that imports this module mean this actor.
public typealias MainActor = ReplayActor

extension View {
    /// UIKit's `accessibilityIdentifier`: the view's name, which outcomes and scenes use (nil
    /// while it has none).
    public var accessibilityIdentifier: String? {
        get { name.isEmpty ? nil : name }
        set { name = newValue ?? "" }
    }

    /// Drawing is not modelled: does nothing (UIKit's `setNeedsDisplay()`).
    public func setNeedsDisplay() {}
    /// Layout is not modelled: does nothing (UIKit's `setNeedsLayout()`).
    public func setNeedsLayout() {}
}
