import ArgumentParsing

/// What a piece of terminal text means, and so how it is coloured when colour is on.
public enum TextStyle: Sendable, CaseIterable {
    /// Bold red: the `Error:` label, a failed session.
    case error
    /// Bold yellow: the `Warning:` label.
    case warning
    /// Green: a passed session.
    case success
    /// Bold: a name or number to notice.
    case emphasis
    /// Dim: details of lesser interest.
    case secondary

    /// The ANSI select-graphic-rendition parameters of the style.
    var parameters: String {
        switch self {
        case .error: "1;31"
        case .warning: "1;33"
        case .success: "32"
        case .emphasis: "1"
        case .secondary: "2"
        }
    }

    /// `text` between the style's ANSI escape and the reset escape.
    func apply(to text: String) -> String {
        "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }
}
