import Foundation

/// A pan that starts at an edge of the screen: UIKit's
/// `UIScreenEdgePanGestureRecognizer` (`docs/SEMANTICS.md` §4 Screen-edge pan).
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    override class var modelType: GestureRecognizer.Type { ScreenEdgePanGestureRecognizer.self }

    /// Edges of the window a pan may start from.
    public struct Edges: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1)
        public static let left = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4)
        public static let right = Edges(rawValue: 8)
        public static let all: Edges = [.top, .left, .bottom, .right]
    }

    /// The edges it answers to (UIKit default none: it never begins until set).
    public var edges: Edges {
        get { _edges }
        set { _edges = newValue }
    }
    // Public properties over private storage, as in `GestureRecognizer`: the
    // compiler checks every access to a public stored property at run time.
    private var _edges: Edges = []

    // Made as UIKit's `initWithTarget:action:` makes it (docs/SEMANTICS.md §4 Screen-edge pan,
    // revised; DEC: the initializer sets `delaysTouchesBegan = YES` and
    // `maximumNumberOfTouches = 1`): the view never sees a touch that becomes an edge pan.
    // Every initializer, so that a scene or a subclass gets the same recognizer.

    public override init() {
        super.init()
        makeAsUIKitDoes()
    }

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        makeAsUIKitDoes()
    }

    public override init(action: @escaping Action) {
        super.init(action: action)
        makeAsUIKitDoes()
    }

    private func makeAsUIKitDoes() {
        delaysTouchesBegan = true
        maximumNumberOfTouches = 1
    }

    override func began(_ touches: TouchSet, with event: TouchEvent) {
        if receivedTouches.count > touches.count || touches.count > 1 {
            // Every touch after the first is ignored (DOC).
            for touch in touches where touch !== receivedTouches.first { ignore(touch, for: event) }
        }
        if let first = touches.first, first === receivedTouches.first {
            let distance = distanceFromEdges(first)
            let width = thresholds.screenEdgeWidth
            if !(distance <= width) {
                fail(passing: thresholdCheck(.screenEdgeWidth, value: distance, limit: width, unit: .points))
                return
            }
            noteThreshold(.screenEdgeWidth, value: distance, limit: width, unit: .points)
        }
        super.began(touches, with: event)
    }

    /// How far the touch went down from the nearest allowed edge of the window; it begins
    /// an edge pan when that is at most `screenEdgeWidth` (CHOICE: ≤). Infinite with no
    /// window or no edge allowed.
    private func distanceFromEdges(_ touch: Touch) -> Double {
        guard let window = touch.window else { return .infinity }
        let point = touch.downWindowLocation
        let size = window.bounds.size
        var distance = Double.infinity
        if edges.contains(.left) { distance = min(distance, Double(point.x)) }
        if edges.contains(.right) { distance = min(distance, Double(size.width - point.x)) }
        if edges.contains(.top) { distance = min(distance, Double(point.y)) }
        if edges.contains(.bottom) { distance = min(distance, Double(size.height - point.y)) }
        return distance
    }
}
