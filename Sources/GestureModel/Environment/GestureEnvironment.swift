import Foundation

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
/// environment.send([TouchSample(time: .zero, touch: 1, phase: .began, x: 10, y: 10)])
/// environment.send([TouchSample(time: Instant(seconds: 0.08), touch: 1, phase: .ended, x: 10, y: 10)])
/// environment.drainTimers()
/// ```
@ReplayActor
public final class GestureEnvironment {
    /// One arbitration decision, for the readable trace.
    public struct TraceEntry: Equatable, Sendable {
        /// What the arbiter noted, about recognizers by name.
        public enum Event: Equatable, Sendable {
            /// A recognizer stored its transition until another fails.
            case waits(String, forFailureOf: String)
            /// A recognizer that waited goes ahead: the other failed.
            case goesAhead(String, afterFailureOf: String)
        }

        public var time: Instant
        public var event: Event

        public init(time: Instant, event: Event) {
            self.time = time
            self.event = event
        }

        /// The entry in words, as timelines and reports show it.
        public var message: String {
            switch event {
            case .waits(let waiting, let required): "\(waiting) waits for \(required) to fail"
            case .goesAhead(let dependent, let failed): "\(failed) failed: \(dependent) goes ahead"
            }
        }
    }

    /// The window touches are delivered to.
    public let window: Window
    /// The clock every timer runs on.
    public let clock = VirtualClock()
    /// The thresholds recognizers read.
    @exclusivity(unchecked) public var thresholds: Thresholds
    /// What happened, in order.
    @exclusivity(unchecked) public private(set) var observations: [Observation] = []
    /// Why recognizers waited and went ahead, in order.
    public var trace: [TraceEntry] { arbiter.trace }

    // The stored properties read or changed on every event are
    // `@exclusivity(unchecked)`: no access to one is held across a call that
    // could reach it again (an array is changed in place only by its own
    // methods, with closures that do not touch it), so Swift's run-time
    // checks (for a public stored property, or one changed in place) go.
    private var observationHandler: ((Observation) -> Void)?

    /// The phases a recognizer or view gets touches in, in the order of its calls.
    static let deliveryPhases: [Touch.Phase] = [.began, .moved, .ended, .cancelled]

    let arbiter = Arbiter()
    /// The threshold checks and decisions margins report, when asked for (`recordMargins()`).
    var margins: MarginRecorder? {
        didSet { arbiter.margins = margins }
    }
    /// This environment, for recognizers and the window (cleared when it goes).
    let reference = UnownedReference<GestureEnvironment>()
    let event: TouchEvent
    @exclusivity(unchecked) var activeTouches: [Touch] = []
    @exclusivity(unchecked) var heldTouches: [Touch] = []
    @exclusivity(unchecked) var engaged: [GestureRecognizer] = []
    /// Whether a turn of this environment is running (on the thread it is
    /// bound to: `GestureEnvironment.current`, `ReplayActor`).
    var isInTurn = false
    /// Whether a recognizer may have become ready to reset since the last
    /// check: set by whatever can make one (a state change other than a
    /// continuing `changed`, a lifted touch, a newly engaged recognizer, a timer's
    /// turn), cleared by the check (`resetFinishedRecognizers`).
    var mayHaveFinishedRecognizers = false
    /// Whether an engaged recognizer may have begun or been recognized with
    /// `cancelsTouchesInView` since the last check: set by whatever can make
    /// one (a state change, a resolution, an engaged recognizer, the setting),
    /// cleared by the check (`mayClaimViewTouches`), which then remembers the
    /// answer in `hasEngagedClaimant`.
    var claimantsMayHaveChanged = true
    var hasEngagedClaimant = false
    /// Whether a recognizer was ever adopted by this environment after another
    /// one (see `adopt`): the engaged list then need not hold every recognizer
    /// that has a touch of this environment, and views' touches are always checked.
    var sharesRecognizers = false
    var lastLift: (location: CGPoint, time: Instant, tapCount: Int)?
    /// Touches down on a view with `isExclusiveTouch` (`Touch.isOnExclusiveView`):
    /// while there is one, a touch on another view goes nowhere (`docs/SEMANTICS.md` §9).
    var exclusiveTouchesDown = 0
    var performRequests: [(target: ObjectIdentifier, selector: String, timer: VirtualClock.TimerID)] = []

