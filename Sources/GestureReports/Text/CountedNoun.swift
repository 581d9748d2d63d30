/// A count with its noun in the number it needs: `1 finger`, `2 fingers`, `0 fingers`.
public enum CountedNoun {
    /// `count` and `singular`, or `plural` (by default `singular` + `s`) unless `count` is 1.
    ///
    /// ```swift
    /// CountedNoun.text(1, "finger")  // "1 finger"
    /// CountedNoun.text(2, "match", plural: "matches")  // "2 matches"
    /// ```
    public static func text(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
