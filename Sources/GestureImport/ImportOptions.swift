import GestureReplay

/// What a reader needs to know that a dump may not say.
///
/// ```swift
/// var options = ImportOptions()
/// options.screen = Screen(width: 360, height: 800)
/// options.rangesText = try String(contentsOfFile: "getevent-p.txt", encoding: .utf8)
/// let (session, summary) = try GeteventReader().read(
///     text: dump, fileName: "swipe.txt", sessionName: "swipe", sceneName: "list", options: options)
/// ```
public struct ImportOptions: Sendable {
    /// The screen in points, as the user saw it (already rotated). Panel
    /// ranges are stretched over it; without it see `AxisMapping`.
    public var screen: Screen?
    /// How the display was turned relative to the panel.
    public var rotation: DisplayRotation = .none
    /// The device to import from a dump of several (getevent, libinput
    /// record): its path (`/dev/input/event7`) or its name (`main_touch`).
    /// Nil picks the one touchscreen.
    public var device: String?
    /// `getevent -p` / `-lp` / `-il` output, when it is not in the dump itself.
    public var rangesText: String?
    /// An evemu `.desc` file's text, for `.events` files recorded without
    /// their header.
    public var evemuDescription: String?
    /// The `.desc` file's name, for messages about it (nil: "evemu description").
    public var evemuDescriptionFile: String?
    /// Frames per second: the synthetic frame clock of a dump without
    /// timestamps, and the sampling rate of W3C `pointerMove` durations.
    public var rate: Double = 60
    /// Skip (and count) lines a reader does not understand instead of failing.
    public var skipUnknown = false

    public init(
        screen: Screen? = nil, rotation: DisplayRotation = .none, device: String? = nil,
        rangesText: String? = nil, evemuDescription: String? = nil, rate: Double = 60,
        skipUnknown: Bool = false
    ) {
        self.screen = screen
        self.rotation = rotation
        self.device = device
        self.rangesText = rangesText
        self.evemuDescription = evemuDescription
        self.rate = rate
        self.skipUnknown = skipUnknown
    }

    /// The largest screen side and rate accepted, to keep numbers sane.
    static let maximumScreenSide = 1_000_000.0
    static let rateRange = 1.0...10_000.0

    /// Rejects options no dump can be read with (line 0: not the file's fault,
    /// but the message still names it).
    func validate(fileName: String) throws(InputError) {
        if let screen {
            let sides = [screen.width, screen.height]
            guard sides.allSatisfy({ $0.isFinite && $0 > 0 && $0 <= Self.maximumScreenSide }) else {
                throw InputError(
                    file: fileName, line: 0,
                    reason: "the screen must be positive and finite, got \(screen.width)×\(screen.height) pt")
            }
        }
        guard rate.isFinite, Self.rateRange.contains(rate) else {
            throw InputError(file: fileName, line: 0, reason: "the rate must be 1 to 10000 per second, got \(rate)")
        }
    }
}
