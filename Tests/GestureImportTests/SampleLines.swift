import GestureModel
import GestureReplay

/// Samples as short lines a test can state in full:
/// `0.112948 #1 ended 446 600` (time, touch, phase, x, y in stable numbers).
enum SampleLines {
    /// Every sample, or only those not `moved` (the touches' beginnings and ends).
    static func of(_ session: TouchSession, movesIncluded: Bool = true) -> [String] {
        session.samples.filter { movesIncluded || $0.phase != .moved }.map(line)
    }

    static func line(_ sample: TouchSample) -> String {
        "\(sample.time) #\(sample.touch) \(sample.phase.rawValue) \(StableNumber.text(sample.x)) \(StableNumber.text(sample.y))"
    }
}
