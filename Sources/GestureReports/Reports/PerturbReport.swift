import GestureModel
import GestureReplay

/// `gesture-replay perturb` as text: a block a session, robust or fragile, each flip with the
/// decisions it gained and lost and the command that reproduces it; then a count.
public enum PerturbReport {
    /// The report; each reproduce line saves its touch log in `folder` (a folder nothing is
    /// tracked in: `.gesture-replay/` beside the database).
    public static func text(_ reports: [PerturbationReport], command: ToolCommand, writingInto folder: String)
        -> String
    {
        reports.map { block($0, command: command, writingInto: folder) }.joined()
            + summary(sessions: reports.count, fragile: reports.count { !$0.isRobust })
    }

    /// One session's block: its verdict, then each scale's smallest flip and the first of the
    /// trials that flip, with how many more, each with the command that reproduces it.
    public static func block(_ report: PerturbationReport, command: ToolCommand, writingInto folder: String)
        -> String
    {
        var lines: [String] = [
            "\(report.name)  \(report.isRobust ? "robust" : "fragile") (scene \(report.scene), \(report.replays) replays)"
        ]
        let trials = report.flips.filter { if case .trial = $0.search { true } else { false } }
        let shown = report.flips.filter { if case .trial = $0.search { false } else { true } } + trials.prefix(1)
        for flip in shown {
            var change: [String] = []
            if !flip.gained.isEmpty { change.append("gained " + flip.gained.joined(separator: ", ")) }
            if !flip.lost.isEmpty { change.append("lost " + flip.lost.joined(separator: ", ")) }
            lines.append("  \(describe(flip)): \(change.joined(separator: "; "))")
            lines.append(
                "    reproduce: \(command.line("perturb", [report.name], options: reproduction(of: flip, in: report.name, writingInto: folder)))"
            )
        }
        if trials.count > 1 {
            lines.append("  and \(trials.count - 1) more of the trials flip")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The closing count.
    public static func summary(sessions: Int, fragile: Int) -> String {
        "\(sessions) session\(sessions == 1 ? "" : "s"): \(sessions - fragile) robust, \(fragile) fragile\n"
    }

    /// The perturbation in words: `time ×1.05`, `trial 3 (±2 pt, ±8 ms, 5 % of moves dropped, seed 4)`.
    static func describe(_ flip: PerturbationFlip) -> String {
        let p = flip.perturbation
        let scales = "time ×\(exact(p.timeScale)), space ×\(exact(p.spaceScale))"
        switch flip.search {
        case .timeScale: return "time ×\(exact(p.timeScale))"
        case .spaceScale: return "space ×\(exact(p.spaceScale))"
        case .fixed: return scales
        case .trial(let k):
            let jitter = "±\(StableNumber.text(p.jitterPoints)) pt, ±\(StableNumber.text(p.jitterSeconds * 1000)) ms"
            return
                "trial \(k) (\(scales), \(jitter), \(StableNumber.text(p.dropFrames * 100)) % of moves dropped, seed \(p.seed))"
        }
    }

    /// The options of `perturb NAME` that replay exactly this flip's perturbation, and save it
    /// in `folder`. Scales are written exactly, so that the factor found flips again when pasted.
    static func reproduction(of flip: PerturbationFlip, in name: String, writingInto folder: String)
        -> [ToolCommand.Option]
    {
        let p = flip.perturbation
        var options: [ToolCommand.Option] = [
            .option("time-scale", exact(p.timeScale)), .option("space-scale", exact(p.spaceScale)),
        ]
        if case .trial = flip.search {
            options += [
                .option("jitter-pt", StableNumber.text(p.jitterPoints)),
                .option("jitter-ms", StableNumber.text(p.jitterSeconds * 1000)),
                .option("drop-frames", StableNumber.text(p.dropFrames)), .option("seed", String(p.seed)),
                .option("trials", "1"),
            ]
        } else {
            options.append(.option("trials", "0"))
        }
        return options + [.option("write", writtenFile(of: name, in: folder))]
    }

    /// Where the reproduce line of session `name` saves its touch log: `NAME-perturbed.touches.jsonl`
    /// in `folder` (a `/` in the name written `_`, so that the file stays in the folder).
    public static func writtenFile(of name: String, in folder: String) -> String {
        let file = name.replacingOccurrences(of: "/", with: "_") + "-perturbed.touches.jsonl"
        return folder.isEmpty ? file : "\(folder)/\(file)"
    }

    /// A scale in Swift's shortest form that reads back as the same number: `0.972`, `1`.
    static func exact(_ scale: Double) -> String {
        let text = "\(scale)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
