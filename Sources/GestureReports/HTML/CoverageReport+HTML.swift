import GestureReplay

extension CoverageReport {
    /// `coverage --html DIR`: one page, a section a scene with its graph and its tables: the
    /// recognizers, the failure requirements, the simultaneous pairs, the exclusions a row a
    /// recognizer (whom it excludes and who excludes it, each with the times seen), and what was
    /// never exercised (a scene without recognizers says so). Each graph's arrowhead has its
    /// own id (`arrow-1`, `arrow-2`, …).
    public static func html(_ scenes: [SceneCoverage]) -> String {
        var body = ""
        for (index, coverage) in scenes.enumerated() {
            body += "<section>\n<h2>\(HTMLText.escaped(coverage.scene))</h2>\n"
            body += "<p class=\"muted\">\(CountedNoun.text(coverage.sessions, "session"))</p>\n"
            if coverage.recognizers.isEmpty {
                body += "<p>No recognizers: its views handle touches themselves.</p>\n"
            } else {
                body += SVGArbitrationGraph.picture(coverage, markerID: "arrow-\(index + 1)")
                body += htmlTables(coverage)
            }
            body += "</section>\n"
        }
        let header =
            "<h1>gesture-replay coverage</h1>\n<div class=\"meta\">\(CountedNoun.text(scenes.count, "scene"))</div>"
        return HTMLPage.document(title: "gesture-replay coverage", header: header, body: body)
    }

    /// A scene's tables, as the text's blocks, in its order.
    static func htmlTables(_ coverage: SceneCoverage) -> String {
        let e = HTMLText.escaped
        var html = table(
            ["recognizer", "recognized/began", "failed", "cancelled"],
            coverage.recognizers.map { recognizer in
                [
                    e(recognizer.name), count(recognizer.succeeded), count(recognizer.failed),
                    recognizer.began > 0 ? count(recognizer.cancelled) : "-",
                ]
            })
        if !coverage.requirements.isEmpty {
            html += table(
                ["recognizer", "requires to fail", "went ahead after it failed", "failed as it succeeded"],
                coverage.requirements.map {
                    [e($0.waiter), e($0.required), count($0.wentAhead), count($0.failedAsRequiredSucceeded)]
                })
        }
        if !coverage.simultaneous.isEmpty {
            html += table(
                ["recognizer", "simultaneous with", "together"],
                coverage.simultaneous.map { [e($0.first), e($0.second), count($0.together)] })
        }
        if !coverage.exclusions.isEmpty {
            html +=
                "<h3>Exclusions</h3>\n<p class=\"muted\">Why: the two are on one view, or on a view and a view"
                + " inside it, neither may recognize with the other and neither requires the other to fail;"
                + " so the first to begin or be recognized fails or cancels the other. Each name has the times it"
                + " was seen; <span class=\"never\">never</span> marks one the corpus did not exercise.</p>\n"
            let rows = coverage.recognizers.map(\.name).compactMap { name -> [String]? in
                let excludes = coverage.exclusions.filter { $0.preventing == name }
                let excludedBy = coverage.exclusions.filter { $0.prevented == name }
                guard !excludes.isEmpty || !excludedBy.isEmpty else { return nil }
                return [
                    e(name), seenList(excludes.map { ($0.prevented, $0.seen) }),
                    seenList(excludedBy.map { ($0.preventing, $0.seen) }),
                ]
            }
            html += table(["recognizer", "excludes", "excluded by"], rows, className: "exclusions")
        }
        // The exclusions never seen come last in `uncovered`; the table above marks them.
        let unseenExclusions = coverage.exclusions.filter { $0.seen == 0 }.count
        let uncovered = coverage.uncovered.dropLast(unseenExclusions)
        if uncovered.isEmpty && unseenExclusions == 0 { return html + "<p>Every path exercised.</p>\n" }
        html += "<h3>Never exercised</h3>\n<ul>\n" + uncovered.map { "<li>\(e($0))</li>\n" }.joined()
        if unseenExclusions > 0 {
            html += "<li>\(CountedNoun.text(unseenExclusions, "exclusion")) (marked never above)</li>\n"
        }
        return html + "</ul>\n"
    }

    /// A table with a header row; cells are HTML, the first a recognizer's name.
    private static func table(_ header: [String], _ rows: [[String]], className: String = "coverage") -> String {
        let head = header.map { "<th>\(HTMLText.escaped($0))</th>" }.joined()
        let body = rows.map { row in
            "<tr>" + row.enumerated().map { column, cell in "<td\(column == 0 ? " class=\"name\"" : "")>\(cell)</td>" }
                .joined() + "</tr>\n"
        }.joined()
        return "<table class=\"\(className)\">\n<tr>\(head)</tr>\n\(body)</table>\n"
    }

    /// A count in a cell: `0`, which the corpus never exercised, marked.
    private static func count(_ value: Int) -> String {
        value == 0 ? "<span class=\"never\">0</span>" : String(value)
    }

    /// Names with the times each was seen, `pinch1 ×3, tap <never>`.
    private static func seenList(_ entries: [(name: String, seen: Int)]) -> String {
        entries.map { entry in
            HTMLText.escaped(entry.name)
                + (entry.seen == 0 ? " <span class=\"never\">never</span>" : " ×\(entry.seen)")
        }.joined(separator: ", ")
    }
}
