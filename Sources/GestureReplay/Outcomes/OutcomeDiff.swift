import GestureModel

/// The differences between an expected outcome (a golden) and an actual one.
///
/// Observations are aligned as sequences (longest common subsequence over
/// their identity: kind, name and state or phase), not position by position,
/// so one missing line does not make every later line differ. Aligned pairs
/// whose times or values differ are reported as moved or changed; times are
/// compared exactly (or within `timeTolerance`), numbers within `tolerance`.
public struct OutcomeDiff: Equatable, Sendable {
    /// One difference.
    public enum Change: Equatable, Sendable {
        /// Expected, but it did not happen.
        case missing(Observation)
        /// Happened, but was not expected.
        case unexpected(Observation)
        /// Happened, but at another time and/or with other values.
        case changed(expected: Observation, actual: Observation, timeMoved: Bool, keys: [String])
    }

    public private(set) var changes: [Change]

    /// Whether the outcomes agree.
    public var isEmpty: Bool { changes.isEmpty }

    /// How closely numbers must agree: |a − b| ≤ tolerance × max(1, |a|, |b|).
    /// The default allows the last printed digit to differ across platforms' maths libraries.
    public static let defaultTolerance = 1e-6

    /// Compares `expected` with `actual`.
    public init(
        expected: Outcome, actual: Outcome, tolerance: Double = OutcomeDiff.defaultTolerance, timeTolerance: Int64 = 0
    ) {
        let a = expected.observations
        let b = actual.observations
        func identical(_ x: Observation, _ y: Observation) -> Bool {
            x.identity == y.identity
                && OutcomeDiff.differences(x, y, tolerance, timeTolerance) == nil
        }
        // Trim what is identical at both ends: most regressions touch a small part.
        var start = 0
        while start < a.count && start < b.count && identical(a[start], b[start]) { start += 1 }
        var endA = a.count
        var endB = b.count
        while endA > start && endB > start && identical(a[endA - 1], b[endB - 1]) {
            endA -= 1
            endB -= 1
        }
        let middleA = Array(a[start..<endA])
        let middleB = Array(b[start..<endB])
        changes = OutcomeDiff.align(middleA, middleB, tolerance: tolerance, timeTolerance: timeTolerance)
    }


    /// nil when two aligned observations agree; else whether the time moved and which values differ.
    static func differences(_ x: Observation, _ y: Observation, _ tolerance: Double, _ timeTolerance: Int64) -> (
        Bool, [String]
    )? {
        let timeMoved = abs(Instant.roundedMicrosecondsDifference(x.time, y.time)) * 1000 > timeTolerance
        var keys: [String] = []
        switch (x.subject, y.subject) {
        case (.recognizer(_, _, let left, _), .recognizer(_, _, let right, _)),
            (.handler(_, let left), .handler(_, let right)):
            keys = valueDifferences(left, right, tolerance)
        case (.view(_, _, let left, let leftTaps), .view(_, _, let right, let rightTaps)):
            if left != right { keys.append("count") }
            if leftTaps != rightTaps { keys.append("tapCount") }
        default:
            break
        }
        return timeMoved || !keys.isEmpty ? (timeMoved, keys) : nil
    }

    static func valueDifferences(_ left: [ObservedValue], _ right: [ObservedValue], _ tolerance: Double) -> [String] {
        var keys: [String] = []
        for value in left {
            guard let other = right.first(where: { $0.key == value.key }) else {
                keys.append(value.key)
                continue
            }
            if !agree(value.value, other.value, tolerance) { keys.append(value.key) }
        }
        for value in right where !left.contains(where: { $0.key == value.key }) { keys.append(value.key) }
        return keys
    }

