import Foundation

/// One stream that commands write text to (standard output, standard error, or a buffer in
/// tests), and whether that text may be coloured.
public struct TextOutput: Sendable {
    /// Whether `styled(_:_:)` adds ANSI colour codes.
    public var isColorEnabled: Bool
    /// Where the text goes.
    private let sink: @Sendable (String) -> Void

    /// An output that hands every piece of text to `write`.
    public init(isColorEnabled: Bool = false, write: @escaping @Sendable (String) -> Void) {
        self.isColorEnabled = isColorEnabled
        self.sink = write
    }

    /// Writes `text` as it is; add the newline yourself.
    public func write(_ text: String) {
        sink(text)
    }

    /// `text` in the colours of `style` when colour is enabled, else `text` unchanged.
    public func styled(_ text: String, _ style: TextStyle) -> String {
        isColorEnabled ? style.apply(to: text) : text
    }

    /// The process's standard output, coloured only if it is a terminal and the environment allows.
    public static func standardOutput(environment: [String: String]) -> TextOutput {
        file(.standardOutput, descriptor: STDOUT_FILENO, environment: environment)
    }

    /// The process's standard error, coloured only if it is a terminal and the environment allows.
    public static func standardError(environment: [String: String]) -> TextOutput {
        file(.standardError, descriptor: STDERR_FILENO, environment: environment)
    }

    /// An output that appends to `buffer`, for tests.
    public static func buffer(_ buffer: OutputBuffer, isColorEnabled: Bool = false) -> TextOutput {
        TextOutput(isColorEnabled: isColorEnabled, write: buffer.append)
    }

    /// Whether a stream may be coloured: it is a terminal, `NO_COLOR` is unset or empty
    /// (no-color.org), and `TERM` is not `dumb`.
    public static func isColorAllowed(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// An output that writes to an open file handle at once, unbuffered,
    /// with control characters escaped (`TerminalText.stream`): names from
    /// recordings never reach the terminal raw.
    private static func file(_ handle: FileHandle, descriptor: Int32, environment: [String: String])
        -> TextOutput
    {
        let isColorEnabled = isColorAllowed(isTerminal: isatty(descriptor) == 1, environment: environment)
        return TextOutput(isColorEnabled: isColorEnabled) { text in
            try? handle.write(contentsOf: Data(TerminalText.stream(text, keepingStyles: isColorEnabled).utf8))
        }
    }
}
