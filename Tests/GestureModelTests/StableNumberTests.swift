import Foundation
import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

@Suite struct StableNumberTests {
    @Test(
        "numbers print in their shortest form with at most six fractional digits",
        arguments: [
            (42.0, "42"), (240.5, "240.5"), (-0.0, "0"), (0.1 + 0.2, "0.3"), (1e-5, "0.00001"),
            (1e-7, "0"), (610.5, "610.5"), (-3.25, "-3.25"), (2.0 / 3.0, "0.666667"), (1e20, "100000000000000000000"),
        ])
    func text(value: Double, text: String) {
        #expect(StableNumber.text(value) == text)
    }

    /// The digits of `micros` millionths spelled by plain integer arithmetic
    /// and Swift's own integer text (docs/FORMATS.md §3: at most six fractional
    /// digits, trailing zeros dropped, no `-0`), independent of the
    /// pair-at-a-time writer under test.
    static func expectedText(micros: Int64) -> String {
        let whole = String(micros.magnitude / 1_000_000)
        var fraction = String(micros.magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = micros < 0 ? "-" : ""
        return fraction.isEmpty ? sign + whole : sign + whole + "." + fraction
    }

    @Test("micros print as integer arithmetic spells them, at every length of the whole part")
    func microsAtEveryLength() {
        var values: [Int64] = [
            0, 1, -1, 9, 10, 99, 100, 999_999, 1_000_000, -1_000_000, 1_000_001, 10_000_000, .max, .min + 1,
        ]
        // Every whole-part length from 1 to 13 digits, with fractions whose
        // zeros fall at each position (…0, …00, 0…, middle zeros).
        var whole: Int64 = 1
        for _ in 0..<13 {
            for fraction: Int64 in [0, 1, 10, 100_000, 120_000, 100_001, 999_999, 505_050, 7] {
                values.append(whole * 1_000_000 + fraction)
                // All nines of the same length (9,223,372,036,854 is the most Int64 holds in 13).
                if whole < 1_000_000_000_000 { values.append((whole * 10 - 1) * 1_000_000 + fraction) }
                values.append(-(whole * 1_000_000 + fraction))
            }
            whole *= 10
        }
        var generator = SeededGenerator(state: 0x5EED_0F_D161)
        for _ in 0..<2_000 {
            values.append(Int64.random(in: (Int64.min + 1)...Int64.max, using: &generator) >> (generator.next() % 60))
        }
        for micros in values {
            #expect(StableNumber.text(micros: micros) == Self.expectedText(micros: micros), "micros \(micros)")
        }
    }

    /// `fixedPointMicros` rounds half away from zero without `Double.rounded()`; this compares it
    /// with `rounded()` (FORMATS §3's rule: six fractional digits, half away from zero) where the
    /// two could part: exact halves of either sign, the doubles either side of a half, values
    /// whose scaling rounds up to a half, and the largest values below the fixed-point limit.
    @Test("millionths round half away from zero, as Double.rounded() does")
    func microsRoundHalfAwayFromZero() {
        var values: [Double] = [0, -0.0, 0.5e-6, -0.5e-6, 1.5e-6, -2.5e-6, 0.49999999999999994e-6, 240.5, 610.5]
        for micros in [0.5, 1.5, 2.5, 1_234_567.5, 999_999_999_999_999.5 / 1e6] {
            let half = micros / 1_000_000
            values += [half, -half, half.nextUp, half.nextDown, -half.nextUp, -half.nextDown]
        }
        let limit = StableNumber.fixedPointLimit
        values += [limit.nextDown, -limit.nextDown, limit.nextDown.nextDown, 0.1 + 0.2, 2.0 / 3.0]
        var generator = SeededGenerator(state: 0x0DD_4A1F)
        for _ in 0..<5_000 {
            let magnitude =
                Double(generator.next() % 1_000_000_000_000) / 1_000 + Double(generator.next() % 4) / 8_000_000
            values.append(generator.next() % 2 == 0 ? magnitude : -magnitude)
        }
        for value in values {
            #expect(StableNumber.fixedPointMicros(value) == Int64((value * 1_000_000).rounded()), "value \(value)")
        }
        #expect(StableNumber.fixedPointMicros(limit) == nil)
        #expect(StableNumber.fixedPointMicros(.nan) == nil)
    }

    /// From 10⁹ on, 15 significant digits (docs/FORMATS.md §3), worked out by hand: 4413489713.600001
    /// (10 whole digits) keeps 5 fractional, 4413489713.60000; 123456789012.345678 (12) keeps 3,
    /// .346 rounded up; 987654321012345.4 (15) none; past 10¹⁵ the whole number the double holds.
    @Test(
        "from 10⁹ on a number keeps 15 significant digits",
        arguments: [
            (4_413_489_713.600001, "4413489713.6"), (-4_413_489_713.600001, "-4413489713.6"),
            (1e9, "1000000000"), (123_456_789_012.345678, "123456789012.346"),
            (987_654_321_012_345.4, "987654321012345"), (1e15 + 1, "1000000000000001"),
            (1e20, "100000000000000000000"), (999_999_999.9999994, "999999999.999999"),
        ])
    func significantDigits(_ value: Double, _ text: String) {
        #expect(StableNumber.text(value) == text)
    }

    /// Issue 30 item 9: 4413489713.600001 wrote as itself and read back wrote 4413489713.600002.
    /// Every text must read back as a value of the same text, at every magnitude.
    @Test("every number's text reads back as a value with the same text")
    func readsBackAsItself() throws {
        var values: [Double] = [4_413_489_713.600001, 4_413_489_713.600002, 9_007_199_254.740993]
        var generator = SeededGenerator(state: 0x30_0009)
        for _ in 0..<20_000 {
            let exponent = Double(generator.next() % 13) + 8  // 1e8 … 1e20
            let fraction = Double(generator.next() % 1_000_000_007) / 1_000_000_007
            let value = (1 + 9 * fraction) * pow(10, exponent)
            values += [value, -value, value.nextUp]
        }
        for value in values {
            let text = StableNumber.text(value)
            let back = try #require(Double(text), "\(text)")
            #expect(StableNumber.text(back) == text, "value \(value)")
        }
    }
}
