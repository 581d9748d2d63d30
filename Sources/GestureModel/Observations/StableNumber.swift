import Foundation

/// Numbers printed the same way on every run and platform: below 10⁹ rounded to six
/// fractional digits, from 10⁹ on to 15 significant digits (whole numbers from 10¹⁵), with
/// no exponent, no trailing zeros and no `-0`: `42`, `240.5`, `0.00001`,
/// `4413489713.6` (`docs/FORMATS.md` §3). Every text reads back as a value with the same text.
public enum StableNumber {
    /// The stable text of `value`; non-finite values print as `null`.
    public static func text(_ value: Double) -> String {
        guard let micros = fixedPointMicros(value) else { return slowText(value) }
        return text(micros: micros)
    }

    /// The text of `micros` millionths: at most six fractional digits,
    /// trailing zeros dropped, no `-0` (`240.5`, `0.000001`, `-3`).
    public static func text(micros: Int64) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumMicrosLength) { buffer in
            let count = writeMicros(micros, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Below this magnitude the six-digit decimal of `value` is also its shortest form: doubles
    /// there are closer together than 1e-6, so no shorter decimal reads back as the same value.
    public static let fixedPointLimit = 1e9

    /// `value` in millionths when its text is that decimal (finite, below
    /// `fixedPointLimit`); nil when it needs `text(_:)`'s slow path.
    ///
    /// Rounded half away from zero, as `Double.rounded()`, without its call to the C library's
    /// `round` (an outcome rounds several numbers per line): below the limit the scaled value is
    /// below 2⁵³, so its truncation is exact and so is what the truncation leaves.
    @inlinable
    public static func fixedPointMicros(_ value: Double) -> Int64? {
        guard value.isFinite && value.magnitude < fixedPointLimit else { return nil }
        let scaled = value * 1_000_000
        let whole = Int64(scaled)
        let rest = scaled - Double(whole)
        return rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole
    }

    /// The most bytes `writeMicros` writes: a sign, 13 whole digits
    /// (`Int64.max` millionths), a point and six fractional digits.
    public static let maximumMicrosLength = 21

    /// Writes the text of `micros` millionths (as `text(micros:)`) as UTF-8
    /// at `destination`, which has room for `maximumMicrosLength` bytes;
    /// returns how many it wrote. The one place these digits are made: the
    /// outcome writer calls it on its hot path, without building a String.
    @inlinable
    public static func writeMicros(_ micros: Int64, to destination: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        if micros < 0 {
            destination[0] = UInt8(ascii: "-")
            count = 1
        }
        var whole = micros.magnitude / 1_000_000
        let fraction = micros.magnitude % 1_000_000
        // Whole digits, counted first and then written backwards into place,
        // two at a time from the table of pairs.
        var digits = 1
        var bound: UInt64 = 10
        while whole >= bound {
            digits += 1
            bound &*= 10
        }
        var at = count + digits
        count = at
        while whole >= 10 {
            at -= 2
            writePair(Int(truncatingIfNeeded: whole % 100), to: destination + at)
            whole /= 100
        }
        if at > count - digits { destination[at - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole) }
        guard fraction != 0 else { return count }
        // Six fractional digits as three pairs, then the trailing zeros dropped.
        destination[count] = UInt8(ascii: ".")
        writePair(Int(truncatingIfNeeded: fraction / 10_000), to: destination + count + 1)
        writePair(Int(truncatingIfNeeded: fraction / 100 % 100), to: destination + count + 3)
        writePair(Int(truncatingIfNeeded: fraction % 100), to: destination + count + 5)
        count += 7
        while destination[count - 1] == UInt8(ascii: "0") { count -= 1 }
        return count
    }

    /// The two digits of `pair` (0–99) at `destination`.
    @inlinable @inline(__always)
    static func writePair(_ pair: Int, to destination: UnsafeMutablePointer<UInt8>) {
        let table: StaticString =
            "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
        let source = table.utf8Start + 2 &* pair
        destination[0] = source[0]
        destination[1] = source[1]
    }

    /// The most significant digits a number from `fixedPointLimit` on is written with: 15, the
    /// most that every decimal of that many digits keeps through a double (`DBL_DIG`), so that
    /// its text reads back as a value whose text is the same (docs/FORMATS.md §3). Below the
    /// limit six fractional digits make at most 15 (9 whole, 6 fractional) too.
    public static let significantDigits = 15

    /// From `fixedPointLimit` on: rounded (half away from zero) to `significantDigits`
    /// significant digits, 5 fractional digits from 10⁹, 4 from 10¹⁰, … none from 10¹⁴; from
    /// 10¹⁵ on the whole number, which the double holds exactly. Six fractional digits there
    /// would not read back as themselves: past 2³² doubles are further apart than 10⁻⁶
    /// (4413489713.600001 read back writes 4413489713.600002, issue 30).
    private static func slowText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var wholeDigits = 10
        var bound = 1e10
        while value.magnitude >= bound && wholeDigits < significantDigits {
            wholeDigits += 1
            bound *= 10
        }
        let fractionDigits = significantDigits - wholeDigits
        if fractionDigits <= 0 || value.magnitude >= 1e15 {
            let whole = value.rounded()
            if whole.magnitude < 9e18 { return String(Int64(whole)) }
            return String(format: "%.0f", whole)
        }
        // |value| × 10^k < 10¹⁵ < 2⁵³: the scaled value and its rounding are exact integers, and
        // the double nearest the text scales back to the same integer (its error, under 0.3 of a
        // unit of the last digit, cannot reach a half).
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = Int64((value * scale).rounded())
        var digits = String(scaled.magnitude)
        let negative = scaled < 0
        if digits.count <= fractionDigits {  // not reached from 10⁹ on; kept for safety
            digits = String(repeating: "0", count: fractionDigits - digits.count + 1) + digits
        }
        var whole = String(digits.dropLast(fractionDigits))
        var fraction = String(digits.suffix(fractionDigits))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if negative { whole = "-" + whole }
        return fraction.isEmpty ? whole : whole + "." + fraction
    }

    /// `value` rounded to six fractional digits (half away from zero).
    public static func rounded(_ value: Double) -> Double {
        guard value.magnitude < 1e15 else { return value.rounded() }
        return (value * 1_000_000).rounded() / 1_000_000
    }
}
