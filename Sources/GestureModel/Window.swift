import Foundation

/// The root of a view hierarchy: UIKit's `UIWindow`. Its coordinates are
/// window coordinates, in which touches are recorded.
open class Window: View, @unchecked Sendable {
    /// The environment replaying touches into this window.
    public internal(set) var environment: GestureEnvironment? {
        get { environmentReference?.object }
        set { environmentReference = newValue?.reference }
    }

    var environmentReference: UnownedReference<GestureEnvironment>?
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
        reference.object = nil
    }

    open override var window: Window? { self }
}
