import Foundation

// Why this file is over 500 lines: it holds the turn API, the touch table, recognizer and view
// delivery, settling and reset, which docs/SEMANTICS.md §2 describes as one list of steps. Its
// split along those steps is pending (issue 16); this round's GestureUIKit changes landed in it
// first, and the split is to keep every golden and the benchmark unchanged, step by step.

/// Replays touches into a window under a virtual clock: UIKit's gesture
/// environment and the window's event dispatch, synchronous and deterministic.
///
/// Everything happens in turns (`docs/SEMANTICS.md` §2): an input event (every
/// touch sample with one timestamp) or a timer firing. Every observation
/// (state changes, view deliveries, handler reports, diagnostics) is appended
/// to `observations` in the order it happened.
///
/// ```swift
/// let window = Window(size: CGSize(width: 320, height: 480))
/// let tap = TapGestureRecognizer()
/// tap.name = "tap"
/// window.addGestureRecognizer(tap)
/// let environment = GestureEnvironment(window: window)
/// environment.send([.init(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10))], at: .zero)
/// environment.send([.init(identifier: 1, phase: .ended, location: CGPoint(x: 10, y: 10))], at: Instant(seconds: 0.08))
/// environment.drainTimers()
/// ```
public final class GestureEnvironment {
    /// One touch sample of an input event, in window coordinates.
    public struct TouchInput: Sendable, Equatable {
        public var identifier: Int
        public var phase: Touch.Phase
        public var location: CGPoint
        public var force: Double?
        public var majorRadius: Double?

        public init(identifier: Int, phase: Touch.Phase, location: CGPoint, force: Double? = nil, majorRadius: Double? = nil) {
            self.identifier = identifier
            self.phase = phase
            self.location = location
            self.force = force
            self.majorRadius = majorRadius
        }
    }

    /// One arbitration decision, for the readable trace.
    public struct TraceEntry: Equatable, Sendable {
        public var time: Instant
        public var message: String

        public init(time: Instant, message: String) {
            self.time = time
            self.message = message
        }
    }

    /// The window touches are delivered to.
    public let window: Window
    /// The clock every timer runs on.
    public let clock = VirtualClock()
    /// The thresholds recognizers read.
    public var thresholds: Thresholds {
        get { _thresholds }
        set { _thresholds = newValue }
    }
    /// What happened, in order.
    public private(set) var observations: [Observation] {
        get { _observations }
        set { _observations = newValue }
    }
    /// Why recognizers waited and went ahead, in order.
    public private(set) var trace: [TraceEntry] {
        get { _trace }
        set { _trace = newValue }
    }

    // Exclusive access to stored properties: the public ones above are
    // computed over internal storage, and no array property here is changed
    // in place (`var list = x; x = []; list.append(…); x = list`). The
    // compiler then proves every access exclusive at compile time; otherwise
    // it checks each one at run time (a public stored property, or one that
    // an in-place mutation could overlap), many times per event.
    private var _thresholds: Thresholds
    private var _observations: [Observation] = []
    private var _trace: [TraceEntry] = []
    private var observationHandler: ((Observation) -> Void)?

    let arbiter = Arbiter()
    /// This environment, for recognizers and the window (cleared when it goes).
    let reference = UnownedReference<GestureEnvironment>()
    private let event: TouchEvent
    private var activeTouches: [Touch] = []
    private var heldTouches: [Touch] = []
    private var engaged: [GestureRecognizer] = []
    /// Whether a turn of this environment is running (on the thread it is
    /// bound to: `GestureEnvironment.current`, `ReplayActor`).
    private var isInTurn = false
    /// Whether a recognizer may have become ready to reset since the last
    /// check: set by whatever can make one (a state change, a lifted touch,
    /// an engaged recognizer), cleared by the check (`resetFinishedRecognizers`).
    private var mayHaveFinishedRecognizers = false
    /// Whether an engaged recognizer may have begun or been recognized with
    /// `cancelsTouchesInView` since the last check: set by whatever can make
    /// one (a state change, a resolution, an engaged recognizer, the setting),
    /// cleared by the check (`mayClaimViewTouches`), which then remembers the
    /// answer in `hasEngagedClaimant`.
    private var claimantsMayHaveChanged = true
    private var hasEngagedClaimant = false
    /// Whether a recognizer was ever adopted by this environment after another
    /// one (see `adopt`): the engaged list then need not hold every recognizer
    /// that has a touch of this environment, and views' touches are always checked.
    private var sharesRecognizers = false
    private var lastLift: (location: CGPoint, time: Instant, tapCount: Int)?
    private var performRequests: [(target: ObjectIdentifier, selector: String, timer: VirtualClock.TimerID)] = []

