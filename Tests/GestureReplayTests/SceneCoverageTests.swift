import GestureReplay
import Testing

/// `SceneCoverage.add(_:)` of another coverage: how `coverage --jobs N` adds up the sessions each
/// worker counted apart. Expectations by addition.
@Suite struct SceneCoverageTests {
    /// A graph with one of each kind of edge, and counts that differ everywhere.
    static func graph(_ base: Int) -> SceneCoverage {
        SceneCoverage(
            scene: "photo", sessions: base,
            recognizers: [
                .init(name: "tap", succeeded: base, failed: base + 1),
                .init(name: "pan", succeeded: base + 2, began: base + 2, failed: base + 3, cancelled: base + 4),
            ],
            requirements: [
                .init(waiter: "tap", required: "pan", wentAhead: base + 5, failedAsRequiredSucceeded: base + 6)
            ],
            simultaneous: [.init(first: "tap", second: "pan", together: base + 7)],
            exclusions: [.init(preventing: "pan", prevented: "tap", seen: base + 8)])
    }

    @Test("adding a coverage of the same graph adds every count, edge by edge")
    func addsCounts() {
        var coverage = Self.graph(10)
        coverage.add(Self.graph(100))
        #expect(coverage.scene == "photo")
        #expect(coverage.sessions == 110)
        #expect(
            coverage.recognizers == [
                .init(name: "tap", succeeded: 110, failed: 112),
                .init(name: "pan", succeeded: 114, began: 114, failed: 116, cancelled: 118),
            ])
        #expect(
            coverage.requirements == [
                .init(waiter: "tap", required: "pan", wentAhead: 120, failedAsRequiredSucceeded: 122)
            ])
        #expect(coverage.simultaneous == [.init(first: "tap", second: "pan", together: 124)])
        #expect(coverage.exclusions == [.init(preventing: "pan", prevented: "tap", seen: 126)])
    }
}
