import GestureReplay

/// A stored golden's text: read (as `run` and `goldens` do) and, when it
/// reads, written and read again to the same text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: Fuzz.bytes(data, size), as: UTF8.self)
    let outcome: Outcome
    do {
        outcome = try Outcome.parse(jsonLines: text, file: "golden")
    } catch {
        _ = error.description
        return 0
    }
    Fuzz.checkOutcome(outcome.jsonLines)
    _ = outcome.timeline()
    return 0
}
