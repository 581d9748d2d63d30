#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A bar of two buttons laid out by a stack view: the stack view has a frame, its arranged
/// buttons have none of their own (UIKit's layout engine would give them theirs).
final class StackedButtonsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let bar = UIStackView(arrangedSubviews: [])
        bar.accessibilityIdentifier = "bar"
        bar.frame = CGRect(x: 20, y: 400, width: 280, height: 44)
        for name in ["cancel", "ok"] {
            let button = UIButton(frame: .zero)
            button.accessibilityIdentifier = name
            bar.addArrangedSubview(button)
        }
        view.addSubview(bar)
    }
}
