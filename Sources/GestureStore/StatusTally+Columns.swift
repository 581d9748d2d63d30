import GestureReplay

/// A run's counts as the history store keeps them: one `runs` column per status.
extension StatusTally {
    /// The `runs` columns that hold the counts, in the order of `SessionStatus.allCases`.
    static let columns = SessionStatus.allCases.map { "\($0.rawValue)_count" }

    /// The counts in `row`'s columns from `first` on, in the order of `columns`.
    init(_ row: Statement, from first: Int32) {
        self.init()
        for (offset, status) in SessionStatus.allCases.enumerated() {
            self[status] = row.int(at: first + Int32(offset))
        }
    }
}
