/// Words made safe to paste into a POSIX shell, for the commands reports suggest
/// (`gesture-replay approve NAME`): a session named `my tap` or `it's` must still be one word.
public enum ShellText {
    /// `word` as it is when it holds only letters, digits and `-_.,/:=@%+`; else in single
    /// quotes, each `'` written `'\''`.
    ///
    /// ```swift
    /// ShellText.quoted("double-tap")  // double-tap
    /// ShellText.quoted("it's")        // 'it'\''s'
    /// ```
    public static func quoted(_ word: String) -> String {
        let safe =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_.,/:=@%+".unicodeScalars.contains(scalar))
            }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
