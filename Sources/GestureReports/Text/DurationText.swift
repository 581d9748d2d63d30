/// Durations as reports write them.
public enum DurationText {
    /// Seconds with at most six fractional digits and no trailing zeros, for machines:
    /// `0.001234`, `2`, `0`.
    public static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        var micros = whole * 1_000_000 + (attoseconds + 500_000_000_000) / 1_000_000_000_000
        let sign = micros < 0 ? "-" : ""
        micros = abs(micros)
        let fraction = micros % 1_000_000
        if fraction == 0 { return "\(sign)\(micros / 1_000_000)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(micros / 1_000_000).\(digits)"
    }

    /// Three significant digits with a unit, for people: `840 µs`, `12.3 ms`, `1.25 s`, `75 s`.
    public static func readable(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let seconds = Double(whole) + Double(attoseconds) / 1e18
        func significant(_ value: Double) -> String {
            let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
            var text = String(format: "%.\(digits)f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text
        }
        if seconds >= 1 { return "\(significant(seconds)) s" }
        if seconds >= 0.001 { return "\(significant(seconds * 1000)) ms" }
        return "\(significant(seconds * 1_000_000)) µs"
    }
}
