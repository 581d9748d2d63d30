/// How many results of a run have each status.
public struct StatusCounts: Equatable, Sendable {
    public var pass: Int
    public var regression: Int
    public var new: Int
    public var error: Int
    public var obsolete: Int

    public init(pass: Int = 0, regression: Int = 0, new: Int = 0, error: Int = 0, obsolete: Int = 0) {
        self.pass = pass
        self.regression = regression
        self.new = new
        self.error = error
        self.obsolete = obsolete
    }

    /// All results.
    public var total: Int { pass + regression + new + error + obsolete }
}
