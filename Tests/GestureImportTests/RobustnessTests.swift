import GestureImport
import GestureReplay
import GestureTestSupport
import Testing

/// Damaged dumps must give an `InputError` or a session, never a crash:
/// the readers will be fuzzed. These are seeded, so every run is the same.
@Suite struct RobustnessTests {
    static let pieces: [String] = [
        "\n", "\r", " ", "[", "]", "{", "}", ":", ",", "-", "ffffffff", "7fffffff", "80000000", "0003 002f 0000ffff",
        "EV_SYN SYN_DROPPED 00000000", "0000 0000 00000000", "E: 9999999999.999999 0003 0039 -1", "- evdev:",
        "- [0, 0, 3, 47, 2147483647]", "\"pointerMove\"", "1e308", "\u{0}", "é", "add device 1: ", "  name: ",
        "  events:", "ABS (0003): ABS_MT_SLOT : value 0, min 5, max 2", "[2024-13-40 25:61:61.999]",
    ]

    @Test("damaged sample dumps never crash a reader", arguments: Fixture.allPaths)
    func damaged(path: String) throws {
        let original = Array(try Fixture.text(path).utf8)
        var generator = SeededGenerator(state: 0x9E37_79B9_7F4A_7C15 ^ UInt64(path.utf8.count))
        for _ in 0..<15 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes.remove(at: at)
                case 1: bytes[at] = UInt8.random(in: 0x20...0x7E, using: &generator)
                case 2: bytes.insert(contentsOf: Array(Self.pieces.randomElement(using: &generator)!.utf8), at: at)
                default: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...400, using: &generator)))
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            for format in DumpFormat.allCases {
                guard let reader = format.reader else { continue }
                for skip in [false, true] {
                    var options = ImportOptions(skipUnknown: skip)
                    if skip { options.screen = .init(width: 320, height: 480) }
                    _ = try? reader.read(text: text, fileName: "f", sessionName: "s", sceneName: "x", options: options)
                }
            }
            _ = DumpFormat.detect(text: text, fileName: "f")
        }
    }

    @Test("absurd numbers are refused, not allocated")
    func absurdNumbers() {
        let slots = "0003 002f 7fffffff\n0000 0000 00000000\n"
        #expect(throws: InputError.self) {
            try GeteventReader().read(
                text: slots, fileName: "f", sessionName: "s", sceneName: "x", options: ImportOptions())
        }
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: InputError.self) {
            try W3CActionsReader().read(
                text: deep, fileName: "f", sessionName: "s", sceneName: "x", options: ImportOptions())
        }
        let fingers =
            "["
            + (0..<40).map {
                #"{"type": "pointer", "id": "f\#($0)", "parameters": {"pointerType": "touch"}, "actions": []}"#
            }
            .joined(separator: ",") + "]"
        #expect(throws: InputError(file: "f", line: 1, reason: "more than 32 touch pointers")) {
            try W3CActionsReader().read(
                text: fingers, fileName: "f", sessionName: "s", sceneName: "x", options: ImportOptions())
        }
    }
}
