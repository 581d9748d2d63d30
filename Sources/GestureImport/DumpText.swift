import GestureReplay

/// Turning a dump's bytes into text for a reader.
public enum DumpText {
    /// The bytes as UTF-8 text; an `InputError` naming the first line that
    /// is not UTF-8, or line 0 when there are no bytes.
    public static func decode(_ bytes: some Collection<UInt8>, fileName: String) throws(InputError) -> String {
        guard !bytes.isEmpty else { throw .empty(fileName) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputError(file: fileName, line: firstLineNotUTF8(bytes), reason: "not UTF-8 text")
        }
        return text
    }

    /// The 1-based number of the first line (ended by `\n`) that is not
    /// valid UTF-8, or 0 when every line is.
    public static func firstLineNotUTF8(_ bytes: some Collection<UInt8>) -> Int {
        for (offset, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
        where String(validating: line, as: UTF8.self) == nil {
            return offset + 1
        }
        return 0
    }
}
