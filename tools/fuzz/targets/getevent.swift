import GestureImport
import GestureReplay

/// `getevent -p` of a protocol B touchscreen: the ranges given with `--ranges`.
private let ranges = """
    add device 1: /dev/input/event5
      name:     "QEMU Virtio MultiTouch"
      events:
        ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 10, fuzz 0, flat 0, resolution 0
                    ABS_MT_POSITION_X     : value 0, min 0, max 32767, fuzz 0, flat 0, resolution 0
                    ABS_MT_POSITION_Y     : value 0, min 0, max 32767, fuzz 0, flat 0, resolution 0
                    ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
      input props:
        INPUT_PROP_DIRECT
    """

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    Fuzz.read(GeteventReader(), data, size, extra: ImportOptions(
        screen: Screen(width: 320, height: 480), rotation: .degrees90, rangesText: ranges, skipUnknown: true))
    return 0
}
