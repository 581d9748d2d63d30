#if canImport(UIKit)
    import UIKit
    import UIKit.UIGestureRecognizerSubclass
#else
    import GestureUIKit
#endif

/// A photo screen built in code: a photo on top (an image view with user interaction turned
/// on and a tap), a caption label over the photo's bottom edge, and a list below (a table view
/// with more content than it shows). The controller is the tap's delegate: it leaves touches
/// that begin within 20 pt of the screen's left edge to the system's back swipe.
final class PhotoViewController: UIViewController, UIGestureRecognizerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "screen"

        let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        photo.accessibilityIdentifier = "photo"
        photo.isUserInteractionEnabled = true
        view.addSubview(photo)

        let tap = UITapGestureRecognizer()
        tap.name = "photoTap"
        tap.delegate = self
        photo.addGestureRecognizer(tap)

        let caption = UILabel(frame: CGRect(x: 0, y: 200, width: 320, height: 40))
        caption.accessibilityIdentifier = "caption"
        caption.text = "Harbour at dawn"
        photo.addSubview(caption)

        let list = UITableView(frame: CGRect(x: 0, y: 240, width: 320, height: 240), style: .plain)
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: 320, height: 1000)
        view.addSubview(list)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.location(in: view).x >= 20
    }
}
