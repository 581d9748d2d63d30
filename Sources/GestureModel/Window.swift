import Foundation

/// The root of a view hierarchy: UIKit's `UIWindow`. Its coordinates are
/// window coordinates, in which touches are recorded.
open class Window: View {
    /// The environment replaying touches into this window.
    public internal(set) weak var environment: GestureEnvironment?

    /// A window of the given size, named "window".
    public init(size: CGSize) {
        super.init(name: "window", frame: CGRect(origin: .zero, size: size))
    }

    open override var window: Window? { self }
}
