import Foundation

/// A rectangle on screen that can be hit by touches and carry recognizers:
/// UIKit's `UIView`, without drawing. Its `bounds` may have an origin other
/// than zero (a scroll view's is its `contentOffset`), and it may have a
/// `transform` (scale, rotation) about its centre: hit testing, `convert` and
/// every `location(in:)` honour both (`docs/SEMANTICS.md` §10).
///
/// Subclass it and override `touchesBegan(_:with:)` and friends to model a
/// view that handles touches itself.
///
/// Isolated to `ReplayActor`, as UIKit declares `@MainActor class UIView`
/// (https://developer.apple.com/tutorials/data/documentation/uikit/uiview.md);
/// `Window`, `Control`, `Button` and `ScrollView` inherit it, as UIKit's
/// `UIWindow`, `UIControl`, `UIButton` and `UIScrollView` do.
@ReplayActor
open class View {
    // The public properties read on every event or hit test (`name`, `frame`,
    // `isMultipleTouchEnabled`, `superview`, `isUserInteractionEnabled`,
    // `isHidden`, `alpha`) are computed over internal
    // storage: the compiler proves exclusive access to internal stored
    // properties at compile time, but checks every access to a public stored
    // property at run time.

    /// The name observations use for this view (a scene's view name).
    public var name: String {
        get { _name }
        set {
            let oldName = _name
            _name = newValue
            if oldName != newValue { nameDidChange(from: oldName) }
        }
    }

    /// Called when `name` changes (a scroll view renames its own recognizers).
    func nameDidChange(from oldName: String) {}
    /// The frame in the superview's coordinates, in points. With a `transform`
    /// (UIKit: "the value of this property is undefined and should be
    /// ignored") it reads as the smallest rectangle holding the transformed
    /// bounds, and setting it sets the frame the view has without the
    /// transform (CHOICE, as Core Animation computes a layer's frame).
    public var frame: CGRect {
        get { _hasTransform ? transformedFrame : _frame }
        set { _frame = newValue }
    }
    /// The view's transform about its centre (UIKit default `.identity`): it
    /// changes neither `center` nor `bounds` (DOC, `UIView.transform`).
    public var transform: CGAffineTransform {
        get { _transform }
        set {
            _transform = newValue
            _hasTransform = !newValue.isIdentity
            setDepth(depth)  // recomputes `isInTransformedChain` below
        }
    }
    /// Whether the view takes part in hit testing (UIKit default true).
    public var isUserInteractionEnabled: Bool {
        get { _isUserInteractionEnabled }
        set { _isUserInteractionEnabled = newValue }
    }
    /// Hidden views are skipped by hit testing (UIKit default false).
    public var isHidden: Bool {
        get { _isHidden }
        set { _isHidden = newValue }
    }
    /// Views with alpha ≤ 0.01 are skipped by hit testing (UIKit default 1).
    public var alpha: CGFloat {
        get { _alpha }
        set { _alpha = newValue }
    }
    /// When false, the view itself receives only its first touch; its
    /// recognizers still see every touch (UIKit default false).
    public var isMultipleTouchEnabled: Bool {
        get { _isMultipleTouchEnabled }
        set { _isMultipleTouchEnabled = newValue }
    }
    /// While a touch that began on this view is down, no other view of the
    /// window gets a new touch, and while another view has one, this view
    /// gets none (UIKit default false; `docs/SEMANTICS.md` §9).
    /// A touch refused this way goes to no view and no recognizer.
    public var isExclusiveTouch: Bool {
        get { _isExclusiveTouch }
        set { _isExclusiveTouch = newValue }
    }

    /// Whether drawing is clipped to the bounds (UIKit default false). It
    /// changes no touch: UIKit's hit testing already ignores a point outside
    /// any ancestor's bounds, clipped or not (`hitTest(_:with:)`, §10).
    public var clipsToBounds: Bool {
        get { _clipsToBounds }
        set { _clipsToBounds = newValue }
    }

    /// How far the hit area's edges lie inside the bounds, in points; negative insets grow it
    /// (default `.zero`: the bounds). The model's own property, read by the default
    /// `point(inside:with:)`: what an app does by overriding that method to enlarge a tap
    /// target (`docs/SEMANTICS.md` §10; a scene's `"hitInset"`, `docs/FORMATS.md` §1).
    public var hitAreaInsets: EdgeInsets {
        get { _hitAreaInsets }
        set { _hitAreaInsets = newValue }
    }

    /// The view this one is a subview of (cleared when that one goes, as a
    /// weak reference would be; see `UnownedReference`).
    public private(set) var superview: View? {
        get { _superview }
        set { _superview = newValue }
    }

