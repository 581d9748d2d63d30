import GestureModel

/// Foundation's `Timer` on the replay's virtual clock: a scheduled timer
/// fires as a turn of the session being replayed, `timeInterval` seconds of
/// replayed time after it was scheduled, and a repeating one every
/// `timeInterval` after that (Foundation's semantics: the next fire date is
/// the previous one plus the interval) until `invalidate()`. It survives the
/// reset of the recognizer that scheduled it, as Foundation's does. Shadows
/// Foundation's own in files that import `GestureUIKit`.
///
/// The block is `@Sendable` and nonisolated, as Foundation's is: code in it
/// that touches a recognizer says `MainActor.assumeIsolated` (it runs as a
/// turn of the replay, on its actor), as on iOS.
public final class Timer {
    /// Seconds between firings.
    public let timeInterval: TimeInterval
    /// Whether the timer will fire again.
    public private(set) var isValid = true
    /// What `userInfo:` gave.
    public let userInfo: Any?

    private let repeats: Bool
    private let block: @Sendable (Timer) -> Void
    private var scheduled: SessionClock.Scheduled?
    private var dueNanoseconds: Int64 = 0

    /// A timer not yet scheduled (`RunLoop` is not modelled: use `scheduledTimer`).
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        // Foundation's minimum interval: 0.1 ms (0 or less becomes it).
        self.timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.block = block
        self.userInfo = nil
    }

    private init(
        timeInterval interval: TimeInterval, userInfo: Any?, repeats: Bool,
        block: @escaping @Sendable (Timer) -> Void
    ) {
        self.timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.block = block
        self.userInfo = userInfo
    }

    /// A timer firing `block` after `interval` seconds of virtual time (and
    /// every `interval` after, when it `repeats`). Outside a replay it never fires.
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule(after: timer.timeInterval)
        return timer
    }

    /// The target-selector form: `target` must be `SelectorPerforming`
    /// (there is no Objective-C runtime); otherwise the firing is a diagnostic.
    @discardableResult
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        nonisolated(unsafe) let object = target as AnyObject
        let timer = Timer(timeInterval: interval, userInfo: userInfo, repeats: repeats) { timer in
            // A firing is a turn of the replay, on its actor.
            nonisolated(unsafe) let timer = timer
            SessionClock.withEnvironment { environment in
                if let performer = object as? SelectorPerforming {
                    performer.performSelector(selector, with: timer)
                } else {
                    environment.diagnose(
                        subject: "Timer",
                        "\(selector) not sent to \(type(of: object)): no Objective-C runtime on Linux; make it SelectorPerforming or use the block form"
                    )
                }
            }
        }
        timer.schedule(after: timer.timeInterval)
        return timer
    }

    /// Fires the block now, in the caller; a non-repeating timer is then invalid.
    @ReplayActor public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer: it never fires again.
    public func invalidate() {
        isValid = false
        scheduled?.cancel()
        scheduled = nil
    }

    private func schedule(after seconds: TimeInterval) {
        let start = scheduled == nil && dueNanoseconds == 0 ? SessionClock.nowNanoseconds : dueNanoseconds
        dueNanoseconds = start + Instant.nanoseconds(fromSeconds: seconds)
        nonisolated(unsafe) let timer = self
        scheduled = SessionClock.schedule(atNanoseconds: dueNanoseconds) { timer.fired() }
        if scheduled == nil { isValid = false }
    }

    @ReplayActor private func fired() {
        scheduled = nil
        guard isValid else { return }
        if repeats {
            schedule(after: timeInterval)  // the next fire date first, so the block may invalidate it
            block(self)
        } else {
            isValid = false
            block(self)
        }
    }
}
