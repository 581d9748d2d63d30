/// How the display is turned relative to the touch panel's natural
/// (portrait) orientation: Android's `Surface.ROTATION_*`, which
/// `dumpsys input` prints as the viewport's `orientation=` (0 to 3).
///
/// `docs/DUMP-FORMATS.md` §1.2 step 3: the panel is naturally portrait, so in
/// landscape its axes are swapped or flipped. With `.degrees90` (the device
/// turned a quarter counter-clockwise) the screen's x runs along the panel's
/// y, and the screen's y runs against the panel's x, as Android's
/// `TouchInputMapper` computes it.
public enum DisplayRotation: Int, CaseIterable, Sendable {
    /// The panel's natural orientation (`ROTATION_0`).
    case none = 0
    /// A quarter turn counter-clockwise (`ROTATION_90`): screen x is panel y.
    case degrees90 = 90
    /// Upside down (`ROTATION_180`): both axes flipped.
    case degrees180 = 180
    /// A quarter turn clockwise (`ROTATION_270`): screen y is panel x.
    case degrees270 = 270

    /// Whether the screen's axes are the panel's axes swapped.
    public var swapsAxes: Bool { self == .degrees90 || self == .degrees270 }
}
