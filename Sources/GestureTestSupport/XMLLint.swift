import Foundation

/// libxml2's `xmllint` (package `libxml2-utils`) run on a report as a reader of the file would
/// parse it: the problems it reports, empty when the file is as its writer intends.
public enum XMLLint {
    /// The HTML 5 and SVG elements the reports use: libxml2's HTML parser knows HTML 4 only and
    /// calls each of them an invalid tag (lower-cased), which is no fault of the page.
    static let newerElements: Set<String> = [
        "section", "header", "main", "nav", "footer", "article", "aside", "figure", "figcaption", "details",
        "summary", "mark", "time", "svg", "g", "defs", "marker", "path", "line", "polyline", "polygon", "rect",
        "circle", "text", "title", "tspan", "lineargradient", "stop",
    ]

    /// The problems of an XML document (JUnit, SVG): `xmllint --noout`'s errors, one a line.
    public static func xmlProblems(_ text: String) throws -> [String] {
        try lint(text, extension: "xml", arguments: ["--noout"])
    }

    /// The problems of an HTML page: `xmllint --html --noout`'s errors other than its not
    /// knowing SVG's elements, then those of each inline `<svg>` checked as the XML it is.
    public static func htmlProblems(_ text: String) throws -> [String] {
        var problems = try lint(text, extension: "html", arguments: ["--html", "--noout"])
            .filter { line in !newerElements.contains { line.hasSuffix("HTML parser error : Tag \($0) invalid") } }
        var rest = text[...]
        while let start = rest.range(of: "<svg "), let end = rest[start.lowerBound...].range(of: "</svg>") {
            problems += try xmlProblems(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return problems
    }

    /// xmllint's error lines (`FILE:LINE: … error : …`) on `text`; the lines quoting the
    /// source and pointing at the column are left out.
    static func lint(_ text: String, extension: String, arguments: [String]) throws -> [String] {
        let folder = try TemporaryFolder()
        let file = try folder.write("document.\(`extension`)", text)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            return ["xmllint is not installed: apt-get install libxml2-utils"]
        }
        let run = try BinaryRun.run(
            URL(fileURLWithPath: "/usr/bin/xmllint"), arguments + [file.path], in: folder.url, environment: [:])
        let lines = run.standardError.split(separator: "\n").map(String.init)
        return lines.filter { $0.contains(" error : ") } + (run.exitCode == 0 ? [] : ["xmllint exit \(run.exitCode)"])
    }
}
