/// What margins need while a replay runs (`GestureEnvironment.recordMargins()`): the
/// threshold checks each recognizer noted since its last decision, the deadlines whose
/// measure a later touch gives, and the decisions, each with the checks it rested on.
/// Absent unless asked for, so that a run that does not report margins pays the test of one
/// Bool where a check is noted (`GestureRecognizer.notesThresholds`).
///
/// The rules (docs/SEMANTICS.md §8):
/// - A decision rests on the checks its recognizer noted since its last decision. A failure
///   that a check decided (a limit passed, a deadline run out) rests on that check alone; one
///   a count decided (`fail(byCount:)`) on none; any other failure on the checks it had not
///   passed when it failed: a check past its limit that did not fail it was a condition met,
///   and a deadline measured after it had not run out.
/// - A deadline (`scheduleDeadline`) is measured by the next touch that begins (or lifts) for
///   its recognizer: the time from its start to that touch, against its length, whether the
///   touch came before the deadline or after it. A deadline no later touch measures decides
///   nothing a change of timing could flip, and is dropped.
/// - A decision that another recognizer's decided (a recognized requirement, an exclusion)
///   rests on the checks of that one's decision; one that went ahead after its requirement
///   failed rests also on what decided that failure; a wait rests on the checks
///   the awaited one has noted so far and will note until it decides.
@ReplayActor
final class MarginRecorder {
    /// A check as it stands in a pool or a decision: known now, or measured later.
    enum Item {
        case check(ThresholdCheck)
        case deadline(Int)
    }

    struct Noted {
        var item: Item
        /// Whether it decided a failure on its own (a limit passed, a deadline that fired).
        var isDecisive: Bool
    }

    /// What the recorder holds, reached through a pointer: a class's stored `var` costs a
    /// run-time exclusivity check on every access, and a check is noted on most moves (report
    /// runs: BENCHMARKS.md, "Report runs"). `nonisolated(unsafe)` for `deinit` alone, which
    /// frees it: the recorder is its replay's, and goes on the replay's thread.
    nonisolated(unsafe) private let state: UnsafeMutablePointer<Recording>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: Recording())
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    // MARK: - Noting

    func note(_ check: ThresholdCheck, decisive: Bool, by recognizer: GestureRecognizer) {
        state.pointee.note(check, decisive: decisive, by: ObjectIdentifier(recognizer))
    }

    /// The recognizer's next decision is a failure a count made: it rests on no check.
    func countDecides(for recognizer: GestureRecognizer) {
        state.pointee.decidedByCount.insert(ObjectIdentifier(recognizer))
    }

    /// A deadline that starts now; returns its identifier for `deadlineFired`.
    func startDeadline(
        _ threshold: String, seconds: Double, end: DeadlineEnd, at now: Instant, by recognizer: GestureRecognizer
    ) -> Int {
        state.pointee.startDeadline(
            Deadline(
                threshold: threshold, recognizer: recognizer.displayName, owner: ObjectIdentifier(recognizer),
                start: now, seconds: seconds, end: end))
    }

    /// The deadline's timer fired: the decision its recognizer now makes rests on it.
    func deadlineFired(_ id: Int) { state.pointee.deadlineFired(id) }

    /// Measures the open deadlines that a touch beginning or lifting for `recognizers` ends.
    func touchChanged(_ end: DeadlineEnd, for recognizers: [GestureRecognizer], at now: Instant) {
        guard !state.pointee.openDeadlines.isEmpty else { return }
        state.pointee.touchChanged(end, for: recognizers.map(ObjectIdentifier.init), at: now)
    }

    // MARK: - Deciding

    /// `recognizer` decided `state`; `after` names the recognizer whose decision it follows
    /// from (an exclusion, a recognized requirement), if any.
    func decided(_ decided: ObservedState, by recognizer: GestureRecognizer, at now: Instant, after other: String?) {
        state.pointee.decided(
            decided, by: ObjectIdentifier(recognizer), named: recognizer.displayName, at: now, after: other)
    }

    /// `waiting` holds its transition until `required` fails: the wait rests on what
    /// `required` has noted and notes until it decides.
    func waits(_ waiting: GestureRecognizer, for required: GestureRecognizer, at now: Instant) {
        state.pointee.waits(
            waiting.displayName, for: ObjectIdentifier(required), named: required.displayName, at: now)
    }

    /// `dependent` goes ahead because `failed` failed: its decision rests also on what
    /// decided that failure.
    func goesAhead(_ dependent: GestureRecognizer, after failed: GestureRecognizer) {
        state.pointee.goesAhead(ObjectIdentifier(dependent), after: ObjectIdentifier(failed))
    }

    /// A framework reset: what the recognizer noted after its last decision decides nothing.
    func forget(_ recognizer: GestureRecognizer) { state.pointee.forget(ObjectIdentifier(recognizer)) }

    // MARK: - Result

    /// Every decision in order, each with its measured checks, closest first, one a
    /// threshold of a recognizer.
    func finish() -> [Decision] { state.pointee.finish() }

    fileprivate struct Deadline {
        var threshold: String
        var recognizer: String
        var owner: ObjectIdentifier
        var start: Instant
        var seconds: Double
        var end: DeadlineEnd
        var measured: ThresholdCheck?
    }

    fileprivate struct Recorded {
        var time: Instant
        var recognizer: String
        var kind: Decision.Kind
        var items: [Item]
        /// A wait: the awaited recognizer, whose later checks it also rests on.
        var awaited: ObjectIdentifier?
    }
}

