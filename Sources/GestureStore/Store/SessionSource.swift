import Foundation
import GestureReplay

/// Where a stored session came from: the importer's format, the dump's file
/// name and the SHA-256 of its bytes, and when it was recorded if known.
public struct SessionSource: Equatable, Sendable {
    /// The importer that read the dump (`--format` in `docs/FORMATS.md` §4).
    public var format: DumpFormat
    /// The dump's file name, as given on the command line.
    public var fileName: String?
    /// SHA-256 of the dump's bytes: 64 lowercase hexadecimal digits.
    public var sha256: String?
    /// When the dump was recorded, when it says.
    public var recordedAt: Date?

    public init(format: DumpFormat, fileName: String? = nil, sha256: String? = nil, recordedAt: Date? = nil) {
        self.format = format
        self.fileName = fileName
        self.sha256 = sha256
        self.recordedAt = recordedAt
    }

    /// A source read from `fileName` with these `contents`, hashed here.
    public init(format: DumpFormat, fileName: String, contents: some Collection<UInt8>, recordedAt: Date? = nil) {
        self.init(format: format, fileName: fileName, sha256: SHA256.hexDigest(of: contents), recordedAt: recordedAt)
    }
}
