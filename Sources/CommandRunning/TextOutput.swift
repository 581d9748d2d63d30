import ArgumentParsing
import Foundation
import GestureReports

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
    /// with control characters shown (`shown(_:keepingStyles:)`): names
    /// from recordings never reach the terminal raw.
    private static func file(_ handle: FileHandle, descriptor: Int32, environment: [String: String])
        -> TextOutput
    {
        let isColorEnabled = isColorAllowed(isTerminal: isatty(descriptor) == 1, environment: environment)
        return TextOutput(isColorEnabled: isColorEnabled) { text in
            try? handle.write(contentsOf: Data(shown(text, keepingStyles: isColorEnabled).utf8))
        }
    }

    /// The escape sequences `TextStyle` writes: each style's and the reset.
    static let styleCodes: [String] = TextStyle.allCases.map { "\u{1B}[\($0.parameters)m" } + ["\u{1B}[0m"]

    /// `text` with every control character but line feed and tab shown as
    /// its control picture (`ControlPicture`); an escape is kept only where
    /// it starts one of `TextStyle`'s colour codes and `keepingStyles` is true.
    static func shown(_ text: String, keepingStyles: Bool) -> String {
        let kept: Set<Unicode.Scalar> = ["\n", "\t"]
        // The set is asked only about the few scalars that have a picture: hashing every scalar of
        // every printed line cost more than the rest of printing it.
        guard text.unicodeScalars.contains(where: { ControlPicture.replacement(for: $0) != nil && !kept.contains($0) })
        else {
            return text
        }
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            if scalar == "\u{1B}" && keepingStyles,
                let code = styleCodes.first(where: { scalars.starts(with: $0.unicodeScalars) })
            {
                result += code
                scalars = scalars.dropFirst(code.unicodeScalars.count)
                continue
            }
            if !kept.contains(scalar), let picture = ControlPicture.replacement(for: scalar) {
                result += picture
            } else {
                result.unicodeScalars.append(scalar)
            }
            scalars = scalars.dropFirst()
        }
        return result
    }
}
