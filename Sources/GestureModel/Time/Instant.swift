/// A moment of a replay, in integer nanoseconds since the session's start.
///
/// Time in gesture-replay is never accumulated `Double` seconds: thresholds
/// such as 0.35 s are converted once to nanoseconds, so `0.5 s` after
/// `0.1 s` is exactly `0.6 s`, every run.
public struct Instant: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Nanoseconds since the session's start.
    public var nanoseconds: Int64

    /// The session's start.
    public static let zero = Instant(nanoseconds: 0)

    /// An instant from a nanosecond count.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// The instant nearest to `seconds` after the start (rounded to the nanosecond).
    public init(seconds: Double) {
        self.nanoseconds = Instant.nanoseconds(fromSeconds: seconds)
    }

    /// This instant in seconds, for APIs that speak `TimeInterval` as UIKit does.
    public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

    /// The instant `seconds` later, with the offset rounded to the nanosecond.
    public func advanced(bySeconds seconds: Double) -> Instant {
        Instant(nanoseconds: nanoseconds &+ Instant.nanoseconds(fromSeconds: seconds))
    }

    /// Nanoseconds from `self` to `later`.
    public func nanoseconds(to later: Instant) -> Int64 { later.nanoseconds - nanoseconds }

    /// Seconds from `self` to `later`.
    public func seconds(to later: Instant) -> Double { Double(later.nanoseconds - nanoseconds) / 1_000_000_000 }

    /// A seconds value rounded to whole nanoseconds.
    public static func nanoseconds(fromSeconds seconds: Double) -> Int64 {
        Int64((seconds * 1_000_000_000).rounded())
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    /// Seconds with at most six fractional digits, rounded to the microsecond
    /// from the integer count (no floating point): `0.384`, `1`, `-0.000001`.
    public var description: String {
        StableNumber.text(micros: Instant.roundedMicroseconds(nanoseconds))
    }

    /// Seconds with every fractional digit the nanoseconds need, at most nine: `0.384`, `1`,
    /// `2.629991123`. What a touch log is written with (`TouchLog.write`), so that it reads back
    /// as these nanoseconds: `description` rounds to the microsecond, and two samples of one
    /// touch less than a microsecond apart would read back as one time, which the reader refuses.
    /// From `exactlyReadLimit` on, as `description`: a reader's `Double` no longer holds every
    /// nanosecond, and microseconds read back and write again as the same text.
    public var exactDescription: String {
        guard nanoseconds % 1000 != 0, nanoseconds.magnitude < Self.exactlyReadLimit else { return description }
        let magnitude = nanoseconds.magnitude
        var fraction = String(magnitude % 1_000_000_000)
        fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(nanoseconds < 0 ? "-" : "")\(magnitude / 1_000_000_000).\(fraction)"
    }

    /// 2²¹ s (about 24 days), in nanoseconds: below it, a time written to the nanosecond reads
    /// back exactly through a `Double` of seconds (`init(seconds:)`). The parsed seconds are off
    /// by at most half their unit in the last place, 2⁻³² s, which is 0.12 ns once multiplied
    /// by 10⁹, and the product, below 2⁵¹, by at most 0.125 ns more: under the half a
    /// nanosecond that rounding forgives.
    public static let exactlyReadLimit: UInt64 = 2_097_152_000_000_000

    /// Nanoseconds rounded half away from zero to whole microseconds.
    public static func roundedMicroseconds(_ nanoseconds: Int64) -> Int64 {
        nanoseconds >= 0 ? (nanoseconds + 500) / 1000 : -((-nanoseconds + 500) / 1000)
    }
}
