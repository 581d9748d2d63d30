import Foundation

/// One finger on the screen, from touch-down to touch-up: UIKit's `UITouch`.
///
/// The same object is passed in every phase, so recognizers may keep it.
/// Identity is object identity.
///
/// **Hashing.** UIKit hands touches over as a `Set<UITouch>`, and code reads
/// `touches.first` or iterates it. A `Set` iterates in bucket order, and the
/// bucket of an element follows from its hash value, the process's random
/// hash seed and (per set) the storage's address, so hashing the object's
/// identity would make `touches.first` differ from run to run. Every touch
/// therefore has the same raw hash value (`_rawHashValue(seed:)` ignores the
/// seed), so all the touches of a set share one probe sequence starting at
/// bucket 0: they sit in the order they went in, removals keep that order,
/// and a `Set<Touch>` (or a `[Touch: …]` dictionary) iterates in insertion
/// order on every run and every thread. Lookups are linear in the set's
/// size; touch sets hold a few fingers.
///
/// Isolated to `ReplayActor`, as UIKit declares `@MainActor class UITouch`
/// (https://developer.apple.com/tutorials/data/documentation/uikit/uitouch.md);
/// its identity (`==`, hashing) is not state, so it is nonisolated.
///
/// The public properties are computed over internal storage (`_phase`, …):
/// the compiler proves exclusive access to the module's internal stored
/// properties once, at compile time, but checks every access to a public
/// stored property at run time, and these are read many times per event.
@ReplayActor
public final class Touch: Hashable {
    /// UIKit's `UITouch.Phase`.
    public enum Phase: String, Sendable, CaseIterable {
        case began, moved, stationary, ended, cancelled
    }

    /// The recording's id for this finger.
    public let identifier: Int
    /// The phase of the event being delivered.
    public internal(set) var phase: Phase {
        get { _phase }
        set { _phase = newValue }
    }
    /// Seconds since the session's start of the latest change.
    public internal(set) var timestamp: TimeInterval {
        get { _timestamp }
        set { _timestamp = newValue }
    }
    /// Taps in a row at about this place, this one included (`docs/SEMANTICS.md` §2).
    public internal(set) var tapCount: Int {
        get { _tapCount }
        set { _tapCount = newValue }
    }
    /// The view hit at touch-down; it never changes for this touch. Nil when
    /// the touch hit no view, or when `isExclusiveTouch` kept it from the
    /// view it hit (`docs/SEMANTICS.md` §9): such a touch goes to no view and
    /// no recognizer.
    public internal(set) var view: View? {
        get { _view }
        set { _view = newValue }
    }
    /// The window the touch is in.
    public internal(set) var window: Window? {
        get { windowReference?.object }
        set { windowReference = newValue?.reference }
    }
    private var windowReference: UnownedReference<Window>?
    /// The force of the touch, when the recording has it (1 is an average touch).
    public internal(set) var force: CGFloat {
        get { _force }
        set { _force = newValue }
    }
    /// The radius of the touch in points, when the recording has it.
    public internal(set) var majorRadius: CGFloat {
        get { _majorRadius }
        set { _majorRadius = newValue }
    }
    /// The recognizers given this touch when it began (`docs/SEMANTICS.md` §2 step 2).
    public internal(set) var gestureRecognizers: [GestureRecognizer] {
        get { _gestureRecognizers }
        set {
            _gestureRecognizers = newValue
            recognizerReferences = newValue.map(Unmanaged.passUnretained)
        }
    }
    /// `gestureRecognizers` as unretained references, for the loops that visit them on every
    /// event (`forEachRecognizer(_:)`); `gestureRecognizers` keeps them alive.
    private var recognizerReferences: [Unmanaged<GestureRecognizer>] = []

    private var _phase: Phase
    private var _timestamp: TimeInterval
    private var _tapCount: Int
    private var _view: View?
    private var _force: CGFloat
    private var _majorRadius: CGFloat
    private var _gestureRecognizers: [GestureRecognizer] = []

    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    let downWindowLocation: CGPoint
    let downTime: Instant

