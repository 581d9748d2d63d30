import GestureModel

/// One session's decisions with the thresholds they rested on (`gesture-replay margins`).
public struct SessionMargins: Sendable {
    public var name: String
    public var scene: String
    public var decisions: [Decision]

    public init(name: String, scene: String, decisions: [Decision]) {
        self.name = name
        self.scene = scene
        self.decisions = decisions
    }
}

extension Decision {
    /// Its margin in words, as `margins`, `run --min-margin` and the reports give a session's
    /// smallest: `0.23 s (tapMaximumInterval, single waits at 0.08)`; nil without a check.
    public var marginSummary: String? {
        deciding.map { check in
            "\(StableNumber.text(check.margin)) \(check.unit.rawValue) (\(check.threshold), \(recognizer) \(kind.name) at \(time))"
        }
    }

    /// Its margin as JSON members, as `margins --format jsonl` and `run --json` write them:
    /// `"t", "recognizer", "state", "threshold", "limit", "value", "margin", "unit"`, `"for"`
    /// when it waits for another's failure, and `"of"` when the threshold is another
    /// recognizer's; the threshold's members null without a check. `init(marginJSON:)` reads
    /// them back.
    public var marginJSONMembers: String {
        var text = "\"t\":\(time),\"recognizer\":\(JSONText.quoted(recognizer)),\"state\":\(JSONText.quoted(kind.name))"
        if case .waits(let required) = kind { text += ",\"for\":\(JSONText.quoted(required))" }
        guard let check = deciding else {
            return text + ",\"threshold\":null,\"limit\":null,\"value\":null,\"margin\":null,\"unit\":null"
        }
        text += ",\"threshold\":\(JSONText.quoted(check.threshold))"
        text += ",\"limit\":\(StableNumber.text(check.limit)),\"value\":\(StableNumber.text(check.value))"
        text += ",\"margin\":\(StableNumber.text(check.margin)),\"unit\":\(JSONText.quoted(check.unit.rawValue))"
        if check.recognizer != recognizer { text += ",\"of\":\(JSONText.quoted(check.recognizer))" }
        return text
    }

    /// What is wrong with a decision's JSON (`init(marginJSON:)`): the node, for its line.
    public struct JSONProblem: Error, Equatable, Sendable {
        public var node: JSONNode
        public var problem: String
    }

