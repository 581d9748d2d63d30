/// One file of a report: a path relative to the report's folder and its text.
public struct ReportFile: Equatable, Sendable {
    /// Where the file goes, relative to the report's folder, with `/` between folders.
    public var path: String
    /// The file's text (UTF-8).
    public var contents: String

    /// A file at `path` with `contents`.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
