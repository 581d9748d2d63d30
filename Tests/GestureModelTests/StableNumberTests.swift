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
}
