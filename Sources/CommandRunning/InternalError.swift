import ArgumentParsing

/// Something broke inside gesture-replay that the user cannot fix by changing the command line
/// or the data (exit 70).
public struct InternalError: CLIError, Equatable {
    /// What broke.
    public var message: String
    /// What to do about it, if there is something.
    public var nextStep: String?

    /// An internal error with a message and an optional next step.
    public init(_ message: String, nextStep: String? = nil) {
        self.message = message
        self.nextStep = nextStep
    }

    /// Always `.internalError`.
    public var exitCode: ExitCode { .internalError }
}
