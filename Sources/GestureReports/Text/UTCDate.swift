import Foundation

/// Dates as reports write them, always in UTC so that a report reads the same everywhere.
public enum UTCDate {
    /// `2023-11-14T22:13:20`: ISO 8601 without a zone, as JUnit's `timestamp` expects.
    public static func junit(_ date: Date) -> String {
        let c = components(date)
        return "\(pad(c.year, 4))-\(pad(c.month))-\(pad(c.day))T\(pad(c.hour)):\(pad(c.minute)):\(pad(c.second))"
    }

    /// `2023-11-14T22:13:20Z`: ISO 8601 in UTC, for JSON.
    public static func iso8601(_ date: Date) -> String { junit(date) + "Z" }

    /// `2023-11-14 22:13 UTC`, for people.
    public static func readable(_ date: Date) -> String {
        let c = components(date)
        return "\(pad(c.year, 4))-\(pad(c.month))-\(pad(c.day)) \(pad(c.hour)):\(pad(c.minute)) UTC"
    }

    private static func components(_ date: Date) -> (
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
    ) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return (c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
