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
    ///
    /// Control characters become their pictures first and the markup is escaped last, so a
    /// picture such as `<U+202E>` is escaped like any other text.
    public static func escaped(_ text: String) -> String {
        let shown = ControlPicture.replacing(in: text, keeping: ["\n", "\t"])
        var result = ""
        result.reserveCapacity(shown.utf8.count)
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