    static func agree(_ x: ObservedValue.Value, _ y: ObservedValue.Value, _ tolerance: Double) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool {
            abs(a - b) <= tolerance * max(1, abs(a), abs(b))
        }
        switch (x, y) {
        case (.number(let a), .number(let b)): return close(a, b)
        case (.point(let ax, let ay), .point(let bx, let by)): return close(ax, bx) && close(ay, by)
        default: return x == y
        }
    }

    /// Longest common subsequence over identities, then a walk that pairs,
    /// drops and inserts in order (missing before unexpected at one place).
    static func align(_ a: [Observation], _ b: [Observation], tolerance: Double, timeTolerance: Int64) -> [Change] {
        alignment(a.map(\.identity), b.map(\.identity)).compactMap { step in
            switch step {
            case .pair(let i, let j):
                differences(a[i], b[j], tolerance, timeTolerance).map { moved, keys in
                    .changed(expected: a[i], actual: b[j], timeMoved: moved, keys: keys)
                }
            case .missing(let i): .missing(a[i])
            case .unexpected(let j): .unexpected(b[j])
            }
        }
    }

    /// Every pair of observations the alignment matches (same kind, name and state or phase),
    /// whatever their times and values, in order: what a comparison with a device golden
    /// measures the model's timing on (`DeviceAgreement`).
    public static func alignedPairs(expected: Outcome, actual: Outcome) -> [AlignedPair] {
        let a = expected.observations
        let b = actual.observations
        return alignment(a.map(\.identity), b.map(\.identity)).compactMap { step in
            guard case .pair(let i, let j) = step else { return nil }
            return (a[i], b[j])
        }
    }

    /// An expected observation and the actual one aligned with it.
    public typealias AlignedPair = (expected: Observation, actual: Observation)

    /// One step of an alignment: indices into the expected and the actual sequence.
    enum AlignmentStep {
        case pair(Int, Int)
        case missing(Int)
        case unexpected(Int)
    }

    /// The longest common subsequence of two sequences of identities, walked in order: pairs,
    /// and what only one side has (missing before unexpected at one place).
    static func alignment(_ keysA: [String], _ keysB: [String]) -> [AlignmentStep] {
        if keysA.isEmpty { return keysB.indices.map { .unexpected($0) } }
        if keysB.isEmpty { return keysA.indices.map { .missing($0) } }
        let columns = keysB.count + 1
        var lengths = [Int32](repeating: 0, count: (keysA.count + 1) * columns)
        for i in stride(from: keysA.count - 1, through: 0, by: -1) {
            for j in stride(from: keysB.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] =
                    keysA[i] == keysB[j]
                    ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var steps: [AlignmentStep] = []
        var i = 0
        var j = 0
        while i < keysA.count && j < keysB.count {
            if keysA[i] == keysB[j] {
                steps.append(.pair(i, j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
                steps.append(.missing(i))
                i += 1
            } else {
                steps.append(.unexpected(j))
                j += 1
            }
        }
        steps += (i..<keysA.count).map { .missing($0) }
        steps += (j..<keysB.count).map { .unexpected($0) }
        return steps
    }

    /// One line per change: `- 0.43 single recognized` (missing), `+ …`
    /// (unexpected), `~ 0.43 → 0.48 single recognized` (moved), `~ 0.43
    /// single recognized: location 160,240 → 161,240` (changed values).
    public var lines: [String] {
        changes.map { change in
            switch change {
            case .missing(let observation):
                return "- \(observation.time) \(Outcome.describe(observation.subject.withoutReason))"
            case .unexpected(let observation):
                return "+ \(observation.time) \(Outcome.describe(observation.subject.withoutReason))"
            case .changed(let expected, let actual, let moved, let keys):
                let time = moved ? "\(expected.time) → \(actual.time)" : "\(expected.time)"
                var text = "~ \(time) \(OutcomeDiff.headline(expected.subject))"
                if !keys.isEmpty {
                    text +=
                        ": "
                        + keys.map { key in
                            "\(key) \(OutcomeDiff.value(key, in: expected.subject)) → \(OutcomeDiff.value(key, in: actual.subject))"
                        }.joined(separator: ", ")
                }
                return text
            }
        }
    }

    static func headline(_ subject: Observation.Subject) -> String {
        switch subject {
        case .recognizer(let name, let state, _, _): "\(name) \(state.rawValue)"
        case .view(let name, let phase, _, _): "view \(name): touches \(phase.rawValue)"
        case .handler(let name, _): "handler \(name)"
        case .diagnostic(let subject, let message): "! \(subject): \(message)"
        }
    }

    static func value(_ key: String, in subject: Observation.Subject) -> String {
        switch subject {
        case .recognizer(_, _, let values, _), .handler(_, let values):
            return values.first { $0.key == key }.map { Outcome.describe($0.value) } ?? "(none)"
        case .view(_, _, let count, let tapCount):
            return String(key == "tapCount" ? tapCount : count)
        case .diagnostic:
            return ""
        }
    }
}

extension Observation.Subject {
    /// The subject without the arbiter's reason (which is not part of an outcome's identity).
    var withoutReason: Observation.Subject {
        if case .recognizer(let name, let state, let values, _) = self {
            return .recognizer(name: name, state: state, values: values, reason: nil)
        }
        return self
    }
}

extension Instant {
    /// `b − a` in whole microseconds, as outcomes print them.
    static func roundedMicrosecondsDifference(_ a: Instant, _ b: Instant) -> Int64 {
        func micros(_ ns: Int64) -> Int64 { ns >= 0 ? (ns + 500) / 1000 : -((-ns + 500) / 1000) }
        return micros(b.nanoseconds) - micros(a.nanoseconds)
    }
}

extension Observation {
    /// What aligns two observations, in a diff and in a report's timeline: the same kind of
    /// thing about the same name in the same state or phase (a diagnostic: the same message).
    public var identity: String {
        switch subject {
        case .recognizer(let name, let state, _, _): "r\u{0}\(name)\u{0}\(state.rawValue)"
        case .view(let name, let phase, _, _): "v\u{0}\(name)\u{0}\(phase.rawValue)"
        case .handler(let name, _): "h\u{0}\(name)"
        case .diagnostic(let subject, let message): "d\u{0}\(subject)\u{0}\(message)"
        }
    }
}