    // Scratch buffers, kept between events so that delivering one costs no
    // allocation. Each is taken (left empty) while in use and put back
    // cleared, so a turn started from inside another gets fresh ones.
    private var eventTouchBuffer: [Touch] = []
    private var recognizerOrderBuffer: [(recognizer: GestureRecognizer, depth: Int)] = []
    private var touchBuffer: [Touch] = []
    private var pendingBuffer: [(touch: Touch, phase: Touch.Phase)] = []
    /// The `Set<Touch>`s last handed to subclasses' touch methods (see
    /// `touchSet(of:)`): of one touch (the set holds the touch, which keeps
    /// the unowned key valid), and of several, with their touches in order,
    /// newest last. Read on every delivery to a subclass, never while a
    /// caller holds them: no run-time exclusivity checks.
    @exclusivity(unchecked) private unowned(unsafe) var singleTouchSetKey: Touch?
    @exclusivity(unchecked) private var singleTouchSet = Set<Touch>()
    @exclusivity(unchecked) private var touchSets: [(touches: [Touch], set: Set<Touch>)] = []

    /// An environment replaying into `window`, with the given thresholds.
    public init(window: Window, thresholds: Thresholds = Thresholds()) {
        self.window = window
        self._thresholds = thresholds
        event = TouchEvent(source: reference)
        reference.object = self
        window.environment = self
    }

    deinit {
        reference.object = nil
    }

    /// The start of an outermost turn: the turn runs on this thread, which
    /// is the replay's main thread for its duration (`ReplayActor`). Returns
    /// the thread's binding before, to put back at the end
    /// (`leaveOutermostTurn(restoring:)`).
    private func enterOutermostTurn() -> UnsafeMutableRawPointer? {
        isInTurn = true
        return bindToThread()
    }

    private func leaveOutermostTurn(restoring previous: UnsafeMutableRawPointer?) {
        isInTurn = false
        unbind(restoring: previous)
    }

    /// Takes the observations recorded so far, leaving none.
    public func takeObservations() -> [Observation] {
        let taken = _observations
        _observations = []
        return taken
    }

    /// Hands each observation to `handler` as it happens, in order, instead
    /// of keeping it in `observations` (which then stays empty). A run
    /// renders them straight to the bytes it compares with the golden, and
    /// keeps no list.
    public func streamObservations(to handler: @escaping (Observation) -> Void) {
        observationHandler = handler
    }

    /// Makes room for at least `count` observations, so that recording them
    /// does not grow the list step by step (a replay knows its sample count,
    /// and most samples end as one view delivery).
    public func reserveObservations(_ count: Int) {
        var list = _observations
        _observations = []
        list.reserveCapacity(count)
        _observations = list
    }

    /// The touches that are down now, in touch-down order.
    public var touchesDown: [Touch] { activeTouches }

    // MARK: - Driving time and input

    /// Fires, as turns of their own, every timer due at or before `time`, then
    /// moves the clock to `time`.
    public func advance(to time: Instant) {
        while let action = clock.popDue(notAfter: time) {
            runTurn(action)
        }
        if time > clock.now { clock.advance(to: time) }
    }

    /// Delivers one input event: every touch sample stamped `time`.
    /// Timers due at or before `time` fire first.
    public func send(_ inputs: [TouchInput], at time: Instant) {
        advance(to: time)
        let previous = enterOutermostTurn()
        event.timestamp = time.seconds
        var eventTouches = eventTouchBuffer
        eventTouchBuffer = []
        let mayHaveLifted = updateTouches(inputs, at: time, into: &eventTouches)
        if mayHaveLifted { mayHaveFinishedRecognizers = true }
        deliverToRecognizers(eventTouches, mayHaveLifted: mayHaveLifted)
        settle(eventTouches: eventTouches)
        // Lifted touches leave the list (the event's touches) as the turn ends.
        if mayHaveLifted && activeTouches.contains(where: \.hasEnded) {
            var touches = activeTouches
            activeTouches = []
            touches.removeAll { $0.hasEnded }
            activeTouches = touches
        }
        leaveOutermostTurn(restoring: previous)
        eventTouches.empty()
        eventTouchBuffer = eventTouches
    }

    /// Fires every pending timer in order, each as a turn, so that a lone tap
    /// resolves after its interval. Stops after `maximumTurns` (a scene whose
    /// code reschedules forever) with a diagnostic.
    public func drainTimers(maximumTurns: Int = 10_000) {
        var turns = 0
        while let due = clock.nextDue {
            if turns == maximumTurns {
                diagnose(subject: "clock", "timers still pending after \(maximumTurns) timer turns; stopped at \(clock.now)")
                return
            }
            advance(to: due)
            turns += 1
        }
    }

    /// Schedules `action` as a turn of its own, `seconds` from now.
    @discardableResult
    public func scheduleTurn(afterSeconds seconds: Double, _ action: @escaping () -> Void) -> VirtualClock.TimerID {
        clock.schedule(afterSeconds: seconds, action)
    }