    private var _name: String
    private var _frame: CGRect
    private var _isMultipleTouchEnabled = false
    private var _isExclusiveTouch = false
    private var _isUserInteractionEnabled = true
    private var _isHidden = false
    private var _alpha: CGFloat = 1
    private var _clipsToBounds = false
    private var _hitAreaInsets = EdgeInsets.zero
    private var _transform = CGAffineTransform.identity
    private var _hasTransform = false
    /// Whether this view or one of its ancestors below the root has a
    /// transform: conversions then go view by view; otherwise they add offsets
    /// (kept up to date with `depth`, read on every conversion).
    private(set) var isInTransformedChain = false
    /// `bounds.origin`: where the view's own coordinates start (zero unless set).
    private var _boundsOrigin = CGPoint.zero
    private unowned(unsafe) var _superview: View?
    public private(set) var subviews: [View] = []
    var recognizers: [GestureRecognizer] = []
    /// Whether a recognizer was ever added (`gestureRecognizers` is nil before, never after).
    private var hasHadRecognizers = false
    /// Whether this is a `View` or `Window` itself, not a subclass: its touch
    /// methods do nothing, so the environment does not call them (set once,
    /// by the initializer: read on every delivery).
    private(set) var isPlainView = false

    /// A view named `name` at `frame` (in its future superview's coordinates).
    public init(name: String = "", frame: CGRect = .zero) {
        self._name = name
        self._frame = frame
        isPlainView = View.isPlain(type(of: self))
    }

    /// A view at `frame` (UIKit's designated initializer), named after its type.
    public init(frame: CGRect) {
        self._name = ""
        self._frame = frame
        isPlainView = View.isPlain(type(of: self))
        if !isPlainView { _name = String(describing: type(of: self)) }
    }

    /// A `ScrollView` itself counts as plain: its touch methods and
    /// `gestureRecognizerShouldBegin` are `View`'s; so do the other view classes that
    /// override none of them (a team's subclass of one is not plain).
    private static func isPlain(_ type: View.Type) -> Bool {
        type == View.self || type == Window.self || type == ScrollView.self || type == Label.self
            || type == ImageView.self || type == StackView.self || type == TextView.self || type == TableView.self
            || type == CollectionView.self
    }

    deinit {
        // A view is released on the thread of the replay that held it: its main
        // thread (`ReplayActor`).
        ReplayActor.runUnchecked { detachFromSubviewsAndRecognizers() }
    }

    /// Back references to this view read nil from now on, as weak ones would.
    private func detachFromSubviewsAndRecognizers() {
        for subview in subviews {
            subview.superview = nil
            subview.setDepth(0)
        }
        for recognizer in recognizers { recognizer.detach() }
    }

    /// The view's own coordinate space: the frame's size, at an origin that
    /// is zero unless set (UIKit's `bounds`: a point of the superview at the
    /// frame's origin is `bounds.origin` in this view). Setting it keeps the
    /// frame's origin and sets its size.
    public var bounds: CGRect {
        get { CGRect(origin: _boundsOrigin, size: _frame.size) }
        set {
            _boundsOrigin = newValue.origin
            _frame.size = newValue.size
        }
    }

    /// The frame's centre, in the superview's coordinates (the transform does not move it).
    public var center: CGPoint {
        get { CGPoint(x: _frame.midX, y: _frame.midY) }
        set { _frame.origin = CGPoint(x: newValue.x - _frame.width / 2, y: newValue.y - _frame.height / 2) }
    }

    /// The transformed bounds' bounding box, in the superview's coordinates.
    private var transformedFrame: CGRect {
        let size = _frame.size
        let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            .applying(_transform)
        return box.offsetBy(dx: _frame.midX, dy: _frame.midY)
    }

    /// The recognizers attached to this view, in attachment order: nil until one is added, an
    /// empty array once all are removed (DOC, `UIView.gestureRecognizers`: "The default value of
    /// this property is nil. If you add a gesture recognizer and then remove it, the value of the
    /// property is an empty array.").
    public var gestureRecognizers: [GestureRecognizer]? { recognizers.isEmpty && !hasHadRecognizers ? nil : recognizers }

    /// The window at the root of this view's hierarchy, if any.
    open var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the existing subviews. A view moved within its window keeps its
    /// touches (CHOICE: it stays in the responder chain); one that leaves a window for another,
    /// or none, has them cancelled as `removeFromSuperview` does.
    public func addSubview(_ view: View) {
        if view.window !== window { view.cancelTouchesLeavingWindow() }
        view.detachFromSuperview()
        subviews.append(view)
        view.superview = self
        view.setDepth(depth + 1)
    }

