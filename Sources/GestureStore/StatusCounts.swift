/// How many results of a run have each status.
public struct StatusCounts: Equatable, Sendable {
    public var pass: Int
    public var regression: Int
    public var new: Int
    public var error: Int
    public var obsolete: Int
    public var empty: Int

    public init(pass: Int = 0, regression: Int = 0, new: Int = 0, error: Int = 0, obsolete: Int = 0, empty: Int = 0) {
        self.pass = pass
        self.regression = regression
        self.new = new
        self.error = error
        self.obsolete = obsolete
        self.empty = empty
    }

    /// All results.
    public var total: Int { pass + regression + new + error + obsolete + empty }

    /// The count of `status`.
    public subscript(status: SessionResult.Status) -> Int {
        get {
            switch status {
            case .pass: pass
            case .regression: regression
            case .new: new
            case .error: error
            case .obsolete: obsolete
            case .empty: empty
            }
        }
        set {
            switch status {
            case .pass: pass = newValue
            case .regression: regression = newValue
            case .new: new = newValue
            case .error: error = newValue
            case .obsolete: obsolete = newValue
            case .empty: empty = newValue
            }
        }
    }

    /// The `runs` columns that hold the counts, in the order of `SessionResult.Status.allCases`.
    static let columns = SessionResult.Status.allCases.map { "\($0.rawValue)_count" }

    /// The counts in `row`'s columns from `first` on, in the order of `columns`.
    init(_ row: Statement, from first: Int32) {
        self.init()
        for (offset, status) in SessionResult.Status.allCases.enumerated() {
            self[status] = row.int(at: first + Int32(offset))
        }
    }
}
