/// The colour of a moment in a session, from deep blue at the start through purple and pink
/// to orange at the end (the *plasma* ramp, readable on white and by most colour-blind readers).
enum TimeColor {
    /// The ramp's stops: fraction of the session, red, green, blue.
    static let stops: [(Double, Double, Double, Double)] = [
        (0, 13, 8, 135), (0.33, 126, 3, 168), (0.66, 204, 71, 120), (1, 248, 149, 64),
    ]

    /// `#rrggbb` for `fraction` of the session (clamped to 0…1).
    static func hex(_ fraction: Double) -> String {
        let f = fraction.isFinite ? min(1, max(0, fraction)) : 0
        var lower = stops[0]
        var upper = stops[stops.count - 1]
        for (a, b) in zip(stops, stops.dropFirst()) where f >= a.0 && f <= b.0 {
            lower = a
            upper = b
            break
        }
        let span = upper.0 - lower.0
        let k = span > 0 ? (f - lower.0) / span : 0
        func channel(_ a: Double, _ b: Double) -> String {
            let value = Int((a + (b - a) * k).rounded())
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + channel(lower.1, upper.1) + channel(lower.2, upper.2) + channel(lower.3, upper.3)
    }

    /// The ramp as `<stop>` elements of a linear gradient.
    static var gradientStops: String {
        stops.map { "<stop offset=\"\(SVGCanvas.number($0.0))\" stop-color=\"\(hex($0.0))\"/>" }.joined()
    }
}
