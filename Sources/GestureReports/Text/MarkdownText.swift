/// Text made safe for Markdown (CommonMark and GitHub's tables): shown literally, on one line.
///
/// Every ASCII punctuation character Markdown gives a meaning to inline is escaped with a
/// backslash (CommonMark allows a backslash before any ASCII punctuation), so a session
/// named `<script>` or `*bold*` or `a|b` stays text and cannot break a table row; line breaks
/// become spaces and control characters control pictures.
public enum MarkdownText {
    /// The characters escaped with a backslash.
    static let special: Set<Unicode.Scalar> = [
        "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "#", "|", "~", "&", "$",
    ]

    /// `text` escaped for inline Markdown.
    ///
    /// ```swift
    /// MarkdownText.escaped("<b>|*x*")  // "\\<b\\>\\|\\*x\\*"
    /// ```
    /// Control characters become their pictures first and the markup is escaped last, so a
    /// picture such as `<U+202E>` is escaped like any other text.
    public static func escaped(_ text: String) -> String {
        let shown = ControlPicture.replacing(in: text, keeping: ["\n", "\r", "\t"])
        var result = ""
        result.reserveCapacity(shown.utf8.count)
        for scalar in shown.unicodeScalars {
            if special.contains(scalar) {
                result += "\\"
                result.unicodeScalars.append(scalar)
            } else if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as an inline code span (shown verbatim, in monospace) that is safe in a table
    /// cell: `|` escaped as GitHub's tables require, line breaks as spaces, control characters
    /// as pictures, fenced with more backticks than `text` holds in a row.
    ///
    /// ```swift
    /// MarkdownText.code("~ 0.43 → 0.48 a|b")  // "`~ 0.43 → 0.48 a\\|b`"
    /// ```
    public static func code(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        var body = ""
        var longestRun = 0
        var run = 0
        for scalar in ControlPicture.replacing(in: text, keeping: ["\n", "\r", "\t"]).unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
            switch scalar {
            case "|": body += "\\|"
            case "\n", "\r", "\t": body += " "
            default: body.unicodeScalars.append(scalar)
            }
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding =
            body.hasPrefix("`") || body.hasSuffix("`") || body.hasPrefix(" ") && body.hasSuffix(" ") ? " " : ""
        return fence + padding + body + padding + fence
    }
}
