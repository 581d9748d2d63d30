import GestureReplay

/// The frame of every HTML page the reports write: one file with its style inline, no
/// scripts, no network (a Content-Security-Policy forbids both, so even a mistake in escaping
/// could not run anything), readable offline and as a CI artifact.
enum HTMLPage {
    /// A complete page. `title` is plain text; `header` and `body` are HTML whose every
    /// outside string has gone through `HTMLText`.
    static func document(title: String, header: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escaped(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <header class="top">
        \(header)
        </header>
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
    }

    /// A status as a coloured badge.
    static func badge(_ status: SessionStatus) -> String {
        "<span class=\"badge \(status.rawValue)\">\(status.word)</span>"
    }

    /// Diff lines in a `<pre>`, each coloured by its sign (`-` missing, `+` unexpected, `~` changed).
    static func diff(_ lines: [String]) -> String {
        let body = lines.map { line in
            let kind =
                line.hasPrefix("-")
                ? "missing" : line.hasPrefix("+") ? "unexpected" : line.hasPrefix("~") ? "changed" : "plain"
            return "<span class=\"\(kind)\">\(HTMLText.escaped(line))</span>"
        }.joined(separator: "\n")
        return "<pre class=\"diff\">\(body)</pre>"
    }

    /// The style sheet shared by all pages.
    static let style = """
        :root { --fg: #1f2330; --muted: #6b7280; --line: #e3e6ec; --pass: #23914a; --fail: #d23b3b;
          --new: #2f6fd1; --error: #8b1a1a; --obsolete: #8a8f99; --model: #8e44ad; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif,
          "Segoe UI Symbol", "Apple Symbols", "Noto Sans Symbols 2", Symbola;
          color: var(--fg); background: #f3f4f7; }
        header.top { background: #1f2330; color: #fff; padding: 18px 28px; }
        header.top h1 { margin: 0; font-size: 20px; font-weight: 600; overflow-wrap: anywhere; }
        header.top .meta { color: #c5c9d3; font-size: 13px; margin-top: 4px; }
        header.top a { color: #9cc0ff; }
        main { max-width: 1200px; margin: 0 auto; padding: 8px 28px 48px; }
        section { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px; margin: 16px 0; }
        h2 { font-size: 16px; margin: 0 0 12px; }
        p { margin: 0 0 10px; }
        .cards { display: flex; gap: 12px; flex-wrap: wrap; margin: 16px 0; }
        .card { flex: 1 1 130px; background: #fff; border: 1px solid var(--line); border-radius: 8px;
          padding: 10px 16px; border-top: 4px solid var(--obsolete); }
        .card .count { font-size: 26px; font-weight: 650; font-variant-numeric: tabular-nums; }
        .card .what { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
        .card.zero { opacity: .55; }
        .card.pass { border-top-color: var(--pass); } .card.regression { border-top-color: var(--fail); }
        .card.new { border-top-color: var(--new); } .card.error { border-top-color: var(--error); }
        .card.model-differs { border-top-color: var(--model); }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { font-size: 12px; color: var(--muted); font-weight: 600; text-transform: uppercase; letter-spacing: .03em; }
        td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        td.name { overflow-wrap: anywhere; font-weight: 600; }
        .badge { display: inline-block; padding: 1px 9px; border-radius: 10px; font-size: 12px; font-weight: 600;
          color: #fff; background: var(--obsolete); white-space: nowrap; }
        .badge.pass { background: var(--pass); } .badge.regression { background: var(--fail); }
        .badge.new { background: var(--new); } .badge.error { background: var(--error); }
        .badge.model-differs { background: var(--model); }
        code, pre, .mono { font: 12.5px/1.5 ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace,
          "Segoe UI Symbol", "Apple Symbols", "Noto Sans Symbols 2", Symbola; }
        pre.diff { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
        .diff .missing { color: #b42318; } .diff .unexpected { color: #1f7a3a; } .diff .changed { color: #8a5a00; }
        .hint { color: var(--muted); margin-top: 10px; }
        .hint code { color: var(--fg); background: #f1f2f5; padding: 1px 5px; border-radius: 4px; }
        .pictures { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
        .pictures figure { margin: 0; }
        figcaption { color: var(--muted); font-size: 12px; margin-top: 4px; }
        svg.picture { max-width: 100%; height: auto; display: block; }
        svg.picture .label { font: 600 12px sans-serif; fill: #1f2330; }
        svg.picture .tiny { font: 10px sans-serif; }
        svg.picture .muted { fill: #6b7280; }
        svg.picture .guide { font: 10px sans-serif; fill: #8a4a12; }
        svg.picture .finger { font: bold 9px sans-serif; fill: #fff; }
        svg.picture .fail { fill: #b42318; font-weight: 600; }
        .split { display: grid; grid-template-columns: minmax(0, auto) minmax(0, 1fr); gap: 24px; align-items: start; }
        @media (max-width: 900px) { .split { grid-template-columns: 1fr; } }
        table.timeline td { font: 12.5px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace,
          "Segoe UI Symbol", "Apple Symbols", "Noto Sans Symbols 2", Symbola;
          padding: 3px 8px; border-bottom: 1px solid #f0f1f4; overflow-wrap: anywhere; }
        table.timeline td.t { color: var(--muted); text-align: right; white-space: nowrap; width: 64px; }
        table.timeline td.sign { width: 18px; color: var(--muted); text-align: center; }
        table.timeline tr.missing td.golden { background: #fde8e8; }
        table.timeline tr.unexpected td.replay { background: #e3f4e8; }
        table.timeline tr.changed td.golden, table.timeline tr.changed td.replay { background: #fff1c7; }
        table.timeline tr.note td { color: var(--muted); font-style: italic; }
        table.timeline .key { text-decoration: underline wavy #d99a00; }
        .muted { color: var(--muted); }
        .never { color: #b42318; font-weight: 600; }
        h3 { font-size: 14px; margin: 16px 0 6px; }
        table.coverage, table.exclusions { margin-top: 12px; }
        a { color: #2459b3; text-decoration: none; } a:hover { text-decoration: underline; }
        footer { color: var(--muted); font-size: 12px; margin-top: 20px; }
        """
}
