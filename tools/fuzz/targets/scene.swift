import GestureReplay

/// A scene file: parsed (as every command that replays does), then a session
/// that makes every kind of gesture replayed in it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Fuzz.bytes(data, size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    let spec: SceneSpec
    do {
        spec = try SceneSpec.parse(text, file: "fuzz.scene.json", registry: Fuzz.registry)
    } catch {
        _ = error.description
        return 0
    }
    Fuzz.replay(Fuzz.everyGesture, in: .json(spec))
    return 0
}
