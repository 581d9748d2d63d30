import Foundation
import GestureReplay

/// A scene's arbitration graph as a picture (`coverage --html`): its recognizers laid out by
/// `ArbitrationGraphLayout`, an arrow from each waiter to the recognizer it requires to fail, a
/// dotted line between each simultaneous pair, and what the corpus never exercised (a recognizer
/// that never succeeded, a requirement not seen both ways, a pair never together) red and
/// dashed. Exclusions are left out: every other pair on a line of views excludes, and they would
/// cover the picture; the page's exclusion table lists them.
enum SVGArbitrationGraph {
    /// The picture; its arrowhead marker has the id `markerID`, which must be unique in the page
    /// that holds the picture (a page of several graphs gives each its own).
    static func picture(_ coverage: SceneCoverage, markerID: String = "arrow") -> String {
        let layout = ArbitrationGraphLayout(names: coverage.recognizers.map(\.name))
        var canvas = SVGCanvas(
            width: layout.width, height: layout.height, label: "arbitration graph of \(coverage.scene)")
        let id = XMLText.attribute(markerID)
        canvas.raw(
            "<defs><marker id=\"\(id)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\""
                + " orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"context-stroke\"/></marker></defs>"
        )
        let node = { (name: String) in layout.nodes.first { $0.name == name } }
        let red = " stroke=\"#dc2626\" stroke-dasharray=\"6 4\""  // never exercised
        for edge in coverage.requirements {
            guard let from = node(edge.waiter), let to = node(edge.required) else { continue }
            let (a, b) = clipped(from, to)
            canvas.raw(
                "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\""
                    + "\(edge.isCovered ? " stroke=\"#374151\"" : red) marker-end=\"url(#\(id))\">"
                    + SVGCanvas.title(
                        "\(edge.waiter) requires \(edge.required) to fail: went ahead \(edge.wentAhead), failed \(edge.failedAsRequiredSucceeded)"
                    )
                    + "</line>")
        }
        for pair in coverage.simultaneous {
            guard let from = node(pair.first), let to = node(pair.second) else { continue }
            let (a, b) = clipped(from, to)
            canvas.raw(
                "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\""
                    + "\(pair.together > 0 ? " stroke=\"#2563eb\" stroke-dasharray=\"2 3\"" : red)>"
                    + SVGCanvas.title("\(pair.first) and \(pair.second) simultaneous: together \(pair.together)")
                    + "</line>")
        }
        for (recognizer, box) in zip(coverage.recognizers, layout.nodes) {
            let stroke = recognizer.succeeded > 0 ? "#374151\"" : "#dc2626\" stroke-dasharray=\"6 4\""
            canvas.raw(
                "<rect x=\"\(n(box.x - box.width / 2))\" y=\"\(n(box.y - box.height / 2))\" width=\"\(n(box.width))\""
                    + " height=\"\(n(box.height))\" rx=\"4\" fill=\"#ffffff\" stroke=\"\(stroke)>"
                    + SVGCanvas.title(
                        "\(recognizer.name): recognized or began \(recognizer.succeeded), failed \(recognizer.failed)")
                    + "</rect>")
            canvas.raw(
                "<text x=\"\(n(box.x))\" y=\"\(n(box.y + 4))\" text-anchor=\"middle\" font-size=\"12\">"
                    + XMLText.escaped(recognizer.name) + "</text>")
        }
        return canvas.text
    }

    /// The line from `from`'s centre to `to`'s between the two boxes' edges (so that an arrow's
    /// head shows).
    static func clipped(_ from: ArbitrationGraphLayout.Node, _ to: ArbitrationGraphLayout.Node)
        -> ((x: Double, y: Double), (x: Double, y: Double))
    {
        let dx = to.x - from.x
        let dy = to.y - from.y
        guard dx != 0 || dy != 0 else { return ((from.x, from.y), (to.x, to.y)) }
        // The fraction of the line inside a box: the nearer of its vertical and horizontal edges.
        let inside = { (box: ArbitrationGraphLayout.Node) in
            min(
                dx == 0 ? .infinity : (box.width / 2) / abs(dx), dy == 0 ? .infinity : (box.height / 2) / abs(dy))
        }
        let start = inside(from)
        let end = inside(to)
        return ((from.x + dx * start, from.y + dy * start), (to.x - dx * end, to.y - dy * end))
    }

    private static func n(_ value: Double) -> String { SVGCanvas.number(value) }
}
