import GestureModel
import GestureReplay
import Testing

@testable import GestureReports

@Suite struct SVGTests {
    typealias F = ReportFixtures

    @Test(
        "coordinates print with at most two decimals",
        arguments: [
            (0.0, "0"), (12, "12"), (12.5, "12.5"), (0.25, "0.25"), (1.004, "1"), (1.006, "1.01"), (-3.1, "-3.1"),
            (-0.001, "0"), (Double.nan, "0"),
        ])
    func numbers(value: Double, text: String) {
        #expect(SVGCanvas.number(value) == text)
    }

    @Test("time colours run from deep blue to orange, clamped")
    func timeColors() {
        #expect(TimeColor.hex(0) == "#0d0887")
        #expect(TimeColor.hex(1) == "#f89540")
        #expect(TimeColor.hex(-1) == "#0d0887")
        #expect(TimeColor.hex(2) == "#f89540")
        #expect(TimeColor.hex(.nan) == "#0d0887")
    }

    @Test(
        "round steps for time ticks and count grid lines",
        arguments: [(0.5, 0.05), (0.51, 0.1), (1.5, 0.2), (3, 0.5), (40, 5)])
    func tickSteps(end: Double, step: Double) {
        #expect(SVGSwimlanes.tickStep(for: end) == step)
    }

    @Test(
        "count steps give at most five steps",
        arguments: [(1, 1), (5, 1), (6, 2), (10, 2), (11, 5), (120, 50), (5000, 1000)])
    func countSteps(maximum: Int, step: Int) {
        #expect(SVGTrendChart.countStep(for: maximum) == step)
    }

    @Test("fingers: a reused id starts a new stroke; fingers down together take separate rows")
    func strokes() {
        let session = TouchSession(
            name: "s", scene: "s",
            samples: [
                TouchSample(time: .zero, touch: 1, phase: .began, x: 0, y: 0),
                TouchSample(time: Instant(seconds: 0.1), touch: 2, phase: .began, x: 5, y: 0),
                TouchSample(time: Instant(seconds: 0.2), touch: 1, phase: .ended, x: 0, y: 0),
                TouchSample(time: Instant(seconds: 0.3), touch: 1, phase: .began, x: 0, y: 0),
                TouchSample(time: Instant(seconds: 0.4), touch: 2, phase: .cancelled, x: 5, y: 0),
                TouchSample(time: Instant(seconds: 0.5), touch: 1, phase: .ended, x: 0, y: 0),
            ])
        let strokes = SVGTouchTraces.strokes(in: session)
        #expect(strokes.map(\.touch) == [1, 2, 1])
        #expect(strokes.map(\.samples.count) == [2, 2, 2])
        #expect(SVGSwimlanes.slots(for: strokes).map { $0.map(\.touch) } == [[1, 1], [2]])
    }

    @Test("the touch picture scales the window, draws views, paths, time-coloured markers, and escapes names")
    func touchTraces() {
        let layout = SceneLayout(
            width: 320, height: 480, views: [.init(name: "<b>\"photo\"", x: 10, y: 50, width: 300, height: 450)])
        let swipe = TouchSession(
            name: F.hostileName, scene: "s",
            samples: [
                TouchSample(time: .zero, touch: 1, phase: .began, x: 40, y: 100),
                TouchSample(time: Instant(seconds: 0.05), touch: 1, phase: .moved, x: 100, y: 100),
                TouchSample(time: Instant(seconds: 0.1), touch: 1, phase: .ended, x: 160, y: 100),
            ])
        let svg = SVGTouchTraces(session: swipe, layout: layout).text
        // 480 pt tall into 440 px: 0.9166… px a point; 14 px margin.
        #expect(svg.contains(#"<rect x="14" y="14" width="293.33" height="440" rx="6""#))
        #expect(svg.contains(#"<rect x="23.17" y="59.83" width="275" height="412.5" rx="3""#))
        #expect(svg.contains(#"<path d="M50.67 105.67 L105.67 105.67 L160.67 105.67" fill="none""#))
        #expect(svg.contains(##"<circle cx="105.67" cy="105.67" r="2.6" fill="#"##))
        #expect(svg.contains(##"<circle cx="50.67" cy="105.67" r="8" fill="#0d0887""##))
        #expect(svg.contains(##"r="11" fill="none" stroke="#f89540""##))
        #expect(svg.contains("<title>view &lt;b&gt;\"photo\"</title>"))
        #expect(
            svg.contains(
                #"aria-label="Touches of &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;␛[31m&apos;q&apos;: 1 finger paths over time""#
            ))
        #expect(!svg.contains("<script") && !svg.contains("<b>"))
    }

    @Test("swimlanes: lanes in scene order then as seen, views after recognizers; differences haloed; guides labelled")
    func swimlanes() {
        let alignment = TimelineAlignment(expected: F.goldenTap, actual: F.slowerTap)
        let picture = SVGSwimlanes(
            session: F.singleTap, expected: F.goldenTap, actual: F.slowerTap, alignment: alignment,
            recognizers: ["unused", "single", "double"],
            guides: [
                ThresholdGuide(time: Instant(seconds: 0.43), label: "tap interval 0.35 s"),
                ThresholdGuide(time: Instant(seconds: 5), label: "far away"),
            ])
        #expect(picture.lanes.map(\.title) == ["single", "double", "view photo"])
        #expect(picture.idleRecognizers == ["unused"])
        let svg = picture.text
        #expect(svg.contains("<title>double failed  (no next tap within 0.4 s) at 0.48 s (differs)</title>"))
        #expect(
            svg.contains("<title>single recognized  location 160,240  numberOfTouches 1 at 0.43 s (differs)</title>"))
        #expect(svg.contains("<title>view photo: 1 touch began at 0 s</title>"))
        #expect(svg.contains(">tap interval 0.35 s</text>"))
        #expect(!svg.contains("far away"))  // beyond the session: left out rather than squeezing the picture
        #expect(svg.contains(">No state changes: unused</text>"))
        #expect(svg.components(separatedBy: "r=\"9\" fill=\"#ffd166\"").count - 1 == 6)  // 3 moved pairs, both sides
        #expect(svg.components(separatedBy: "stroke=\"#c98a00\"").count - 1 == 3)  // one arrow per move
    }
}
