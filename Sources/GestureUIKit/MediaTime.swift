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
    /// `timeIntervalSinceNow` are shadowed the same way. What is not:
    /// `Date.init()` reached through a metatype or a generic, and Foundation
    /// API that reads the clock inside Foundation (`DateFormatter` without a
    /// date, `ProcessInfo.systemUptime`).
    @available(
        *, deprecated,
        message:
            "reads the wall clock; a replay gives virtual time and a diagnostic: use CACurrentMediaTime() or touch timestamps"
    )
    public init() {
        self.init(timeIntervalSinceReferenceDate: Date.virtualNow(reading: "Date()"))
    }

    /// `Date()`, on the virtual clock, with a diagnostic.
    @available(
        *, deprecated,
        message:
            "reads the wall clock; a replay gives virtual time and a diagnostic: use CACurrentMediaTime() or touch timestamps"
    )
    public static var now: Date { Date(timeIntervalSinceReferenceDate: virtualNow(reading: "Date.now")) }

    /// `seconds` after `Date()`, on the virtual clock, with a diagnostic.
    @available(
        *, deprecated,
        message:
            "reads the wall clock; a replay gives virtual time and a diagnostic: use CACurrentMediaTime() or touch timestamps"
    )
    public init(timeIntervalSinceNow seconds: TimeInterval) {
        self.init(timeIntervalSinceReferenceDate: Date.virtualNow(reading: "Date(timeIntervalSinceNow:)") + seconds)
    }

    /// Seconds from `Date()` to this date, on the virtual clock, with a diagnostic.
    @available(
        *, deprecated,
        message:
            "reads the wall clock; a replay gives virtual time and a diagnostic: use CACurrentMediaTime() or touch timestamps"
    )
    public var timeIntervalSinceNow: TimeInterval {
        timeIntervalSinceReferenceDate - Date.virtualNow(reading: "timeIntervalSinceNow")
    }

    /// The session's virtual time as seconds since 2001-01-01, after a diagnostic that `what`
    /// read the wall clock (none outside a replay).
    private static func virtualNow(reading what: String) -> TimeInterval {
        SessionClock.withEnvironment { environment in
            environment.diagnose(
                subject: "clock", "\(what) read the wall clock; given virtual time instead (use CACurrentMediaTime())")
        }
        return Double(SessionClock.nowNanoseconds) / 1_000_000_000
    }
}
