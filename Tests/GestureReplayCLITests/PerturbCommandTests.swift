import Foundation
import GestureTestSupport
import Testing

/// `gesture-replay perturb` from the built binary, in the shipped tap-or-double-tap scene (single
/// requires double to fail; docs/SEMANTICS.md §3, §4 Tap), expectations from arithmetic.
@Suite struct PerturbCommandTests {
    /// A double tap whose second touch-down comes 0.425 − 0.08 = 0.345 s after the first lift:
    /// 5 ms inside tapMaximumInterval (0.35 s).
    static let insideBy5ms = """
        {"format":"gesture-replay.touches","version":1,"name":"inside-by-5ms","scene":"tap-or-double-tap"}
        {"t":0,"touch":1,"phase":"began","x":160,"y":240}
        {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}
        {"t":0.425,"touch":1,"phase":"began","x":160,"y":240}
        {"t":0.5,"touch":1,"phase":"ended","x":160,"y":240}

        """

    static func workspace() throws -> TemporaryFolder {
        let folder = try EndToEndTests.workspace()
        try folder.write("inside-by-5ms.touches.jsonl", insideBy5ms)
        let imported = try BinaryRun.run(
            ["import", "inside-by-5ms.touches.jsonl", "recordings/sessions/double-tap.touches.jsonl", "--approve"],
            in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        return folder
    }

    /// Slowed by s, the interval is 0.345 s; the timer (due at the lift + 0.35 s) fires before a
    /// touch stamped at or after it (§2), so it flips once 0.345 s ≥ 0.35: s ≥ 1.01449. In whole
    /// thousandths: 1.014 keeps it (0.34983 s), 1.015 flips it (0.350175 s). Faster never flips.
    /// Flipped, double fails at the first tap's interval and again after the second tap, and
    /// single, which waited, is recognized twice. Replays: the recording; 0.96, 0.92, 0.88, 0.84
    /// and 0.8 (none flips); 1.05 (flips), then bisection 1.025, 1.012, 1.018, 1.015, 1.013, 1.014:
    /// 13 in all (space scale fixed at 1, no trials).
    @Test("a double tap 5 ms inside its window flips at the time scale arithmetic predicts")
    func fragile() throws {
        let folder = try Self.workspace()
        let run = try BinaryRun.run(
            ["perturb", "inside-by-5ms", "--space-scale", "1", "--trials", "0"], in: folder.url)
        #expect(run.exitCode == 1, "\(run.standardError)")
        let program = BinaryRun.executable.path
        #expect(
            run.standardOutput == """
                inside-by-5ms  fragile (scene tap-or-double-tap, 13 replays)
                  time ×1.015: gained double failed, double failed, single recognized, single recognized; lost double recognized, single failed
                    reproduce: \(program) perturb inside-by-5ms --time-scale 1.015 --space-scale 1 --trials 0 --write recordings/.gesture-replay/inside-by-5ms-perturbed.touches.jsonl
                1 session: 0 robust, 1 fragile

                """)

        // Pasted, the line replays that perturbation alone and saves it: every time × 1.015.
        let line = try #require(PrintedCommandTests.commands(after: "reproduce:", in: run.standardOutput).first)
        let pasted = try BinaryRun.shell(line, in: folder.url)
        #expect(pasted.exitCode == 1, "\(pasted.standardError)")
        #expect(pasted.standardOutput.contains("time ×1.015, space ×1: gained double failed"))
        let written = try String(
            contentsOf: folder.url.appendingPathComponent(Self.written), encoding: .utf8)
        #expect(written.contains(#""name":"inside-by-5ms-perturbed""#))
        for time in ["0.0812", "0.431375", "0.5075"] { #expect(written.contains(#"{"t":\#(time),"#)) }
        let replayed = try BinaryRun.run(
            [
                "replay", "--scene", "tap-or-double-tap", "--touches", Self.written,
                "--scenes", "recordings/scenes", "--format", "text",
            ], in: folder.url)
        #expect(replayed.standardOutput.contains("0.4312  double failed"))  // 0.0812 + 0.35
    }

    /// Where the reproduce line of inside-by-5ms saves its touch log: `.gesture-replay/` beside
    /// the database (`recordings/gestures.sqlite`), which git ignores.
    static let written = "recordings/.gesture-replay/inside-by-5ms-perturbed.touches.jsonl"

    /// Runs git in `folder`, as a user of a clone would; its standard output.
    @discardableResult
    static func git(_ arguments: String, in folder: TemporaryFolder) throws -> String {
        let run = try BinaryRun.shell(
            "git -c user.name=test -c user.email=test@example.com \(arguments)", in: folder.url)
        #expect(run.exitCode == 0, "git \(arguments): \(run.standardError)")
        return run.standardOutput
    }

    @Test(
        "in a clone, the reproduce line and the hint of what it wrote, pasted, leave the clone clean and its database as committed"
    )
    func leavesTheCloneClean() throws {
        let folder = try Self.workspace()
        try Self.git("init -q", in: folder)
        try Self.git("add -A", in: folder)
        try Self.git("commit -q -m recordings", in: folder)
        let run = try BinaryRun.run(
            ["perturb", "inside-by-5ms", "--space-scale", "1", "--trials", "0"], in: folder.url)
        let line = try #require(PrintedCommandTests.commands(after: "reproduce:", in: run.standardOutput).first)
        let reproduced = try BinaryRun.shell(line, in: folder.url)
        #expect(reproduced.exitCode == 1, "\(reproduced.standardError)")
        let program = BinaryRun.executable.path
        let scratch = "recordings/.gesture-replay/perturbed.sqlite"
        let hint = "\(program) --db \(scratch) import \(Self.written) --scenes recordings/scenes --replace"
        #expect(
            reproduced.standardError == """
                wrote \(Self.written): import it as a session of the scratch database \(scratch) with \(hint) (or name your own database with --db)

                """)
        let imported = try BinaryRun.shell(hint, in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardError.hasPrefix("imported inside-by-5ms-perturbed (scene tap-or-double-tap): "))
        #expect(try Self.git("status --porcelain --untracked-files=all", in: folder) == "")
        #expect(try BinaryRun.run(["list"], in: folder.url).standardOutput.contains("perturbed") == false)
    }

