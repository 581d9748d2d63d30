import Foundation
import GestureReplay

/// The files directly in one folder, as `DumpFile.list` gives them: hidden files and
/// subfolders left out, the names sorted by their bytes, and each file's role. The names are
/// read with `readdir` straight into one buffer (about 30 bytes a name with its offsets), not
/// as an array of `String`s (about 100 bytes a name, and Foundation's listing and `stat` of
/// each name besides): what keeps an import of a large folder flat in memory.
final class FolderListing: Sendable {
    /// The folder's path, as given.
    let folder: String
    /// The names' bytes, back to back, in the order `readdir` gave them.
    private let bytes: [UInt8]
    /// Where each name starts in `bytes`, in that order, then `bytes.count`.
    private let starts: [UInt32]
    /// The names' positions in `starts`, sorted by their bytes.
    private let order: [UInt32]
    /// The `.desc` file each `.events` file goes with, by sorted index (evemu dumps: few).
    private let descriptions: [Int: Int]
    /// The `.desc` files that go with some `.events` file, by sorted index.
    private let paired: Set<Int>

    /// Lists `folder`; an error naming it when it cannot be read.
    init(_ folder: String) throws {
        guard let directory = opendir(folder) else {
            throw InputError(file: folder, line: 0, reason: "cannot list the folder: \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var bytes: [UInt8] = []
        var starts: [UInt32] = []
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            withUnsafeBytes(of: &entry.pointee.d_name) { field in
                let name = UnsafeRawBufferPointer(rebasing: field[..<(field.firstIndex(of: 0) ?? field.count)])
                guard name.first != UInt8(ascii: ".") else { return }  // hidden, and . and ..
                switch Int32(type) {
                case Int32(DT_REG): break
                case Int32(DT_DIR): return
                default:
                    // A link, or a file system that does not say: a file is what `stat` does not
                    // call a folder (a link to a folder is a folder, a dangling link nothing).
                    var status = stat()
                    let path = (folder as NSString).appendingPathComponent(String(decoding: name, as: UTF8.self))
                    guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return }
                }
                starts.append(UInt32(bytes.count))
                bytes.append(contentsOf: name)
            }
        }
        precondition(bytes.count < Int(UInt32.max), "a folder's names take 4 GiB")
        starts.append(UInt32(bytes.count))
        let order = bytes.withUnsafeBufferPointer { buffer in
            (0..<UInt32(starts.count - 1)).sorted { left, right in
                let a = UnsafeBufferPointer(rebasing: buffer[Int(starts[Int(left)])..<Int(starts[Int(left) + 1])])
                let b = UnsafeBufferPointer(rebasing: buffer[Int(starts[Int(right)])..<Int(starts[Int(right) + 1])])
                return a.lexicographicallyPrecedes(b)
            }
        }
        self.folder = folder
        self.bytes = bytes
        self.starts = starts
        self.order = order
        // The evemu pairs, among the few names that end in .desc or .events (no String is made
        // for any other name).
        func named(_ suffix: String) -> [(index: Int, name: String)] {
            let tail = Array(suffix.utf8)
            return order.indices.compactMap { index in
                let entry = Int(order[index])
                let name = bytes[Int(starts[entry])..<Int(starts[entry + 1])]
                guard name.count >= tail.count, name.suffix(tail.count).elementsEqual(tail) else { return nil }
                return (index, String(decoding: name, as: UTF8.self))
            }
        }
        let descs = named(".desc")
        let descIndex = Dictionary(descs.map { ($0.name, $0.index) }, uniquingKeysWith: { first, _ in first })
        let descNames = descs.map(\.name)
        var descriptions: [Int: Int] = [:]
        for events in named(".events") {
            if let desc = DumpFile.description(for: events.name, among: descNames) {
                descriptions[events.index] = descIndex[desc]
            }
        }
        self.descriptions = descriptions
        paired = Set(descriptions.values)
    }

    /// How many files the folder holds.
    var count: Int { order.count }

    /// The name of the file at `index`, in sorted order.
    func name(_ index: Int) -> String {
        let entry = Int(order[index])
        return String(decoding: bytes[Int(starts[entry])..<Int(starts[entry + 1])], as: UTF8.self)
    }

    /// The path of the file at `index`: the folder's path joined with its name.
    func path(of index: Int) -> String { (folder as NSString).appendingPathComponent(name(index)) }

    /// What the import does with the file at `index` (`DumpFile.list`).
    func role(of index: Int) -> DumpFile.Role {
        let name = name(index)
        if let reason = SkipReason(fileName: name) { return .skipped(reason) }
        if name.hasSuffix(".desc") { return .skipped(paired.contains(index) ? .pairedDescription : .loneDescription) }
        return .dump(description: descriptions[index].map(path(of:)))
    }
}
