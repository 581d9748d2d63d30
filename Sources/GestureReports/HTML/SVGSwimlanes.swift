import GestureModel
import GestureReplay

/// A picture of what every recognizer did over time, as swimlanes: one lane per recognizer
/// (then per view, handler and diagnostic), the golden's row above the replay's, active
/// spans as bars, state changes as marks, differences haloed, moved ones joined by an arrow,
/// thresholds as dashed guides, and the fingers on top.
///
/// Marks: ● began, | changed, ◆ recognized, ■ ended, red × failed, orange × cancelled.
public struct SVGSwimlanes: Sendable {
    /// The session (for the fingers' lane and its length).
    public var session: TouchSession
    /// The expected outcome, drawn in each lane's upper row; nil draws the replay alone.
    public var expected: Outcome?
    /// The actual outcome.
    public var actual: Outcome
    /// The two sides paired, to halo the differences.
    public var alignment: TimelineAlignment
    /// Recognizer names in lane order; others follow as they appear.
    public var recognizers: [String]
    /// The thresholds to draw.
    public var guides: [ThresholdGuide]
    /// The picture's width in pixels.
    public var width: Double

    /// A swimlane picture of `expected` against `actual`.
    public init(
        session: TouchSession, expected: Outcome?, actual: Outcome, alignment: TimelineAlignment,
        recognizers: [String] = [], guides: [ThresholdGuide] = [], width: Double = 1080
    ) {
        self.session = session
        self.expected = expected
        self.actual = actual
        self.alignment = alignment
        self.recognizers = recognizers
        self.guides = guides
        self.width = width
    }

    /// A lane: what its observations are about.
    struct Lane: Equatable {
        enum Kind: Equatable { case recognizer, view, handler, diagnostic }
        var kind: Kind
        var name: String

        var title: String {
            switch kind {
            case .recognizer: name
            case .view: "view \(name)"
            case .handler: "handler \(name)"
            case .diagnostic: "diagnostics"
            }
        }

        init(kind: Kind, name: String) {
            self.kind = kind
            self.name = name
        }

        init(_ observation: Observation) {
            switch observation.subject {
            case .recognizer(let name, _, _, _): self.init(kind: .recognizer, name: name)
            case .view(let name, _, _, _): self.init(kind: .view, name: name)
            case .handler(let name, _): self.init(kind: .handler, name: name)
            case .diagnostic: self.init(kind: .diagnostic, name: "")
            }
        }
    }

    /// The lanes drawn, in order: named recognizers, other recognizers, views, handlers,
    /// diagnostics; only those with observations on either side.
    var lanes: [Lane] {
        var seen = recognizers.map { Lane(kind: .recognizer, name: $0) }
        var used: [Lane] = []
        for observation in (expected?.observations ?? []) + actual.observations {
            let lane = Lane(observation)
            if !seen.contains(lane) { seen.append(lane) }
            if !used.contains(lane) { used.append(lane) }
        }
        let order: [Lane.Kind] = [.recognizer, .view, .handler, .diagnostic]
        return order.flatMap { kind in seen.filter { $0.kind == kind && used.contains($0) } }
    }

    /// The scene's recognizers that changed state on neither side: named under the picture
    /// instead of drawn as empty lanes.
    var idleRecognizers: [String] {
        let drawn = Set(lanes.filter { $0.kind == .recognizer }.map(\.name))
        return recognizers.filter { !drawn.contains($0) }
    }

    /// The most rows of guide labels; a label that fits in none is left to its line's tooltip.
    static let maximumGuideRows = 4

    // Layout, in pixels.
    private let labelWidth = 178.0
    private let rightMargin = 24.0
    private let rowHeight = 20.0
    private let laneGap = 8.0
    private let fingerRowHeight = 7.0

