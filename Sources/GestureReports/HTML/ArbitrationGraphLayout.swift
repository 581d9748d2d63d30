import Foundation

/// Where the coverage page's graph puts each recognizer (`SVGArbitrationGraph`): a box a
/// recognizer, as wide as its name needs, on an ellipse from the top, clockwise, the ellipse
/// grown until no two boxes come within `gap` of each other, and the picture as large as the
/// boxes and a `margin` about them (one recognizer: one box and its margin).
struct ArbitrationGraphLayout: Equatable {
    /// One recognizer's box: its centre and its size, in CSS pixels from the picture's top left.
    struct Node: Equatable {
        var name: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double { ArbitrationGraphLayout.boxHeight }
    }

    /// A box's height: a 12 px line of text and 6 px above and below it.
    static let boxHeight = 24.0
    /// The narrowest box, so that short names still make a box an arrow can reach.
    static let minimumBoxWidth = 80.0
    /// Space in a box left and right of its name, together.
    static let boxPadding = 20.0
    /// What a character of a name takes at 12 px, at most, in a sans-serif font: 7.5 px for
    /// ASCII (a capital W is about 11 px, but names are mostly lower case), 13 px for any other
    /// (wide CJK glyphs are 12 px).
    static let asciiCharacterWidth = 7.5
    static let otherCharacterWidth = 13.0
    /// The least space between two boxes, across or down.
    static let gap = 16.0
    /// Space about the boxes, on each side of the picture.
    static let margin = 12.0
    /// The ellipse's horizontal radius to begin with (so that an arrow between two boxes is long
    /// enough to see), the step it grows by, and its height as a fraction of its width (names
    /// are wide and short: an ellipse keeps the picture lower than a circle would).
    static let minimumRadius = 80.0
    static let radiusStep = 10.0
    static let aspect = 0.6

    /// The boxes, in the order of the names.
    var nodes: [Node]
    /// The picture's size.
    var width: Double
    var height: Double

    /// The layout of recognizers `names`.
    init(names: [String]) {
        let widths = names.map(Self.boxWidth)
        let count = names.count
        var centres: [(x: Double, y: Double)] = count == 1 ? [(0, 0)] : []
        if count > 1 {
            var radius = Self.minimumRadius
            while true {
                centres = (0..<count).map { index in
                    let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(count)
                    return (radius * cos(angle), radius * Self.aspect * sin(angle))
                }
                if Self.areApart(centres, widths: widths) { break }
                radius += Self.radiusStep
            }
        }
        let left = zip(centres, widths).map { $0.x - $1 / 2 }.min() ?? 0
        let right = zip(centres, widths).map { $0.x + $1 / 2 }.max() ?? 0
        let top = (centres.map(\.y).min() ?? 0) - Self.boxHeight / 2
        let bottom = (centres.map(\.y).max() ?? 0) + Self.boxHeight / 2
        nodes = zip(names, zip(centres, widths)).map { name, placed in
            Node(
                name: name, x: placed.0.x - left + Self.margin, y: placed.0.y - top + Self.margin, width: placed.1)
        }
        width = right - left + 2 * Self.margin
        height = bottom - top + 2 * Self.margin
    }

    /// A box wide enough for `name` at 12 px.
    static func boxWidth(_ name: String) -> Double {
        let text = name.reduce(0.0) { sum, character in
            sum + (character.isASCII ? asciiCharacterWidth : otherCharacterWidth)
        }
        return max(minimumBoxWidth, text + boxPadding)
    }

    /// Whether every two boxes about `centres` are at least `gap` apart across or down.
    private static func areApart(_ centres: [(x: Double, y: Double)], widths: [Double]) -> Bool {
        for first in centres.indices {
            for second in centres.indices where second > first {
                let across = abs(centres[first].x - centres[second].x) - (widths[first] + widths[second]) / 2
                let down = abs(centres[first].y - centres[second].y) - boxHeight
                if across < gap && down < gap { return false }
            }
        }
        return true
    }
}