    /// Runs `action` as a turn now: what it changes is arbitrated, delivered and reset.
    public func runTurn(_ action: () -> Void) {
        if isInTurn {
            action()
            return
        }
        let previous = enterOutermostTurn()
        action()
        mayHaveFinishedRecognizers = true  // timer turns are few: no need to know what they did
        settle(eventTouches: [])
        leaveOutermostTurn(restoring: previous)
    }

    // MARK: - Scene code

    /// Records that scene code ran a handler (`docs/FORMATS.md` §3).
    public func report(handler: String, values: [ObservedValue] = []) {
        observe(.handler(name: handler, values: values))
    }

    /// Records a diagnostic about `subject`.
    public func diagnose(subject: String, _ message: String) {
        observe(.diagnostic(subject: subject, message: message))
    }

    /// `performSelector:withObject:afterDelay:` for scene code: runs `body`
    /// as a turn after `delay` seconds of virtual time.
    public func perform(target: AnyObject, selector: String, afterDelay delay: Double, _ body: @escaping () -> Void) {
        let key = ObjectIdentifier(target)
        var id: VirtualClock.TimerID?
        id = clock.schedule(afterSeconds: delay) { [reference] in
            reference.object?.performRequests.removeAll { $0.timer == id }
            body()
        }
        if let id { performRequests.append((key, selector, id)) }
    }

    /// `cancelPreviousPerformRequestsWithTarget:selector:object:`: cancels
    /// pending `perform` requests of `target` (for one selector, or all).
    public func cancelPreviousPerformRequests(withTarget target: AnyObject, selector: String? = nil) {
        let key = ObjectIdentifier(target)
        for request in performRequests where request.target == key && (selector == nil || request.selector == selector) {
            clock.cancel(request.timer)
        }
        performRequests.removeAll { $0.target == key && (selector == nil || $0.selector == selector) }
    }

    // MARK: - Requests from recognizers

    func requestTransition(of recognizer: GestureRecognizer, to requested: GestureRecognizer.State) {
        mayHaveFinishedRecognizers = true
        claimantsMayHaveChanged = true
        if recognizer.isInFrameworkReset { return }
        let current = recognizer.currentState
        guard let target = GestureEnvironment.allowedTransition(from: current, to: requested) else {
            // Asking again for the terminal state it is in is silently ignored
            // (CHOICE: a harmless repeat, common in ported `state = .failed`
            // code); every other refused transition is a diagnostic.
            if current != requested || !current.isTerminal {
                diagnose(subject: recognizer.displayName, "invalid transition \(current) → \(requested); ignored")
            }
            return
        }
        if target == current && target != .changed { return }
        if !recognizer.isRequested {
            recognizer.isRequested = true
            recognizer.stateAtTurnStart = current
            arbiter.enqueue(recognizer)
        }
        recognizer.currentState = target
        adopt(recognizer)
        engage(recognizer)
        if !isInTurn { runTurn {} }
    }

    /// The state a requested transition leads to, or nil when it is not
    /// allowed (`docs/SEMANTICS.md` §1). Failing a began or changed recognizer
    /// cancels it (CHOICE, consistent with DEC).
    static func allowedTransition(
        from current: GestureRecognizer.State, to requested: GestureRecognizer.State
    ) -> GestureRecognizer.State? {
        switch (current, requested) {
        case (.possible, .possible), (.possible, .began), (.possible, .ended), (.possible, .failed):
            return requested
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return requested
        case (.began, .failed), (.changed, .failed):
            return .cancelled
        default:
            return nil
        }
    }

