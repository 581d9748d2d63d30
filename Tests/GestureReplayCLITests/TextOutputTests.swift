import GestureReplayCLI
import Testing

@Suite struct TextOutputTests {
    @Test(
        "colour needs a terminal, no NO_COLOR and a TERM that is not dumb",
        arguments: [
            (true, [:], true),
            (false, [:], false),
            (true, ["NO_COLOR": "1"], false),
            (true, ["NO_COLOR": ""], true),
            (false, ["NO_COLOR": ""], false),
            (true, ["TERM": "dumb"], false),
            (true, ["TERM": "xterm-256color"], true),
        ] as [(Bool, [String: String], Bool)])
    func colorDecision(isTerminal: Bool, environment: [String: String], expected: Bool) {
        #expect(TextOutput.isColorAllowed(isTerminal: isTerminal, environment: environment) == expected)
    }

    @Test(
        "styled text carries ANSI codes only when colour is enabled",
        arguments: [
            (TextStyle.error, "\u{1B}[1;31mfailed\u{1B}[0m"),
            (.warning, "\u{1B}[1;33mfailed\u{1B}[0m"),
            (.success, "\u{1B}[32mfailed\u{1B}[0m"),
            (.emphasis, "\u{1B}[1mfailed\u{1B}[0m"),
            (.secondary, "\u{1B}[2mfailed\u{1B}[0m"),
        ])
    func styled(style: TextStyle, expected: String) {
        #expect(TextOutput.buffer(OutputBuffer(), isColorEnabled: true).styled("failed", style) == expected)
        #expect(TextOutput.buffer(OutputBuffer(), isColorEnabled: false).styled("failed", style) == "failed")
    }

    @Test("a buffer output keeps everything written, in order")
    func buffer() {
        let buffer = OutputBuffer()
        let output = TextOutput.buffer(buffer)
        output.write("one\n")
        output.write("two")
        #expect(buffer.text == "one\ntwo")
    }
}
