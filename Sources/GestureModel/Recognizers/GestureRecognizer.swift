import Foundation

// Why this file is over 400 lines: it is UIKit's UIGestureRecognizer, one class whose open
// methods (the subclass API) must be declared in its body to be overridable, with the
// documentation each public symbol carries; its arbitration state is one value
// (`ArbitrationState`), and what stays here sets storage that is private(set) to the class.

/// A touch gesture recognizer: UIKit's `UIGestureRecognizer`, with the
/// subclass API of `UIGestureRecognizerSubclass.h`.
///
/// A custom UIKit recognizer ports by renaming its types: override
/// `touchesBegan(_:with:)`, `touchesMoved(_:with:)`, `touchesEnded(_:with:)`,
/// `touchesCancelled(_:with:)` and `reset()`, and set `state`.
///
/// ```swift
/// final class HoldStill: GestureRecognizer {
///     override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
///         state = state == .possible ? .recognized : state
///     }
/// }
/// ```
///
/// **Isolated to `ReplayActor`**, UIKit's main actor as `GestureUIKit` names
/// it, as UIKit declares `@MainActor class UIGestureRecognizer`
/// (https://developer.apple.com/tutorials/data/documentation/uikit/uigesturerecognizer.md):
/// its members are isolated as in UIKit, and a subclass inherits the
/// isolation (and, with it, `Sendable`) without restating either.
@ReplayActor
open class GestureRecognizer {
    /// The closure form of UIKit's target-action pair.
    public typealias Action = (GestureRecognizer) -> Void

    // The stored properties the model reads or changes on every event are
    // `@exclusivity(unchecked)`: the model never holds an access to one across
    // a call that could reach it again, so the run-time checks Swift makes
    // for a public stored property, or one changed in place, are dropped.

    /// The name observations use for this recognizer (UIKit's `name`).
    @exclusivity(unchecked) public var name: String?
    /// The view the recognizer is attached to (cleared when the view goes, as
    /// a weak reference would be; see `UnownedReference`).
    @exclusivity(unchecked) public private(set) unowned(unsafe) var view: View?
    /// The delegate asked the six decisions of `GestureRecognizerDelegate`.
    public var delegate: GestureRecognizerDelegate? {
        get { _delegate }
        set {
            _delegate = newValue
            delegateQuestions = newValue?.questions(for: self) ?? []
        }
    }
    /// Whether the view's touches are cancelled when the recognizer begins or is recognized (UIKit default true).
    @exclusivity(unchecked) public var cancelsTouchesInView = true {
        didSet { environment?.recognizerMayClaimDifferently() }
    }
    /// Whether the view's `touchesBegan` waits while this recognizer is possible (UIKit default false).
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits while this recognizer is possible (UIKit default true).
    @exclusivity(unchecked) public var delaysTouchesEnded = true