/// The checks each recognizer noted since its last decision, by recognizer. A scene has a
/// handful of recognizers: their pools are found by a search from the front, which costs less
/// than hashing on every check noted; past `searched` recognizers (a stress scene of thousands),
/// by an index of them.
struct MarginPools {
    /// Recognizers searched from the front, at most.
    static let searched = 16

    private var owners: [ObjectIdentifier] = []
    private var pools: [[MarginRecorder.Noted]] = []
    /// Each owner's position, once there are more than `searched`.
    private var positions: [ObjectIdentifier: Int] = [:]

    private func position(of owner: ObjectIdentifier) -> Int? {
        owners.count <= Self.searched ? owners.firstIndex(of: owner) : positions[owner]
    }

    /// The position of `owner`'s pool, an empty one made for it when it has none.
    private mutating func slot(_ owner: ObjectIdentifier) -> Int {
        if let position = position(of: owner) { return position }
        owners.append(owner)
        pools.append([])
        if owners.count == Self.searched + 1 {
            for (position, owner) in owners.enumerated() { positions[owner] = position }
        } else if owners.count > Self.searched + 1 {
            positions[owner] = owners.count - 1
        }
        return owners.count - 1
    }

    /// `owner`'s pool, empty when it has none.
    subscript(owner: ObjectIdentifier) -> [MarginRecorder.Noted] {
        position(of: owner).map { pools[$0] } ?? []
    }

    /// Changes `owner`'s pool where it lies (a copy taken out and stored back would be copied
    /// whole on every check noted).
    mutating func change<Result>(_ owner: ObjectIdentifier, _ body: (inout [MarginRecorder.Noted]) -> Result) -> Result {
        body(&pools[slot(owner)])
    }

    /// `owner`'s pool, which it no longer has.
    mutating func take(_ owner: ObjectIdentifier) -> [MarginRecorder.Noted] {
        guard let position = position(of: owner) else { return [] }
        var pool: [MarginRecorder.Noted] = []
        swap(&pool, &pools[position])
        return pool
    }
}

/// What `MarginRecorder` holds (the rules are its own).
@ReplayActor
private struct Recording {
    typealias Item = MarginRecorder.Item
    typealias Noted = MarginRecorder.Noted

    var pools = MarginPools()
    var deadlines: [MarginRecorder.Deadline] = []
    var openDeadlines: [Int] = []
    var decisions: [MarginRecorder.Recorded] = []
    var lastDecisionByName: [String: Int] = [:]
    var openWaits: [Int] = []
    /// Recognizers whose next decision a count made (`fail(byCount:)`).
    var decidedByCount: Set<ObjectIdentifier> = []

    mutating func note(_ check: ThresholdCheck, decisive: Bool, by key: ObjectIdentifier) {
        pools.change(key) { Self.keepClosest(check, decisive: decisive, in: &$0) }
        feedWaits(on: key, .check(check))
    }

    /// One check a threshold is enough in a pool: the closest (a decisive one stays beside it).
    private static func keepClosest(_ check: ThresholdCheck, decisive: Bool, in pool: inout [Noted]) {
        for index in pool.indices {
            guard pool[index].isDecisive == decisive, case .check(let other) = pool[index].item,
                other.threshold == check.threshold
            else { continue }
            if check.margin < other.margin { pool[index].item = .check(check) }
            return
        }
        pool.append(Noted(item: .check(check), isDecisive: decisive))
    }

    mutating func startDeadline(_ deadline: MarginRecorder.Deadline) -> Int {
        let id = deadlines.count
        deadlines.append(deadline)
        openDeadlines.append(id)
        pools.change(deadline.owner) { $0.append(Noted(item: .deadline(id), isDecisive: false)) }
        feedWaits(on: deadline.owner, .deadline(id))
        return id
    }

    mutating func deadlineFired(_ id: Int) {
        pools.change(deadlines[id].owner) { pool in
            guard let index = pool.firstIndex(where: { $0.isDeadline(id) }) else { return }
            pool[index].isDecisive = true
        }
    }

    mutating func touchChanged(_ end: DeadlineEnd, for recognizers: [ObjectIdentifier], at now: Instant) {
        openDeadlines.removeAll { id in
            let deadline = deadlines[id]
            guard deadline.end == end, recognizers.contains(deadline.owner) else { return false }
            deadlines[id].measured = ThresholdCheck(
                threshold: deadline.threshold, value: deadline.start.seconds(to: now), limit: deadline.seconds,
                unit: .seconds, recognizer: deadline.recognizer)
            return true
        }
    }

