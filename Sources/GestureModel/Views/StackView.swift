import Foundation

/// A view that lines up its arranged subviews: UIKit's `UIStackView`, as far
/// as touches go, which is a plain view's (UIKit defaults: user interaction
/// on). The model has no layout engine: UIKit places arranged subviews with
/// Auto Layout constraints, and here `addArrangedSubview(_:)` adds the view
/// with the frame it already has (zero unless set), so a scene that needs
/// the arrangement gives each arranged view its frame as UIKit would lay it
/// out (`docs/SEMANTICS.md` §10).
open class StackView: View {
    /// The views added with `addArrangedSubview(_:)`, in order (UIKit's `arrangedSubviews`).
    public private(set) var arrangedSubviews: [View] = []

    /// A stack view of `views`, arranged in order, each with the frame it has (UIKit's
    /// `init(arrangedSubviews:)`; the stack view's own frame is zero until set).
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` on top of the subviews and at the end of `arrangedSubviews`, keeping its
    /// frame: no layout engine moves it (UIKit's would).
    public func addArrangedSubview(_ view: View) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Takes `view` out of `arrangedSubviews`; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
