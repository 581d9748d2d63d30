import Foundation
import GestureImport
import GestureReplay

/// A sample dump under `Fixtures/` (third-party recordings, kept byte for
/// byte; their sources are in `Fixtures/README.md`), found next to this file, read with the reader of
/// the format `DumpFormat.detect` finds.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The text of `Fixtures/<path>`.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every sample dump's path under `Fixtures/`, sorted.
    static var allPaths: [String] {
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.contains("/") && !$0.hasSuffix(".md") }.sorted()
    }

    /// Reads `Fixtures/<path>` with the reader of its detected format.
    static func read(_ path: String, options: ImportOptions = ImportOptions()) throws -> (
        session: TouchSession, summary: ImportSummary
    ) {
        let text = try text(path)
        guard let reader = DumpFormat.detect(text: text, fileName: path)?.reader else {
            throw InputError(file: path, line: 0, reason: "no reader for this file")
        }
        return try reader.read(text: text, fileName: path, sessionName: "sample", sceneName: "scene", options: options)
    }
}
