/// Why a folder import leaves a file, or `--skip-existing` a dump: each is counted in the
/// import's summary, and some say so on a line of their own.
public enum SkipReason: Equatable, Sendable {
    /// A `*.scene.json` file: scenes are read from `--scenes`, not imported.
    case scene
    /// An SQLite database or one of its side files (`-wal`, `-shm`, `-journal`).
    case database
    /// An evemu `.desc` file, read with the `.events` files it describes.
    case pairedDescription
    /// An evemu `.desc` file with no `.events` file beside it to describe.
    case loneDescription
    /// A file whose content no reader recognises.
    case unrecognised
    /// A dump whose session is stored already; `sameBytes` when from a file of the same SHA-256.
    case alreadyStored(session: String, sameBytes: Bool)

    /// The reason a folder's file is skipped for its name alone, or nil.
    public init?(fileName: String) {
        let name = fileName.lowercased()
        if name.hasSuffix(".scene.json") {
            self = .scene
        } else if [".sqlite", ".sqlite3", ".db", "-wal", "-shm", "-journal"].contains(where: { name.hasSuffix($0) }) {
            self = .database
        } else {
            return nil
        }
    }

    /// The first bytes of every SQLite database file: `SQLite format 3` and a NUL.
    public static let sqliteMagic = Array("SQLite format 3\0".utf8)

    /// The line that says `path` was skipped, for the reasons worth a line (the user may have
    /// meant the file to be imported), or nil.
    public func line(for path: String) -> String? {
        switch self {
        case .scene, .database, .pairedDescription, .alreadyStored(_, sameBytes: true):
            nil
        case .loneDescription:
            "skipped \(path): an evemu device description with no .events file beside it"
        case .unrecognised:
            "skipped \(path): no reader recognises it (import it alone to see why)"
        case .alreadyStored(let session, sameBytes: false):
            "Warning: \(path): session \(session) is stored from other bytes (its SHA-256 differs); kept the stored one: import the file with --replace to replace it"
        }
    }
}
