/// Turning a dump's bytes into text for a reader.
public enum DumpText {
    /// The bytes as UTF-8 text; an `ImportError` (line 0) when they are not
    /// UTF-8, or when there are none.
    public static func decode(_ bytes: some Collection<UInt8>, fileName: String) throws(ImportError) -> String {
        guard !bytes.isEmpty else { throw .empty(fileName) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .wholeFile(fileName, "the file is not UTF-8 text")
        }
        return text
    }
}
