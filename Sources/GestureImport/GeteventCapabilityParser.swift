import GestureReplay

/// Reads getevent's device headers and capability blocks (`getevent -p`,
/// `-lp`, `-il`; `docs/DUMP-FORMATS.md` §1.2), line by line, into devices:
///
/// ```text
/// add device 1: /dev/input/event1
///   bus:      0018                                  (-i only)
///   name:     "sec_touchscreen"
///   events:
///     KEY (0001): BTN_TOOL_FINGER       BTN_TOUCH   01c6
///                 01ca                                (continuation)
///     ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
///                 0035  : value 0, min 0, max 1199, …  (without -l: hex codes)
///   input props:
///     INPUT_PROP_DIRECT                               (or <none>, or hex without -l)
/// ```
///
/// The same lines head a dump of all devices (`add device` + `name:` only),
/// and may be passed separately as `ImportOptions.rangesText`.
struct GeteventCapabilityParser {
    private enum State { case outside, header, events, properties }

    private(set) var devices: [EvdevDevice] = []
    private var state = State.outside
    let fileName: String

    init(fileName: String) {
        self.fileName = fileName
    }

    /// Reads `line` if it belongs to a header or capability block, returning
    /// the kind of debris it is; nil when it is not such a line.
    mutating func consume(_ bytes: [UInt8], _ line: Range<Int>, number: Int) throws(InputError)
        -> ImportSummary.Debris?
    {
        let text = ASCII.trimmed(bytes, line)
        if ASCII.hasPrefix(bytes, text, "add device ") {
            // `add device 3: /dev/input/event2`
            guard let colon = ASCII.firstIndex(of: 0x3A, in: bytes, text) else {
                throw InputError(file: fileName, line: number, reason: "an `add device` line without a device path")
            }
            let path = ASCII.trimmed(bytes, (colon + 1)..<text.upperBound)
            devices.append(EvdevDevice(path: ASCII.string(bytes, path)))
            state = .header
            return .deviceHeader
        }
        if ASCII.hasPrefix(bytes, text, "remove device ") || ASCII.hasPrefix(bytes, text, "could not ") {
            state = .outside
            return .deviceHeader
        }
        let isIndented = !line.isEmpty && ASCII.isBlank(bytes[line.lowerBound])
        guard state != .outside, isIndented, !devices.isEmpty else {
            state = .outside
            return nil
        }
        if ASCII.hasPrefix(bytes, text, "name:") {
            devices[devices.count - 1].name = Self.quoted(bytes, (text.lowerBound + 5)..<text.upperBound)
            return .deviceName
        }
        if ASCII.equals(bytes, text, "events:") {
            state = .events
            return .capabilityLine
        }
        if ASCII.equals(bytes, text, "input props:") {
            state = .properties
            devices[devices.count - 1].isDirect = false
            return .capabilityLine
        }
        switch state {
        case .events:
            if let valueAt = ASCII.firstIndex(of: ": value ", in: bytes, text) {
                try readAxis(bytes, text, valueAt: valueAt, number: number)
            }
        case .properties:
            readProperty(bytes, text)
        case .header, .outside:
            break  // -i details: bus, vendor, product, version, location, id
        }
        return .capabilityLine
    }

    /// `… ABS_MT_POSITION_X     : value 0, min 0, max 1199, fuzz 0, flat 0, resolution 0`
    private mutating func readAxis(_ bytes: [UInt8], _ text: Range<Int>, valueAt: Int, number: Int)
        throws(InputError)
    {
        // The axis is the last field before the colon.
        var fields = FieldScanner(bytes, text.lowerBound..<valueAt)
        var axisField: Range<Int>?
        while let field = fields.next() { axisField = field }
        guard let axisField else {
            throw InputError(file: fileName, line: number, reason: "an axis line without an axis name")
        }
        let code: UInt16
        if let label = EvdevLabels.code(bytes, axisField, type: Evdev.absolute) {
            code = label
        } else if let hex = ASCII.hex(bytes, axisField), hex <= 0x3f {
            code = UInt16(hex)
        } else {
            throw InputError(
                file: fileName, line: number,
                reason: "unknown axis \(ASCII.excerpt(bytes, axisField)) in a capability block")
        }
        // `value 0, min 0, max 1199, fuzz 0, flat 0, resolution 0`
        var minimum: Int32?
        var maximum: Int32?
        var resolution: Int32 = 0
        var start = valueAt + 2
        while start < text.upperBound {
            let end = ASCII.firstIndex(of: 0x2C, in: bytes, start..<text.upperBound) ?? text.upperBound
            var parts = FieldScanner(bytes, start..<end)
            if let key = parts.next(), let valueField = parts.next(), let value = ASCII.int32(bytes, valueField) {
                if ASCII.equals(bytes, key, "min") { minimum = value }
                if ASCII.equals(bytes, key, "max") { maximum = value }
                if ASCII.equals(bytes, key, "resolution") { resolution = value }
            }
            start = end + 1
        }
        guard let minimum, let maximum, maximum >= minimum else {
            throw InputError(
                file: fileName, line: number,
                reason: "the axis \(EvdevLabels.absoluteName(code)) has no valid min and max")
        }
        if code != EvdevEvent.otherAxis {
            devices[devices.count - 1].axes[code] = AxisRange(
                minimum: minimum, maximum: maximum, resolution: max(0, resolution))
        }
    }

    /// `INPUT_PROP_DIRECT`, `<none>`, or a hex property number without `-l`.
    private mutating func readProperty(_ bytes: [UInt8], _ text: Range<Int>) {
        let index = devices.count - 1
        var fields = FieldScanner(bytes, text)
        while let field = fields.next() {
            let property: UInt32? =
                if ASCII.equals(bytes, field, "INPUT_PROP_POINTER") {
                    0
                } else if ASCII.equals(bytes, field, "INPUT_PROP_DIRECT") {
                    1
                } else if ASCII.equals(bytes, field, "INPUT_PROP_BUTTONPAD") { 2 } else { ASCII.hex(bytes, field) }
            switch property {
            case 0, 2: devices[index].isPointer = true
            case 1: devices[index].isDirect = true
            default: break
            }
        }
    }

    /// The text of `"…"` (or the trimmed text when it has no quotes).
    static func quoted(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        let text = ASCII.trimmed(bytes, range)
        if text.count >= 2 && bytes[text.lowerBound] == 0x22 && bytes[text.upperBound - 1] == 0x22 {
            return ASCII.string(bytes, (text.lowerBound + 1)..<(text.upperBound - 1))
        }
        return ASCII.string(bytes, text)
    }

    /// Reads a whole capability text (`ImportOptions.rangesText`): lines
    /// that are not part of a block are passed over.
    static func devices(in text: String, fileName: String) throws(InputError) -> [EvdevDevice] {
        let bytes = Array(text.utf8)
        var lines = LineScanner(bytes)
        var parser = GeteventCapabilityParser(fileName: fileName)
        while let line = lines.next() {
            _ = try parser.consume(bytes, line, number: lines.lineNumber)
        }
        return parser.devices
    }
}
