import Dispatch
import GestureModel

/// GCD's `DispatchTime` on the replay's virtual clock: `now()` is the
/// session's current virtual time, so `.now() + 0.3` is 0.3 s of replayed
/// time later. Shadows Dispatch's own in files that import `GestureUIKit`.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Nanoseconds of virtual time since the session's start (GCD's are since boot).
    public let uptimeNanoseconds: UInt64

    /// The instant `uptimeNanoseconds` after the session's start.
    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

    /// The session's current virtual time (its start outside a replay).
    public static func now() -> DispatchTime {
        DispatchTime(uptimeNanoseconds: UInt64(max(0, SessionClock.nowNanoseconds)))
    }

    /// Never (GCD's `distantFuture`): work scheduled for it never runs.
    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }

    /// `seconds` later, rounded to the nanosecond, as GCD's operator.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.adding(nanoseconds: Instant.nanoseconds(fromSeconds: seconds))
    }

    /// `seconds` earlier.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.adding(nanoseconds: -Instant.nanoseconds(fromSeconds: seconds))
    }

    /// `interval` later (`.never` is `distantFuture`).
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        guard let nanoseconds = interval.nanoseconds else { return .distantFuture }
        return time.adding(nanoseconds: nanoseconds)
    }

    /// `interval` earlier.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        guard let nanoseconds = interval.nanoseconds else { return DispatchTime(uptimeNanoseconds: 0) }
        return time.adding(nanoseconds: -nanoseconds)
    }

    private func adding(nanoseconds: Int64) -> DispatchTime {
        if self == .distantFuture { return self }
        let sum = Int64(clamping: uptimeNanoseconds) &+ nanoseconds
        return DispatchTime(uptimeNanoseconds: UInt64(max(0, sum)))
    }

    /// As an instant of the virtual clock (nil for `distantFuture`).
    var virtualNanoseconds: Int64? { self == .distantFuture ? nil : Int64(clamping: uptimeNanoseconds) }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds (nil for `.never`).
    var nanoseconds: Int64? {
        switch self {
        case .seconds(let value): Int64(value) * 1_000_000_000
        case .milliseconds(let value): Int64(value) * 1_000_000
        case .microseconds(let value): Int64(value) * 1_000
        case .nanoseconds(let value): Int64(value)
        case .never: nil
        @unknown default: nil
        }
    }
}
