import GestureModel
import GestureReplay
import Testing

@Suite struct OutcomeDiffTests {
    static func outcome(_ lines: String) -> Outcome {
        // Goldens are JSON Lines; writing the fixtures that way keeps them readable.
        try! Outcome.parse(jsonLines: lines, file: "fixture")
    }

    static let golden = outcome(
        """
        {"t":0,"view":"photo","touches":"began","count":1}
        {"t":0.43,"recognizer":"double","state":"failed"}
        {"t":0.43,"view":"photo","touches":"cancelled","count":1}
        {"t":0.43,"recognizer":"single","state":"recognized","location":[160,240],"numberOfTouches":1}
        """)

    @Test("equal outcomes have no differences")
    func equal() {
        #expect(OutcomeDiff(expected: Self.golden, actual: Self.golden).isEmpty)
    }

    @Test("a threshold change that moves the single tap later shows as moved in time, not as missing and unexpected")
    func movedInTime() {
        // tapMaximumInterval 0.35 → 0.4: everything at 0.43 happens at 0.48 instead.
        let actual = Self.outcome(
            """
            {"t":0,"view":"photo","touches":"began","count":1}
            {"t":0.48,"recognizer":"double","state":"failed"}
            {"t":0.48,"view":"photo","touches":"cancelled","count":1}
            {"t":0.48,"recognizer":"single","state":"recognized","location":[160,240],"numberOfTouches":1}
            """)
        #expect(
            OutcomeDiff(expected: Self.golden, actual: actual).lines == [
                "~ 0.43 → 0.48 double failed",
                "~ 0.43 → 0.48 view photo: touches cancelled",
                "~ 0.43 → 0.48 single recognized",
            ])
    }

    @Test("a recognizer that no longer fires is missing, one that newly fires is unexpected, and the rest still aligns")
    func missingAndUnexpected() {
        let actual = Self.outcome(
            """
            {"t":0,"view":"photo","touches":"began","count":1}
            {"t":0.43,"recognizer":"double","state":"failed"}
            {"t":0.43,"recognizer":"single","state":"failed"}
            {"t":0.43,"view":"photo","touches":"ended","count":1}
            """)
        #expect(
            OutcomeDiff(expected: Self.golden, actual: actual).lines == [
                "- 0.43 view photo: 1 touch cancelled",
                "- 0.43 single recognized  location 160,240  numberOfTouches 1",
                "+ 0.43 single failed",
                "+ 0.43 view photo: 1 touch ended",
            ])
    }

    @Test("values differing beyond the tolerance are named with both values; within it they agree")
    func changedValues() {
        let nudged = Self.outcome(
            """
            {"t":0,"view":"photo","touches":"began","count":1}
            {"t":0.43,"recognizer":"double","state":"failed"}
            {"t":0.43,"view":"photo","touches":"cancelled","count":1}
            {"t":0.43,"recognizer":"single","state":"recognized","location":[160.0000001,240],"numberOfTouches":1}
            """)
        #expect(OutcomeDiff(expected: Self.golden, actual: nudged).isEmpty)  // 1e-7 ≤ 1e-6 × 160
        let moved = Self.outcome(
            """
            {"t":0,"view":"photo","touches":"began","count":1}
            {"t":0.43,"recognizer":"double","state":"failed"}
            {"t":0.43,"view":"photo","touches":"cancelled","count":1}
            {"t":0.43,"recognizer":"single","state":"recognized","location":[161,240],"numberOfTouches":2}
            """)
        #expect(
            OutcomeDiff(expected: Self.golden, actual: moved).lines == [
                "~ 0.43 single recognized: location 160,240 → 161,240, numberOfTouches 1 → 2"
            ])
    }

    @Test("with a time tolerance, small shifts agree and larger ones are reported")
    func timeTolerance() {
        let late = Self.outcome(
            """
            {"t":0,"view":"photo","touches":"began","count":1}
            {"t":0.46,"recognizer":"double","state":"failed"}
            {"t":0.5,"view":"photo","touches":"cancelled","count":1}
            {"t":0.43,"recognizer":"single","state":"recognized","location":[160,240],"numberOfTouches":1}
            """)
        // 0.03 s ≤ 0.05 s tolerance agrees; 0.07 s does not.
        #expect(
            OutcomeDiff(expected: Self.golden, actual: late, timeTolerance: 50_000_000).lines == [
                "~ 0.43 → 0.5 view photo: touches cancelled"
            ])
    }
}