    /// Disabling fails a possible recognizer that has touches and cancels a
    /// began or changed one (`docs/SEMANTICS.md` §1); a disabled one gets no touches.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet {
            if oldValue && !isEnabled { view?.window?.environment?.recognizerWasDisabled(self) }
        }
    }

    private weak var _delegate: GestureRecognizerDelegate?
    /// The questions the delegate answers (`GestureRecognizerDelegate.questions(for:)`), none
    /// without a delegate: a question it does not answer gets UIKit's default without loading
    /// the weak reference, which would otherwise be loaded for every recognizer on every event.
    private(set) var delegateQuestions: GestureRecognizerDelegateQuestions = []

    // Read on every action sent (a loop copies the array, so no access outlasts an action);
    // with the requirement lists, the partners asked and the timers: no run-time exclusivity
    // checks (their cost is in BENCHMARKS.md).
    @exclusivity(unchecked) private var actions: [(id: Int, body: Action)] = []
    private var nextActionID = 0
    /// Code told of the state's changes (`addStateObserver(_:)`).
    @exclusivity(unchecked) private var stateObservers: [(id: Int, body: StateObserver)] = []
    /// Target-selector pairs (`init(target:action:)`, `addTarget(_:action:)`).
    @exclusivity(unchecked) private var selectorActions: [(target: AnyObject, selector: Selector)] = []
    /// Whether the environment calls the model's own touch methods
    /// (`began(_:with:)`, …) with the ordered `TouchSet`, without building a
    /// `Set`: true for the built-in recognizers themselves (each sets it in
    /// its `init`), false for every subclass, whose `touchesBegan(_:with:)`
    /// overrides UIKit's methods.
    var usesModelDelivery = false
    /// Whether this recognizer is one of the model's own types (not a subclass).
    var isBuiltIn: Bool { usesModelDelivery }
    /// The model's type a built-in recognizer is an instance of (each built-in overrides it).
    class var modelType: GestureRecognizer.Type { GestureRecognizer.self }

    // Arbitration and delivery bookkeeping, owned by `GestureEnvironment` and `Arbiter`.
    @exclusivity(unchecked) var currentState: State = .possible
    var environmentReference: UnownedReference<GestureEnvironment>?
    @exclusivity(unchecked) private(set) var receivedTouches: [Touch] = []  // since the last reset, ignored ones included
    @exclusivity(unchecked) private(set) var trackedTouches: [Touch] = []  // delivered, not ignored, not yet lifted
    @exclusivity(unchecked) private(set) var ignoredTouches: [Touch] = []
    var lastWindowCentroid = CGPoint.zero
    /// The arbiter's state of this recognizer.
    @exclusivity(unchecked) var arbitration = ArbitrationState()
    var isEngaged = false
    var isInFrameworkReset = false
    // Failure requirements, kept on both sides; a recognizer that goes takes
    // its links with it (`deinit`). Changed only by assignment, never in place
    // (see the touch lists).
    @exclusivity(unchecked) private(set) var staticRequirements: [RecognizerLink] = []
    @exclusivity(unchecked) private(set) var staticDependents: [RecognizerLink] = []
    @exclusivity(unchecked) private(set) var dynamicRequirements: [RecognizerLink] = []
    @exclusivity(unchecked) private(set) var dynamicDependents: [RecognizerLink] = []
    /// The recognizers it was asked about for a dynamic failure requirement this sequence.
    @exclusivity(unchecked) var askedPartners: Set<ObjectIdentifier> = []
    /// Whether its environment may be recording margins: set when margins are asked for and
    /// when an environment adopts it, so that a check noted otherwise costs one test of a
    /// Bool (loading the environment retains and releases it).
    var notesThresholds = false
    @exclusivity(unchecked) var timers: [VirtualClock.TimerID] = []
    /// Its view's `depth` (0 without a view), kept by the view: the order of delivery reads it
    /// for every recognizer of every event, and reaching it through `view` retained the view.
    @exclusivity(unchecked) var viewDepth = 0

    /// A recognizer with no action yet.
    public init() {
        usesModelDelivery = type(of: self) == type(of: self).modelType
    }

    /// UIKit's designated initializer: a recognizer that sends `action` to
    /// `target` (see `Selector`); either may be nil.
    public init(target: Any?, action: Selector?) {
        usesModelDelivery = type(of: self) == type(of: self).modelType
        if let target = target as AnyObject?, let action { selectorActions.append((target, action)) }
    }

    deinit {
        // Requirement links read as gone from now on, as weak ones would. A
        // recognizer is released on the thread of the replay that held it: its
        // main thread (`ReplayActor`).
        ReplayActor.runUnchecked { unlinkRequirements() }
    }

    private func unlinkRequirements() {
        let me = ObjectIdentifier(self)
        let isOther = { (link: RecognizerLink) in ObjectIdentifier(link.value) != me }
        for link in staticRequirements where isOther(link) {
            link.value.staticDependents = link.value.staticDependents.filter(isOther)
        }
        for link in dynamicRequirements where isOther(link) {
            link.value.dynamicDependents = link.value.dynamicDependents.filter(isOther)
        }
        for link in staticDependents where isOther(link) {
            link.value.staticRequirements = link.value.staticRequirements.filter(isOther)
        }
        for link in dynamicDependents where isOther(link) {
            link.value.dynamicRequirements = link.value.dynamicRequirements.filter(isOther)
        }
    }

    /// The environment that last delivered to this recognizer or took its
    /// state change.
    var environment: GestureEnvironment? { environmentReference?.object }

    /// A recognizer that calls `action` on every state change that sends actions.
    public init(action: @escaping Action) {
        usesModelDelivery = type(of: self) == type(of: self).modelType
        addTarget(action)
    }

    /// Adds a target-selector pair (UIKit's `addTarget(_:action:)`).
    public func addTarget(_ target: Any, action: Selector) {
        selectorActions.append((target as AnyObject, action))
    }

    /// Removes target-selector pairs: of `target` (any, for nil) with `action` (any, for nil).
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        selectorActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.selector == action)
        }
    }

    /// Adds an action, called in the order added (`docs/SEMANTICS.md` §1, CHOICE).
    @discardableResult
    public func addTarget(_ action: @escaping Action) -> ActionID {
        nextActionID += 1
        actions.append((nextActionID, action))
        return ActionID(rawValue: nextActionID)
    }

    /// Removes an action added with `addTarget(_:)`.
    public func removeTarget(_ id: ActionID) {
        actions.removeAll { $0.id == id.rawValue }
    }

    /// Code called with the recognizer after each change of its state.
    public typealias StateObserver = @ReplayActor (GestureRecognizer) -> Void

    /// Calls `observer` after each change of `state` that code reading it can see: every
    /// transition an outcome records (a failure included, which sends no action), as the
    /// outcome records it, and the return to `possible` when the recognizer is reset. What
    /// key-value observing of `state` gives an app on iOS (`GestureRecorder`, which reads the
    /// state in it). Returns a handle for `removeStateObserver(_:)`.
    @discardableResult
    public func addStateObserver(_ observer: @escaping StateObserver) -> ActionID {
        nextActionID += 1
        stateObservers.append((nextActionID, observer))
        return ActionID(rawValue: nextActionID)
    }

    /// Stops calling an observer added with `addStateObserver(_:)`.
    public func removeStateObserver(_ id: ActionID) {
        stateObservers.removeAll { $0.id == id.rawValue }
    }

    /// Tells the state's observers of a change (the environment, as it makes one visible).
    func notifyStateObservers() {
        guard !stateObservers.isEmpty else { return }
        for observer in stateObservers { observer.body(self) }
    }

    /// The recognizer's state. Setting it asks the environment for the
    /// transition; the arbiter applies it at the end of the turn
    /// (`docs/SEMANTICS.md` §1–§3). While a failure requirement holds it back, it
    /// reads `possible`.
    public var state: State {
        get { currentState }
        set {
            if let environment = environment ?? view?.window?.environment {
                environment.requestTransition(of: self, to: newValue)
            } else {
                currentState = newValue
            }
        }
    }

    /// Fails the recognizer, with a reason the outcome's trace shows.
    public func fail(reason: String) {
        guard currentState == .possible else { return }
        arbitration.failureNote = .stated(reason)
        state = .failed
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it
    /// leaves `possible` (UIKit's `require(toFail:)`).
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard !staticRequirements.contains(where: { $0.value === otherGestureRecognizer }) else { return }
        staticRequirements = staticRequirements + [RecognizerLink(otherGestureRecognizer)]
        otherGestureRecognizer.staticDependents = otherGestureRecognizer.staticDependents + [RecognizerLink(self)]
    }

    /// Stops delivery of `touch` to this recognizer; the view will not have it
    /// cancelled on this recognizer's account (UIKit's `ignore(_:for:)`).
    public func ignore(_ touch: Touch, for event: TouchEvent?) {
        guard !ignoredTouches.containsObject(touch) else { return }
        ignoredTouches.append(touch)
        stopTracking(touch)
    }

    /// Whether this recognizer may fail or cancel `preventedGestureRecognizer` when it is recognized.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may fail or cancel this recognizer when it is recognized.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail
    /// (asked once per pair per touch sequence, when both first share a touch).
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this recognizer to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Called after the recognizer ended, failed or was cancelled and all its
    /// touches have lifted, before its state returns to `possible`.
    open func reset() {}

    /// Called by the arbiter as a continuous recognizer's began is granted, just before its
    /// state changes and its action is sent; `waited` when it was held until a failure
    /// requirement resolved (UIKit's `_willBeginAfterSatisfyingFailureRequirements`). The
    /// model's pan takes its hysteresis out of the translation here (docs/SEMANTICS.md §4 Pan).
    func willBegin(afterWaitingForFailure waited: Bool) {}

    // UIKit's touch methods. A `Set<Touch>` iterates in the order its
    // touches went in, the same on every run (see `Touch`'s `Hashable`).

    /// New touches for this recognizer. A built-in recognizer's behaviour
    /// runs here: an override calls `super` to keep it.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        began(TouchSet(touches), with: event)
    }
    /// Touches of this recognizer that moved (a built-in's behaviour runs here).
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        moved(TouchSet(touches), with: event)
    }
    /// Touches of this recognizer that lifted (a built-in's behaviour runs here).
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        ended(TouchSet(touches), with: event)
    }
    /// Touches of this recognizer that the system cancelled (a built-in's behaviour runs here).
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        cancelled(TouchSet(touches), with: event)
    }

    // The built-in recognizers' behaviour, on the ordered touches. The
    // environment calls these directly for a built-in recognizer that is not
    // subclassed (`usesModelDelivery`), and UIKit's methods above otherwise.
    func began(_ touches: TouchSet, with event: TouchEvent) {}
    func moved(_ touches: TouchSet, with event: TouchEvent) {}
    func ended(_ touches: TouchSet, with event: TouchEvent) {}
    func cancelled(_ touches: TouchSet, with event: TouchEvent) {}

    /// The centroid of the touches being tracked (the last one when none is),
    /// in `view`'s coordinates (window coordinates for nil).
    open func location(in view: View?) -> CGPoint {
        let point = currentWindowCentroid ?? lastWindowCentroid
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The location of one tracked touch, in touch-down order.
    open func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
        precondition(touchIndex >= 0 && touchIndex < trackedTouches.count, "touch index \(touchIndex) out of range")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The touches being tracked now.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The array the last `observedValues` returned, handed back once its observation was
    /// streamed and dropped (`GestureEnvironment.apply(_:)`): the next values are written into
    /// its storage, so a state change of a run allocates and frees no array. Empty when the
    /// outcome is recorded, whose observations keep their arrays.
    @exclusivity(unchecked) var valuesStorage: [ObservedValue] = []

    /// The values an outcome records with each state change. Subclasses add
    /// their own after these (`docs/FORMATS.md` §3).
    open var observedValues: [ObservedValue] {
        let point = location(in: nil)
        var values = valuesStorage
        valuesStorage = []  // leaves `values` the only reference when no observation keeps it
        values.empty()
        values.reserveCapacity(4)  // room for a subclass's own, appended after these
        values.append(.point("location", point.x, point.y))
        values.append(.number("numberOfTouches", Double(numberOfTouches)))
        return values
    }

    /// The thresholds of the environment replaying this recognizer.
    public var thresholds: Thresholds {
        environmentReference?.withObject { $0.thresholds } ?? Thresholds()
    }

    /// The current virtual time (zero outside a replay).
    public var currentTime: Instant { environmentReference?.withObject { $0.clock.now } ?? .zero }

    /// Schedules `action` on the virtual clock, as a turn of its own; the
    /// timer is cancelled when the recognizer is reset.
    @discardableResult
    public func scheduleTimer(afterSeconds seconds: Double, _ action: @escaping () -> Void) -> VirtualClock.TimerID? {
        guard let environment = environment ?? view?.window?.environment else { return nil }
        let id = environment.scheduleTurn(afterSeconds: seconds, action)
        timers.append(id)
        return id
    }

    /// Cancels a timer scheduled with `scheduleTimer(afterSeconds:_:)`.
    public func cancelTimer(_ id: VirtualClock.TimerID?) {
        guard let id else { return }
        timers.removeAll { $0 == id }
        environment?.clock.cancel(id)
    }

    // MARK: - Internal

    var currentWindowCentroid: CGPoint? {
        switch trackedTouches.count {
        case 0: return nil
        case 1: return trackedTouches[0].windowLocation
        default: return trackedTouches.lazy.map(\.windowLocation).centroid
        }
    }

    /// A new touch for this recognizer: received and tracked.
    func receive(_ touch: Touch) {
        receivedTouches.append(touch)
        trackedTouches.append(touch)
    }

    /// Stops tracking `touch` (it lifted or is ignored).
    func stopTracking(_ touch: Touch) {
        guard let index = trackedTouches.indexOfObject(touch) else { return }
        trackedTouches.remove(at: index)
    }

    /// Forgets every touch of the sequence (framework reset).
    func forgetTouches() {
        // Kept capacity: the next touch sequence appends to the same buffers, allocating nothing.
        receivedTouches.empty()
        trackedTouches.empty()
        ignoredTouches.empty()
    }

    func isTracking(_ touch: Touch) -> Bool { trackedTouches.containsObject(touch) }
    /// Terminal, or a discrete recognizer that has decided and waits for a
    /// failure requirement: it gets no new touches (DEC).
    var isClosedToTouches: Bool { currentState.isTerminal || arbitration.pendingTransition == .ended }
    func hasReceived(_ touch: Touch) -> Bool { receivedTouches.containsObject(touch) }
    func hasIgnored(_ touch: Touch) -> Bool { ignoredTouches.containsObject(touch) }

    /// Whether it has touches of the current sequence (`docs/SEMANTICS.md` §3: an
    /// inactive recognizer holds nobody back).
    var isActive: Bool { !receivedTouches.isEmpty }

    /// Makes this recognizer wait for `required` to fail for the current touch sequence.
    func addDynamicRequirement(_ required: GestureRecognizer) {
        dynamicRequirements.append(RecognizerLink(required))
        required.dynamicDependents.append(RecognizerLink(self))
    }

    /// Drops the requirements of the touch sequence, on both sides (framework reset).
    func dropDynamicRequirements() {
        for link in dynamicRequirements {
            link.value.dynamicDependents.removeAll { $0.value === self }
        }
        for link in dynamicDependents {
            link.value.dynamicRequirements.removeAll { $0.value === self }
        }
        dynamicRequirements.empty()
        dynamicDependents.empty()
    }

    /// Static and dynamic requirements, in that order (no list is made: the arbiter walks them on
    /// every gate and every failure).
    var allRequirements: RecognizerLinks { RecognizerLinks(staticRequirements, dynamicRequirements) }

    /// Recognizers that require this one to fail, static then dynamic.
    var allDependents: RecognizerLinks { RecognizerLinks(staticDependents, dynamicDependents) }

    func attach(to view: View) {
        self.view = view
        viewDepth = view.depth
    }
    func detach() {
        view = nil
        viewDepth = 0
    }

    /// A system cancel of its touches: cancels a gesture under way, fails one
    /// that has not begun (the built-in recognizers' `touchesCancelled`).
    func cancelOrFail() {
        if state.isOngoing {
            state = .cancelled
        } else {
            fail(reason: "touches cancelled")
        }
    }

    func sendActions() {
        for action in actions { action.body(self) }
        guard !selectorActions.isEmpty else { return }
        for (target, selector) in selectorActions {
            if let performer = target as? SelectorPerforming {
                performer.performSelector(selector, with: self)
            } else {
                environment?.diagnose(
                    subject: displayName,
                    "action \(selector) not sent: no Objective-C runtime on Linux; make the target SelectorPerforming or add a closure with addTarget"
                )
            }
        }
    }

    var displayName: String { name ?? String(describing: type(of: self)) }
}
