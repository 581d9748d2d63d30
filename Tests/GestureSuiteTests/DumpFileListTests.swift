import Foundation
import GestureReplay
import GestureTestSupport
import Testing

@testable import GestureSuite

/// `DumpFile.list`: a folder's files as `import` reads them, from its packed listing
/// (`FolderListing`), against what each file is, written here.
@Suite struct DumpFileListTests {
    /// What a `DumpFile` says of itself.
    struct Entry: Equatable, CustomStringConvertible {
        var path: String
        var isInFolder: Bool
        var role: DumpFile.Role

        init(path: String, isInFolder: Bool, role: DumpFile.Role) {
            self.path = path
            self.isInFolder = isInFolder
            self.role = role
        }

        init(_ file: DumpFile) { self.init(path: file.path, isInFolder: file.isInFolder, role: file.role) }

        var description: String { "\((path as NSString).lastPathComponent) \(isInFolder) \(role)" }
    }

    /// A folder of every kind of entry: files (one through a link), a subfolder and a link to
    /// it, a dangling link, hidden files, a scene, a database and its journal, and an evemu
    /// pair beside a lone description.
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in [
            "b.touches.jsonl", "B.touches.jsonl", "a.touches.jsonl", "é.touches.jsonl", "z.txt",
            ".hidden.touches.jsonl", "tap.scene.json", "gestures.sqlite", "gestures.sqlite-journal",
            "pad.desc", "pad.events", "pad.2.events", "lone.desc", "sub/inner.touches.jsonl",
        ] {
            try folder.write(name, "x")
        }
        let files = FileManager.default
        try files.createSymbolicLink(atPath: folder.url.appendingPathComponent("link.touches.jsonl").path,
            withDestinationPath: "a.touches.jsonl")
        try files.createSymbolicLink(atPath: folder.url.appendingPathComponent("linked-folder").path,
            withDestinationPath: "sub")
        try files.createSymbolicLink(atPath: folder.url.appendingPathComponent("dangling.touches.jsonl").path,
            withDestinationPath: "nowhere")
        return folder
    }

    @Test(
        "a folder lists its files by the bytes of their names, links to files among them, and no subfolder, link to one, dangling link or hidden file"
    )
    func listsFolder() throws {
        let folder = try Self.folder()
        let path = folder.url.path
        let listed = try DumpFile.list([path])
        func at(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
        // Byte order: "B" (0x42) before "a" (0x61), "é" (0xC3 0xA9) after "z" (0x7A). The paired
        // description pad.desc is left out; the lone one is skipped with its reason.
        #expect(
            listed.map(Entry.init) == [
                Entry(path: at("B.touches.jsonl"), isInFolder: true, role: .dump(description: nil)),
                Entry(path: at("a.touches.jsonl"), isInFolder: true, role: .dump(description: nil)),
                Entry(path: at("b.touches.jsonl"), isInFolder: true, role: .dump(description: nil)),
                Entry(path: at("gestures.sqlite"), isInFolder: true, role: .skipped(.database)),
                Entry(path: at("gestures.sqlite-journal"), isInFolder: true, role: .skipped(.database)),
                Entry(path: at("link.touches.jsonl"), isInFolder: true, role: .dump(description: nil)),
                Entry(path: at("lone.desc"), isInFolder: true, role: .skipped(.loneDescription)),
                Entry(path: at("pad.2.events"), isInFolder: true, role: .dump(description: at("pad.desc"))),
                Entry(path: at("pad.events"), isInFolder: true, role: .dump(description: at("pad.desc"))),
                Entry(path: at("tap.scene.json"), isInFolder: true, role: .skipped(.scene)),
                Entry(path: at("z.txt"), isInFolder: true, role: .dump(description: nil)),
                Entry(path: at("é.touches.jsonl"), isInFolder: true, role: .dump(description: nil)),
            ])
    }

    @Test("a file named on the command line is a dump whatever its name, and an .events file takes the .desc beside it")
    func listsGivenFiles() throws {
        let folder = try Self.folder()
        let path = folder.url.path
        func at(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
        #expect(
            try DumpFile.list([at("tap.scene.json"), at("pad.2.events"), at("sub")]).map(Entry.init) == [
                Entry(path: at("tap.scene.json"), isInFolder: false, role: .dump(description: nil)),
                Entry(path: at("pad.2.events"), isInFolder: false, role: .dump(description: at("pad.desc"))),
                Entry(path: at("sub/inner.touches.jsonl"), isInFolder: true, role: .dump(description: nil)),
            ])
        #expect(throws: InputError(file: at("missing"), line: 0, reason: "no such file or folder")) {
            try DumpFile.list([at("missing")])
        }
    }
}
