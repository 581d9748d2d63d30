#if canImport(UIKit)
import UIKit
#else
import GestureUIKit
#endif

/// The JSON the recorder writes, by hand: keys in the order the formats list them
/// (`docs/FORMATS.md` §1, §2), numbers in the form the tool's own writer uses, and nothing of
/// the tool's code, which an app does not link (`Package.swift`, the recorder's dependencies).
enum RecorderJSON {
    /// An object of `members`, in order, on one line.
    static func object(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }

    /// A list of already written values.
    static func array(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }

    /// A string, escaped as JSON requires (`"`, `\`, and control characters as `\u00XX`).
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// A number as the tool writes one (`docs/FORMATS.md` §3, "stable"): a whole number without
    /// a fraction, else the shortest form that reads back as the same double, rounded to at
    /// most 6 fractional digits, with no exponent and no `-0`. Points and seconds recorded on
    /// a device carry no more (`UITouch.location(in:)` is in points, `timestamp` in seconds;
    /// six digits are a microsecond), and what a scene holds reads back as written.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let micros = (value * 1_000_000).rounded()
        if micros == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let shortest = "\(value)"
        if !shortest.contains("e"), let dot = shortest.firstIndex(of: "."),
            shortest.distance(from: dot, to: shortest.endIndex) <= 7
        {
            return shortest
        }
        // Past six fractional digits (or in exponent form): whole microseconds, exactly.
        let whole = Int64(micros)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let integer = String(magnitude / 1_000_000)
        return fraction.isEmpty ? sign + integer : sign + integer + "." + fraction
    }

    /// `[x, y]`.
    static func pair(_ x: Double, _ y: Double) -> String { array([number(x), number(y)]) }
}