    /// The SVG element.
    public var text: String {
        let contentEnd = max(
            session.duration, (expected?.observations.last?.time ?? .zero),
            actual.observations.last?.time ?? .zero, alignment.rows.last?.time ?? .zero
        ).seconds
        let keptGuides = guides.filter { $0.time.seconds >= 0 && $0.time.seconds <= contentEnd * 1.25 + 0.05 }
        let end = max(0.1, max(contentEnd, keptGuides.last?.time.seconds ?? 0) * 1.06)
        let plotLeft = labelWidth
        let plotRight = width - rightMargin
        func x(_ seconds: Double) -> Double { plotLeft + seconds / end * (plotRight - plotLeft) }
        let n = SVGCanvas.number

        // Guide labels: right of their line (left of it near the right edge), in the first of
        // up to four rows where they do not overlap another.
        var guideRows: [(guide: ThresholdGuide, row: Int?, anchorsEnd: Bool)] = []
        var rowEnds = Array(repeating: -Double.infinity, count: SVGSwimlanes.maximumGuideRows)
        for guide in keptGuides {
            let labelWidth = Double(guide.label.count) * 5.4 + 8
            let anchorsEnd = x(guide.time.seconds) + labelWidth > width - 4
            let start = anchorsEnd ? x(guide.time.seconds) - labelWidth : x(guide.time.seconds)
            let row = rowEnds.firstIndex { start > $0 }
            if let row { rowEnds[row] = start + labelWidth + 6 }
            guideRows.append((guide, row, anchorsEnd))
        }
        let labelRows = (guideRows.compactMap(\.row).max() ?? -1) + 1
        let top = 12.0 + Double(labelRows) * 13 + (labelRows > 0 ? 3 : 0)

        let strokes = SVGTouchTraces.strokes(in: session)
        let fingerSlots = SVGSwimlanes.slots(for: strokes)
        let fingerLaneHeight = Double(max(1, fingerSlots.count)) * (fingerRowHeight + 3) + 12
        let lanes = self.lanes
        let rowsPerLane = expected == nil ? 1.0 : 2.0
        let laneHeight = rowsPerLane * rowHeight + laneGap
        let plotBottom = top + fingerLaneHeight + Double(lanes.count) * laneHeight
        let idle = idleRecognizers
        let height = plotBottom + (idle.isEmpty ? 58 : 76)
        var canvas = SVGCanvas(
            width: width, height: height,
            label: "Recognizer states of \(session.name) over time: \(lanes.count) lanes, golden above replay")

        // Lane backgrounds and labels.
        canvas.raw(
            "<rect x=\"0\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(fingerLaneHeight))\" fill=\"#f4f5f8\"/>")
        canvas.text("fingers", x: 10, y: top + 15, className: "label")
        for (index, lane) in lanes.enumerated() {
            let laneTop = top + fingerLaneHeight + Double(index) * laneHeight
            if index % 2 == 1 {
                canvas.raw(
                    "<rect x=\"0\" y=\"\(n(laneTop))\" width=\"\(n(width))\" height=\"\(n(laneHeight))\" fill=\"#f8f9fb\"/>"
                )
            }
            canvas.text(SVGSwimlanes.clipped(lane.title, to: 22), x: 10, y: laneTop + 14, className: "label")
            if expected != nil {
                canvas.text("golden", x: plotLeft - 8, y: laneTop + 14, className: "tiny muted", anchor: "end")
                canvas.text(
                    "replay", x: plotLeft - 8, y: laneTop + rowHeight + 14, className: "tiny muted", anchor: "end")
            }
        }

        // Time grid and axis.
        let step = SVGSwimlanes.tickStep(for: end)
        var tick = 0.0
        while tick <= end + 1e-9 {
            canvas.raw(
                "<line x1=\"\(n(x(tick)))\" y1=\"\(n(top))\" x2=\"\(n(x(tick)))\" y2=\"\(n(plotBottom))\" stroke=\"#e6e8ee\"/>"
            )
            canvas.text(
                "\(StableNumber.text(StableNumber.rounded(tick)))", x: x(tick), y: plotBottom + 14,
                className: "tiny muted", anchor: "middle")
            tick += step
        }
        canvas.raw(
            "<line x1=\"\(n(plotLeft))\" y1=\"\(n(plotBottom))\" x2=\"\(n(plotRight))\" y2=\"\(n(plotBottom))\" stroke=\"#9aa0ad\"/>"
        )
        canvas.text("seconds", x: plotRight, y: plotBottom + 28, className: "tiny muted", anchor: "end")

        // Fingers: a bar per finger from down to lift.
        for (slot, members) in fingerSlots.enumerated() {
            for stroke in members {
                guard let first = stroke.samples.first, let last = stroke.samples.last else { continue }
                let y = top + 8 + Double(slot) * (fingerRowHeight + 3)
                let barWidth = max(3, x(last.time.seconds) - x(first.time.seconds))
                canvas.raw(
                    "<rect x=\"\(n(x(first.time.seconds)))\" y=\"\(n(y))\" width=\"\(n(barWidth))\""
                        + " height=\"\(n(fingerRowHeight))\" rx=\"2\" fill=\"#7c8394\">"
                        + SVGCanvas.title(
                            "touch \(stroke.touch): down at \(first.time) s, \(last.phase == .cancelled ? "cancelled" : last.phase == .ended ? "lifted" : "still down") at \(last.time) s"
                        )
                        + "</rect>")
            }
        }

        // Differences, by side.
        var missing: Set<String> = []
        var unexpected: Set<String> = []
        var moves: [(from: Instant, to: Instant, lane: Lane)] = []
        for row in alignment.rows {
            switch row.kind {
            case .missing: if let o = row.expected { missing.insert(SVGSwimlanes.key(o)) }
            case .unexpected: if let o = row.actual { unexpected.insert(SVGSwimlanes.key(o)) }
            case .changed(let moved, _):
                if let e = row.expected, let a = row.actual {
                    missing.insert(SVGSwimlanes.key(e))
                    unexpected.insert(SVGSwimlanes.key(a))
                    if moved { moves.append((e.time, a.time, Lane(a))) }
                }
            case .same, .note: break
            }
        }

        // Rows.
        for (index, lane) in lanes.enumerated() {
            let laneTop = top + fingerLaneHeight + Double(index) * laneHeight
            var sides: [(observations: [Observation], differing: Set<String>, y: Double)] = []
            if let expected {
                sides.append((expected.observations.filter { Lane($0) == lane }, missing, laneTop + rowHeight / 2 + 2))
            }
            sides.append(
                (
                    actual.observations.filter { Lane($0) == lane }, unexpected,
                    laneTop + (rowsPerLane - 0.5) * rowHeight + 2
                ))
            for side in sides {
                canvas.raw(
                    "<line x1=\"\(n(plotLeft))\" y1=\"\(n(side.y))\" x2=\"\(n(plotRight))\" y2=\"\(n(side.y))\""
                        + " stroke=\"#dfe3ea\"/>")
                drawRow(side.observations, differing: side.differing, y: side.y, end: end, x: x, into: &canvas)
            }
            if expected != nil {
                for move in moves where move.lane == lane {
                    let y1 = laneTop + rowHeight / 2 + 8
                    let y2 = laneTop + 1.5 * rowHeight - 5
                    canvas.raw(
                        "<path d=\"M\(n(x(move.from.seconds))) \(n(y1)) L\(n(x(move.to.seconds))) \(n(y2))\""
                            + " stroke=\"#c98a00\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\" fill=\"none\"/>")
                }
            }
        }

        // Guides over everything.
        for (guide, row, anchorsEnd) in guideRows {
            let gx = x(guide.time.seconds)
            canvas.raw(
                "<line x1=\"\(n(gx))\" y1=\"\(n(top - 4))\" x2=\"\(n(gx))\" y2=\"\(n(plotBottom))\" stroke=\"#b8621b\""
                    + " stroke-width=\"1.2\" stroke-dasharray=\"5 4\">\(SVGCanvas.title("\(guide.label): runs out at \(guide.time) s"))</line>"
            )
            if let row {
                canvas.text(
                    guide.label, x: anchorsEnd ? gx - 4 : gx + 4, y: 12 + Double(row) * 13, className: "guide",
                    anchor: anchorsEnd ? "end" : "start")
            }
        }

        // Legend.
        let legendY = plotBottom + 44
        var legendX = plotLeft
        for (state, label) in [
            (ObservedState.began, "began"), (.changed, "changed"), (.recognized, "recognized"),
            (.ended, "ended"), (.failed, "failed"), (.cancelled, "cancelled"),
        ] {
            canvas.raw(SVGSwimlanes.glyph(state, at: (legendX, legendY)))
            canvas.text(label, x: legendX + 9, y: legendY + 4, className: "tiny muted")
            legendX += 18 + Double(label.count) * 5.4
        }
        canvas.raw(
            "<circle cx=\"\(n(legendX))\" cy=\"\(n(legendY))\" r=\"7\" fill=\"#ffd166\" fill-opacity=\"0.75\" stroke=\"#d99a00\"/>"
        )
        canvas.text("differs", x: legendX + 11, y: legendY + 4, className: "tiny muted")
        legendX += 60
        canvas.raw(
            "<line x1=\"\(n(legendX))\" y1=\"\(n(legendY - 7))\" x2=\"\(n(legendX))\" y2=\"\(n(legendY + 7))\" stroke=\"#b8621b\" stroke-dasharray=\"3 2\"/>"
        )
        canvas.text("threshold", x: legendX + 6, y: legendY + 4, className: "tiny muted")
        if !idle.isEmpty {
            canvas.text(
                SVGSwimlanes.clipped("No state changes: " + idle.joined(separator: ", "), to: 180), x: plotLeft,
                y: legendY + 22, className: "tiny muted")
        }
        return canvas.text
    }

