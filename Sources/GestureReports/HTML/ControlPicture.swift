/// How every report shows a character that could steer a terminal, break a document or hide
/// text: control characters become their Unicode control pictures (ESC → `␛`, BEL → `␇`), and
/// the few invisible characters without a picture (C1 controls, bidirectional overrides,
/// noncharacters) become `<U+XXXX>`.
///
/// Names and messages come from recordings and scenes that anyone may write; shown this way
/// they stay readable and can do nothing.
public enum ControlPicture {
    /// The visible stand-in for `scalar`, or nil when `scalar` is safe to show as it is.
    public static func replacement(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F: String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF:
            "<U+\(hex(scalar.value))>"
        default: nil
        }
    }

    /// `text` with every character `replacement(for:)` names replaced, except those in `kept`
    /// (a multi-line field keeps `"\n"`).
    public static func replacing(in text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        // `kept` is asked only about scalars that have a picture: most have none, and need no hashing.
        guard text.unicodeScalars.contains(where: { replacement(for: $0) != nil && !kept.contains($0) }) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            if !kept.contains(scalar), let picture = replacement(for: scalar) {
                result += picture
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Four or more upper-case hex digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
