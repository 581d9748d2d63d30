/// The names `getevent -l` prints for types, codes and some values, back to
/// numbers (`docs/DUMP-FORMATS.md` §1.3 step 1: "normalise labels to numbers with a
/// fixed table"). Looked up by the line's bytes, without making strings.
enum EvdevLabels {
    /// The type named by `label` (`EV_ABS`), or nil.
    static func type(_ bytes: [UInt8], _ range: Range<Int>) -> UInt16? {
        types.value(bytes, range).map(UInt16.init)
    }

    /// The code named by `label` for `type`, or nil when the label does not
    /// belong to that type. Keys, buttons and axes the table does not know
    /// but whose prefix fits the type are read as `EvdevEvent.otherKey` /
    /// `otherAxis`; other types' codes are never used, so any label with the
    /// type's prefix reads as 0.
    static func code(_ bytes: [UInt8], _ range: Range<Int>, type: UInt16) -> UInt16? {
        switch type {
        case Evdev.synchronization:
            return synchronizationCodes.value(bytes, range).map(UInt16.init)
        case Evdev.absolute:
            if let code = absoluteCodes.value(bytes, range) { return UInt16(code) }
            return ASCII.hasPrefix(bytes, range, "ABS_") ? EvdevEvent.otherAxis : nil
        case Evdev.key:
            if let code = keyCodes.value(bytes, range) { return UInt16(code) }
            let isKey = ASCII.hasPrefix(bytes, range, "KEY_") || ASCII.hasPrefix(bytes, range, "BTN_")
            return isKey ? EvdevEvent.otherKey : nil
        case Evdev.miscellaneous:
            return miscellaneousCodes.value(bytes, range).map(UInt16.init)
        default:
            guard let prefix = otherPrefixes[type] else { return nil }
            return range.count > prefix.utf8CodeUnitCount && ASCII.hasPrefix(bytes, range, prefix) ? 0 : nil
        }
    }

    /// A value label (`DOWN`, `MT_TOOL_PALM`) as its number, or nil.
    static func value(_ bytes: [UInt8], _ range: Range<Int>) -> Int32? {
        values.value(bytes, range)
    }

    /// The name of a type for messages (`EV_ABS`), or its hex.
    static func typeName(_ type: UInt16) -> String {
        typeEntries.first { $0.1 == type }?.0 ?? "type 0x" + String(type, radix: 16)
    }

    /// The name of an ABS code for messages (`ABS_MT_SLOT`), or its hex.
    static func absoluteName(_ code: UInt16) -> String {
        absoluteNames[code] ?? "ABS 0x" + String(code, radix: 16)
    }

    private static func table(_ entries: [(String, UInt16)]) -> LabelTable {
        LabelTable(entries.map { ($0.0, Int32($0.1)) })
    }

    private static let typeEntries: [(String, UInt16)] = [
        ("EV_SYN", 0x00), ("EV_KEY", 0x01), ("EV_REL", 0x02), ("EV_ABS", 0x03), ("EV_MSC", 0x04),
        ("EV_SW", 0x05), ("EV_LED", 0x11), ("EV_SND", 0x12), ("EV_REP", 0x14), ("EV_FF", 0x15),
        ("EV_PWR", 0x16), ("EV_FF_STATUS", 0x17),
    ]
    private static let types = table(typeEntries)

    private static let synchronizationCodes = table([
        ("SYN_REPORT", 0), ("SYN_CONFIG", 1), ("SYN_MT_REPORT", 2), ("SYN_DROPPED", 3),
    ])

    private static let absoluteEntries: [(String, UInt16)] = [
        ("ABS_X", 0x00), ("ABS_Y", 0x01), ("ABS_Z", 0x02), ("ABS_RX", 0x03), ("ABS_RY", 0x04),
        ("ABS_RZ", 0x05), ("ABS_THROTTLE", 0x06), ("ABS_RUDDER", 0x07), ("ABS_WHEEL", 0x08),
        ("ABS_GAS", 0x09), ("ABS_BRAKE", 0x0a), ("ABS_HAT0X", 0x10), ("ABS_HAT0Y", 0x11),
        ("ABS_HAT1X", 0x12), ("ABS_HAT1Y", 0x13), ("ABS_HAT2X", 0x14), ("ABS_HAT2Y", 0x15),
        ("ABS_HAT3X", 0x16), ("ABS_HAT3Y", 0x17), ("ABS_PRESSURE", 0x18), ("ABS_DISTANCE", 0x19),
        ("ABS_TILT_X", 0x1a), ("ABS_TILT_Y", 0x1b), ("ABS_TOOL_WIDTH", 0x1c), ("ABS_VOLUME", 0x20),
        ("ABS_PROFILE", 0x21), ("ABS_MISC", 0x28), ("ABS_RESERVED", 0x2e), ("ABS_MT_SLOT", 0x2f),
        ("ABS_MT_TOUCH_MAJOR", 0x30), ("ABS_MT_TOUCH_MINOR", 0x31), ("ABS_MT_WIDTH_MAJOR", 0x32),
        ("ABS_MT_WIDTH_MINOR", 0x33), ("ABS_MT_ORIENTATION", 0x34), ("ABS_MT_POSITION_X", 0x35),
        ("ABS_MT_POSITION_Y", 0x36), ("ABS_MT_TOOL_TYPE", 0x37), ("ABS_MT_BLOB_ID", 0x38),
        ("ABS_MT_TRACKING_ID", 0x39), ("ABS_MT_PRESSURE", 0x3a), ("ABS_MT_DISTANCE", 0x3b),
        ("ABS_MT_TOOL_X", 0x3c), ("ABS_MT_TOOL_Y", 0x3d),
    ]
    private static let absoluteCodes = table(absoluteEntries)
    private static let absoluteNames: [UInt16: String] = {
        var names: [UInt16: String] = [:]
        for (name, code) in absoluteEntries { names[code] = name }
        return names
    }()

    private static let keyCodes = table([
        ("BTN_LEFT", 0x110), ("BTN_MOUSE", 0x110), ("BTN_RIGHT", 0x111), ("BTN_MIDDLE", 0x112),
        ("BTN_TOOL_PEN", 0x140), ("BTN_TOOL_RUBBER", 0x141), ("BTN_TOOL_FINGER", 0x145),
        ("BTN_TOOL_QUINTTAP", 0x148), ("BTN_TOUCH", 0x14a), ("BTN_STYLUS", 0x14b),
        ("BTN_STYLUS2", 0x14c), ("BTN_TOOL_DOUBLETAP", 0x14d), ("BTN_TOOL_TRIPLETAP", 0x14e),
        ("BTN_TOOL_QUADTAP", 0x14f),
    ])

    private static let miscellaneousCodes = table([
        ("MSC_SERIAL", 0), ("MSC_PULSELED", 1), ("MSC_GESTURE", 2), ("MSC_RAW", 3), ("MSC_SCAN", 4),
        ("MSC_TIMESTAMP", 5),
    ])

    private static let otherPrefixes: [UInt16: StaticString] = [
        0x02: "REL_", 0x05: "SW_", 0x11: "LED_", 0x12: "SND_", 0x14: "REP_", 0x15: "FF_", 0x16: "PWR_",
        0x17: "FF_STATUS_",
    ]

    private static let values = LabelTable([
        ("UP", 0), ("DOWN", 1), ("REPEAT", 2),
        ("MT_TOOL_FINGER", 0), ("MT_TOOL_PEN", 1), ("MT_TOOL_PALM", 2), ("MT_TOOL_DIAL", 0x0a),
    ])
}
