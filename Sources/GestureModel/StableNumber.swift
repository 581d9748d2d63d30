import Foundation

/// Numbers printed the same way on every run and platform: rounded to six
/// fractional digits, then the shortest text that reads back as that value
/// (`FORMATS.md` §3), with no exponent and no `-0`: `42`, `240.5`, `0.00001`.
public enum StableNumber {
    /// The stable text of `value`; non-finite values print as `null`.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = rounded(value)
        if rounded == 0 { return "0" }
        if rounded.magnitude < 1e15 && rounded == rounded.rounded() {
            return String(Int64(rounded))
        }
        let shortest = "\(rounded)"
        guard shortest.contains("e") else { return shortest }
        var fixed = String(format: "%.6f", rounded)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        if fixed.hasSuffix(".") { fixed.removeLast() }
        return fixed
    }

    /// `value` rounded to six fractional digits (half away from zero).
    public static func rounded(_ value: Double) -> Double {
        guard value.magnitude < 1e15 else { return value.rounded() }
        return (value * 1_000_000).rounded() / 1_000_000
    }
}
