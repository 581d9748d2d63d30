import GestureReplay

/// A reader of one dump format: text in, a touch session in points out.
///
/// ```swift
/// let (session, summary) = try GeteventReader().read(
///     text: dump, fileName: "swipe.txt", sessionName: "swipe", sceneName: "list",
///     options: ImportOptions(screen: Screen(width: 360, height: 800)))
/// print(summary)
/// ```
public protocol DumpReader: Sendable {
    /// The format this reader reads.
    var format: DumpFormat { get }

    /// Reads a whole dump. `fileName` is only used in messages; every
    /// problem is an `InputError` naming it and the 1-based line (0 for
    /// the whole file).
    func read(text: String, fileName: String, sessionName: String, sceneName: String, options: ImportOptions)
        throws(InputError) -> (session: TouchSession, summary: ImportSummary)
}

extension InputError {
    /// A problem with the whole file (line 0).
    static func wholeFile(_ file: String, _ reason: String) -> InputError {
        InputError(file: file, line: 0, reason: reason)
    }

    /// An empty (or blank) dump.
    static func empty(_ file: String) -> InputError {
        wholeFile(file, "the file is empty")
    }
}
