#if canImport(UIKit)
import UIKit
#else
import GestureUIKit
#endif

/// What a recognizer is, as a scene names its type (`docs/FORMATS.md` §1): one of UIKit's
/// public recognizers, or a class of the app's own, which replays through the same class
/// registered with `GestureUIKit`.
@MainActor
enum RecognizerKind {
    case tap, longPress, pan, screenEdgePan, swipe, pinch, rotation
    /// A class of the app's own (not UIKit's), by its name.
    case custom(String)

    /// The kind of `recognizer`, or nil for one of UIKit's private recognizers that is none
    /// of the public kinds (the window's system gesture gates, a hover): those take part in
    /// no gesture the app defines, and the scene leaves them out.
    ///
    /// One of UIKit's public classes is that kind; a class whose name UIKit's style marks as
    /// UIKit's own (a `_` or `UI` prefix: `UIScrollViewPanGestureRecognizer`,
    /// `_UISwipeActionPanGestureRecognizer`) is the nearest public kind it is a subclass of,
    /// as it answers that class's properties; any other class is the app's.
    init?(_ recognizer: UIGestureRecognizer) {
        let type = type(of: recognizer)
        if type == UITapGestureRecognizer.self { self = .tap; return }
        if type == UILongPressGestureRecognizer.self { self = .longPress; return }
        if type == UIPanGestureRecognizer.self { self = .pan; return }
        if type == UIScreenEdgePanGestureRecognizer.self { self = .screenEdgePan; return }
        if type == UISwipeGestureRecognizer.self { self = .swipe; return }
        if type == UIPinchGestureRecognizer.self { self = .pinch; return }
        if type == UIRotationGestureRecognizer.self { self = .rotation; return }
        let className = String(describing: type)
        guard className.hasPrefix("_") || className.hasPrefix("UI") else {
            self = .custom(className)
            return
        }
        // Most specific first: a screen-edge pan is a pan.
        if recognizer is UIScreenEdgePanGestureRecognizer {
            self = .screenEdgePan
        } else if recognizer is UIPanGestureRecognizer {
            self = .pan
        } else if recognizer is UITapGestureRecognizer {
            self = .tap
        } else if recognizer is UILongPressGestureRecognizer {
            self = .longPress
        } else if recognizer is UISwipeGestureRecognizer {
            self = .swipe
        } else if recognizer is UIPinchGestureRecognizer {
            self = .pinch
        } else if recognizer is UIRotationGestureRecognizer {
            self = .rotation
        } else {
            return nil
        }
    }

    /// The scene's `type`.
    var word: String {
        switch self {
        case .tap: "tap"
        case .longPress: "longPress"
        case .pan: "pan"
        case .screenEdgePan: "screenEdgePan"
        case .swipe: "swipe"
        case .pinch: "pinch"
        case .rotation: "rotation"
        case .custom(let className): className
        }
    }

    /// The kind's own properties, every one the scene format has, as set.
    func settings(of recognizer: UIGestureRecognizer) -> [(key: String, value: String)] {
        switch self {
        case .tap:
            guard let tap = recognizer as? UITapGestureRecognizer else { return [] }
            return [
                ("numberOfTapsRequired", String(tap.numberOfTapsRequired)),
                ("numberOfTouchesRequired", String(tap.numberOfTouchesRequired)),
            ]
        case .longPress:
            guard let press = recognizer as? UILongPressGestureRecognizer else { return [] }
            return [
                ("minimumPressDuration", RecorderJSON.number(Double(press.minimumPressDuration))),
                ("allowableMovement", RecorderJSON.number(Double(press.allowableMovement))),
                ("numberOfTouchesRequired", String(press.numberOfTouchesRequired)),
                ("numberOfTapsRequired", String(press.numberOfTapsRequired)),
            ]
        case .pan:
            guard let pan = recognizer as? UIPanGestureRecognizer else { return [] }
            return RecognizerKind.touchLimits(of: pan)
        case .screenEdgePan:
            guard let pan = recognizer as? UIScreenEdgePanGestureRecognizer else { return [] }
            let edges: [(UIRectEdge, String)] = [(.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right")]
            let names = edges.filter { pan.edges.contains($0.0) }.map { RecorderJSON.string($0.1) }
            return [("edges", RecorderJSON.array(names))] + RecognizerKind.touchLimits(of: pan)
        case .swipe:
            guard let swipe = recognizer as? UISwipeGestureRecognizer else { return [] }
            let directions: [(UISwipeGestureRecognizer.Direction, String)] = [
                (.right, "right"), (.left, "left"), (.up, "up"), (.down, "down"),
            ]
            let names = directions.filter { swipe.direction.contains($0.0) }.map { RecorderJSON.string($0.1) }
            return [
                ("direction", RecorderJSON.array(names)),
                ("numberOfTouchesRequired", String(swipe.numberOfTouchesRequired)),
            ]
        case .pinch, .rotation, .custom:
            return []
        }
    }

    /// A pan's touch limits. UIKit's default maximum is `NSUIntegerMax` (DOC), which Swift's
    /// `Int` may read as −1: a number that is no count of fingers is left out, and the scene's
    /// default (no limit) stands for it.
    private static func touchLimits(of pan: UIPanGestureRecognizer) -> [(key: String, value: String)] {
        var members = [("minimumNumberOfTouches", String(pan.minimumNumberOfTouches))]
        if (1...1_000).contains(pan.maximumNumberOfTouches) {
            members.append(("maximumNumberOfTouches", String(pan.maximumNumberOfTouches)))
        }
        return members
    }
}
