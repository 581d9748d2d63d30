/// Text from recordings (session and scene names, device names, file names,
/// quoted dump lines) made safe for a terminal: control characters are
/// shown as escapes instead of acting on the terminal, so a session named
/// `"\u{1B}]0;pwned\u{7}"` or `"a\nPASS b"` can neither retitle the window,
/// move the cursor nor forge a line of output.
///
/// Two layers use it: every line `Terminal` prints has its line breaks
/// escaped (`line(_:)`), and everything written to the process's standard
/// output and error has every other control character escaped
/// (`stream(_:keepingStyles:)`), except the colour codes of `TextStyle`.
enum TerminalText {
    /// `text` as one line: line breaks, and every control character but
    /// escape and tab, shown as escapes (`\n`, `\r`, `\u{7}`). Escape is
    /// left for `stream(_:keepingStyles:)`, which knows the colour codes.
    static func line(_ text: String) -> String {
        escaping(text) { $0 != "\u{1B}" && $0 != "\t" && isControl($0) }
    }

    /// `text` with every control character but line feed and tab shown as
    /// an escape; escape itself is kept only where it starts one of
    /// `TextStyle`'s colour codes and `keepingStyles` is true.
    static func stream(_ text: String, keepingStyles: Bool) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && isControl($0) }) else { return text }
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            if scalar == "\u{1B}" && keepingStyles, let code = styleCodes.first(where: { scalars.starts(with: $0.unicodeScalars) }) {
                result += code
                scalars = scalars.dropFirst(code.unicodeScalars.count)
                continue
            }
            if scalar != "\n" && scalar != "\t" && isControl(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            scalars = scalars.dropFirst()
        }
        return result
    }

    /// The escape sequences `TextStyle` writes: each style's and the reset.
    static let styleCodes: [String] = TextStyle.allCases.map { "\u{1B}[\($0.parameters)m" } + ["\u{1B}[0m"]

    /// C0 and C1 controls, delete, and the bidirectional overrides and
    /// isolates that reorder what a terminal shows.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func escaping(_ text: String, where shouldEscape: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: shouldEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if shouldEscape(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// `\n`, `\r`, `\t`, or `\u{1B}`: how Swift writes the character.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}
