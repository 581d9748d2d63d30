import Foundation
import Testing

/// The repository is self-contained: every document the code, the tests, the tools and the
/// README cite (`docs/FORMATS.md §3`, `docs/DUMP-FORMATS.md` §1.2, …) is in the repository,
/// with the section cited, and nothing points at files a clone does not have.
@Suite struct DocumentCitationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What is scanned: the folders and files the README, `--help` and comments live in.
    static let scanned = [
        "Sources", "Tests", "tools", "example-package", "docs", "README.md", "schema.sql", "BENCHMARKS.md",
    ]
    static let documents = ["FORMATS", "SEMANTICS", "DUMP-FORMATS"]
    static let selfPath = "Tests/GestureReplayCLITests/DocumentCitationTests.swift"

    /// One citation: where it is, the document (a repository path) and the sections.
    struct Citation: CustomStringConvertible {
        var file: String
        var line: Int
        var document: String
        var sections: [String]
        var description: String { "\(file):\(line): \(document) \(sections.map { "§\($0)" }.joined(separator: ", "))" }
    }

    /// Text files under `scanned`, by repository-relative path. Sample dumps are data, not
    /// text that cites anything (their README is read).
    static func files() throws -> [(path: String, text: String)] {
        var found: [(String, String)] = []
        let manager = FileManager.default
        for entry in scanned {
            let url = root.appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            var paths: [String] = []
            if isFolder.boolValue {
                let enumerator = manager.enumerator(atPath: url.path)
                while let relative = enumerator?.nextObject() as? String {
                    if relative.hasPrefix(".build") || relative.contains("/.build/") {
                        enumerator?.skipDescendants(); continue
                    }
                    paths.append("\(entry)/\(relative)")
                }
            } else {
                paths.append(entry)
            }
            for path in paths {
                if path.contains("/Fixtures/") && !path.hasSuffix("README.md") { continue }
                if path.contains("/fuzz/corpus/") || path.contains("/fuzz/regressions/") { continue }
                if path == selfPath { continue }  // its own examples of broken citations
                let fileURL = root.appendingPathComponent(path)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: fileURL.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    let data = manager.contents(atPath: fileURL.path), let text = String(data: data, encoding: .utf8)
                else { continue }
                found.append((path, text))
            }
        }
        return found
    }

    /// The citations in `text`: a document (any `docs/NAME.md`, or one of `documents` without
    /// `docs/`, a sibling inside `docs/` and a wrong path elsewhere), then
    /// optionally a closing backtick, bracket or space and `§N`, `§N.M`, with more sections
    /// after `, `, ` and `, `–` (`§1.2 and §3`, `§1–§3`). In a file of `docs/`, a `§N` that
    /// follows no document name cites that file.
    static func citations(in text: String, file: String) -> [Citation] {
        let inDocs = file.hasPrefix("docs/")
        let names = documents.joined(separator: "|")
        let section = #"§(\d+(?:\.\d+)?)"#
        let pattern =
            #"(docs/[A-Za-z0-9_-]+\.md|(?:\#(names))\.md)[`\])]*(?:\s*\#(section)((?:\s*(?:,|and|–|-)\s*\#(section))*))?"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let sectionRegex = try! NSRegularExpression(pattern: section)
        var result: [Citation] = []
        let lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let ns = line as NSString
            var covered: [NSRange] = []
            for match in regex.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                covered.append(match.range)
                var name = ns.substring(with: match.range(at: 1))
                // A name not preceded by `docs/`: inside docs/ it is a sibling; elsewhere it is
                // a citation of a file a clone does not have at that path.
                if !name.hasPrefix("docs/") {
                    let start = match.range.location
                    let before = start > 0 ? ns.substring(with: NSRange(location: start - 1, length: 1)) : ""
                    if before == "-" || before == "/" { continue }  // DUMP-FORMATS.md, other/FORMATS.md
                    name = inDocs ? "docs/\(name)" : name
                }
                var sections: [String] = []
                if match.range(at: 2).location != NSNotFound {
                    sections.append(ns.substring(with: match.range(at: 2)))
                    let rest = match.range(at: 3)
                    if rest.location != NSNotFound {
                        for more in sectionRegex.matches(in: line, range: rest) {
                            sections.append(ns.substring(with: more.range(at: 1)))
                        }
                    }
                }
                result.append(Citation(file: file, line: index + 1, document: name, sections: sections))
            }
            if inDocs {
                for match in sectionRegex.matches(in: line, range: NSRange(location: 0, length: ns.length))
                where !covered.contains(where: { NSLocationInRange(match.range.location, $0) }) {
                    result.append(
                        Citation(
                            file: file, line: index + 1, document: file,
                            sections: [ns.substring(with: match.range(at: 1))]))
                }
            }
        }
        return result
    }

    /// The numbered sections of a Markdown document: headings `## 3. Title`, `### 1.2 Title`.
    static func sections(of text: String) -> Set<String> {
        let heading = try! NSRegularExpression(pattern: #"^#{1,6}\s+(\d+(?:\.\d+)?)\.?\s"#, options: .anchorsMatchLines)
        let ns = text as NSString
        return Set(
            heading.matches(in: text, range: NSRange(location: 0, length: ns.length)).map {
                ns.substring(with: $0.range(at: 1))
            })
    }

    /// Every citation's problem: a missing file, a missing section, a bare name.
    static func problems(in files: [(path: String, text: String)], read: (String) -> String?) -> [String] {
        var problems: [String] = []
        var cache: [String: Set<String>?] = [:]
        for (path, text) in files {
            for citation in citations(in: text, file: path) {
                guard citation.document.hasPrefix("docs/") else {
                    problems.append("\(citation): cite it by its repository path, docs/\(citation.document)")
                    continue
                }
                if cache[citation.document] == nil {
                    cache[citation.document] = read(citation.document).map(sections(of:))
                }
                guard let known = cache[citation.document] ?? nil else {
                    problems.append("\(citation): no such file")
                    continue
                }
                for section in citation.sections where !known.contains(section) {
                    problems.append("\(citation): \(citation.document) has no section §\(section)")
                }
            }
        }
        return problems
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).flatMap {
            String(data: $0, encoding: .utf8)
        }
    }

    @Test("every cited document and section exists in the repository")
    func citedSectionsExist() throws {
        let files = try Self.files()
        #expect(files.contains { $0.path == "README.md" })
        let all = files.flatMap { Self.citations(in: $0.text, file: $0.path) }
        #expect(all.count > 50, "the scan found the citations")
        let problems = Self.problems(in: files, read: Self.read)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("nothing points at the design notes or other files outside the clone")
    func noOutsidePointers() throws {
        // Spelt in two pieces, so that this file does not itself point outside the clone.
        let forbidden = [
            ".." + "/shared", "shared/design", "shared/reference", "shared/samples", "design notes",
            "research/dump-formats",
        ]
        var found: [String] = []
        for (path, text) in try Self.files() {
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                for word in forbidden where line.localizedCaseInsensitiveContains(word) {
                    found.append("\(path):\(index + 1): \(word)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("a citation of a missing file or section is found")
    func missingOnesAreFound() {
        let text = """
            /// See `docs/FORMATS.md` §3 and docs/SEMANTICS.md §4 Pan.
            /// Broken: docs/FORMATS.md §9, docs/NOTES.md §1, `docs/DUMP-FORMATS.md` §1.2 and §1.7.
            /// Bare: FORMATS.md §2. Not a citation: DUMP-FORMATS.md alone is read as docs-less too.
            """
        let problems = Self.problems(in: [("Sources/X.swift", text)], read: Self.read)
        #expect(problems.contains { $0.contains("docs/FORMATS.md has no section §9") })
        #expect(problems.contains { $0.contains("docs/NOTES.md §1: no such file") })
        #expect(problems.contains { $0.contains("has no section §1.7") })
        #expect(!problems.contains { $0.hasSuffix("no section §1.2") })
        #expect(problems.contains { $0.contains("cite it by its repository path, docs/FORMATS.md") })
        #expect(problems.contains { $0.contains("cite it by its repository path, docs/DUMP-FORMATS.md") })
        #expect(!problems.contains { $0.hasSuffix("no section §3") || $0.hasSuffix("no section §4") })
        let missingFile = Self.problems(in: [("README.md", "`docs/FORMATS.md` §1")], read: { _ in nil })
        #expect(missingFile == ["README.md:1: docs/FORMATS.md §1: no such file"])
    }
}
