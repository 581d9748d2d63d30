/// Bad input data (exit 65), shown on one line as `Error: FILE:LINE: problem`.
public struct DataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// The 1-based line of the problem; 0 when the problem is the whole file.
    public var line: Int
    /// What is wrong, in a short phrase.
    public var problem: String
    /// What to do about it, if there is something.
    public var nextStep: String?

    /// A problem at a line of a file (line 0: the whole file).
    public init(file: String, line: Int, problem: String, nextStep: String? = nil) {
        self.file = file
        self.line = line
        self.problem = problem
        self.nextStep = nextStep
    }

    /// `FILE:LINE: problem`, or `FILE: problem` for the whole file.
    public var description: String {
        line > 0 ? "\(file):\(line): \(problem)" : "\(file): \(problem)"
    }
}