    /// A recognizer's `cancelsTouchesInView` changed.
    func recognizerMayClaimDifferently() {
        claimantsMayHaveChanged = true
    }

    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        switch recognizer.currentState {
        case .possible where recognizer.isActive:
            recognizer.failureNote = "disabled"
            requestTransition(of: recognizer, to: .failed)
        case .began, .changed:
            requestTransition(of: recognizer, to: .cancelled)
        default:
            break
        }
    }

    // MARK: - Steps 1–3: touches and their recognizers

    /// The event's touches, updated; returns whether one of them may have lifted.
    private func updateTouches(_ inputs: [TouchInput], at time: Instant, into eventTouches: inout [Touch]) -> Bool {
        var mayHaveLifted = false
        for touch in activeTouches { touch.phase = .stationary }
        for input in inputs {
            if input.phase == .began {
                guard !activeTouches.contains(where: { $0.identifier == input.identifier }) else {
                    diagnose(subject: "touch \(input.identifier)", "began while already down; sample ignored")
                    continue
                }
                let touch = Touch(
                    identifier: input.identifier, location: input.location, time: time,
                    tapCount: tapCount(at: input.location, time: time),
                    force: CGFloat(input.force ?? 0), majorRadius: CGFloat(input.majorRadius ?? 0))
                touch.window = window
                touch.hasForce = input.force != nil
                touch.view = window.hitTest(input.location, with: event)
                touch.gestureRecognizers = recognizers(for: touch)
                askFailureRequirements(among: touch.gestureRecognizers)
                var touches = activeTouches
                activeTouches = []
                touches.append(touch)
                activeTouches = touches
                eventTouches.append(touch)
            } else {
                guard let touch = activeTouches.first(where: { $0.identifier == input.identifier }) else {
                    diagnose(subject: "touch \(input.identifier)", "\(input.phase.rawValue) before it began; sample ignored")
                    continue
                }
                if input.phase == .moved {
                    touch.previousWindowLocation = touch.windowLocation
                }
                touch.windowLocation = input.location
                touch.phase = input.phase
                touch.timestamp = time.seconds
                if let force = input.force {
                    touch.force = CGFloat(force)
                    touch.hasForce = true
                }
                if let radius = input.majorRadius { touch.majorRadius = CGFloat(radius) }
                eventTouches.append(touch)
                if input.phase == .ended { noteLift(of: touch, at: time) }
                if input.phase == .ended || input.phase == .cancelled { mayHaveLifted = true }
            }
        }
        return mayHaveLifted
    }

    /// `UITouch.tapCount`: one more than the previous touch's when this one
    /// begins strictly within `tapMaximumInterval` of its lift and within
    /// `tapAllowableMovement` of where it lifted, else 1 (DOC; thresholds and
    /// "strictly" CHOICE, matching the tap recognizer's timer, which fires
    /// before an event stamped at its due time).
    private func tapCount(at location: CGPoint, time: Instant) -> Int {
        guard let last = lastLift else { return 1 }
        let interval = Instant.nanoseconds(fromSeconds: thresholds.tapMaximumInterval)
        let isClose = Double(location.distance(to: last.location)) <= thresholds.tapAllowableMovement
        return last.time.nanoseconds(to: time) < interval && isClose ? last.tapCount + 1 : 1
    }

    /// Remembers a lift for the next touch's tap count. Only a tap counts: a
    /// touch that moved more than `tapAllowableMovement` or stayed down longer
    /// than `tapMaximumDuration` starts the count again (CHOICE).
    private func noteLift(of touch: Touch, at time: Instant) {
        let moved = Double(touch.windowLocation.distance(to: touch.downWindowLocation))
        let held = touch.downTime.seconds(to: time)
        if moved <= thresholds.tapAllowableMovement && held <= thresholds.tapMaximumDuration {
            lastLift = (touch.windowLocation, time, touch.tapCount)
        } else {
            lastLift = nil
        }
    }

    /// Every enabled recognizer on the hit view and its ancestors, deepest
    /// view first, then in order of attachment (`docs/SEMANTICS.md` §2 steps 2–3).
    /// Terminal recognizers, and discrete ones that decided and wait for a
    /// failure requirement, get no new touches (DEC).
    private func recognizers(for touch: Touch) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.recognizers where recognizer.isEnabled {
                if recognizer.isClosedToTouches { continue }
                if !recognizer.delegateAllowsReceiving(touch) { continue }
                result.append(recognizer)
            }
            view = current.superview
        }
        return result
    }

    /// Dynamic failure requirements: asked once per pair per touch sequence,
    /// when the two first share a touch (`docs/SEMANTICS.md` §3, CHOICE).
    private func askFailureRequirements(among recognizers: [GestureRecognizer]) {
        guard recognizers.count > 1 else { return }
        for first in recognizers {
            for second in recognizers where second !== first {
                let key = ObjectIdentifier(second)
                if first.askedPartners.contains(key) { continue }
                first.askedPartners.append(key)
                let requires =
                    first.requiresFailure(of: second) || first.delegateRequiresFailure(of: second)
                    || second.delegateRequiresFailure(by: first)
                if requires && !first.allRequirements.contains(where: { $0 === second }) {
                    first.addDynamicRequirement(second)
                }
            }
        }
    }

    private static let deliveryPhases: [Touch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Step 3: each recognizer gets the touches of each phase, before the views.
    private func deliverToRecognizers(_ eventTouches: [Touch], mayHaveLifted: Bool) {
        if eventTouches.count == 1 && isOrderedByDepth(eventTouches[0].gestureRecognizers) {
            deliverToRecognizers(eventTouches[0])
        } else if moveTogether(eventTouches) {
            deliverTogether(eventTouches)
        } else {
            deliverToRecognizersByPhase(eventTouches)
        }
        guard mayHaveLifted else { return }
        // Lifted touches are no longer tracked, whether or not they were delivered.
        // The centroid they leave is taken before any of them goes, so that
        // fingers lifting together leave their centroid, not the last one's spot.
        for touch in eventTouches where touch.hasEnded {
            for recognizer in touch.gestureRecognizers where recognizer.isTracking(touch) {
                recognizer.lastWindowCentroid = recognizer.currentWindowCentroid ?? touch.windowLocation
            }
        }
        for touch in eventTouches where touch.hasEnded {
            for recognizer in touch.gestureRecognizers { recognizer.stopTracking(touch) }
        }
    }

    /// A one-touch event (most of them) whose recognizers are still deepest view
    /// first, as they were when it began: each gets the touch in its phase,
    /// the same set for all.
    private func deliverToRecognizers(_ touch: Touch) {
        guard touch.phase != .stationary else { return }
        let set = TouchSet(only: touch)
        for recognizer in touch.gestureRecognizers where recognizer.isEnabled {
            guard takesEvent(recognizer) else { continue }
            if recognizer.isClosedToTouches { continue }
            if recognizer.hasIgnored(touch) { continue }
            if touch.phase == .began {
                recognizer.receive(touch)
                engage(recognizer)
            }
            deliver(set, phase: touch.phase, to: recognizer)
        }
    }

    /// Whether `recognizer` takes this event, as its delegate's
    /// `shouldReceive(event)` says (asked only when it has a delegate); a
    /// recognizer that takes it is adopted by this environment.
    private func takesEvent(_ recognizer: GestureRecognizer) -> Bool {
        if !recognizer.delegateAllowsReceiving(event) {
            return false
        }
        adopt(recognizer)
        return true
    }

    /// Whether the event's touches (several) share their phase (not
    /// stationary) and their recognizers, deepest view first: fingers that
    /// landed on one view and move together.
    private func moveTogether(_ eventTouches: [Touch]) -> Bool {
        let first = eventTouches[0]
        guard first.phase != .stationary else { return false }
        let recognizers = first.gestureRecognizers
        for touch in eventTouches.dropFirst() {
            guard touch.phase == first.phase else { return false }
            let others = touch.gestureRecognizers
            guard others.count == recognizers.count else { return false }
            for index in others.indices where others[index] !== recognizers[index] { return false }
        }
        return isOrderedByDepth(recognizers)
    }

    /// Touches that move together: each recognizer, in order, gets those it
    /// does not ignore, in one call (the order and calls of the general path,
    /// which has one phase and one recognizer list here).
    private func deliverTogether(_ eventTouches: [Touch]) {
        let phase = eventTouches[0].phase
        for recognizer in eventTouches[0].gestureRecognizers where recognizer.isEnabled {
            guard takesEvent(recognizer) else { continue }
            if recognizer.isClosedToTouches { continue }
            if recognizer.ignoredTouches.isEmpty {
                if phase == .began {
                    for touch in eventTouches { recognizer.receive(touch) }
                    engage(recognizer)
                }
                deliver(TouchSet(eventTouches), phase: phase, to: recognizer)
            } else {
                let touches = eventTouches.filter { !recognizer.hasIgnored($0) }
                if touches.isEmpty { continue }
                if phase == .began {
                    for touch in touches { recognizer.receive(touch) }
                    engage(recognizer)
                }
                deliver(TouchSet(touches), phase: phase, to: recognizer)
            }
        }
    }

    /// Whether each recognizer's view is at most as deep as the one before.
    private func isOrderedByDepth(_ recognizers: [GestureRecognizer]) -> Bool {
        guard recognizers.count > 1 else { return true }
        var previous = Int.max
        for recognizer in recognizers {
            let depth = recognizer.view?.depth ?? 0
            if depth > previous { return false }
            previous = depth
        }
        return true
    }

    /// Any event: its recognizers in depth order, each given its touches of
    /// each phase, one call per phase.
    private func deliverToRecognizersByPhase(_ eventTouches: [Touch]) {
        var order = recognizerOrderBuffer
        recognizerOrderBuffer = []
        collectRecognizers(of: eventTouches, into: &order)
        var touches = touchBuffer
        touchBuffer = []
        for (recognizer, _) in order where recognizer.isEnabled {
            guard takesEvent(recognizer) else { continue }
            for phase in GestureEnvironment.deliveryPhases {
                if recognizer.isClosedToTouches { break }
                touches.empty()
                for touch in eventTouches where touch.phase == phase && !recognizer.hasIgnored(touch) {
                    guard touch.gestureRecognizers.contains(where: { $0 === recognizer }) else { continue }
                    if phase == .began {
                        recognizer.receive(touch)
                        engage(recognizer)
                    }
                    touches.append(touch)
                }
                if touches.isEmpty { continue }
                deliver(TouchSet(touches), phase: phase, to: recognizer)
            }
        }
        touches.empty()
        touchBuffer = touches
        order.empty()
        recognizerOrderBuffer = order
    }

    /// The recognizers of the event's moving touches, each once: deepest view
    /// first, then in order of first appearance (a stable insertion sort; the
    /// lists are short and usually sorted already).
    private func collectRecognizers(
        of eventTouches: [Touch], into order: inout [(recognizer: GestureRecognizer, depth: Int)]
    ) {
        for touch in eventTouches where touch.phase != .stationary {
            for recognizer in touch.gestureRecognizers where !order.contains(where: { $0.recognizer === recognizer }) {
                order.append((recognizer, recognizer.view?.depth ?? 0))
            }
        }
        guard order.count > 1 else { return }
        for index in 1..<order.count {
            var position = index
            while position > 0 && order[position - 1].depth < order[position].depth {
                order.swapAt(position - 1, position)
                position -= 1
            }
        }
    }

    /// The `Set<Touch>` UIKit's touch methods take, holding `touches` in
    /// their order. Building a `Set` costs an allocation, its generic
    /// metadata and a hash seed, so the last few are kept and handed out
    /// again whenever the same touches are delivered in the same order: to
    /// every subclassed recognizer and view of an event, and from event to
    /// event while the same fingers move (a `Set` is a value: a callee that
    /// changes its copy changes nobody else's). The touches of a kept set
    /// stay alive until it is replaced.
    func touchSet(of touches: TouchSet) -> Set<Touch> {
        if touches.count == 1 {
            let touch = touches[0]
            if touch === singleTouchSetKey { return singleTouchSet }
            singleTouchSet = [touch]
            singleTouchSetKey = touch
            return singleTouchSet
        }
        for index in touchSets.indices.reversed() where GestureEnvironment.same(touchSets[index].touches, touches) {
            return touchSets[index].set
        }
        let ordered = Array(touches)
        var set = Set<Touch>(minimumCapacity: ordered.count)
        for touch in ordered { set.insert(touch) }
        if touchSets.count == GestureEnvironment.keptTouchSets { touchSets.removeFirst() }
        touchSets.append((ordered, set))
        return set
    }

    /// How many sets of several touches `touchSet(of:)` keeps: one per phase of an event.
    private static let keptTouchSets = 4

    /// Whether `kept` and `touches` are the same touches in the same order.
    private static func same(_ kept: [Touch], _ touches: TouchSet) -> Bool {
        guard kept.count == touches.count else { return false }
        for index in kept.indices where kept[index] !== touches[index] { return false }
        return true
    }

    private func deliver(_ set: TouchSet, phase: Touch.Phase, to recognizer: GestureRecognizer) {
        recognizer.deliver(set, phase: phase, with: event, in: self)
    }

    /// Makes this the recognizer's environment (for its `state`, `thresholds`, timers).
    private func adopt(_ recognizer: GestureRecognizer) {
        if recognizer.environmentReference !== reference {
            if let previous = recognizer.environmentReference {
                // It may be engaged, and keep touches, in the other environment.
                sharesRecognizers = true
                previous.object?.sharesRecognizers = true
            }
            recognizer.environmentReference = reference
        }
    }

    private func engage(_ recognizer: GestureRecognizer) {
        mayHaveFinishedRecognizers = true
        claimantsMayHaveChanged = true
        if !recognizer.isEngaged {
            recognizer.isEngaged = true
            var recognizers = engaged
            engaged = []
            recognizers.append(recognizer)
            engaged = recognizers
        }
    }

    // MARK: - Steps 4–8

    /// Arbitration, view cancellation and actions until nothing is asked any
    /// more, then view delivery and reset.
    private func settle(eventTouches: [Touch]) {
        var rounds = 0
        if arbiter.hasRequests { mayHaveFinishedRecognizers = true }
        while arbiter.hasRequests {
            rounds += 1
            if rounds > 1_000 {
                diagnose(subject: "arbiter", "recognizers kept changing state for 1000 rounds in one turn; stopped")
                break
            }
            claimantsMayHaveChanged = true  // resolving changes states
            let effects = arbiter.resolve()
            if arbiter.hasTrace {
                var entries = _trace
                _trace = []
                for message in arbiter.takeTrace() { entries.append(TraceEntry(time: clock.now, message: message)) }
                _trace = entries
            }
            apply(effects)
        }
        deliverToViews(eventTouches)
        resetFinishedRecognizers()
    }

    /// Steps 5–6: observations, view cancellation and actions, in decided order.
    private func apply(_ effects: [Arbiter.Effect]) {
        for effect in effects {
            switch effect {
            case .failed(let recognizer, let reason):
                observe(.recognizer(name: recognizer.displayName, state: .failed, values: [], reason: reason))
            case .transition(let recognizer, let state, let reason):
                if (state == .began || state == .recognized) && recognizer.cancelsTouchesInView {
                    cancelViewTouches(of: recognizer)
                }
                observe(.recognizer(name: recognizer.displayName, state: state, values: recognizer.currentObservedValues, reason: reason))
                recognizer.sendActions()
            }
        }
    }

    /// Step 5: the hit views of a recognized recognizer's touches get
    /// `touchesCancelled` (if they saw the touch begin) and nothing more.
    private func cancelViewTouches(of recognizer: GestureRecognizer) {
        var cancelled: [Touch] = []
        for touch in recognizer.receivedTouches where !recognizer.hasIgnored(touch) {
            if claimForRecognizer(touch) { cancelled.append(touch) }
        }
        deliver(cancelled, phase: .cancelled)
    }

    /// Marks a touch as finished for its view; true when the view saw it begin
    /// and must now be told it was cancelled.
    private func claimForRecognizer(_ touch: Touch) -> Bool {
        guard touch.view != nil, !touch.viewIsDone, !touch.viewIsExcluded else { return false }
        touch.viewIsDone = true
        touch.dropHeldPhases()
        return touch.viewSawBegan
    }

    /// Step 7: held phases whose holders resolved, then this event's phases.
    private func deliverToViews(_ eventTouches: [Touch]) {
        if !heldTouches.isEmpty { releaseHeldPhases() }
        if eventTouches.isEmpty { return }  // a timer's turn
        if eventTouches.count == 1 {
            let touch = eventTouches[0]
            if let phase = viewPhase(of: touch), let view = touch.view {
                deliver(TouchSet(only: touch), to: view, phase: phase)
            }
            return
        }
        var pending = pendingBuffer
        pendingBuffer = []
        for touch in eventTouches {
            if let phase = viewPhase(of: touch) { pending.append((touch, phase)) }
        }
        if let first = pending.first, let view = first.touch.view,
            pending.allSatisfy({ $0.touch.view === view && $0.phase == first.phase })
        {
            // One view and phase (fingers moving together, or one finger the
            // view has): one call.
            let set =
                pending.count == 1 ? TouchSet(only: first.touch)
                : pending.count == eventTouches.count ? TouchSet(eventTouches) : TouchSet(pending.map(\.touch))
            deliver(set, to: view, phase: first.phase)
            pending.empty()
            pendingBuffer = pending
            return
        }
        // One call per view and phase, views in order of first appearance.
        var touches = touchBuffer
        touchBuffer = []
        for (index, item) in pending.enumerated() {
            let view = item.touch.view
            if pending[..<index].contains(where: { $0.touch.view === view }) { continue }  // not its first appearance
            for phase in GestureEnvironment.deliveryPhases {
                for other in pending[index...] where other.phase == phase && other.touch.view === view {
                    touches.append(other.touch)
                }
                if touches.isEmpty { continue }
                deliver(touches, phase: phase)
                touches.empty()
            }
        }
        touchBuffer = touches
        pending.empty()
        pendingBuffer = pending
    }

    /// The phase `touch`'s view gets in this event, if any: its own, or
    /// `cancelled` when a recognizer claims it now; nil when the touch is
    /// stationary, not the view's, held back (queued) or already done.
    private func viewPhase(of touch: Touch) -> Touch.Phase? {
        guard touch.phase != .stationary else { return nil }
        guard let view = touch.view, !touch.viewIsDone, !touch.viewIsExcluded else { return nil }
        let phase = touch.phase
        if phase == .began && !view.isMultipleTouchEnabled && viewHasEarlierTouch(than: touch, on: view) {
            touch.viewIsExcluded = true
            return nil
        }
        if mayClaimViewTouches() && isClaimedByOngoingRecognizer(touch) {
            return claimForRecognizer(touch) ? .cancelled : nil
        }
        if phase == .cancelled {
            touch.dropHeldPhases()
            touch.viewIsDone = true
            return touch.viewSawBegan ? .cancelled : nil
        }
        if !touch.heldPhases.isEmpty || ((phase == .began || phase == .ended) && isHeld(touch, in: phase)) {
            touch.hold(phase)
            if !heldTouches.contains(where: { $0 === touch }) {
                var touches = heldTouches
                heldTouches = []
                touches.append(touch)
                heldTouches = touches
            }
            return nil
        }
        return phase
    }

    /// Whether `view` still has a touch that went down before `touch` (touch-down
    /// order, so of two touches landing in one event the first is the view's).
    private func viewHasEarlierTouch(than touch: Touch, on view: View) -> Bool {
        for other in activeTouches {
            if other === touch { return false }
            if other.view === view && !other.viewIsExcluded && !other.viewIsDone { return true }
        }
        return false
    }

    /// A touch added to a recognizer that has already begun (or been
    /// recognized) with `cancelsTouchesInView` is not the view's either
    /// (CHOICE, extending DOC's rule to touches that join later).
    private func isClaimedByOngoingRecognizer(_ touch: Touch) -> Bool {
        touch.gestureRecognizers.contains { recognizer in
            recognizer.hasSucceeded && recognizer.cancelsTouchesInView && recognizer.hasReceived(touch)
                && !recognizer.hasIgnored(touch)
        }
    }

    /// False when no recognizer can claim a touch from its view
    /// (`isClaimedByOngoingRecognizer`), without asking each touch's recognizers.
    ///
    /// The same rule, checked once for all touches until something it reads
    /// changes: a recognizer that has received a touch of this environment is
    /// in `engaged` (it was engaged when it received it, and leaves only when
    /// reset, which forgets its touches), unless it was adopted by another
    /// environment too (`sharesRecognizers`). So when no engaged recognizer
    /// has succeeded with `cancelsTouchesInView`, no touch is claimed.
    private func mayClaimViewTouches() -> Bool {
        if sharesRecognizers { return true }
        if claimantsMayHaveChanged {
            claimantsMayHaveChanged = false
            hasEngagedClaimant = engaged.contains { $0.hasSucceeded && $0.cancelsTouchesInView }
        }
        return hasEngagedClaimant
    }

    /// Whether a recognizer that has the touch and delays this phase is still possible.
    private func isHeld(_ touch: Touch, in phase: Touch.Phase) -> Bool {
        guard phase == .began || phase == .ended else { return false }
        return touch.gestureRecognizers.contains { recognizer in
            let delays = phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded
            return delays && recognizer.currentState == .possible && recognizer.isEnabled
                && recognizer.hasReceived(touch) && !recognizer.hasIgnored(touch)
        }
    }

    private func releaseHeldPhases() {
        for touch in heldTouches {
            while let phase = touch.heldPhases.first, !touch.viewIsDone, !isHeld(touch, in: phase) {
                touch.releaseOldestHeldPhase()
                if let view = touch.view { deliver(TouchSet(only: touch), to: view, phase: phase) }
            }
        }
        var held = heldTouches
        heldTouches = []
        held.removeAll { $0.heldPhases.isEmpty || $0.viewIsDone }
        heldTouches = held
    }

    /// Calls the view's touches method for touches that share one hit view
    /// (consecutive touches of one view make one call).
    private func deliver(_ touches: [Touch], phase: Touch.Phase) {
        guard touches.first?.view != nil else { return }
        var start = 0
        while start < touches.count {
            let groupView = touches[start].view
            var end = start + 1
            while end < touches.count && touches[end].view === groupView { end += 1 }
            let group = start == 0 && end == touches.count ? touches : Array(touches[start..<end])
            start = end
            guard let target = groupView else { continue }
            deliver(TouchSet(group), to: target, phase: phase)
        }
    }

    /// Calls `target`'s touches method for `touches` (all of them its own).
    private func deliver(_ touches: TouchSet, to target: View, phase: Touch.Phase) {
        for touch in touches {
            switch phase {
            case .began: touch.viewSawBegan = true
            case .ended, .cancelled: touch.viewIsDone = true
            default: break
            }
        }
        observe(.view(name: target.name, phase: phase, count: touches.count))
        target.deliver(touches, phase: phase, with: event, in: self)
    }

    /// Step 8: terminal recognizers whose touches have all lifted and whose
    /// failure-requirement partners are resolved return to `possible`.
    private func resetFinishedRecognizers() {
        guard mayHaveFinishedRecognizers else { return }
        mayHaveFinishedRecognizers = false
        var didReset = true
        while didReset {
            didReset = false
            for recognizer in engaged where recognizer.currentState.isTerminal {
                guard recognizer.receivedTouches.allSatisfy(\.hasEnded) else { continue }
                if recognizer.hasUnresolvedPartner { continue }
                frameworkReset(recognizer)
                didReset = true
            }
            if didReset {
                var recognizers = engaged
                engaged = []
                recognizers.removeAll { !$0.isEngaged }
                engaged = recognizers
            }
        }
    }

    private func frameworkReset(_ recognizer: GestureRecognizer) {
        for id in recognizer.timers { clock.cancel(id) }
        recognizer.timers.removeAll()
        recognizer.isInFrameworkReset = true
        recognizer.callReset()
        recognizer.isInFrameworkReset = false
        recognizer.currentState = .possible
        recognizer.pendingTransition = nil
        recognizer.failureNote = nil
        recognizer.forgetTouches()
        recognizer.askedPartners.removeAll()
        recognizer.dropDynamicRequirements()
        recognizer.isEngaged = false
    }

    private func observe(_ subject: consuming Observation.Subject) {
        if let handler = observationHandler {
            handler(Observation(time: clock.now, subject: subject))
            return
        }
        var list = _observations
        _observations = []
        list.append(Observation(time: clock.now, subject: subject))
        _observations = list
    }
}
