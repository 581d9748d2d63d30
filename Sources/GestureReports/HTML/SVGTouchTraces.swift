import GestureModel
import GestureReplay

/// A picture of a session's touches over the scene's window: each finger a grey path, its
/// samples dots coloured by time (deep blue at the start to orange at the end), a numbered
/// disc where it went down and a ring where it lifted (a cross if the system cancelled it).
/// The views are outlined and named beneath.
///
/// ```swift
/// let svg = SVGTouchTraces(session: session, layout: layout).text
/// ```
public struct SVGTouchTraces: Sendable {
    /// The touches.
    public var session: TouchSession
    /// The window and views drawn beneath; nil draws the session's screen, or the touches' extent.
    public var layout: SceneLayout?
    /// The largest width and height of the window's drawing, in pixels.
    public var maximumSize: (width: Double, height: Double)
    /// The most dots drawn along one finger's path (evenly thinned beyond).
    public var maximumDotsPerFinger: Int

    /// A picture of `session` over `layout`.
    public init(
        session: TouchSession, layout: SceneLayout? = nil, maximumSize: (width: Double, height: Double) = (300, 440),
        maximumDotsPerFinger: Int = 120
    ) {
        self.session = session
        self.layout = layout
        self.maximumSize = maximumSize
        self.maximumDotsPerFinger = maximumDotsPerFinger
    }

    /// One finger from touch-down to lift (or to the end of the session).
    struct Stroke {
        var touch: Int
        var samples: [TouchSample]
    }

    /// The strokes in order of touch-down; a reused id starts a new stroke.
    static func strokes(in session: TouchSession) -> [Stroke] {
        var strokes: [Stroke] = []
        var open: [Int: Int] = [:]
        for sample in session.samples {
            if sample.phase == .began || open[sample.touch] == nil {
                open[sample.touch] = strokes.count
                strokes.append(Stroke(touch: sample.touch, samples: []))
            }
            strokes[open[sample.touch]!].samples.append(sample)
            if sample.phase == .ended || sample.phase == .cancelled { open[sample.touch] = nil }
        }
        return strokes
    }

