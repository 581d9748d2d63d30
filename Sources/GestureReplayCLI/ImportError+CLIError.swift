import GestureImport

/// A dump that cannot be imported is bad input data: `Error: FILE:LINE: reason`, exit 65.
extension ImportError: CLIError {
    /// `FILE:LINE: reason`.
    public var message: String { description }

    /// Always `.dataError`.
    public var exitCode: ExitCode { .dataError }
}
