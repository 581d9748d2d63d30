import GestureReplayCLI
import Testing

@Suite struct TerminalTests {
    /// A terminal over two buffers, coloured or not, quiet or not.
    static func terminal(isColorEnabled: Bool = false, isQuiet: Bool = false)
        -> (Terminal, output: OutputBuffer, error: OutputBuffer)
    {
        let output = OutputBuffer(), error = OutputBuffer()
        let terminal = Terminal(
            standardOutput: .buffer(output, isColorEnabled: isColorEnabled),
            standardError: .buffer(error, isColorEnabled: isColorEnabled), isQuiet: isQuiet)
        return (terminal, output, error)
    }

    @Test("results go to standard output; progress and warnings to standard error")
    func streams() {
        let (terminal, output, error) = Self.terminal()
        terminal.print("12 passed")
        terminal.status("Replaying 12 sessions")
        terminal.warning("no goldens for 2 sessions")
        #expect(output.text == "12 passed\n")
        #expect(error.text == "Replaying 12 sessions\nWarning: no goldens for 2 sessions\n")
    }

    @Test("quiet leaves out progress but keeps results and warnings")
    func quiet() {
        let (terminal, output, error) = Self.terminal(isQuiet: true)
        terminal.print("12 passed")
        terminal.status("Replaying 12 sessions")
        terminal.warning("no goldens for 2 sessions")
        #expect(output.text == "12 passed\n")
        #expect(error.text == "Warning: no goldens for 2 sessions\n")
    }

    @Test("the warning label is coloured when colour is on")
    func colouredWarning() {
        let (terminal, _, error) = Self.terminal(isColorEnabled: true)
        terminal.warning("stale golden")
        #expect(error.text == "\u{1B}[1;33mWarning:\u{1B}[0m stale golden\n")
    }
}