    /// Draws one row: active bars, then marks (haloed when they differ).
    private func drawRow(
        _ observations: [Observation], differing: Set<String>, y: Double, end: Double, x: (Double) -> Double,
        into canvas: inout SVGCanvas
    ) {
        let n = SVGCanvas.number
        var activeSince: Instant?
        var bars: [(Double, Double)] = []
        for observation in observations {
            guard case .recognizer(_, let state, _, _) = observation.subject else { continue }
            switch state {
            case .began: activeSince = activeSince ?? observation.time
            case .ended, .cancelled:
                if let since = activeSince { bars.append((since.seconds, observation.time.seconds)) }
                activeSince = nil
            case .changed, .recognized, .failed: break
            }
        }
        if let since = activeSince { bars.append((since.seconds, end)) }
        for (from, to) in bars {
            canvas.raw(
                "<rect x=\"\(n(x(from)))\" y=\"\(n(y - 5))\" width=\"\(n(max(2, x(to) - x(from))))\" height=\"10\""
                    + " rx=\"3\" fill=\"#a9c8f2\"/>")
        }
        var lastChangedX = -Double.infinity
        for observation in observations {
            let ox = x(observation.time.seconds)
            let isDifferent = differing.contains(SVGSwimlanes.key(observation))
            if !isDifferent, case .recognizer(_, .changed, _, _) = observation.subject {
                if ox - lastChangedX < 2 { continue }  // one tick a pixel or two is enough
                lastChangedX = ox
            }
            if isDifferent {
                canvas.raw(
                    "<circle cx=\"\(n(ox))\" cy=\"\(n(y))\" r=\"9\" fill=\"#ffd166\" fill-opacity=\"0.75\" stroke=\"#d99a00\"/>"
                )
            }
            let title = SVGCanvas.title(
                "\(Outcome.describe(observation.subject)) at \(observation.time) s\(isDifferent ? " (differs)" : "")")
            canvas.raw("<g>\(title)\(SVGSwimlanes.glyph(for: observation.subject, at: (ox, y)))</g>")
        }
    }

