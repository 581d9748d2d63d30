/// How the display is turned relative to the touch panel's natural
/// (portrait) orientation: Android's `Surface.ROTATION_*`, which
/// `dumpsys input` prints as the viewport's `orientation=` (0 to 3).
///
/// `DUMP-FORMATS.md` §1.2 step 3: the panel is naturally portrait, so in
/// landscape its axes are swapped or flipped. With `.degrees90` (the device
/// turned a quarter counter-clockwise) the screen's x runs along the panel's
/// y, and the screen's y runs against the panel's x, as Android's
/// `TouchInputMapper` computes it.
public enum DisplayRotation: Int, CaseIterable, Sendable {
    case none = 0
    case degrees90 = 90
    case degrees180 = 180
    case degrees270 = 270

    /// Whether the screen's axes are the panel's axes swapped.
    public var swapsAxes: Bool { self == .degrees90 || self == .degrees270 }
}
