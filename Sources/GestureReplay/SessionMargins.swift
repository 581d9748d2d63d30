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

    /// The decision closest to flipping, with its check (relative margins compare checks
    /// of different units, `ThresholdCheck.relativeMargin`); nil when no threshold decided
    /// anything.
    public var smallest: (decision: Decision, check: ThresholdCheck)? {
        var best: (decision: Decision, check: ThresholdCheck)?
        for decision in decisions {
            guard let check = decision.deciding else { continue }
            if best.map({ check.relativeMargin < $0.check.relativeMargin }) ?? true { best = (decision, check) }
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
