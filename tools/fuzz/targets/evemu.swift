import GestureImport
import GestureReplay

/// An evemu description: the `.desc` given with `--description`.
private let description = """
    # EVEMU 1.3
    N: Fuzz Touch
    P: 02 00 00 00 00 00 00 00
    A: 00 0 4095 0 0 0
    A: 01 0 4095 0 0 0
    A: 2f 0 9 0 0 0
    A: 35 0 4095 0 0 12
    A: 36 0 4095 0 0 12
    A: 39 0 65535 0 0 0
    """

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    Fuzz.read(EvemuReader(), data, size, extra: ImportOptions(
        screen: Screen(width: 320, height: 480), rotation: .degrees270, evemuDescription: description,
        rate: 120, skipUnknown: true))
    return 0
}
