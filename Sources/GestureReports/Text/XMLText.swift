/// Text made safe for XML 1.0 (JUnit reports and SVG pictures).
///
/// XML 1.0 forbids most control characters even as character references, so they are shown
/// as control pictures (`ControlPicture`); tab, newline and carriage return are kept.
public enum XMLText {
    /// `text` as character data: `&`, `<` and `>` escaped, `\r` as `&#13;` (a parser would
    /// turn a literal one into `\n`).
    ///
    /// ```swift
    /// XMLText.escaped("a < b & c")  // "a &lt; b &amp; c"
    /// ```
    public static func escaped(_ text: String) -> String {
        escape(text, attribute: false)
    }

    /// `text` as an attribute value between double quotes: also `"` and `'` escaped, and tab,
    /// newline and carriage return as character references so that they survive the
    /// parser's attribute-value normalization.
    public static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    /// Control characters become their pictures first and the markup is escaped last, so a
    /// picture such as `<U+202E>` is escaped like any other text.
    static func escape(_ text: String, attribute: Bool) -> String {
        let shown = ControlPicture.replacing(in: text, keeping: ["\n", "\t", "\r"])
        var result = ""
        result.reserveCapacity(shown.utf8.count)
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\t": result += attribute ? "&#9;" : "\t"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
