import GestureReplay

/// A picture of the pass and fail counts of the last runs: one stacked bar per run, oldest on
/// the left (failures at the bottom where they catch the eye: errors, regressions, then new,
/// obsolete and passed), each run numbered and labelled beneath.
public struct SVGTrendChart: Sendable {
    /// The runs, oldest first.
    public var runs: [RunHistory.Run]
    /// The plot's height in pixels.
    public var plotHeight: Double

    /// A trend chart of `runs`.
    public init(runs: [RunHistory.Run], plotHeight: Double = 180) {
        self.runs = runs
        self.plotHeight = plotHeight
    }

    /// The statuses from the bottom of a bar up, with their colours.
    static let layers: [(SessionStatus, String)] = [
        (.error, "#8b1a1a"), (.regression, "#d23b3b"), (.modelDiffers, "#8e44ad"), (.new, "#2f6fd1"),
        (.obsolete, "#a3a8b3"), (.pass, "#5cb87a"),
    ]

    /// The SVG element.
    public var text: String {
        let n = SVGCanvas.number
        let left = 46.0
        let top = 42.0
        let slot = runs.count > 30 ? 18.0 : 38.0
        let barWidth = slot * 0.62
        let width = max(420, left + Double(runs.count) * slot + 20)
        let height = top + plotHeight + 52
        let maximum = max(1, runs.map(\.tally.total).max() ?? 1)
        let step = SVGTrendChart.countStep(for: maximum)
        let topValue = Int((Double(maximum) / Double(step)).rounded(.up)) * step
        func y(_ count: Double) -> Double { top + plotHeight - count / Double(topValue) * plotHeight }
        var canvas = SVGCanvas(
            width: width, height: height, label: "Pass and fail counts of the last \(runs.count) runs")

        var legendX = left
        for (status, color) in SVGTrendChart.layers.reversed() {
            canvas.raw("<rect x=\"\(n(legendX))\" y=\"8\" width=\"10\" height=\"10\" rx=\"2\" fill=\"\(color)\"/>")
            canvas.text(HTMLReport.heading(status), x: legendX + 14, y: 17, className: "tiny muted")
            legendX += 24 + Double(HTMLReport.heading(status).count) * 5.6
        }
        var tick = 0
        while tick <= topValue {
            canvas.raw(
                "<line x1=\"\(n(left))\" y1=\"\(n(y(Double(tick))))\" x2=\"\(n(width - 10))\" y2=\"\(n(y(Double(tick))))\""
                    + " stroke=\"\(tick == 0 ? "#9aa0ad" : "#e6e8ee")\"/>")
            canvas.text(String(tick), x: left - 6, y: y(Double(tick)) + 3.5, className: "tiny muted", anchor: "end")
            tick += step
        }
        for (index, run) in runs.enumerated() {
            let x = left + Double(index) * slot + (slot - barWidth) / 2
            var base = 0
            var title = "run \(run.title), \(UTCDate.readable(run.startedAt)): \(run.tally.text)"
            if run.tally.total == 0 { title += " (nothing replayed)" }
            canvas.raw("<g>\(SVGCanvas.title(title))")
            for (status, color) in SVGTrendChart.layers where run.tally[status] > 0 {
                let count = run.tally[status]
                canvas.raw(
                    "<rect x=\"\(n(x))\" y=\"\(n(y(Double(base + count))))\" width=\"\(n(barWidth))\""
                        + " height=\"\(n(y(Double(base)) - y(Double(base + count))))\" fill=\"\(color)\"/>")
                base += count
            }
            canvas.raw("</g>")
            if run.tally.failing > 0 {
                canvas.text(
                    String(run.tally.failing), x: x + barWidth / 2, y: y(Double(base)) - 4, className: "tiny fail",
                    anchor: "middle")
            }
            if runs.count <= 30 || index % 2 == runs.count % 2 {
                canvas.text(
                    "#\(run.id)", x: x + barWidth / 2, y: top + plotHeight + 14, className: "tiny muted",
                    anchor: "middle")
                if let label = run.label, runs.count <= 30 {
                    canvas.text(
                        SVGSwimlanes.clipped(label, to: 7), x: x + barWidth / 2, y: top + plotHeight + 26,
                        className: "tiny muted", anchor: "middle")
                }
            }
        }
        canvas.text(
            "runs, oldest first; the number above a bar counts its failures", x: left, y: height - 8,
            className: "tiny muted")
        return canvas.text
    }

    /// A round step (1, 2, 5, 10, 20, 50, …) giving at most five steps up to `maximum`.
    static func countStep(for maximum: Int) -> Int {
        var magnitude = 1
        while true {
            for factor in [1, 2, 5] where (maximum + factor * magnitude - 1) / (factor * magnitude) <= 5 {
                return factor * magnitude
            }
            magnitude *= 10
        }
    }
}