    /// The decision of an object of `marginJSONMembers` (a results file's `smallestMargin`, the
    /// run history's `results.smallest_margin`), with its deciding check only, and its numbers
    /// as written: the time to the microsecond, the quantities to six decimals.
    public init(marginJSON node: JSONNode) throws(JSONProblem) {
        func member(_ key: String) throws(JSONProblem) -> JSONNode {
            guard let value = node[key] else { throw JSONProblem(node: node, problem: "a margin without \"\(key)\"") }
            return value
        }
        func string(_ key: String) throws(JSONProblem) -> String {
            let value = try member(key)
            guard let text = value.string else {
                throw JSONProblem(node: value, problem: "\"\(key)\" must be a string")
            }
            return text
        }
        func number(_ key: String) throws(JSONProblem) -> Double {
            let value = try member(key)
            guard let number = value.number, number.isFinite else {
                throw JSONProblem(node: value, problem: "\"\(key)\" must be a number")
            }
            return number
        }
        guard node.members != nil else { throw JSONProblem(node: node, problem: "a margin must be an object") }
        let recognizer = try string("recognizer")
        let state = try string("state")
        let kind: Kind
        if state == "waits" {
            // Results files written before "for" existed name the awaited recognizer only as the
            // owner of the threshold ("of"), when the wait rested on one of its checks.
            kind = .waits(forFailureOf: node["for"] == nil ? node["of"]?.string ?? "" : try string("for"))
        } else if let observed = ObservedState(rawValue: state) {
            kind = .state(observed)
        } else {
            throw JSONProblem(
                node: try member("state"),
                problem:
                    "\"state\" must be waits or one of \(ObservedState.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        var checks: [ThresholdCheck] = []
        if try member("threshold").value != .null {
            let unitText = try string("unit")
            guard let unit = ThresholdCheck.Unit(rawValue: unitText) else {
                throw JSONProblem(
                    node: try member("unit"),
                    problem:
                        "\"unit\" must be one of \(ThresholdCheck.Unit.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            let check = ThresholdCheck(
                threshold: try string("threshold"), value: try number("value"), limit: try number("limit"),
                unit: unit, recognizer: node["of"] == nil ? recognizer : try string("of"))
            // The margin is |value − limit|, each written to six decimals: one that is not was
            // not written by gesture-replay.
            let margin = try number("margin")
            guard abs(margin - check.margin) <= 2e-6 else {
                throw JSONProblem(
                    node: try member("margin"),
                    problem: "\"margin\" must be |value − limit| = \(StableNumber.text(check.margin))")
            }
            checks = [check]
        }
        self.init(time: Instant(seconds: try number("t")), recognizer: recognizer, kind: kind, checks: checks)
    }
}

extension SessionVerdict {
    /// Whether it passed with a decision within `run --min-margin` (`closeMargin`): a fragile
    /// pass, which `run` warns of, `--strict-margins` fails and the reports flag.
    public var isFragilePass: Bool { status == .pass && closeMargin != nil }

    /// Sets `smallestMargin` and `closeMargin` from a replay's decisions and `limit`.
    public mutating func noteMargins(of decisions: [Decision], limit: MarginLimit?) {
        var close: Decision?
        if let limit, let closest = decisions.closest(for: limit), let check = closest.deciding, limit.admits(check) {
            close = closest
        }
        smallestMargin = decisions.closest
        closeMargin = close
    }
}

extension Sequence<Decision> {
    /// The decision whose deciding check is closest to flipping, as a fraction of its limit
    /// (`ThresholdCheck.relativeMargin`; the first of equals); nil when none has a check.
    public var closest: Decision? { closest(for: nil) }

    /// The closest in the sense of `limit`: for a limit in a unit (`20ms`), the smallest margin
    /// among the decisions decided by a threshold of that unit; for a percentage or none, as
    /// `closest`.
    public func closest(for limit: MarginLimit?) -> Decision? {
        var best: Decision?
        for decision in self {
            guard let check = decision.deciding else { continue }
            let isCloser: Bool
            switch limit?.measure {
            case .absolute(_, let unit):
                guard check.unit == unit else { continue }
                isCloser = best?.deciding.map { check.margin < $0.margin } ?? true
            case .percent, nil:
                isCloser = best?.deciding.map { check.relativeMargin < $0.relativeMargin } ?? true
            }
            if isCloser { best = decision }
        }
        return best
    }
}

/// A margin below which a decision is reported (`--below 20ms`, `--min-margin 20ms`): in
/// seconds, points, points a second or radians, for checks of that unit, or a percentage
/// of the limit, for every check.
public struct MarginLimit: Equatable, Sendable, CustomStringConvertible {
    public enum Measure: Equatable, Sendable {
        case absolute(Double, ThresholdCheck.Unit)
        case percent(Double)
    }

    public var measure: Measure

    /// `20ms`, `0.02s`, `4pt`, `50pt/s`, `0.05rad`, `10%`; nil for anything else.
    public init?(text: String) {
        let units: [(suffix: String, unit: ThresholdCheck.Unit?, scale: Double)] = [
            ("ms", .seconds, 0.001), ("pt/s", .pointsPerSecond, 1), ("s", .seconds, 1), ("pt", .points, 1),
            ("rad", .radians, 1), ("%", nil, 1),
        ]
        for (suffix, unit, scale) in units where text.hasSuffix(suffix) {
            guard let number = Double(text.dropLast(suffix.count)), number.isFinite, number >= 0 else { return nil }
            measure = unit.map { .absolute(number * scale, $0) } ?? .percent(number)
            return
        }
        return nil
    }

    /// Whether `check`'s margin is below this limit (a check of another unit never is).
    public func admits(_ check: ThresholdCheck) -> Bool {
        switch measure {
        case .absolute(let limit, let unit): check.unit == unit && check.margin < limit
        case .percent(let percent): check.relativeMargin * 100 < percent
        }
    }

    public var description: String {
        switch measure {
        case .absolute(let value, .seconds) where value < 1: "\(StableNumber.text(value * 1000))ms"
        case .absolute(let value, let unit): "\(StableNumber.text(value))\(unit.rawValue)"
        case .percent(let value): "\(StableNumber.text(value))%"
        }
    }
}
