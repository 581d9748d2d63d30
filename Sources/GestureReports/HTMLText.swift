/// Text made safe for HTML pages, in element content and in quoted attribute values alike.
///
/// Every string that came from a recording or a scene goes through here before it reaches a
/// page: `<script>` comes out as `&lt;script&gt;`, quotes cannot close an attribute, and
/// control characters show as control pictures (`ControlPicture`).
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped; newlines and tabs kept.
    ///
    /// ```swift
    /// HTMLText.escaped("<b title=\"x\">")  // "&lt;b title=&quot;x&quot;&gt;"
    /// ```
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
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
