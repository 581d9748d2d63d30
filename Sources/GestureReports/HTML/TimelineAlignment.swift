import GestureModel
import GestureReplay

/// An expected and an actual outcome side by side: observations about the same thing (kind,
/// name, state or phase) paired in order, as `OutcomeDiff` pairs them, with the unpaired ones
/// on their own side and the arbiter's reasons in between.
///
/// Paired observations are compared by `OutcomeDiff` itself, so a row is highlighted exactly
/// when the diff reports it.
public struct TimelineAlignment: Equatable, Sendable {
    /// One row of the side-by-side table.
    public struct Row: Equatable, Sendable {
        /// How the two sides relate.
        public enum Kind: Equatable, Sendable {
            /// Both sides agree.
            case same
            /// Paired, but the time moved or values differ.
            case changed(timeMoved: Bool, keys: [String])
            /// Expected, but it did not happen.
            case missing
            /// Happened, but was not expected.
            case unexpected
            /// A line of the arbiter's trace (actual side only).
            case note(String)
        }

        /// How the two sides relate.
        public var kind: Kind
        /// The expected observation, if this row has one.
        public var expected: Observation?
        /// The actual observation, if this row has one.
        public var actual: Observation?
        /// When: the actual observation's time, else the expected one's, else the note's.
        public var time: Instant

        /// A row; `time` defaults to the actual observation's, else the expected one's.
        public init(kind: Kind, expected: Observation? = nil, actual: Observation? = nil, time: Instant? = nil) {
            self.kind = kind
            self.expected = expected
            self.actual = actual
            self.time = time ?? actual?.time ?? expected?.time ?? .zero
        }
    }

    /// The rows, in time order.
    public private(set) var rows: [Row]

    /// Above this many cells (expected × actual observations between the common ends), rows
    /// are paired by position instead of by a longest common subsequence.
    public static let maximumCells = 4_000_000

    /// Aligns `expected` with `actual` (either may be empty), comparing times within
    /// `timeTolerance` nanoseconds, and places `trace` lines by time.
    public init(
        expected: Outcome, actual: Outcome, trace: [GestureEnvironment.TraceEntry] = [], timeTolerance: Int64 = 0
    ) {
        let a = expected.observations
        let b = actual.observations
        func pair(_ x: Observation, _ y: Observation) -> Row {
            let diff = OutcomeDiff(expected: Outcome([x]), actual: Outcome([y]), timeTolerance: timeTolerance)
            if case .changed(_, _, let moved, let keys)? = diff.changes.first {
                return Row(kind: .changed(timeMoved: moved, keys: keys), expected: x, actual: y)
            }
            return Row(kind: .same, expected: x, actual: y)
        }
        let keysA = a.map(\.identity)
        let keysB = b.map(\.identity)
        var start = 0
        while start < a.count, start < b.count, keysA[start] == keysB[start] { start += 1 }
        var endA = a.count
        var endB = b.count
        while endA > start, endB > start, keysA[endA - 1] == keysB[endB - 1] {
            endA -= 1
            endB -= 1
        }
        var rows = (0..<start).map { pair(a[$0], b[$0]) }
        let n = endA - start
        let m = endB - start
        if n > 0 && m > 0 && n * m <= TimelineAlignment.maximumCells {
            let columns = m + 1
            var lengths = [Int32](repeating: 0, count: (n + 1) * columns)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lengths[i * columns + j] =
                        keysA[start + i] == keysB[start + j]
                        ? lengths[(i + 1) * columns + j + 1] + 1
                        : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < n && j < m {
                if keysA[start + i] == keysB[start + j] {
                    rows.append(pair(a[start + i], b[start + j]))
                    i += 1
                    j += 1
                } else if lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
                    rows.append(Row(kind: .missing, expected: a[start + i]))
                    i += 1
                } else {
                    rows.append(Row(kind: .unexpected, actual: b[start + j]))
                    j += 1
                }
            }
            rows += a[(start + i)..<endA].map { Row(kind: .missing, expected: $0) }
            rows += b[(start + j)..<endB].map { Row(kind: .unexpected, actual: $0) }
        } else {
            for k in 0..<max(n, m) {
                switch (k < n ? a[start + k] : nil, k < m ? b[start + k] : nil) {
                case let (x?, y?) where keysA[start + k] == keysB[start + k]: rows.append(pair(x, y))
                case let (x?, y?):
                    rows.append(Row(kind: .missing, expected: x))
                    rows.append(Row(kind: .unexpected, actual: y))
                case let (x?, nil): rows.append(Row(kind: .missing, expected: x))
                case let (nil, y?): rows.append(Row(kind: .unexpected, actual: y))
                case (nil, nil): break
                }
            }
        }
        rows += (0..<(a.count - endA)).map { pair(a[endA + $0], b[endB + $0]) }
        self.rows = TimelineAlignment.inserting(trace, into: rows)
    }

    /// The rows with each trace line before the first row that happened later (as
    /// `Outcome.timeline(trace:)` places them).
    static func inserting(_ trace: [GestureEnvironment.TraceEntry], into rows: [Row]) -> [Row] {
        guard !trace.isEmpty else { return rows }
        var result: [Row] = []
        var pending = trace[...]
        for row in rows {
            while let entry = pending.first, entry.time < row.time {
                result.append(Row(kind: .note(entry.message), time: entry.time))
                pending = pending.dropFirst()
            }
            result.append(row)
        }
        result += pending.map { Row(kind: .note($0.message), time: $0.time) }
        return result
    }

}
