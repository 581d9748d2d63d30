import GestureImport
import GestureReplay

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    Fuzz.read(W3CActionsReader(), data, size, extra: ImportOptions(
        screen: Screen(width: 390, height: 844), rate: 240, skipUnknown: true))
    return 0
}
