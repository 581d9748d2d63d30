import Foundation
import GestureReplay

/// One file that `import` was given, or found in a folder it was given, and what the import
/// does with it: read it as a dump (with the evemu description beside it, if any), or skip it.
///
/// A folder's files share one `FolderListing`, its names packed in one buffer: a `DumpFile`
/// is a reference to it and an index, and its path and role are made when asked for. So a
/// folder's file costs about 50 bytes until the import ends (BENCHMARKS.md, "Memory").
public struct DumpFile: Equatable, Sendable {
    /// What the import does with the file.
    public enum Role: Equatable, Sendable {
        /// Read it as a dump; `description` is the evemu `.desc` file that goes with an `.events` file.
        case dump(description: String?)
        /// Leave it, for this reason, known from its name.
        case skipped(SkipReason)
    }

    /// Where the file came from: 16 bytes in an array of files.
    private enum Origin: Sendable {
        /// Named on the command line: always a dump.
        indirect case given(path: String, description: String?)
        /// The file at `index` of a folder's sorted names.
        case listed(FolderListing, index: UInt32)
    }

    private let origin: Origin

    /// The path as the user gave it, or the folder's path joined with the file's name.
    public var path: String {
        switch origin {
        case .given(let path, _): path
        case .listed(let listing, let index): listing.path(of: Int(index))
        }
    }

    /// Whether the file was found in a folder rather than named on the command line: only such
    /// files are skipped when no reader recognises them.
    public var isInFolder: Bool {
        if case .listed = origin { true } else { false }
    }

    public var role: Role {
        switch origin {
        case .given(_, let description): .dump(description: description)
        case .listed(let listing, let index): listing.role(of: Int(index))
        }
    }

    public static func == (left: DumpFile, right: DumpFile) -> Bool {
        left.path == right.path && left.isInFolder == right.isInFolder && left.role == right.role
    }

    /// The files of `paths`, in order: each file as given (always a dump), each folder as the
    /// files directly in it, sorted by the bytes of their names, hidden ones left out.
    ///
    /// In a folder, scene files (`*.scene.json`) and SQLite databases with their side files
    /// (`*.sqlite`, `*.sqlite3`, `*.db`, `*-wal`, `*-shm`, `*-journal`) are skipped; an evemu
    /// `X.desc` goes with every `X.events` and `X.*.events` beside it (the longest such `X`
    /// wins), and is skipped when there is none. A file named on the command line is a dump
    /// whatever its name; an `.events` file there also takes the `.desc` beside it.
    ///
    /// CHOICE: names sort by their UTF-8 bytes, which is the order of their Unicode scalars, and
    /// so `String`'s order for names in Normalization Form C (what Linux file systems hold as
    /// typed); comparing bytes in place needs no `String` a name.
    public static func list(_ paths: [String]) throws -> [DumpFile] {
        var files: [DumpFile] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError(file: path, line: 0, reason: "no such file or folder")
            }
            guard isFolder.boolValue else {
                let folder = (path as NSString).deletingLastPathComponent
                let siblings =
                    (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
                let description = description(for: (path as NSString).lastPathComponent, among: siblings)
                files.append(
                    DumpFile(
                        origin: .given(
                            path: path,
                            description: description.map { (folder as NSString).appendingPathComponent($0) })))
                continue
            }
            let listing = try FolderListing(path)
            files.reserveCapacity(files.count + listing.count)
            for index in 0..<listing.count where listing.role(of: index) != .skipped(.pairedDescription) {
                files.append(DumpFile(origin: .listed(listing, index: UInt32(index))))
            }
        }
        return files
    }

    /// The `.desc` among `names` that describes the device of the `.events` file `name`: the
    /// longest `X.desc` with `name` equal to `X.events` or starting with `X.`; nil for other files.
    static func description(for name: String, among names: [String]) -> String? {
        guard name.hasSuffix(".events") else { return nil }
        let stem = String(name.dropLast(".events".count))
        return names.filter { candidate in
            guard candidate.hasSuffix(".desc") else { return false }
            let base = candidate.dropLast(".desc".count)
            return !base.isEmpty && (stem == base || stem.hasPrefix(base + "."))
        }.max { $0.count < $1.count }
    }
}
