import GestureModel
import GestureReplay

extension ModelFidelity {
    /// The summary as `run` prints it, after its counts, when the run had device goldens:
    ///
    /// ```text
    /// Model fidelity: of 3 device-recorded sessions, 2 reproduced
    ///   tap   1 of 2 reproduced
    ///   pan   1 of 1 reproduced
    ///   largest time differences (model − device):
    ///     tap-late  single recognized  device 0.1 s  model 0.3 s  +200 ms
    /// ```
    public var lines: [String] {
        guard !isEmpty else { return [] }
        var lines = [headline]
        lines += TextTable.lines(types.map { ["  \($0.type)", "\($0.reproduced) of \($0.sessions) reproduced"] })
        guard !largestTimeDifferences.isEmpty else { return lines }
        lines.append("  largest time differences (model − device):")
        lines += TextTable.lines(
            largestTimeDifferences.map { difference in
                let state = difference.state
                return [
                    "    \(difference.session)", "\(state.recognizer) \(state.state.rawValue)",
                    "device \(state.device) s", "model \(state.model) s", Self.milliseconds(state.difference),
                ]
            })
        return lines
    }

    /// `Model fidelity: of 3 device-recorded sessions, 2 reproduced`.
    public var headline: String {
        "Model fidelity: of \(sessions) device-recorded session\(sessions == 1 ? "" : "s"), \(reproduced) reproduced"
    }

    /// A difference in nanoseconds as signed milliseconds: `+200 ms`, `-12.5 ms`.
    public static func milliseconds(_ nanoseconds: Int64) -> String {
        (nanoseconds > 0 ? "+" : "") + StableNumber.text(Double(nanoseconds) / 1_000_000) + " ms"
    }
}
