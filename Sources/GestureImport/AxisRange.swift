/// The range of one absolute axis as the device declares it (its evdev
/// `absinfo`), in panel units: `getevent -p`'s `min 0, max 4095`, an evemu
/// `A:` line, a libinput record `absinfo:` entry.
public struct AxisRange: Equatable, Sendable, CustomStringConvertible {
    /// The smallest value the axis reports.
    public var minimum: Int32
    /// The largest value the axis reports (inclusive).
    public var maximum: Int32
    /// Panel units per millimetre; 0 when unknown (almost always on Android).
    public var resolution: Int32

    public init(minimum: Int32, maximum: Int32, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.resolution = resolution
    }

    /// How many distinct values the axis has: `maximum - minimum + 1`, the
    /// divisor Android's InputReader scales by (`docs/DUMP-FORMATS.md` §1.2).
    public var span: Double { Double(maximum) - Double(minimum) + 1 }

    /// `0–4095`, with the resolution when known (`0–1051 at 12/mm`).
    public var description: String {
        resolution > 0 ? "\(minimum)–\(maximum) at \(resolution)/mm" : "\(minimum)–\(maximum)"
    }
}
