import Foundation

/// The root of a view hierarchy: UIKit's `UIWindow`. Its coordinates are
/// window coordinates, in which touches are recorded.
open class Window: View {
    /// The environment replaying touches into this window.
    public internal(set) var environment: GestureEnvironment? {
        get { environmentReference?.object }
        set { environmentReference = newValue?.reference }
    }

    var environmentReference: UnownedReference<GestureEnvironment>?

    /// Delivers an event sent to this window: what an app gets on iOS by exchanging the
    /// implementation of `UIWindow.sendEvent(_:)` (Objective-C's method swizzling, which
    /// Swift on Linux does not have). The environment calls it with each input event, its
    /// touches hit-tested and updated, and a closure that delivers the event to recognizers
    /// and views (`docs/SEMANTICS.md` §2 steps 3–8), which it must call exactly once; code
    /// before the call sees the event as the window receives it, code after it sees what
    /// the event did. nil: the event is delivered directly. `GestureRecorder` sets it. Read on
    /// every event and never while being set: no run-time exclusivity check.
    @exclusivity(unchecked) public var sendEventInterceptor: (@ReplayActor (_ event: TouchEvent, _ deliver: () -> Void) -> Void)?
    /// The controller whose view is the window's content (UIKit's `rootViewController`,
    /// default nil). Setting it removes the window's subviews, loads the controller's view
    /// (`loadView()`, `viewDidLoad()`) and adds it filling the window (DOC: "Assigning a view
    /// controller to this property ... installs the view controller's view as the content view
    /// of the window. The new content view is configured to track the window size ... If the
    /// window has an existing view hierarchy, the old views are removed before the new ones
    /// are installed."). The default root view is made at the window's size, so that
    /// `viewDidLoad()` sees it (CHOICE: UIKit makes it at the screen's; a replayed window is
    /// its screen).
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController, let controller = rootViewController else { return }
            for subview in subviews { subview.removeFromSuperview() }
            controller.frameForLoadedView = bounds
            let root: View = controller.view
            root.frame = bounds
            addSubview(root)
        }
    }

    /// This window, for touches (cleared when it goes).
    let reference = UnownedReference<Window>()

    /// A window of the given size, named "window".
    public init(size: CGSize) {
        super.init(name: "window", frame: CGRect(origin: .zero, size: size))
        reference.object = self
    }

    /// A window at `frame` (UIKit's `UIWindow(frame:)`), named "window".
    public override init(frame: CGRect) {
        super.init(name: "window", frame: frame)
        reference.object = self
    }

    deinit {
        // Released on the thread that replayed it: its main thread (`ReplayActor`).
        ReplayActor.runUnchecked { reference.object = nil }
    }

    open override var window: Window? { self }
}
