/// Bad input data: names the file, the 1-based line and the problem, the way
/// compilers do (`session.touches.jsonl:12: touch 2 moved before it began`),
/// and what to do about it when there is something. Commands exit 65 with it.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// The 1-based line, 0 when the problem is the whole file.
    public var line: Int
    /// What is wrong.
    public var reason: String
    /// What to do about it, if there is something.
    public var nextStep: String?

    /// A problem at a line of a file (line 0: the whole file).
    public init(file: String, line: Int, reason: String, nextStep: String? = nil) {
        self.file = file
        self.line = line
        self.reason = reason
        self.nextStep = nextStep
    }

    /// A malformed line.
    public static func malformed(file: String, line: Int, reason: String) -> InputError {
        InputError(file: file, line: line, reason: reason)
    }

    /// `FILE:LINE: reason`, or `FILE: reason` for the whole file.
    public var description: String {
        line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)"
    }
}

/// The lines of a text given as bytes: `\n` or `\r\n` endings, each line
/// checked to be UTF-8 so that a reader can name the first bad line.
struct TextLines: Sequence {
    let bytes: [UInt8]

    struct Iterator: IteratorProtocol {
        let bytes: [UInt8]
        var position = 0
        var number = 0

        mutating func next() -> (number: Int, bytes: ArraySlice<UInt8>)? {
            guard position < bytes.count else { return nil }
            number += 1
            var end = position
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            var stop = end
            if stop > position && bytes[stop - 1] == 0x0D { stop -= 1 }
            let line = bytes[position..<stop]
            position = end + 1
            return (number, line)
        }
    }

    func makeIterator() -> Iterator { Iterator(bytes: bytes) }

    /// Whether the bytes are valid UTF-8.
    static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.allSatisfy({ $0 < 0x80 }) { return true }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
