import GestureReplay

/// How raw panel values became points: the axis ranges a reader found, the
/// screen they were stretched over (or why none was), and the rotation.
///
/// The rules, from `docs/DUMP-FORMATS.md` §1.2 ("Mapping raw values to the
/// screen") and §8 pitfall 4 ("make the points mapping an explicit session
/// parameter"):
///
/// - **Ranges and a screen** (`.screen`): Android's InputReader,
///   scale = screen / (max − min + 1), point = (raw − min) × scale, with the
///   axes swapped or flipped (`max − raw`) for a rotated display.
/// - **Ranges, no screen, resolution known** (`.physical`): the panel's
///   millimetres, (raw − min) / resolution (§2), at 160 points per inch
///   (§1.2 step 4: Android's dp is px / (dpi / 160)), so that distances keep
///   their physical size, which is what gesture thresholds are about. This
///   is what a touchpad's `libinput record` gives.
/// - **Ranges, no screen, no resolution** (`.panelUnits`): one panel unit
///   is one point from the axis minimum. A dump does not say how big its
///   pixels are; this keeps the raw numbers (§8: "store raw values") and the
///   session's screen is the panel's extent.
/// - **No ranges at all** (`.raw`, for example a getevent dump without
///   `-p`): raw values are taken as points unchanged and the session has no
///   screen. Normalising to 0–1 (§1.2's suggestion) needs the ranges too,
///   and a wrong guess from the largest value seen would bend every
///   distance; re-import with the `getevent -p` text to get points.
public struct AxisMapping: Equatable, Sendable, CustomStringConvertible {
    /// What the panel's values were mapped onto.
    public enum Target: Equatable, Sendable {
        /// A screen of this size in points.
        case screen(Screen)
        /// Millimetres at 160 points per inch (no screen given).
        case physical
        /// One panel unit per point (no screen given, no resolution).
        case panelUnits
        /// Raw values unchanged (no axis ranges known).
        case raw
    }

    /// Points per millimetre at 160 points per inch.
    public static let pointsPerMillimetre = 160 / 25.4

    /// The panel's x range (nil when unknown).
    public let x: AxisRange?
    /// The panel's y range (nil when unknown).
    public let y: AxisRange?
    /// How the display was turned relative to the panel.
    public let rotation: DisplayRotation
    /// What the values were mapped onto.
    public let target: Target
    /// The area the points cover (nil for raw values).
    public let screen: Screen?

    /// How one screen axis is computed from one panel axis.
    private struct Axis: Equatable, Sendable {
        var fromPanelX: Bool
        var reversed: Bool
        var minimum: Double
        var maximum: Double
        var scale: Double

        func point(_ raw: Int32) -> Double {
            reversed ? (maximum - Double(raw)) * scale : (Double(raw) - minimum) * scale
        }
    }

    private let screenX: Axis
    private let screenY: Axis

    /// The mapping for these ranges onto `screen` (nil: see the type's rules).
    /// Nil when a rotation or a screen is asked for without both ranges,
    /// which cannot be honoured.
    init?(x: AxisRange?, y: AxisRange?, screen requested: Screen?, rotation: DisplayRotation) {
        self.x = x
        self.y = y
        self.rotation = rotation
        guard let x, let y else {
            guard requested == nil, rotation == .none else { return nil }
            target = .raw
            screen = nil
            screenX = Axis(fromPanelX: true, reversed: false, minimum: 0, maximum: 0, scale: 1)
            screenY = Axis(fromPanelX: false, reversed: false, minimum: 0, maximum: 0, scale: 1)
            return
        }
        // Which panel axis feeds each screen axis, and which run backwards
        // (Android's TouchInputMapper::cookPointerData).
        let swaps = rotation.swapsAxes
        let source = (forX: swaps ? y : x, forY: swaps ? x : y)
        let reversedX = rotation == .degrees180 || rotation == .degrees270
        let reversedY = rotation == .degrees90 || rotation == .degrees180
        let scales: (x: Double, y: Double)
        if let requested {
            target = .screen(requested)
            scales = (requested.width / source.forX.span, requested.height / source.forY.span)
        } else if x.resolution > 0 && y.resolution > 0 {
            target = .physical
            scales = (
                AxisMapping.pointsPerMillimetre / Double(source.forX.resolution),
                AxisMapping.pointsPerMillimetre / Double(source.forY.resolution)
            )
        } else {
            target = .panelUnits
            scales = (1, 1)
        }
        screen = requested ?? Screen(width: source.forX.span * scales.x, height: source.forY.span * scales.y)
        screenX = Axis(
            fromPanelX: !swaps, reversed: reversedX, minimum: Double(source.forX.minimum),
            maximum: Double(source.forX.maximum), scale: scales.x)
        screenY = Axis(
            fromPanelX: swaps, reversed: reversedY, minimum: Double(source.forY.minimum),
            maximum: Double(source.forY.maximum), scale: scales.y)
    }

    /// The point for raw panel values; an unknown value gives NaN on the
    /// screen axis it feeds.
    func point(x rawX: Int32?, y rawY: Int32?) -> (x: Double, y: Double) {
        func value(_ axis: Axis) -> Double {
            guard let raw = axis.fromPanelX ? rawX : rawY else { return .nan }
            return axis.point(raw)
        }
        return (value(screenX), value(screenY))
    }

    /// One line: `panel X 0–1199, Y 0–2669 → 800×360 pt screen, display rotated 90°`.
    public var description: String {
        guard let x, let y else { return "raw panel values taken as points (no axis ranges known)" }
        let panel = "panel X \(x), Y \(y)"
        let turn = rotation == .none ? "" : ", display rotated \(rotation.rawValue)°"
        let size = screen.map { "\(Self.number($0.width))×\(Self.number($0.height)) pt" } ?? ""
        switch target {
        case .screen: return "\(panel) → \(size) screen\(turn)"
        case .physical: return "\(panel) → millimetres at 160 pt per inch, \(size) (no screen given)\(turn)"
        case .panelUnits: return "\(panel) → 1 pt per panel unit, \(size) (no screen given)\(turn)"
        case .raw: return panel
        }
    }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