    /// The SVG element.
    public var text: String {
        let bounds = area
        let scale = min(maximumSize.width / max(bounds.width, 1), maximumSize.height / max(bounds.height, 1))
        let pad = 14.0
        let drawnWidth = bounds.width * scale
        let drawnHeight = bounds.height * scale
        let legendHeight = 46.0
        let duration = max(session.duration.seconds, 0)
        var canvas = SVGCanvas(
            width: max(drawnWidth + 2 * pad, 330), height: drawnHeight + 2 * pad + legendHeight,
            label: "Touches of \(session.name): \(SVGTouchTraces.strokes(in: session).count) finger paths over time")
        func x(_ value: Double) -> Double { pad + (value - bounds.x) * scale }
        func y(_ value: Double) -> Double { pad + (value - bounds.y) * scale }
        func color(_ time: Instant) -> String { TimeColor.hex(duration > 0 ? time.seconds / duration : 0) }
        let n = SVGCanvas.number

        canvas.raw(
            "<defs><linearGradient id=\"time-ramp\" x1=\"0\" x2=\"1\" y1=\"0\" y2=\"0\">\(TimeColor.gradientStops)</linearGradient></defs>"
        )
        canvas.raw(
            "<rect x=\"\(n(pad))\" y=\"\(n(pad))\" width=\"\(n(drawnWidth))\" height=\"\(n(drawnHeight))\" rx=\"6\""
                + " fill=\"#fbfbfd\" stroke=\"#b9bdc7\"/>")
        for view in layout?.views ?? [] {
            canvas.raw(
                "<rect x=\"\(n(x(view.x)))\" y=\"\(n(y(view.y)))\" width=\"\(n(view.width * scale))\""
                    + " height=\"\(n(view.height * scale))\" rx=\"3\" fill=\"#edf2fa\" fill-opacity=\"0.7\" stroke=\"#9aaccb\""
                    + " stroke-dasharray=\"4 3\">\(SVGCanvas.title("view \(view.name)"))</rect>")
            canvas.text(view.name, x: x(view.x) + 4, y: y(view.y) + 12, className: "tiny muted")
        }
        for stroke in SVGTouchTraces.strokes(in: session) {
            guard let first = stroke.samples.first, let last = stroke.samples.last else { continue }
            if stroke.samples.count > 1 {
                let path = stroke.samples.enumerated().map { index, sample in
                    "\(index == 0 ? "M" : "L")\(n(x(sample.x))) \(n(y(sample.y)))"
                }.joined(separator: " ")
                canvas.raw(
                    "<path d=\"\(path)\" fill=\"none\" stroke=\"#4a4f5c\" stroke-opacity=\"0.55\" stroke-width=\"2.5\""
                        + " stroke-linejoin=\"round\" stroke-linecap=\"round\"/>")
            }
            for sample in thinned(stroke.samples.dropFirst().dropLast()) {
                canvas.raw(
                    "<circle cx=\"\(n(x(sample.x)))\" cy=\"\(n(y(sample.y)))\" r=\"2.6\" fill=\"\(color(sample.time))\">"
                        + SVGCanvas.title(
                            "touch \(stroke.touch) \(sample.phase.rawValue) at \(sample.time) s (\(point(sample)))")
                        + "</circle>")
            }
            if last.phase == .cancelled {
                let cx = x(last.x)
                let cy = y(last.y)
                canvas.raw(
                    "<path d=\"M\(n(cx - 5)) \(n(cy - 5)) L\(n(cx + 5)) \(n(cy + 5)) M\(n(cx + 5)) \(n(cy - 5))"
                        + " L\(n(cx - 5)) \(n(cy + 5))\" stroke=\"#e08a00\" stroke-width=\"2.5\">"
                        + SVGCanvas.title("touch \(stroke.touch) cancelled at \(last.time) s (\(point(last)))")
                        + "</path>")
            } else if stroke.samples.count > 1 {
                let ended = last.phase == .ended
                canvas.raw(
                    "<circle cx=\"\(n(x(last.x)))\" cy=\"\(n(y(last.y)))\" r=\"\(ended ? 11 : 5)\" fill=\"none\""
                        + " stroke=\"\(color(last.time))\" stroke-width=\"2\"\(ended ? "" : " stroke-dasharray=\"2 2\"")>"
                        + SVGCanvas.title(
                            "touch \(stroke.touch) \(ended ? "lifted" : "still down") at \(last.time) s (\(point(last)))"
                        )
                        + "</circle>")
            }
            canvas.raw(
                "<circle cx=\"\(n(x(first.x)))\" cy=\"\(n(y(first.y)))\" r=\"8\" fill=\"\(color(first.time))\""
                    + " stroke=\"#fff\" stroke-width=\"1.5\">"
                    + SVGCanvas.title("touch \(stroke.touch) down at \(first.time) s (\(point(first)))") + "</circle>")
            canvas.text(String(stroke.touch), x: x(first.x), y: y(first.y) + 3.5, className: "finger", anchor: "middle")
        }
        let legendTop = drawnHeight + 2 * pad + 6
        canvas.raw(
            "<rect x=\"\(n(pad))\" y=\"\(n(legendTop))\" width=\"120\" height=\"8\" rx=\"2\" fill=\"url(#time-ramp)\"/>"
        )
        canvas.text("time", x: pad + 126, y: legendTop + 8, className: "tiny muted")
        canvas.text("0 s", x: pad, y: legendTop + 21, className: "tiny muted")
        canvas.text("\(session.duration) s", x: pad + 120, y: legendTop + 21, className: "tiny muted", anchor: "end")
        canvas.text("● down  ○ lifted  × cancelled", x: pad + 166, y: legendTop + 8, className: "tiny muted")
        canvas.text(
            "\(StableNumber.text(bounds.width))×\(StableNumber.text(bounds.height)) pt", x: pad + 166,
            y: legendTop + 21, className: "tiny muted")
        return canvas.text
    }

    /// The area drawn, in points: the layout's window, else the session's screen, else the
    /// touches' extent with a margin.
    var area: (x: Double, y: Double, width: Double, height: Double) {
        if let layout { return (0, 0, layout.width, layout.height) }
        if let screen = session.screen { return (0, 0, screen.width, screen.height) }
        guard let first = session.samples.first else { return (0, 0, 320, 480) }
        var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
        for sample in session.samples {
            minX = min(minX, sample.x)
            maxX = max(maxX, sample.x)
            minY = min(minY, sample.y)
            maxY = max(maxY, sample.y)
        }
        return (minX - 40, minY - 40, maxX - minX + 80, maxY - minY + 80)
    }

    /// At most `maximumDotsPerFinger` samples, evenly spread.
    private func thinned(_ samples: ArraySlice<TouchSample>) -> [TouchSample] {
        guard samples.count > maximumDotsPerFinger, maximumDotsPerFinger > 0 else { return Array(samples) }
        let step = Double(samples.count) / Double(maximumDotsPerFinger)
        return (0..<maximumDotsPerFinger).map { samples[samples.startIndex + Int(Double($0) * step)] }
    }

    private func point(_ sample: TouchSample) -> String {
        "\(StableNumber.text(sample.x)), \(StableNumber.text(sample.y))"
    }
}
