import GestureReplay

/// A touch log: read (as `import` and `replay --touches` do), written back,
/// and replayed in a scene with every recognizer type.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let session: TouchSession
    do {
        session = try TouchLog.read(Fuzz.bytes(data, size), file: "fuzz.touches.jsonl", defaultName: "fuzz")
    } catch {
        _ = error.description
        return 0
    }
    Fuzz.checkTouchLog(session)
    Fuzz.replay(session, in: Fuzz.everyRecognizer)
    return 0
}