    // Scratch buffers, kept between events so that delivering one costs no
    // allocation. Each is taken (left empty) while in use and put back
    // cleared, so a turn started from inside another gets fresh ones.
    var eventTouchBuffer: [Touch] = []
    var recognizerOrderBuffer: [(recognizer: Unmanaged<GestureRecognizer>, depth: Int)] = []
    var touchBuffer: [Touch] = []
    var pendingBuffer: [(touch: Touch, phase: Touch.Phase)] = []
    /// The `Set<Touch>`s last handed to subclasses' touch methods (see
    /// `touchSet(of:)`): of one touch (the set holds the touch, which keeps
    /// the unowned key valid), and of several, with their touches in order,
    /// newest last. Read on every delivery to a subclass, never while a
    /// caller holds them: no run-time exclusivity checks.
    @exclusivity(unchecked) unowned(unsafe) var singleTouchSetKey: Touch?
    @exclusivity(unchecked) var singleTouchSet = Set<Touch>()
    @exclusivity(unchecked) var touchSets: [(touches: [Touch], set: Set<Touch>)] = []

    /// An environment replaying into `window`, with the given thresholds.
    public init(window: Window, thresholds: Thresholds = Thresholds()) {
        self.window = window
        self.thresholds = thresholds
        event = TouchEvent(source: reference)
        reference.object = self
        window.environment = self
    }

