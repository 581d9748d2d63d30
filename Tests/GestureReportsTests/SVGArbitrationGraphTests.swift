import GestureReplay
import Testing

@testable import GestureReports

/// The coverage page's graph (`coverage --html`), drawn by arithmetic from
/// `ArbitrationGraphLayout`'s constants. Two recognizers with short names get the narrowest box,
/// 80 × 24; on the ellipse of the least radius, 80 across and 80 × 0.6 = 48 down, from the top,
/// they sit at (0, −48) and (0, 48): 96 − 24 = 72 apart, past the 16 px gap. The boxes span x −40…40
/// and y −60…60; with the 12 px margin the picture is 104 × 144 and the centres (52, 24) and
/// (52, 120). The arrow between them is clipped to the boxes' edges, 12 px (half a box's height)
/// from each centre: (52, 36) to (52, 108).
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
                <svg xmlns="http://www.w3.org/2000/svg" class="picture" width="104" height="144" viewBox="0 0 104 144" role="img" aria-label="arbitration graph of taps">
                \(marker)
                <line x1="52" y1="36" x2="52" y2="108" stroke="#dc2626" stroke-dasharray="6 4" marker-end="url(#arrow)"><title>single requires double to fail: went ahead 1, failed 0</title></line>
                <rect x="12" y="12" width="80" height="24" rx="4" fill="#ffffff" stroke="#374151"><title>single: recognized or began 1, failed 0</title></rect>
                <text x="52" y="28" text-anchor="middle" font-size="12">single</text>
                <rect x="12" y="108" width="80" height="24" rx="4" fill="#ffffff" stroke="#dc2626" stroke-dasharray="6 4"><title>double: recognized or began 0, failed 1</title></rect>
                <text x="52" y="124" text-anchor="middle" font-size="12">double</text>
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
        #expect(picture.contains(##"y2="108" stroke="#374151" marker-end="url(#arrow)">"##))
        #expect(picture.contains(##"y2="108" stroke="#2563eb" stroke-dasharray="2 3">"##))
        #expect(!picture.contains("#dc2626"))
    }

    /// One recognizer is one box in its margin: "pan" (3 × 7.5 + 20 = 42.5 px) takes the narrowest
    /// box, 80 × 24, so the picture is 80 + 2 × 12 = 104 by 24 + 2 × 12 = 48, the box at (12, 12)
    /// and its name's baseline 4 px below the centre (52, 24).
    @Test("a one-recognizer scene's picture is its box and the margin, no more")
    func oneRecognizer() {
        let coverage = SceneCoverage(
            scene: "demo-pan", sessions: 1, recognizers: [.init(name: "pan", succeeded: 1, began: 1)],
            requirements: [], simultaneous: [], exclusions: [])
        #expect(
            SVGArbitrationGraph.picture(coverage, markerID: "arrow-3") == """
                <svg xmlns="http://www.w3.org/2000/svg" class="picture" width="104" height="48" viewBox="0 0 104 48" role="img" aria-label="arbitration graph of demo-pan">
                <defs><marker id="arrow-3" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="context-stroke"/></marker></defs>
                <rect x="12" y="12" width="80" height="24" rx="4" fill="#ffffff" stroke="#374151"><title>pan: recognized or began 1, failed 0</title></rect>
                <text x="52" y="28" text-anchor="middle" font-size="12">pan</text>
                </svg>

                """)
    }

    /// A long name widens its box: "longPressRecognizer" is 19 × 7.5 + 20 = 162.5 px.
    @Test("a box is as wide as its name needs")
    func longName() {
        #expect(ArbitrationGraphLayout.boxWidth("longPressRecognizer") == 162.5)
        #expect(ArbitrationGraphLayout.boxWidth("tap") == 80)
        #expect(ArbitrationGraphLayout.boxWidth("写真をつまむ操作です") == 10 * 13 + 20)
    }
}