    mutating func decided(
        _ state: ObservedState, by key: ObjectIdentifier, named name: String, at now: Instant, after other: String?
    ) {
        let pool = pools.take(key)
        closeWaits(on: key)
        let isCounted = decidedByCount.remove(key) != nil
        let items: [Item]
        if let other {
            // Decided by the other's decision: it rests on what that one rested on.
            items = lastDecisionByName[other].map { decisions[$0].items } ?? []
        } else if isCounted {
            items = []
        } else if state == .failed || state == .cancelled {
            let decisive = pool.filter(\.isDecisive)
            items = decisive.isEmpty ? pool.compactMap { unpassed($0.item) } : decisive.map(\.item)
        } else {
            items = pool.map(\.item)
        }
        lastDecisionByName[name] = decisions.count
        decisions.append(MarginRecorder.Recorded(time: now, recognizer: name, kind: .state(state), items: items))
    }

    /// `item` as a failure no check decided rests on it: a check known now that has not passed
    /// its limit; nil for one past it (a condition met, not what failed) and for a deadline no
    /// touch has measured yet (it had not run out when the recognizer failed).
    private func unpassed(_ item: Item) -> Item? {
        let check: ThresholdCheck?
        switch item {
        case .check(let known): check = known
        case .deadline(let id): check = deadlines[id].measured
        }
        guard let check, check.value <= check.limit else { return nil }
        return .check(check)
    }

    mutating func waits(_ waiting: String, for key: ObjectIdentifier, named required: String, at now: Instant) {
        openWaits.append(decisions.count)
        decisions.append(
            MarginRecorder.Recorded(
                time: now, recognizer: waiting, kind: .waits(forFailureOf: required),
                items: pools[key].map(\.item), awaited: key))
    }

    mutating func goesAhead(_ dependent: ObjectIdentifier, after failed: ObjectIdentifier) {
        // A failure a count made passes on no check (what it noted did not decide it).
        let pool = decidedByCount.contains(failed) ? [] : pools[failed]
        let decisive = pool.filter(\.isDecisive)
        let inherited = (decisive.isEmpty ? pool : decisive).map { Noted(item: $0.item, isDecisive: false) }
        pools.change(dependent) { $0 += inherited }
    }

    mutating func forget(_ key: ObjectIdentifier) {
        _ = pools.take(key)
        decidedByCount.remove(key)
        closeWaits(on: key)
    }

    private mutating func feedWaits(on key: ObjectIdentifier, _ item: Item) {
        for index in openWaits where decisions[index].awaited == key { decisions[index].items.append(item) }
    }

    private mutating func closeWaits(on key: ObjectIdentifier) {
        openWaits.removeAll { decisions[$0].awaited == key }
    }

    func finish() -> [Decision] {
        decisions.map { recorded in
            var checks: [ThresholdCheck] = []
            for item in recorded.items {
                let check: ThresholdCheck?
                switch item {
                case .check(let known): check = known
                case .deadline(let id): check = deadlines[id].measured
                }
                guard let check else { continue }
                if let index = checks.firstIndex(where: {
                    $0.threshold == check.threshold && $0.recognizer == check.recognizer
                }) {
                    if check.margin < checks[index].margin { checks[index] = check }
                } else {
                    checks.append(check)
                }
            }
            checks.sort {  // closest first; ties by name, so that the order is the same on every run
                ($0.relativeMargin, $0.threshold, $0.recognizer) < ($1.relativeMargin, $1.threshold, $1.recognizer)
            }
            return Decision(time: recorded.time, recognizer: recorded.recognizer, kind: recorded.kind, checks: checks)
        }
    }
}

extension MarginRecorder.Noted {
    func isDeadline(_ id: Int) -> Bool {
        if case .deadline(id) = item { return true }
        return false
    }
}

extension GestureEnvironment {
    /// The deadlines the event's new and lifted touches measure (before the recognizers get
    /// them, so that a deadline a recognizer starts for a touch is not measured by it).
    func measureDeadlines(_ margins: MarginRecorder, _ eventTouches: [Touch]) {
        for touch in eventTouches {
            switch touch.phase {
            case .began: margins.touchChanged(.touchBegins, for: touch.gestureRecognizers, at: clock.now)
            case .ended, .cancelled: margins.touchChanged(.touchLifts, for: touch.gestureRecognizers, at: clock.now)
            case .moved, .stationary: break
            }
        }
    }

    /// The decisions among a round's effects: began, recognized, failed and cancelled.
    func noteDecisions(_ margins: MarginRecorder, _ effects: [Arbiter.Effect]) {
        for effect in effects {
            switch effect {
            case .failed(let recognizer, let reason):
                margins.decided(.failed, by: recognizer, at: clock.now, after: reason?.otherRecognizer)
            case .transition(let recognizer, let state, let reason):
                guard state == .began || state == .recognized || state == .cancelled else { continue }
                margins.decided(state, by: recognizer, at: clock.now, after: reason?.otherRecognizer)
            }
        }
    }
}

extension FailureReason {
    /// The recognizer whose decision decided this one, when another's did.
    var otherRecognizer: String? {
        switch self {
        case .excludedByEarlier(let other), .excluded(let other), .requiredToFail(let other): other
        case .stated, .threshold, .limit, .disabled, .cancelledBeforeItBegan, .shouldBeginReturnedFalse: nil
        }
    }
}
