import Testing

@testable import GestureReports

/// Every string from a recording or a scene is escaped for the format it goes into.
@Suite struct EscapingTests {
    static let hostile = ReportFixtures.hostileName

    @Test(
        "control characters become their pictures; safe text is untouched",
        arguments: [
            ("tap", "tap"),
            ("a\u{1B}[2Jb", "a␛[2Jb"),
            ("bell\u{07}", "bell␇"),
            ("nul\u{0}", "nul␀"),
            ("del\u{7F}", "del␡"),
            ("csi\u{9B}31m", "csi<U+009B>31m"),
            ("evil\u{202E}txt.exe", "evil<U+202E>txt.exe"),
            ("line\nbreak\r", "line␊break␍"),
            ("ünïcödé ✓ 日本", "ünïcödé ✓ 日本"),
        ])
    func controlPictures(text: String, shown: String) {
        #expect(TerminalText.sanitized(text) == shown)
    }

    @Test("XML: markup, ampersands and quotes escaped; control characters XML forbids shown as pictures")
    func xml() {
        #expect(XMLText.escaped(Self.hostile) == "&lt;script&gt;alert(\"x\")&lt;/script&gt;␛[31m'q'")
        #expect(
            XMLText.attribute(Self.hostile) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;␛[31m&apos;q&apos;")
        #expect(XMLText.escaped("a & b\r\nc\td") == "a &amp; b&#13;\nc\td")
        #expect(XMLText.attribute("a\nb\tc") == "a&#10;b&#9;c")
    }

    /// U+202E (right-to-left override), U+2066 (left-to-right isolate), U+0085 (next line) and
    /// U+2028 (line separator) have no control picture: each is shown as `<U+XXXX>`, whose
    /// angle brackets are then escaped like any other text of the format.
    @Test("pictures without a glyph are escaped as text: no <U+XXXX> tag reaches a document")
    func picturesEscapedLast() {
        let name = "a\u{202E}b\u{2066}c\u{0085}d\u{2028}e"
        #expect(XMLText.escaped(name) == "a&lt;U+202E&gt;b&lt;U+2066&gt;c&lt;U+0085&gt;d&lt;U+2028&gt;e")
        #expect(XMLText.attribute(name) == "a&lt;U+202E&gt;b&lt;U+2066&gt;c&lt;U+0085&gt;d&lt;U+2028&gt;e")
        #expect(HTMLText.escaped(name) == "a&lt;U+202E&gt;b&lt;U+2066&gt;c&lt;U+0085&gt;d&lt;U+2028&gt;e")
        #expect(MarkdownText.escaped(name) == "a\\<U+202E\\>b\\<U+2066\\>c\\<U+0085\\>d\\<U+2028\\>e")
        #expect(MarkdownText.code(name) == "`a<U+202E>b<U+2066>c<U+0085>d<U+2028>e`")
    }

    @Test("HTML: markup and both quotes escaped the same in text and attributes")
    func html() {
        #expect(HTMLText.escaped(Self.hostile) == "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;␛[31m&#39;q&#39;")
        #expect(HTMLText.escaped("Tom & Jerry\n") == "Tom &amp; Jerry\n")
    }

    @Test("Markdown: punctuation with a meaning escaped with backslashes, one line")
    func markdown() {
        #expect(MarkdownText.escaped(Self.hostile) == "\\<script\\>alert(\"x\")\\</script\\>␛\\[31m'q'")
        #expect(
            MarkdownText.escaped("*bold* _it_ [link](x) a|b `c` #1\nnext")
                == "\\*bold\\* \\_it\\_ \\[link\\](x) a\\|b \\`c\\` \\#1 next")
    }

    @Test("Markdown code spans: verbatim, pipes escaped for tables, fenced past inner backticks")
    func markdownCode() {
        #expect(MarkdownText.code("~ 0.43 → 0.48 single recognized") == "`~ 0.43 → 0.48 single recognized`")
        #expect(MarkdownText.code("a|b") == "`a\\|b`")
        #expect(MarkdownText.code("x `y` z") == "``x `y` z``")
        #expect(MarkdownText.code("`edge") == "`` `edge ``")
        #expect(MarkdownText.code("<b>\u{1B}") == "`<b>␛`")
        #expect(MarkdownText.code("") == "")
    }

    @Test("terminal: the hostile name keeps its text and loses its escape sequence")
    func terminal() {
        #expect(TerminalText.sanitized(Self.hostile) == "<script>alert(\"x\")</script>␛[31m'q'")
    }

    @Test(
        "shell words: plain names as they are, others single-quoted",
        arguments: [
            ("double-tap", "double-tap"), ("recordings/g.sqlite", "recordings/g.sqlite"), ("my tap", "'my tap'"),
            ("it's", "'it'\\''s'"), ("", "''"), ("$(rm -rf ~)", "'$(rm -rf ~)'"), ("ünï", "'ünï'"),
        ])
    func shell(word: String, quoted: String) {
        #expect(ShellText.quoted(word) == quoted)
    }
}