    /// Detaches the view from its superview. Touches down on it or on a subview are cancelled
    /// for their views, which get `touchesCancelled` (`docs/SEMANTICS.md` §2, DOC); later
    /// touches no longer hit it.
    public func removeFromSuperview() {
        cancelTouchesLeavingWindow()
        detachFromSuperview()
    }

    /// The touches of this view and its subviews, cancelled for them as they leave the window.
    private func cancelTouchesLeavingWindow() {
        guard superview != nil, let environment = window?.environment, !environment.touchesDown.isEmpty else {
            return
        }
        environment.viewWillLeaveWindow(self)
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        setDepth(0)
    }

    /// Moves `view` in front of its siblings (hit first).
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
    }

    /// Attaches a recognizer; it sees the touches that hit this view or its subviews and begin
    /// from now on, not those already down (a touch's recognizers are fixed when it begins,
    /// `docs/SEMANTICS.md` §2 step 2; DEC: `-[UIGestureRecognizer _updateContainer:]` gives
    /// touches already down only to a recognizer that `_wantsPartialTouchSequences`, a private
    /// opt-in none of the model's recognizers makes).
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizers.append(gestureRecognizer)
        hasHadRecognizers = true
        gestureRecognizer.attach(to: self)
    }

    /// Detaches a recognizer. One that is recognizing is cancelled (began or changed, with
    /// its action) or fails (possible with touches), as when disabled, and gets no more
    /// touches (DEC: UIKitCore's `-[UIGestureRecognizer _updateContainer:]`, iOS 26.1, logs
    /// "Cancelling gesture because the container was set to nil while in state %@" and calls
    /// `-[UIGestureEnvironment _cancelGestureRecognizers:]`, as `setEnabled:NO` does;
    /// `docs/SEMANTICS.md` §1).
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        window?.environment?.recognizerWasDisabled(gestureRecognizer)
        recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.detach()
    }

    /// The front-most descendant (or self) that contains `point` (in this
    /// view's coordinates, as `point(inside:with:)` says) and takes touches
    /// (`docs/SEMANTICS.md` §2 step 1). A subclass may override it (UIKit's
    /// `hitTest(_:with:)`): the window's is what a touch-down asks.
    open func hitTest(_ point: CGPoint, with event: TouchEvent?) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// A point of the superview's coordinates in this view's: less the frame's
    /// origin, plus the bounds' origin; with a transform, its offset from the
    /// centre goes through the inverse transform and lands at as far from the
    /// bounds' centre (DOC: the transform is applied about the anchor point,
    /// by default the centre of the bounds).
    @inline(__always)
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        guard _hasTransform else {
            return CGPoint(
                x: point.x - _frame.origin.x + _boundsOrigin.x, y: point.y - _frame.origin.y + _boundsOrigin.y)
        }
        let offset = CGPoint(x: point.x - _frame.midX, y: point.y - _frame.midY).applying(_transform.inverted())
        return CGPoint(
            x: _boundsOrigin.x + _frame.width / 2 + offset.x, y: _boundsOrigin.y + _frame.height / 2 + offset.y)
    }

    /// A point of this view's coordinates in the superview's (`convertFromSuperview`'s inverse).
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        guard _hasTransform else {
            return CGPoint(
                x: point.x + _frame.origin.x - _boundsOrigin.x, y: point.y + _frame.origin.y - _boundsOrigin.y)
        }
        let offset = CGPoint(
            x: point.x - _boundsOrigin.x - _frame.width / 2, y: point.y - _boundsOrigin.y - _frame.height / 2
        ).applying(_transform)
        return CGPoint(x: _frame.midX + offset.x, y: _frame.midY + offset.y)
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds (inset by
    /// `hitAreaInsets`, zero by default). The bounds are half-open, as `CGRect.contains` is.
    /// Points outside are never hits, nor are those of subviews that reach beyond them,
    /// whether the view clips or not (DOC, `hitTest(_:with:)`: "Points that lie outside the
    /// receiver's bounds are never reported as hits, even if they actually lie within one of
    /// the receiver's subviews. This can occur if the current view's clipsToBounds property is
    /// set to false and the affected subview extends beyond the view's bounds."). A subclass
    /// overrides it to change its hit area (UIKit's `point(inside:with:)`): hit testing asks
    /// it of every view on the way down, and a control's inside test asks it too (`Control`).
    open func point(inside point: CGPoint, with event: TouchEvent?) -> Bool {
        bounds.inset(by: _hitAreaInsets).contains(point)
    }

    /// Where this view's coordinates start, in window (root) coordinates: each
    /// view's frame origin less its bounds' origin, up to the root (whose own
    /// coordinates are the window's).
    var originInRoot: CGPoint {
        var origin = CGPoint.zero
        var view: View? = self
        while let current = view, current.superview != nil {
            origin.x += current._frame.origin.x - current._boundsOrigin.x
            origin.y += current._frame.origin.y - current._boundsOrigin.y
            view = current.superview
        }
        return origin
    }

    /// Converts a point from this view's coordinates to `view`'s (the window's for nil).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let root = convertToRoot(point)
        guard let view else { return root }
        return view.convertFromRoot(root)
    }

    /// Converts a point from `view`'s coordinates (the window's for nil) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        convertFromRoot(view.map { $0.convertToRoot(point) } ?? point)
    }

    /// A point of this view's coordinates in the root's (window coordinates). Inlined: the
    /// common case adds an offset; the one through transforms is a call of its own.
    @inline(__always)
    func convertToRoot(_ point: CGPoint) -> CGPoint {
        isInTransformedChain ? convertToRootThroughTransforms(point) : point + originInRoot
    }

    @inline(never)
    private func convertToRootThroughTransforms(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: View? = self
        while let current = view, current.superview != nil {
            result = current.convertToSuperview(result)
            view = current.superview
        }
        return result
    }

    /// A point of the root's coordinates (window coordinates) in this view's (inlined as
    /// `convertToRoot` is).
    @inline(__always)
    func convertFromRoot(_ point: CGPoint) -> CGPoint {
        isInTransformedChain ? convertFromRootThroughTransforms(point) : point - originInRoot
    }

    @inline(never)
    private func convertFromRootThroughTransforms(_ point: CGPoint) -> CGPoint {
        var chain: [View] = []
        var view: View? = self
        while let current = view, current.superview != nil {
            chain.append(current)
            view = current.superview
        }
        return chain.reversed().reduce(point) { $1.convertFromSuperview($0) }
    }

    /// A window-coordinate offset (a translation, a velocity) in this view's
    /// coordinates: itself when nothing on the way transforms, else turned and
    /// scaled as the view is (its translation part aside).
    func convertOffsetFromRoot(_ offset: CGPoint) -> CGPoint {
        guard isInTransformedChain else { return offset }
        return convertFromRoot(offset) - convertFromRoot(.zero)
    }

    /// An offset in this view's coordinates in window coordinates (`convertOffsetFromRoot`'s inverse).
    func convertOffsetToRoot(_ offset: CGPoint) -> CGPoint {
        guard isInTransformedChain else { return offset }
        return convertToRoot(offset) - convertToRoot(.zero)
    }

    /// Steps from the root to this view (the window is 0): the number of
    /// superviews, kept up to date by `addSubview` and `removeFromSuperview`
    /// so that ordering recognizers by depth costs no walk up the hierarchy.
    private(set) var depth = 0

    private func setDepth(_ newDepth: Int) {
        depth = newDepth
        for recognizer in recognizers { recognizer.viewDepth = newDepth }
        if let parent = superview {
            isInTransformedChain = _hasTransform || parent.isInTransformedChain
        } else {
            isInTransformedChain = false
        }
        for subview in subviews { subview.setDepth(newDepth + 1) }
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Asked before a recognizer attached to this view or its subviews begins;
    /// false makes it fail (UIKit's `UIView.gestureRecognizerShouldBegin`).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // UIKit's touch methods.
    // A `Set<Touch>` iterates in the order its touches went in (see `Touch`).

    /// Touches that began on this view. The default does nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {}
    /// Touches of this view that moved. The default does nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {}
    /// Touches of this view that lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {}
    /// Touches of this view cancelled by the system or by a recognizer. The default does nothing.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {}

    /// Calls the touch method of `phase` (a subclass's; none for a plain
    /// view) with `environment`'s shared `Set<Touch>` of `touches`, as a
    /// recognizer's are called (see `GestureRecognizer+Isolation.swift`).
    func deliver(_ touches: TouchSet, phase: Touch.Phase, with event: TouchEvent, in environment: GestureEnvironment) {
        guard !isPlainView else { return }
        switch phase {
        case .began: touchesBegan(environment.touchSet(of: touches), with: event)
        case .moved: touchesMoved(environment.touchSet(of: touches), with: event)
        case .ended: touchesEnded(environment.touchSet(of: touches), with: event)
        case .cancelled: touchesCancelled(environment.touchSet(of: touches), with: event)
        case .stationary: return
        }
    }
}
