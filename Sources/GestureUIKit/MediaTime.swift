import GestureModel

/// Core Animation's `CACurrentMediaTime()`: seconds of the session's virtual
/// time (0 at its start; on a device, seconds since boot, so only
/// differences mean anything in either).
public func CACurrentMediaTime() -> CFTimeInterval {
    Double(SessionClock.nowNanoseconds) / 1_000_000_000
}

/// `CFTimeInterval`, as Core Animation spells seconds.
public typealias CFTimeInterval = Double

extension Date {
    /// The current date, **on the virtual clock**: 2001-01-01 plus the
    /// session's virtual time, and a diagnostic in the outcome, because the
    /// code read the wall clock, which a replay does not have. Shadows
    /// Foundation's `Date()` in files that import `GestureUIKit` (and warns
    /// at compile time); measure time with `CACurrentMediaTime()` or the
    /// touches' `timestamp`. `Date.now`, `Date(timeIntervalSinceNow:)` and
    /// `timeIntervalSinceNow` are Foundation's and read the wall clock
    /// unnoticed.
    @available(*, deprecated, message: "reads the wall clock; a replay gives virtual time and a diagnostic: use CACurrentMediaTime() or touch timestamps")
    public init() {
        if let environment = SessionClock.environment {
            environment.diagnose(
                subject: "clock", "Date() read the wall clock; given virtual time instead (use CACurrentMediaTime())")
        }
        self.init(timeIntervalSinceReferenceDate: Double(SessionClock.nowNanoseconds) / 1_000_000_000)
    }
}