    /// double-tap: 0.2 − 0.08 = 0.12 s between its taps, 0.15 s at the slowest (× 1.25); its second
    /// tap lands √5 = 2.24 pt from the first, 2.8 pt at × 1.25, inside 45. 1 + 4 × 5 replays.
    @Test("a session far from its thresholds is robust")
    func robust() throws {
        let folder = try Self.workspace()
        let run = try BinaryRun.run(["perturb", "double-tap", "--trials", "0"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                double-tap  robust (scene tap-or-double-tap, 21 replays)
                1 session: 1 robust, 0 fragile

                """)
    }

    @Test("trials drawn from one seed are the same on every run")
    func seeded() throws {
        let folder = try Self.workspace()
        let arguments = ["perturb", "--all", "--jitter-ms", "12", "--trials", "30", "--seed", "7"]
        let first = try BinaryRun.run(arguments, in: folder.url)
        let second = try BinaryRun.run(arguments, in: folder.url)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.contains("trial "))  // ±12 ms around 5 ms flips some of 30 trials
    }

    @Test("bad ranges and --write with several sessions are usage errors")
    func usage() throws {
        let folder = try Self.workspace()
        let range = try BinaryRun.run(["perturb", "--all", "--time-scale", "1.2..0.8"], in: folder.url)
        #expect(range.exitCode == 64)
        #expect(range.standardError.contains("a scale (1.1) or a range of scales, low..high (0.8..1.25)"))
        let write = try BinaryRun.run(["perturb", "--all", "--write", "x.touches.jsonl"], in: folder.url)
        #expect(write.exitCode == 64)
        #expect(write.standardError.contains("--write saves one session's flip: name one session"))
    }
}
