import GestureReplay

/// The readers of the dump formats, and telling the formats apart by content.
extension DumpFormat {
    /// The reader for this format; nil for `touchlog`, whose reader lives
    /// with the session model.
    public var reader: (any DumpReader)? {
        switch self {
        case .touchlog: nil
        case .getevent: GeteventReader()
        case .evemu: EvemuReader()
        case .libinput: LibinputRecordReader()
        case .w3c: W3CActionsReader()
        }
    }

    /// The format of a dump, decided from its content; the file name's
    /// extension only breaks a tie (content that fits no format, or an empty
    /// file). Nil when neither says.
    ///
    /// Looks at the first 200 non-blank lines for a line only one format
    /// writes:
    /// - `touchlog`: the first line is a JSON object whose `format` is
    ///   `gesture-replay.touches`;
    /// - `w3c`: JSON (first character `{` or `[`) that mentions `actions`
    ///   or a `pointer…` action;
    /// - `evemu`: `# EVEMU`, or `E: <time> <hex> <hex> <value>`, or the
    ///   header lines `N:` `I:` `A:` `B:` `P:`;
    /// - `libinput`: `# libinput record`, `ndevices:`, `- evdev:`, `- node:`;
    /// - `getevent`: an event line (`[ 1.0] …`, `/dev/input/eventN: …`,
    ///   `0003 0035 000001be`, `EV_ABS …`) or `add device N:`.
    public static func detect(text: String, fileName: String) -> DumpFormat? {
        if let format = detect(content: text) { return format }
        return hint(fileName: fileName)
    }

    /// The format the file name suggests (`.yml` → libinput, …), or nil.
    static func hint(fileName: String) -> DumpFormat? {
        let name = fileName.lowercased()
        if name.hasSuffix(".touches.jsonl") || name.hasSuffix(".jsonl") { return .touchlog }
        if name.hasSuffix(".json") { return .w3c }
        if name.hasSuffix(".yml") || name.hasSuffix(".yaml") { return .libinput }
        if name.hasSuffix(".events") || name.hasSuffix(".desc") || name.hasSuffix(".evemu") { return .evemu }
        if name.hasSuffix(".txt") || name.hasSuffix(".getevent") { return .getevent }
        return nil
    }

    /// The format the dump's content proves, with no regard to its file
    /// name (the lines `detect(text:fileName:)` looks for), or nil: how a
    /// folder import tells a dump from a `README.txt`.
    public static func detect(content text: String) -> DumpFormat? {
        let limit = 256 * 1024
        // Copied from the string's own storage at once, not byte by byte.
        let bytes =
            text.utf8.withContiguousStorageIfAvailable { Array($0.prefix(limit)) } ?? Array(text.utf8.prefix(limit))
        var lines = LineScanner(bytes)
        var examined = 0
        var isFirst = true
        while let raw = lines.next(), examined < 200 {
            let line = ASCII.trimmed(bytes, raw)
            if line.isEmpty { continue }
            examined += 1
            if isFirst {
                isFirst = false
                // "{", or a "[" that does not open a getevent timestamp.
                let first = bytes[line.lowerBound]
                if first == 0x7B || (first == 0x5B && !isGeteventEvent(bytes, line)) {
                    return detectJSON(bytes, firstLine: line)
                }
            }
            if let format = decisive(bytes, line) { return format }
        }
        return nil
    }

    private static func detectJSON(_ bytes: [UInt8], firstLine: Range<Int>) -> DumpFormat? {
        if let header = try? JSONParser.parse(bytes: bytes[firstLine]),
            header.members != nil, header["format"]?.string == "gesture-replay.touches"
        {
            return .touchlog
        }
        let all = 0..<bytes.count
        for marker: StaticString in ["\"actions\"", "\"pointerDown\"", "\"pointerMove\"", "\"pointerType\""]
        where ASCII.firstIndex(of: marker, in: bytes, all) != nil {
            return .w3c
        }
        return nil
    }

    /// The format a single line proves, or nil.
    private static func decisive(_ bytes: [UInt8], _ line: Range<Int>) -> DumpFormat? {
        if ASCII.hasPrefix(bytes, line, "# EVEMU") { return .evemu }
        if ASCII.hasPrefix(bytes, line, "# libinput record") || ASCII.hasPrefix(bytes, line, "ndevices:")
            || ASCII.hasPrefix(bytes, line, "- evdev:") || ASCII.hasPrefix(bytes, line, "- node:")
        {
            return .libinput
        }
        if ASCII.hasPrefix(bytes, line, "add device ") { return .getevent }
        if line.count > 3, bytes[line.lowerBound + 1] == 0x3A, bytes[line.lowerBound + 2] == 0x20 {
            // `E: 0.000001 0003 0039 8661`, `N: name`, `A: 35 0 9600 0 0`
            switch bytes[line.lowerBound] {
            case 0x45:  // E
                var fields = FieldScanner(bytes, (line.lowerBound + 2)..<line.upperBound)
                if let time = fields.next(), ASCII.seconds(bytes, time) != nil,
                    let type = fields.next(), ASCII.hex(bytes, type) != nil
                {
                    return .evemu
                }
            case 0x4E, 0x49, 0x41, 0x42, 0x50:  // N I A B P
                return .evemu
            default:
                break
            }
        }
        if isGeteventEvent(bytes, line) { return .getevent }
        return nil
    }

    /// Whether the line looks like a getevent event, loosely.
    private static func isGeteventEvent(_ bytes: [UInt8], _ line: Range<Int>) -> Bool {
        var rest = line
        if let open = ASCII.firstIndex(of: 0x5B, in: bytes, line), open - line.lowerBound <= 8,
            let close = ASCII.firstIndex(of: 0x5D, in: bytes, open..<line.upperBound)
        {
            rest = (close + 1)..<line.upperBound
        }
        var fields = FieldScanner(bytes, rest)
        guard var field = fields.next() else { return false }
        if bytes[field.upperBound - 1] == 0x3A {
            guard ASCII.hasPrefix(bytes, field, "/dev/"), let next = fields.next() else { return false }
            field = next
        }
        if ASCII.hasPrefix(bytes, field, "EV_") { return true }
        guard field.count == 4, ASCII.hex(bytes, field) != nil,
            let code = fields.next(), code.count == 4, ASCII.hex(bytes, code) != nil,
            let value = fields.next(), ASCII.hex(bytes, value) != nil
        else { return false }
        return true
    }
}
