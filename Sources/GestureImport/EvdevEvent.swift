/// One kernel `input_event {time, type, code, value}` as a dump printed it
/// (`docs/DUMP-FORMATS.md` §0): what getevent, evemu and libinput record all
/// serialise. Kept small (24 bytes) because a dump is read whole first.
struct EvdevEvent {
    /// Nanoseconds on the dump's own clock, or `EvdevEvent.noTime`.
    var time: Int64
    var type: UInt16
    var code: UInt16
    /// The 32-bit value, reinterpreted as signed (`ffffffff` is -1).
    var value: Int32
    /// The 1-based line it was read from.
    var line: Int32
    /// Which device it came from (an index into the reader's device list).
    var device: Int32

    /// The time of an event printed without one (raw `getevent`).
    static let noTime = Int64.min

    /// The code that stands for a key or button the label table does not
    /// know (`KEY_VOLUMEDOWN`): it is read and ignored.
    static let otherKey: UInt16 = 0xFFFF
    /// The code that stands for an axis label the table does not know
    /// (a vendor's `ABS_MT_PALM`): read and ignored.
    static let otherAxis: UInt16 = 0xFFFE
}

/// The evdev numbers the importers use (`linux/input-event-codes.h`,
/// `docs/DUMP-FORMATS.md` §0).
enum Evdev {
    // Types.
    static let synchronization: UInt16 = 0  // EV_SYN
    static let key: UInt16 = 1  // EV_KEY
    static let absolute: UInt16 = 3  // EV_ABS
    static let miscellaneous: UInt16 = 4  // EV_MSC

    // EV_SYN codes.
    static let report: UInt16 = 0  // SYN_REPORT
    static let multitouchReport: UInt16 = 2  // SYN_MT_REPORT
    static let dropped: UInt16 = 3  // SYN_DROPPED

    // EV_ABS codes.
    static let x: UInt16 = 0x00  // ABS_X
    static let y: UInt16 = 0x01  // ABS_Y
    static let slot: UInt16 = 0x2f  // ABS_MT_SLOT
    static let positionX: UInt16 = 0x35  // ABS_MT_POSITION_X
    static let positionY: UInt16 = 0x36  // ABS_MT_POSITION_Y
    static let toolType: UInt16 = 0x37  // ABS_MT_TOOL_TYPE
    static let trackingID: UInt16 = 0x39  // ABS_MT_TRACKING_ID
    static let distance: UInt16 = 0x3b  // ABS_MT_DISTANCE

    // EV_KEY codes.
    static let touch: UInt16 = 0x14a  // BTN_TOUCH

    /// ABS_MT_TOOL_TYPE's MT_TOOL_PALM: Android cancels the pointer.
    static let palmTool: Int32 = 2

    /// The largest code the kernel defines for a type (`*_MAX`), or nil for
    /// a type it does not define: a larger code is a damaged line.
    static func maximumCode(ofType type: UInt16) -> UInt16? {
        switch type {
        case 0x00: 0x0f  // SYN_MAX
        case 0x01: 0x2ff  // KEY_MAX
        case 0x02: 0x0f  // REL_MAX
        case 0x03: 0x3f  // ABS_MAX
        case 0x04: 0x07  // MSC_MAX
        case 0x05: 0x10  // SW_MAX
        case 0x11: 0x0f  // LED_MAX
        case 0x12: 0x07  // SND_MAX
        case 0x14: 0x01  // REP_MAX
        case 0x15: 0x7f  // FF_MAX
        case 0x16: 0xffff  // EV_PWR has no code table
        case 0x17: 0x01  // FF_STATUS_MAX
        default: nil
        }
    }
}