    /// The mark of an observation at a point.
    static func glyph(for subject: Observation.Subject, at point: (Double, Double)) -> String {
        let n = SVGCanvas.number
        let (cx, cy) = point
        switch subject {
        case .recognizer(_, let state, _, _):
            return glyph(state, at: point)
        case .view(_, let phase, _, _):
            switch phase {
            case .began: return "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"3.5\" fill=\"#6b7280\"/>"
            case .moved, .stationary:
                return
                    "<line x1=\"\(n(cx))\" y1=\"\(n(cy - 4))\" x2=\"\(n(cx))\" y2=\"\(n(cy + 4))\" stroke=\"#9ca3af\"/>"
            case .ended:
                return "<rect x=\"\(n(cx - 3.5))\" y=\"\(n(cy - 3.5))\" width=\"7\" height=\"7\" fill=\"#6b7280\"/>"
            case .cancelled: return cross(at: point, color: "#e08a00")
            }
        case .handler:
            return "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"4.5\" fill=\"#8e44ad\"/>"
        case .diagnostic:
            return
                "<path d=\"M\(n(cx)) \(n(cy - 6)) L\(n(cx + 6)) \(n(cy + 5)) L\(n(cx - 6)) \(n(cy + 5)) Z\" fill=\"#d23b3b\"/>"
        }
    }

