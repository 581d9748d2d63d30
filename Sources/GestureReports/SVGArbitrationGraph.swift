import Foundation
import GestureReplay

/// A scene's arbitration graph as a picture (`coverage --html`): its recognizers on a circle, an
/// arrow from each waiter to the recognizer it requires to fail, a dotted line between each
/// simultaneous pair, and what the corpus never exercised (a recognizer that never succeeded, a
/// requirement not seen both ways, a pair never together) red and dashed. Exclusions are left
/// out: every other pair on a line of views excludes, and they would cover the picture; the
/// coverage table lists them.
enum SVGArbitrationGraph {
    static let width = 480.0
    static let height = 360.0
    static let radius = 130.0
    static let box = (width: 110.0, height: 24.0)

    /// Where recognizer `index` of `count` sits: on a circle from the top, clockwise.
    static func position(_ index: Int, of count: Int) -> (x: Double, y: Double) {
        guard count > 1 else { return (width / 2, height / 2) }
        let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(count)
        return (width / 2 + radius * cos(angle), height / 2 + radius * sin(angle))
    }

    static func picture(_ coverage: SceneCoverage) -> String {
        var canvas = SVGCanvas(width: width, height: height, label: "arbitration graph of \(coverage.scene)")
        canvas.raw(
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\""
                + " orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"context-stroke\"/></marker></defs>"
        )
        let names = coverage.recognizers.map(\.name)
        let place = { (name: String) in names.firstIndex(of: name).map { position($0, of: names.count) } }
        let red = " stroke=\"#dc2626\" stroke-dasharray=\"6 4\""  // never exercised
        for edge in coverage.requirements {
            guard let from = place(edge.waiter), let to = place(edge.required) else { continue }
            let (a, b) = clipped(from, to)
            canvas.raw(
                "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\""
                    + "\(edge.isCovered ? " stroke=\"#374151\"" : red) marker-end=\"url(#arrow)\">"
                    + SVGCanvas.title(
                        "\(edge.waiter) requires \(edge.required) to fail: went ahead \(edge.wentAhead), failed \(edge.failedAsRequiredSucceeded)"
                    )
                    + "</line>")
        }
        for pair in coverage.simultaneous {
            guard let from = place(pair.first), let to = place(pair.second) else { continue }
            let (a, b) = clipped(from, to)
            canvas.raw(
                "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\""
                    + "\(pair.together > 0 ? " stroke=\"#2563eb\" stroke-dasharray=\"2 3\"" : red)>"
                    + SVGCanvas.title("\(pair.first) and \(pair.second) simultaneous: together \(pair.together)")
                    + "</line>")
        }
        for (index, recognizer) in coverage.recognizers.enumerated() {
            let center = position(index, of: names.count)
            let stroke = recognizer.succeeded > 0 ? "#374151\"" : "#dc2626\" stroke-dasharray=\"6 4\""
            canvas.raw(
                "<rect x=\"\(n(center.x - box.width / 2))\" y=\"\(n(center.y - box.height / 2))\" width=\"\(n(box.width))\""
                    + " height=\"\(n(box.height))\" rx=\"4\" fill=\"#ffffff\" stroke=\"\(stroke)>"
                    + SVGCanvas.title(
                        "\(recognizer.name): recognized or began \(recognizer.succeeded), failed \(recognizer.failed)")
                    + "</rect>")
            canvas.raw(
                "<text x=\"\(n(center.x))\" y=\"\(n(center.y + 4))\" text-anchor=\"middle\" font-size=\"12\">"
                    + XMLText.escaped(recognizer.name) + "</text>")
        }
        return canvas.text
    }

    /// The line from `from` to `to` between the two boxes' edges (so that an arrow's head shows).
    static func clipped(_ from: (x: Double, y: Double), _ to: (x: Double, y: Double))
        -> ((x: Double, y: Double), (x: Double, y: Double))
    {
        let dx = to.x - from.x
        let dy = to.y - from.y
        let length = max(abs(dx), abs(dy))
        guard length > 0 else { return (from, to) }
        // The fraction of the line inside a box: the nearer of its vertical and horizontal edges.
        let t = min(
            dx == 0 ? .infinity : (box.width / 2) / abs(dx), dy == 0 ? .infinity : (box.height / 2) / abs(dy))
        return ((from.x + dx * t, from.y + dy * t), (to.x - dx * t, to.y - dy * t))
    }

    private static func n(_ value: Double) -> String { SVGCanvas.number(value) }
}

extension CoverageReport {
    /// `coverage --html DIR`: one page, a section a scene with its graph and its table.
    public static func html(_ scenes: [SceneCoverage]) -> String {
        var body = ""
        for coverage in scenes {
            body += "<section>\n<h2>\(HTMLText.escaped(coverage.scene))</h2>\n"
            body += SVGArbitrationGraph.picture(coverage)
            body += "<pre>\(HTMLText.escaped(text([coverage])))</pre>\n</section>\n"
        }
        let header =
            "<h1>gesture-replay coverage</h1>\n<div class=\"meta\">\(scenes.count) scene\(scenes.count == 1 ? "" : "s")</div>"
        return HTMLPage.document(title: "gesture-replay coverage", header: header, body: body)
    }
}
