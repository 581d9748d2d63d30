import GestureModel
import Testing

@Suite struct InstantTests {
    @Test("seconds convert to whole nanoseconds, so 0.1 s + 0.5 s is exactly 0.6 s")
    func exactArithmetic() {
        #expect(Instant(seconds: 0.35).nanoseconds == 350_000_000)
        #expect(Instant(seconds: 0.1).advanced(bySeconds: 0.5) == Instant(seconds: 0.6))
    }

    @Test(
        "times print with at most six fractional digits, rounded to the microsecond",
        arguments: [
            (Int64(0), "0"), (384_000_000, "0.384"), (1_000_000_000, "1"), (1_500, "0.000002"),
            (1_499, "0.000001"), (-1_000, "-0.000001"), (12_345_678_901, "12.345679"),
        ])
    func description(nanoseconds: Int64, text: String) {
        #expect(Instant(nanoseconds: nanoseconds).description == text)
    }
}