    /// The mark of a recognizer's state at a point.
    static func glyph(_ state: ObservedState, at point: (Double, Double)) -> String {
        let n = SVGCanvas.number
        let (cx, cy) = point
        switch state {
        case .began: return "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"4.5\" fill=\"#2f6fd1\"/>"
        case .changed:
            return
                "<line x1=\"\(n(cx))\" y1=\"\(n(cy - 5))\" x2=\"\(n(cx))\" y2=\"\(n(cy + 5))\" stroke=\"#2f6fd1\" stroke-opacity=\"0.7\"/>"
        case .recognized:
            return
                "<path d=\"M\(n(cx)) \(n(cy - 6)) L\(n(cx + 6)) \(n(cy)) L\(n(cx)) \(n(cy + 6)) L\(n(cx - 6)) \(n(cy)) Z\" fill=\"#23914a\"/>"
        case .ended:
            return "<rect x=\"\(n(cx - 4.5))\" y=\"\(n(cy - 4.5))\" width=\"9\" height=\"9\" fill=\"#23914a\"/>"
        case .failed: return cross(at: point, color: "#d23b3b")
        case .cancelled: return cross(at: point, color: "#e08a00")
        }
    }

    static func cross(at point: (Double, Double), color: String) -> String {
        let n = SVGCanvas.number
        let (cx, cy) = point
        return "<path d=\"M\(n(cx - 4.5)) \(n(cy - 4.5)) L\(n(cx + 4.5)) \(n(cy + 4.5)) M\(n(cx + 4.5)) \(n(cy - 4.5))"
            + " L\(n(cx - 4.5)) \(n(cy + 4.5))\" stroke=\"\(color)\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>"
    }

    /// Fingers placed in rows so that fingers down at once never share a row.
    static func slots(for strokes: [SVGTouchTraces.Stroke]) -> [[SVGTouchTraces.Stroke]] {
        var slots: [[SVGTouchTraces.Stroke]] = []
        for stroke in strokes {
            guard let start = stroke.samples.first?.time else { continue }
            if let free = slots.firstIndex(where: { ($0.last?.samples.last?.time ?? .zero) < start }) {
                slots[free].append(stroke)
            } else {
                slots.append([stroke])
            }
        }
        return slots
    }

    /// A round step giving at most ten ticks up to `end` seconds.
    static func tickStep(for end: Double) -> Double {
        let candidates = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600]
        return candidates.first { end / $0 <= 10 } ?? (end / 10).rounded(.up)
    }

    /// What identifies an observation on one side: its time and what it is about.
    static func key(_ observation: Observation) -> String {
        "\(observation.time.nanoseconds)\u{0}" + observation.identity
    }

    /// `text`, cut to `count` characters with an ellipsis.
    static func clipped(_ text: String, to count: Int) -> String {
        text.count <= count ? text : String(text.prefix(count - 1)) + "…"
    }
}
