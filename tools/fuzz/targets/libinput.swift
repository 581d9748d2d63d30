import GestureImport
import GestureReplay

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    Fuzz.read(LibinputRecordReader(), data, size, extra: ImportOptions(
        screen: Screen(width: 1280, height: 800), rotation: .degrees180, device: "/dev/input/event7",
        skipUnknown: true))
    return 0
}