    deinit {
        // Released on the thread that replayed it: its main thread (`ReplayActor`).
        ReplayActor.runUnchecked { reference.object = nil }
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

    /// Runs `body` bound to this thread as a turn is (`ReplayActor`), without a turn's
    /// arbitration: questions the arbiter would ask, asked from outside a replay, and code
    /// that sets up a replay before its first event (`Replayer`'s `preparing`).
    public func withTurnBinding(_ body: () -> Void) {
        guard !isInTurn else { return body() }
        let previous = enterOutermostTurn()
        body()
        leaveOutermostTurn(restoring: previous)
    }

    /// Takes the observations recorded so far, leaving none.
    public func takeObservations() -> [Observation] {
        let taken = observations
        observations = []
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
        observations.reserveCapacity(count)
    }

    /// Records, from now on, the threshold checks each recognizer decision rests on and how
    /// close each came to flipping (`takeDecisions()`). Costs nothing until called.
    public func recordMargins() {
        if margins == nil { margins = MarginRecorder() }
        var views: [View] = [window]
        while let view = views.popLast() {
            for recognizer in view.gestureRecognizers ?? [] { recognizer.notesThresholds = true }
            views += view.subviews
        }
    }

    /// The decisions recorded since `recordMargins()`, with their checks, in order; the
    /// deadlines no later touch measured are dropped (`MarginRecorder`).
    public func takeDecisions() -> [Decision] {
        let decisions = margins?.finish() ?? []
        margins = nil
        return decisions
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

    /// Delivers one input event: touch samples of one time, as the steps of
    /// `docs/SEMANTICS.md` §2. Timers due at or before that time fire first.
    public func send(_ samples: [TouchSample]) { send(samples[...]) }

    /// Delivers one input event: touch samples of one time (a slice of a session's samples).
    public func send(_ samples: ArraySlice<TouchSample>) {
        guard let time = samples.first?.time else { return }
        assert(samples.allSatisfy { $0.time == time }, "an event's samples have one time")
        advance(to: time)
        let previous = enterOutermostTurn()
        event.timestamp = time.seconds
        var eventTouches = eventTouchBuffer
        eventTouchBuffer = []
        // Steps 1–2: hit-test new touches and fix their recognizers; update the others.
        let mayHaveLifted = updateTouches(samples, at: time, into: &eventTouches)
        // The window's `sendEvent(_:)`: steps 3–8, seen by the window's interceptor when it has one.
        if let interceptor = window.sendEventInterceptor {
            // Called on this turn's thread, the replay's main thread (`ReplayActor`), as the
            // overridable methods are (`GestureRecognizer+Isolation.swift`).
            typealias Plain = (TouchEvent, () -> Void) -> Void
            let touches = eventTouches
            unsafeBitCast(interceptor, to: Plain.self)(event) { dispatch(touches, mayHaveLifted: mayHaveLifted) }
        } else {
            dispatch(eventTouches, mayHaveLifted: mayHaveLifted)
        }
        leaveOutermostTurn(restoring: previous)
        eventTouches.empty()
        eventTouchBuffer = eventTouches
    }

    /// Steps 3–8 of an input turn: what UIKit's `UIWindow.sendEvent(_:)` does with an event
    /// whose touches are hit-tested and updated.
    private func dispatch(_ eventTouches: [Touch], mayHaveLifted: Bool) {
        if mayHaveLifted { mayHaveFinishedRecognizers = true }
        if let margins { measureDeadlines(margins, eventTouches) }
        // Step 3: recognizers get the touches of each phase.
        deliverToRecognizers(eventTouches, mayHaveLifted: mayHaveLifted)
        // Steps 4–8.
        settle(eventTouches: eventTouches)
        if mayHaveLifted { removeLiftedTouches() }
    }

    /// Fires every pending timer in order, each as a turn, so that a lone tap
    /// resolves after its interval. Stops after `maximumTurns` (a scene whose
    /// code reschedules forever) with a diagnostic.
    public func drainTimers(maximumTurns: Int = 10_000) {
        var turns = 0
        while let due = clock.nextDue {
            if turns == maximumTurns {
                diagnose(
                    subject: "clock", "timers still pending after \(maximumTurns) timer turns; stopped at \(clock.now)")
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

    // MARK: - Steps 4–8

    /// The end of every turn (`docs/SEMANTICS.md` §2 steps 4–8): arbitration,
    /// view cancellation and actions until nothing is asked any more, then
    /// view delivery and reset. A timer's turn has no event touches.
    private func settle(eventTouches: [Touch]) {
        if arbiter.hasRequests {
            arbiter.settle(in: self)  // steps 4–6
        }
        deliverToViews(eventTouches)  // step 7
        resetFinishedRecognizers()  // step 8
    }

    /// Steps 5–6 for one round of the arbiter's decisions: observations, view
    /// cancellation and actions, in decided order.
    func apply(_ effects: [Arbiter.Effect]) {
        claimantsMayHaveChanged = true  // resolving changes states
        if let margins { noteDecisions(margins, effects) }
        for effect in effects {
            // What step 8 may reset: a recognizer that failed, ended or was cancelled, or a
            // partner that left `possible` (began, recognized). A `changed` is neither.
            if !effect.isChanged { mayHaveFinishedRecognizers = true }
            switch effect {
            case .failed(let recognizer, let reason):
                observe(.recognizer(name: recognizer.displayName, state: .failed, values: [], reason: reason))
                recognizer.notifyStateObservers()
            case .transition(let recognizer, let state, let reason):
                if (state == .began || state == .recognized) && recognizer.cancelsTouchesInView {
                    cancelViewTouches(of: recognizer)
                }
                let values = recognizer.currentObservedValues
                observe(.recognizer(name: recognizer.displayName, state: state, values: values, reason: reason))
                // A streamed observation is compared (or written) and dropped, which leaves its array
                // free for the next values; a recorded one keeps it, and the next gets a new one.
                if observationHandler != nil { recognizer.valuesStorage = values }
                recognizer.notifyStateObservers()
                recognizer.sendActions()
            }
        }
    }

    func observe(_ subject: consuming Observation.Subject) {
        if let handler = observationHandler {
            handler(Observation(time: clock.now, subject: subject))
            return
        }
        observations.append(Observation(time: clock.now, subject: subject))
    }
}
