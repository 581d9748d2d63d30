import Foundation

/// The object that builds and owns a screen's views: UIKit's
/// `UIViewController`, as far as touches go. A subclass builds its views
/// with frames, adds its recognizers and sets their delegates (often itself)
/// in `viewDidLoad()`, or makes its root view in `loadView()`; a Swift scene
/// made from it (`SwiftScene(name:controller:)`) installs `view` filling the
/// window, as a window's root view controller's is (`docs/SEMANTICS.md` §10).
///
/// No layout engine runs: the frames a controller gives are the frames
/// touches hit; views placed by Auto Layout constraints (or a stack view's
/// arrangement) keep the frames they were created with.
///
/// Isolated to `ReplayActor`, as UIKit declares `@MainActor class
/// UIViewController` (its header marks it `NS_SWIFT_UI_ACTOR`).
@ReplayActor
open class ViewController {
    private var loadedView: View?
    /// The frame the default `loadView()` gives the root view: the window's bounds once the
    /// controller is a window's root (`Window.rootViewController`), else zero.
    var frameForLoadedView = CGRect.zero

    /// A view controller whose view is not loaded yet.
    public init() {}

    /// The root view, loaded on first access by `loadView()`, then `viewDidLoad()` (DOC,
    /// `UIViewController.view`: "If you access this property when its value is nil, the view
    /// controller automatically calls the loadView() method and returns the resulting view";
    /// `viewDidLoad()`: "Called after the controller's view is loaded into memory").
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether `view` has been loaded (UIKit's `isViewLoaded`).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet: `loadView()`, then `viewDidLoad()` (UIKit's
    /// `loadViewIfNeeded()`). Called while the scene is built, on the replay's thread.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    /// Makes the root view and sets `view`. The default makes a plain view (DOC,
    /// `loadView()`: without a nib file, "this method creates a plain UIView object
    /// instead"), the window's size when the controller is a window's root.
    open func loadView() {
        view = View(frame: frameForLoadedView)
    }

    /// Called once `view` is loaded: where a subclass adds its subviews and recognizers. The
    /// default does nothing.
    open func viewDidLoad() {}
}