    // View delivery bookkeeping (`docs/SEMANTICS.md` §2 step 7).
    var viewSawBegan = false
    var viewIsDone = false  // ended/cancelled delivered, or cancelled for the view by a recognizer
    var viewIsExcluded = false  // multipleTouchEnabled == false kept it from its view
    /// Its view had `isExclusiveTouch` when it began (`GestureEnvironment.exclusiveTouchesDown`).
    var isOnExclusiveView = false
    /// Its view is a subclass, whose `gestureRecognizerShouldBegin` may refuse
    /// the recognizers of other views (`GestureRecognizer.viewAllowsBegin`).
    var isOnSubclassedView = false
    /// View phases waiting for a recognizer that delays them, oldest first.
    /// Changed only by assignment (see `hold(_:)`), so that reading it needs
    /// no exclusivity check at run time.
    private(set) var heldPhases: [Phase] = []

    /// Queues `phase` for the view until the recognizers delaying it resolve.
    func hold(_ phase: Phase) {
        var phases = heldPhases
        heldPhases = []  // keeps `phases` unique: appended in place
        phases.append(phase)
        heldPhases = phases
    }

    /// Removes the oldest held phase.
    func releaseOldestHeldPhase() {
        var phases = heldPhases
        heldPhases = []
        phases.removeFirst()
        heldPhases = phases
    }

    /// Forgets the held phases (the view is done with the touch).
    func dropHeldPhases() { heldPhases = [] }

    init(identifier: Int, location: CGPoint, time: Instant, tapCount: Int, force: CGFloat, majorRadius: CGFloat) {
        self.identifier = identifier
        self._phase = .began
        self._timestamp = time.seconds
        self._tapCount = tapCount
        self._force = force
        self._majorRadius = majorRadius
        self.windowLocation = location
        self.previousWindowLocation = location
        self.downWindowLocation = location
        self.downTime = time
    }

    /// Calls `body` with each of `gestureRecognizers`, in order, without retaining and
    /// releasing each: the list holds them, and it is set once, as the touch begins.
    @inline(__always)
    func forEachRecognizer(_ body: (GestureRecognizer) -> Void) {
        for reference in recognizerReferences { reference._withUnsafeGuaranteedRef(body) }
    }

    /// Whether one of `gestureRecognizers` satisfies `predicate`, asked in order until one
    /// does, without retaining and releasing each (as `forEachRecognizer(_:)`).
    @inline(__always)
    func hasRecognizer(where predicate: (GestureRecognizer) -> Bool) -> Bool {
        for reference in recognizerReferences where reference._withUnsafeGuaranteedRef(predicate) { return true }
        return false
    }

    /// Whether `other` was given the same recognizers, in the same order (fingers that landed on
    /// one view): compared by reference, none retained.
    func hasSameRecognizers(as other: Touch) -> Bool {
        let mine = recognizerReferences
        let theirs = other.recognizerReferences
        guard mine.count == theirs.count else { return false }
        for index in mine.indices where mine[index].toOpaque() != theirs[index].toOpaque() { return false }
        return true
    }

    /// Whether the finger has lifted or the system cancelled it.
    public var hasEnded: Bool { phase == .ended || phase == .cancelled }

    /// The touch's location in `view`'s coordinates (window coordinates for nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// The touch's location before the latest move, in `view`'s coordinates.
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    /// Feeds nothing: every touch hashes alike (see the type's documentation).
    public nonisolated func hash(into hasher: inout Hasher) {}
    /// The same for every touch and every seed, so that sets of touches
    /// iterate in insertion order (see the type's documentation).
    public nonisolated func _rawHashValue(seed: Int) -> Int { 0 }

    /// UIKit's `UITouch.TouchType`. Recordings are of fingers.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// A finger on the screen (UIKit's `.direct`).
    public var type: TouchType { .direct }

    /// The force of a full press, when the recording has force (UIKit's
    /// `maximumPossibleForce`: 0 without force; 480/72 ≈ 6.67 on 3D Touch
    /// devices, DOC); 0 when it has none.
    public var maximumPossibleForce: CGFloat { hasForce ? 480.0 / 72.0 : 0 }

    /// The tolerance of `majorRadius`, in points (unknown from a recording: 0).
    public var majorRadiusTolerance: CGFloat { 0 }

    /// Whether the recording gave this touch a force.
    var hasForce = false
}
