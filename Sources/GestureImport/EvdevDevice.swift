/// What a dump says about one input device: its node, its name, its axis
/// ranges and input properties (from `getevent -p`, an evemu header, a
/// libinput record `evdev:` block).
struct EvdevDevice {
    /// `/dev/input/event7`; empty for a dump that prints no path.
    var path: String
    var name: String?
    /// Axis ranges by ABS code.
    var axes: [UInt16: AxisRange] = [:]
    /// INPUT_PROP_DIRECT (a touchscreen), when the properties are known.
    var isDirect: Bool?
    /// INPUT_PROP_POINTER or INPUT_PROP_BUTTONPAD (a touchpad).
    var isPointer = false

    init(path: String, name: String? = nil) {
        self.path = path
        self.name = name
    }

    /// Whether its capabilities say it reports multitouch positions.
    var hasMultitouchAxes: Bool { axes[Evdev.positionX] != nil }

    /// The X and Y ranges positions are reported in: the MT axes, or the
    /// single-touch ones for a device without them (`docs/DUMP-FORMATS.md` §0).
    func positionRanges(multitouch: Bool) -> (x: AxisRange?, y: AxisRange?) {
        if multitouch, let x = axes[Evdev.positionX], let y = axes[Evdev.positionY] { return (x, y) }
        if let x = axes[Evdev.x], let y = axes[Evdev.y] { return (x, y) }
        return (axes[Evdev.positionX], axes[Evdev.positionY])
    }

    /// Whether `query` names this device by path or by name.
    func matches(_ query: String) -> Bool {
        (!path.isEmpty && path == query) || name == query
    }

    /// `/dev/input/event7 "main_touch"`, or whichever half is known.
    var label: String? {
        switch (path.isEmpty ? nil : path, name) {
        case (let path?, let name?): "\(path) \"\(name)\""
        case (let path?, nil): path
        case (nil, let name?): "\"\(name)\""
        case (nil, nil): nil
        }
    }
}
