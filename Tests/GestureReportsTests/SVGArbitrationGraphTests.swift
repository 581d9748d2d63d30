import GestureReplay
import Testing

@testable import GestureReports

/// The coverage page's graph (`coverage --html`), drawn by arithmetic: a 480 × 360 picture, two
/// recognizers on a circle of radius 130 about (240, 180) from the top, so at (240, 50) and
/// (240, 310); boxes 110 × 24 about them; the arrow between them clipped to the boxes' edges,
/// 12 pt (half a box's height) from each centre: (240, 62) to (240, 298).
@Suite struct SVGArbitrationGraphTests {
    @Test("a requirement seen one way and a recognizer that never succeeded are red and dashed")
    func uncovered() {
        let coverage = SceneCoverage(
            scene: "taps", sessions: 1,
            recognizers: [.init(name: "single", succeeded: 1), .init(name: "double", failed: 1)],
            requirements: [.init(waiter: "single", required: "double", wentAhead: 1)], simultaneous: [], exclusions: [])
        let marker =
            ##"<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="context-stroke"/></marker></defs>"##
        #expect(
            SVGArbitrationGraph.picture(coverage) == """
                <svg xmlns="http://www.w3.org/2000/svg" class="picture" width="480" height="360" viewBox="0 0 480 360" role="img" aria-label="arbitration graph of taps">
                \(marker)
                <line x1="240" y1="62" x2="240" y2="298" stroke="#dc2626" stroke-dasharray="6 4" marker-end="url(#arrow)"><title>single requires double to fail: went ahead 1, failed 0</title></line>
                <rect x="185" y="38" width="110" height="24" rx="4" fill="#ffffff" stroke="#374151"><title>single: recognized or began 1, failed 0</title></rect>
                <text x="240" y="54" text-anchor="middle" font-size="12">single</text>
                <rect x="185" y="298" width="110" height="24" rx="4" fill="#ffffff" stroke="#dc2626" stroke-dasharray="6 4"><title>double: recognized or began 0, failed 1</title></rect>
                <text x="240" y="314" text-anchor="middle" font-size="12">double</text>
                </svg>

                """)
    }

    /// Covered both ways, the arrow is plain; a pair seen together is a dotted blue line.
    @Test("covered edges are plain, a simultaneous pair seen together dotted")
    func covered() {
        let coverage = SceneCoverage(
            scene: "s", sessions: 2,
            recognizers: [.init(name: "a", succeeded: 1), .init(name: "b", succeeded: 1)],
            requirements: [.init(waiter: "a", required: "b", wentAhead: 1, failedAsRequiredSucceeded: 1)],
            simultaneous: [.init(first: "a", second: "b", together: 1)], exclusions: [])
        let picture = SVGArbitrationGraph.picture(coverage)
        #expect(picture.contains(##"y2="298" stroke="#374151" marker-end="url(#arrow)">"##))
        #expect(picture.contains(##"y2="298" stroke="#2563eb" stroke-dasharray="2 3">"##))
        #expect(!picture.contains("#dc2626"))
    }
}
