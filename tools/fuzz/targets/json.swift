@testable import GestureImport
import GestureReplay

/// The two JSON parsers (GestureReplay's, for scenes, touch logs and
/// outcomes; GestureImport's, for W3C actions) on the same bytes: where both
/// accept, they must read the same values on the same lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Fuzz.bytes(data, size)
    guard let replayValue = try? GestureReplay.JSONParser.parse(bytes: bytes),
        let importValue = try? GestureImport.JSONParser.parse(bytes)
    else { return 0 }
    guard same(replayValue, importValue) else {
        fatalError("the JSON parsers disagree on \(String(decoding: bytes, as: UTF8.self))")
    }
    return 0
}

private func same(_ a: JSONNode, _ b: JSONValue) -> Bool {
    guard a.line == b.line else { return false }
    switch (a.value, b.value) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x.unicodeScalars.elementsEqual(y.unicodeScalars)
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(same)
    case (.object(let x), .object(let y)):
        return x.count == y.count
            && zip(x, y).allSatisfy { $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars) && same($0.node, $1.value) }
    default: return false
    }
}
