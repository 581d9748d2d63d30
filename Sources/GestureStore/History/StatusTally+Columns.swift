import Foundation
import GestureReplay

/// A run's counts as the history store keeps them: one `runs` column per status.
extension StatusTally {
    /// The `runs` columns that hold the counts, in the order of `SessionStatus.allCases`
    /// (`model-differs` in `model_differs_count`).
    static let columns = SessionStatus.allCases.map(column)

    /// The `runs` column of one status's count.
    static func column(_ status: SessionStatus) -> String {
        "\(status.rawValue.replacingOccurrences(of: "-", with: "_"))_count"
    }

    /// The select list of the counts: a store older than history.sql's migration 3, which
    /// read-only commands read as it is, has no model/device differences.
    static func selectList(schemaVersion: Int) -> String {
        SessionStatus.allCases.map { status in
            status == .modelDiffers && schemaVersion < 3 ? "0" : column(status)
        }.joined(separator: ", ")
    }

    /// The counts in `row`'s columns from `first` on, in the order of `columns`.
    init(_ row: Statement, from first: Int32) {
        self.init()
        for (offset, status) in SessionStatus.allCases.enumerated() {
            self[status] = row.int(at: first + Int32(offset))
        }
    }
}
