import Foundation

/// Numbers printed the same way on every run and platform: rounded to six
/// fractional digits, then the shortest text that reads back as that value
/// (`FORMATS.md` §3), with no exponent and no `-0`: `42`, `240.5`, `0.00001`.
public enum StableNumber {
    /// The stable text of `value`; non-finite values print as `null`.
    public static func text(_ value: Double) -> String {
        if value.isFinite && value.magnitude < fixedPointLimit {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(24)
            append(value, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        return slowText(value)
    }

    /// Below this magnitude the six-digit decimal of `value` is also its shortest form: doubles
    /// there are closer together than 1e-6, so no shorter decimal reads back as the same value.
    public static let fixedPointLimit = 1e9

    /// Appends the stable text of `value` to `bytes` as UTF-8, without building a String.
    public static func append(_ value: Double, to bytes: inout [UInt8]) {
        withText(value) { bytes.append(contentsOf: $0) }
    }

    /// Hands `body` the stable text of `value` as UTF-8 (from a small stack
    /// buffer: no String, no allocation, unless the value is huge or not finite).
    public static func withText(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard value.isFinite && value.magnitude < fixedPointLimit else {
            var text = slowText(value)
            text.withUTF8(body)
            return
        }
        withMicrosText(Int64((value * 1_000_000).rounded()), body)
    }

    /// Appends `micros` millionths as a decimal with at most six fractional digits, trailing zeros dropped.
    public static func appendMicros(_ micros: Int64, to bytes: inout [UInt8]) {
        withMicrosText(micros) { bytes.append(contentsOf: $0) }
    }

    /// Hands `body` the text of `micros` millionths (as `appendMicros`) as UTF-8.
    public static func withMicrosText(_ micros: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Written backwards into a small buffer: at most 20 digits, a point and a sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var whole = micros.magnitude / 1_000_000
            var fraction = micros.magnitude % 1_000_000
            if fraction != 0 {
                var digits = 6
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if micros < 0 { put(UInt8(ascii: "-")) }
            body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    private static func slowText(_ value: Double) -> String {
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
