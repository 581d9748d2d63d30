/// The lines of a dump as byte ranges, without allocating per line.
///
/// A line ends at `\n`; any `\r` before it is dropped, so `\r\n` (Windows
/// redirection) and `\r\r\n` (`adb shell` through a pty, seen in the Xperia
/// dump) both work, and a lone `\r` also ends a line. The last line needs no
/// newline (the sick0123 dump has none). `docs/DUMP-FORMATS.md` §1.1 lists these
/// transport artefacts.
struct LineScanner {
    let bytes: [UInt8]
    private var position = 0
    /// The 1-based number of the line last returned (0 before the first).
    private(set) var lineNumber = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not part of the first line.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3
        }
    }

    /// The next line's bytes (line ending excluded), or nil at the end.
    mutating func next() -> Range<Int>? {
        let count = bytes.count
        guard position < count else { return nil }
        let start = position
        var end = start
        while end < count {
            let byte = bytes[end]
            if byte == 0x0A || byte == 0x0D { break }
            end += 1
        }
        var next = end
        // Swallow a run of `\r` and at most one `\n`: one line ending.
        while next < count && bytes[next] == 0x0D { next += 1 }
        if next < count && bytes[next] == 0x0A { next += 1 }
        position = next
        lineNumber += 1
        return start..<end
    }
}
