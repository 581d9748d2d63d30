import Foundation

/// A view whose content scrolls under a finger: UIKit's `UIScrollView`, as far
/// as touches go (`docs/SEMANTICS.md` §10).
///
/// It owns three recognizers, attached to itself in this order (MEAS: a
/// scroll view's `gestureRecognizers` as printed on devices list
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`, then
/// `UIScrollViewPanGestureRecognizer`): `delayedTouchesGestureRecognizer`
/// ("<name>.delayedTouches"), which holds the content's touchesBegan for
/// `scrollViewTouchDelay` (0.15 s) while `delaysContentTouches`;
/// `panGestureRecognizer` ("<name>.pan"), whose action moves `contentOffset`;
/// and, while zooming is possible (`minimumZoomScale` ≠ `maximumZoomScale`),
/// `pinchGestureRecognizer` ("<name>.pinch"), whose action sets `zoomScale`.
/// Their names are made from the view's when it is created, and follow it
/// when it is renamed.
///
/// `contentOffset` is `bounds.origin`, so hit testing and `location(in:)`
/// see the content where it has scrolled to (§10). Each change of it during a
/// replay is a handler line `"<name>.didScroll"` with `contentOffset`, as
/// UIKit calls `scrollViewDidScroll(_:)`; a change of `zoomScale` is
/// `"<name>.didZoom"` with `zoomScale`. Not modelled: deceleration, bouncing
/// (the offset stays within the content), paging, `contentInset`, the zoomed
/// view's transform (a pinch changes `zoomScale` only) and the scroll
/// indicators.
open class ScrollView: View {
    /// The size of the content, in points (UIKit default zero).
    public var contentSize = CGSize.zero
    /// Where the content's origin is scrolled to: `bounds.origin` (UIKit default zero).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            if let environment = window?.environment, environment.isInTurn {
                environment.report(
                    handler: "\(name).didScroll",
                    values: [.point("contentOffset", Double(newValue.x), Double(newValue.y))])
            }
        }
    }
    /// Whether dragging scrolls (UIKit default true). When false the pan and
    /// the touch delay are disabled (CHOICE: DOC says that a scroll view with
    /// scrolling disabled "doesn't accept touch events"; the pinch stays, as
    /// zooming does).
    public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            delayedTouchesGestureRecognizer.isEnabled = isScrollEnabled
        }
    }
    /// Whether the content's touchesBegan waits until the scroll view has
    /// decided, up to `scrollViewTouchDelay` (UIKit default true).
    public var delaysContentTouches: Bool {
        get { delayedTouchesGestureRecognizer.delaysContentTouches }
        set { delayedTouchesGestureRecognizer.delaysContentTouches = newValue }
    }
    /// Whether a pan may begin, and cancel the content's touches, once the
    /// content is tracking them (UIKit default true; DOC: when false, "the
    /// scroll view doesn't scroll regardless of finger movement once the
    /// content view starts tracking").
    public var canCancelContentTouches = true
    /// Whether a drag that starts along one axis scrolls along it only (UIKit default false).
    public var isDirectionalLockEnabled = false
    /// Whether the pan begins for a vertical drag when the content is no taller
    /// than the bounds (UIKit default false; DOC, the header: "if YES and
    /// bounces is YES, even if content is smaller than bounds, allow drag
    /// vertically"). The offset stays at zero: there is no bouncing.
    public var alwaysBounceVertical = false
    /// The same for horizontal drags (UIKit default false).
    public var alwaysBounceHorizontal = false
    /// The smallest zoom scale (UIKit default 1).
    public var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinch() }
    }
    /// The largest zoom scale (UIKit default 1).
    public var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinch() }
    }
    /// The zoom scale the pinch sets, within the minimum and the maximum (UIKit default 1).
    public var zoomScale: CGFloat = 1 {
        didSet {
            guard zoomScale != oldValue, let environment = window?.environment, environment.isInTurn else { return }
            environment.report(handler: "\(name).didZoom", values: [.number("zoomScale", Double(zoomScale))])
        }
    }

    /// The scroll view's pan (UIKit's `panGestureRecognizer`).
    public let panGestureRecognizer = ScrollViewPanGestureRecognizer()
    /// The scroll view's pinch while zooming is possible, else nil (UIKit's
    /// `pinchGestureRecognizer`: "nil if zooming is disabled"). CHOICE: zooming
    /// is possible when the zoom scales differ; UIKit also needs the delegate's
    /// `viewForZooming(in:)`, which the model takes as given.
    public private(set) var pinchGestureRecognizer: PinchGestureRecognizer?
    /// The recognizer that holds the content's touchesBegan (UIKit's private
    /// `UIScrollViewDelayedTouchesBeganGestureRecognizer`).
    public let delayedTouchesGestureRecognizer = DelayedTouchesBeganGestureRecognizer()

    private var startOffset = CGPoint.zero
    private var startZoomScale: CGFloat = 1

    /// A scroll view named `name` at `frame`, with its recognizers attached.
    public override init(name: String = "", frame: CGRect = .zero) {
        super.init(name: name, frame: frame)
        attachRecognizers()
    }

    /// A scroll view at `frame`, named after its type.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        if name.isEmpty { name = String(describing: type(of: self)) }
        attachRecognizers()
    }

    private func attachRecognizers() {
        delayedTouchesGestureRecognizer.name = "\(name).delayedTouches"
        panGestureRecognizer.name = "\(name).pan"
        panGestureRecognizer.scrollView = self
        addGestureRecognizer(delayedTouchesGestureRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        panGestureRecognizer.addTarget { [weak self] recognizer in
            self?.pan(recognizer)
        }
    }

    /// Renames the own recognizers that still carry names made from the old one
    /// ("<old>.pan" becomes "<new>.pan"), so that a scroll view named after it is created
    /// (`accessibilityIdentifier` set in `viewDidLoad()`) reports under its name (CHOICE).
    override func nameDidChange(from oldName: String) {
        for recognizer in ownGestureRecognizers {
            guard let recognizerName = recognizer.name, recognizerName.hasPrefix(oldName + ".") else { continue }
            recognizer.name = name + recognizerName.dropFirst(oldName.count)
        }
    }

    /// The recognizers the scroll view owns, in the order attached.
    public var ownGestureRecognizers: [GestureRecognizer] {
        [delayedTouchesGestureRecognizer, panGestureRecognizer] + (pinchGestureRecognizer.map { [$0] } ?? [])
    }

    /// Whether a pan that has begun may cancel the touches of `view`, in the
    /// content, which is tracking them (UIKit's `touchesShouldCancel(in:)`,
    /// asked only while `canCancelContentTouches`). DOC: "The default returned
    /// value is true if view isn't a UIControl object; otherwise, it returns
    /// false." Subclasses override it (a scroll view whose buttons scroll
    /// answers true for them).
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// Whether the pan may begin for a horizontal drag: the content is wider
    /// than the bounds, or `alwaysBounceHorizontal` (CHOICE after UIKit's
    /// `_canScrollX`, whose body is not published; the header comments of
    /// `alwaysBounceHorizontal` imply it), with scrolling enabled.
    public var canScrollHorizontally: Bool {
        isScrollEnabled && (contentSize.width > bounds.width || alwaysBounceHorizontal)
    }

    /// The same for vertical drags.
    public var canScrollVertically: Bool {
        isScrollEnabled && (contentSize.height > bounds.height || alwaysBounceVertical)
    }

    /// The content view that is tracking one of `touches` (it saw the touch
    /// begin and is not done with it) and may not have it cancelled: every
    /// one while `canCancelContentTouches` is false, else those whose
    /// `touchesShouldCancel(in:)` is false. Nil when the pan may begin.
    func contentViewThatKeeps(_ touches: [Touch]) -> View? {
        for touch in touches {
            guard let view = touch.view, view !== self, touch.viewSawBegan, !touch.viewIsDone else { continue }
            if !canCancelContentTouches { return view }
            if !touchesShouldCancel(in: view) { return view }
        }
        return nil
    }

    /// The pan's action (UIKit's `handlePan:`): at began the offset is taken
    /// as the start; at began and each change the offset is the start less the
    /// translation, within [0, contentSize − bounds size] on each axis (no
    /// bouncing, no deceleration: `docs/SEMANTICS.md` §10).
    private func pan(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            startOffset = contentOffset
            fallthrough
        case .changed:
            let translation = pan.translation(in: self)
            contentOffset = clamped(CGPoint(x: startOffset.x - translation.x, y: startOffset.y - translation.y))
        default:
            break
        }
    }

    /// `offset` within [0, max(0, contentSize − bounds size)] on each axis.
    private func clamped(_ offset: CGPoint) -> CGPoint {
        let maximumX = max(0, contentSize.width - bounds.width)
        let maximumY = max(0, contentSize.height - bounds.height)
        return CGPoint(x: min(max(offset.x, 0), maximumX), y: min(max(offset.y, 0), maximumY))
    }

    /// Adds the pinch when zooming becomes possible, removes it when it stops.
    private func updatePinch() {
        let zooms = minimumZoomScale != maximumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = PinchGestureRecognizer()
            pinch.name = "\(name).pinch"
            pinch.addTarget { [weak self] recognizer in self?.pinch(recognizer) }
            addGestureRecognizer(pinch)
            pinchGestureRecognizer = pinch
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// The pinch's action: the zoom scale at began times the pinch's scale,
    /// within [minimumZoomScale, maximumZoomScale] (no zoom bouncing).
    private func pinch(_ recognizer: GestureRecognizer) {
        guard let pinch = recognizer as? PinchGestureRecognizer else { return }
        if pinch.state == .began { startZoomScale = zoomScale }
        guard pinch.state == .began || pinch.state == .changed else { return }
        let low = min(minimumZoomScale, maximumZoomScale)
        let high = max(minimumZoomScale, maximumZoomScale)
        zoomScale = min(max(startZoomScale * pinch.scale, low), high)
    }
}
