/// Text made safe for a terminal: a recording's name cannot move the cursor, change colours,
/// retitle the window or hide itself.
public enum TerminalText {
    /// `text` on one line with every control character (ESC, CR, BEL, backspace, newline, C1
    /// controls, bidirectional overrides) shown as its control picture (`ControlPicture`).
    ///
    /// ```swift
    /// TerminalText.sanitized("tap\u{1B}[2J")  // "tap␛[2J"
    /// ```
    public static func sanitized(_ text: String) -> String {
        ControlPicture.replacing(in: text)
    }
}
