import Foundation
import GestureReplay

/// One file that `import` was given, or found in a folder it was given, and what the import
/// does with it: read it as a dump (with the evemu description beside it, if any), or skip it.
public struct DumpFile: Equatable, Sendable {
    /// What the import does with the file.
    public enum Role: Equatable, Sendable {
        /// Read it as a dump; `description` is the evemu `.desc` file that goes with an `.events` file.
        case dump(description: String?)
        /// Leave it, for this reason, known from its name.
        case skipped(SkipReason)
    }

    /// The path as the user gave it, or the folder's path joined with the file's name.
    public var path: String
    /// Whether the file was found in a folder rather than named on the command line: only such
    /// files are skipped when no reader recognises them.
    public var isInFolder: Bool
    public var role: Role

    /// The files of `paths`, in order: each file as given (always a dump), each folder as the
    /// files directly in it, sorted by name, hidden ones left out.
    ///
    /// In a folder, scene files (`*.scene.json`) and SQLite databases with their side files
    /// (`*.sqlite`, `*.sqlite3`, `*.db`, `*-wal`, `*-shm`, `*-journal`) are skipped; an evemu
    /// `X.desc` goes with every `X.events` and `X.*.events` beside it (the longest such `X`
    /// wins), and is skipped when there is none. A file named on the command line is a dump
    /// whatever its name; an `.events` file there also takes the `.desc` beside it.
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
                        path: path, isInFolder: false,
                        role: .dump(description: description.map { (folder as NSString).appendingPathComponent($0) })))
                continue
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: path).filter { name in
                var isSubfolder: ObjCBool = false
                let candidate = (path as NSString).appendingPathComponent(name)
                return !name.hasPrefix(".")
                    && FileManager.default.fileExists(atPath: candidate, isDirectory: &isSubfolder)
                    && !isSubfolder.boolValue
            }.sorted()
            let paired = Set(names.compactMap { description(for: $0, among: names) })
            for name in names {
                let role: Role
                if let reason = SkipReason(fileName: name) {
                    role = .skipped(reason)
                } else if name.hasSuffix(".desc") {
                    role = paired.contains(name) ? .skipped(.pairedDescription) : .skipped(.loneDescription)
                } else {
                    role = .dump(
                        description: description(for: name, among: names).map {
                            (path as NSString).appendingPathComponent($0)
                        })
                }
                files.append(
                    DumpFile(path: (path as NSString).appendingPathComponent(name), isInFolder: true, role: role))
            }
        }
        return files.filter { $0.role != .skipped(.pairedDescription) }
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
