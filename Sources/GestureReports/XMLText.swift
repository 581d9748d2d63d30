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

    static func escape(_ text: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\t": result += attribute ? "&#9;" : "\t"
            case "\r": result += "&#13;"
            default:
                if let picture = ControlPicture.replacement(for: scalar) {
                    result += picture
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
