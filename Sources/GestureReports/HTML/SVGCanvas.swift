/// A small writer of SVG pictures: elements appended in order, numbers printed short, every
/// text escaped. Pictures are inline in HTML pages and stand alone as `.svg` files alike.
struct SVGCanvas {
    /// Width in CSS pixels.
    var width: Double
    /// Height in CSS pixels.
    var height: Double
    /// What the picture shows, for screen readers.
    var label: String
    /// The elements, in painting order.
    private(set) var body = ""

    init(width: Double, height: Double, label: String) {
        self.width = width
        self.height = height
        self.label = label
    }

    /// The whole `<svg>` element.
    var text: String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"picture\" width=\"\(SVGCanvas.number(width))\""
            + " height=\"\(SVGCanvas.number(height))\" viewBox=\"0 0 \(SVGCanvas.number(width)) \(SVGCanvas.number(height))\""
            + " role=\"img\" aria-label=\"\(XMLText.attribute(label))\">\n" + body + "</svg>\n"
    }

    /// Appends markup written by the caller (numbers through `number`, text through `XMLText`).
    mutating func raw(_ markup: String) {
        body += markup
        body += "\n"
    }

    /// A `<title>` child: the tooltip of the element it is in.
    static func title(_ text: String) -> String {
        "<title>\(XMLText.escaped(text))</title>"
    }

    /// A text element at (x, y) with a class and an anchor (`start`, `middle`, `end`).
    mutating func text(_ content: String, x: Double, y: Double, className: String, anchor: String = "start") {
        let anchorAttribute = anchor == "start" ? "" : " text-anchor=\"\(anchor)\""
        raw(
            "<text x=\"\(SVGCanvas.number(x))\" y=\"\(SVGCanvas.number(y))\" class=\"\(className)\"\(anchorAttribute)>"
                + XMLText.escaped(content) + "</text>")
    }

    /// A coordinate or length with at most two decimals and no trailing zeros: `12`, `12.5`, `0.25`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int(abs(hundredths))
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
