/// Why an `ArgumentValue` refused a word; the parser adds the option, the word and where it
/// came from (`Invalid value 'x' for '--jobs <n>': expected an integer`).
public struct InvalidArgument: Error, Equatable {
    /// What the value should have been, as in "expected an integer from 1 to 256".
    public var expected: String
    /// The accepted word nearest to the one given, if any is near.
    public var suggestion: String?

    /// An error expecting `expected`, suggesting `suggestion`.
    public init(expected: String, suggestion: String? = nil) {
        self.expected = expected
        self.suggestion = suggestion
    }
}
