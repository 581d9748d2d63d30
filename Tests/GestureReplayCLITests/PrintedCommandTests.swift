import Foundation
import GestureTestSupport
import Testing

/// Every command the built binary prints works when pasted: each test takes the commands out
/// of real output, runs them through `/bin/sh -c` in the folder the tool ran in, and checks
/// that they succeed and act on the database of the command that printed them.
@Suite struct PrintedCommandTests {
    /// The binary as the hints name it: the absolute path it was run by (the test's folder
    /// is elsewhere).
    static let program = BinaryRun.executable.path

    /// The threshold that plays a code change: single-tap (and only it) regresses.
    static let slowerDoubleTap = "tapMaximumInterval=0.4"

    /// A folder with the shipped scenes and sample sessions (`EndToEndTests.workspace()`), the
    /// six sessions approved in `tour/tour.sqlite` (its scenes are not beside it), and a decoy
    /// at the default database `recordings/gestures.sqlite` with single-tap approved too: a
    /// hint that lost its `--db` acts on the decoy.
    static func tour() throws -> TemporaryFolder {
        let folder = try EndToEndTests.workspace()
        let tour = try BinaryRun.run(
            [
                "--db", "tour/tour.sqlite", "import", "recordings/sessions", "--approve", "--scenes",
                "recordings/scenes",
            ],
            in: folder.url)
        #expect(tour.exitCode == 0, "\(tour.standardError)")
        let decoy = try BinaryRun.run(
            ["import", "recordings/sessions/single-tap.touches.jsonl", "--approve"], in: folder.url)
        #expect(decoy.exitCode == 0, "\(decoy.standardError)")
        return folder
    }

    /// The commands of the lines of `output` that start with `label` (after spaces).
    static func commands(after label: String, in output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(label) else { return nil }
            return trimmed.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The goldens of the decoy database, as text: what a hint that lost `--db` would change.
    static func decoyGoldens(in folder: TemporaryFolder) throws -> String {
        try BinaryRun.run(["goldens"], in: folder.url).standardOutput
    }

    @Test(
        "a run's look and accept lines and show's accept line carry --db, --scenes and --threshold, and pasted, they show the regression and accept it in that database"
    )
    func runHints() throws {
        let folder = try Self.tour()
        let decoy = try Self.decoyGoldens(in: folder)
        let runArguments = [
            "--db", "tour/tour.sqlite", "run", "--all", "--scenes", "recordings/scenes", "--threshold",
            Self.slowerDoubleTap,
        ]
        let run = try BinaryRun.run(runArguments, in: folder.url)
        #expect(run.exitCode == 1)
        let options = "--scenes recordings/scenes --threshold \(Self.slowerDoubleTap)"
        #expect(
            Self.commands(after: "look:", in: run.standardOutput) == [
                "\(Self.program) --db tour/tour.sqlite show single-tap \(options)"
            ])
        #expect(
            Self.commands(after: "accept:", in: run.standardOutput) == [
                "\(Self.program) --db tour/tour.sqlite approve single-tap \(options) --approve-under-overrides"
            ])

        // Pasted, `look:` shows the difference the run found (under the run's threshold) ...
        let look = try BinaryRun.shell(
            try #require(Self.commands(after: "look:", in: run.standardOutput).first), in: folder.url)
        #expect(look.exitCode == 0, "\(look.standardError)")
        #expect(
            look.standardOutput.contains("differs from its golden:\n    ~ 0.43 → 0.48 double failed\n"),
            "\(look.standardOutput)")
        // ... and show's own `accept:` line accepts it, in the run's database.
        let accept = Self.commands(after: "accept:", in: look.standardOutput)
        // It carries the run's override, and says so with --approve-under-overrides, which approve
        // asks for under an override (issue 30, item 5): the line shows what it approves under.
        #expect(
            accept == ["\(Self.program) --db tour/tour.sqlite approve single-tap \(options) --approve-under-overrides"])
        let approved = try BinaryRun.shell(try #require(accept.first), in: folder.url)
        #expect(approved.exitCode == 0, "\(approved.standardError)")
        #expect(approved.standardError.hasPrefix("approved single-tap: "))

        let again = try BinaryRun.run(runArguments, in: folder.url)
        #expect(again.exitCode == 0, "\(again.standardOutput)")
        #expect(again.standardOutput.contains("6 sessions in 5 scenes, 6 passed"), "\(again.standardOutput)")
        #expect(try Self.decoyGoldens(in: folder) == decoy)
    }

    @Test("a new session's accept line and an obsolete one's remove line, pasted, act on the run's database")
    func newAndObsoleteHints() throws {
        let folder = try EndToEndTests.workspace()
        try folder.copy(folder.url.appendingPathComponent("recordings/scenes"), as: "tour/scenes-copy")
        _ = try BinaryRun.run(["import", "recordings/sessions/single-tap.touches.jsonl", "--approve"], in: folder.url)
        let decoy = try Self.decoyGoldens(in: folder)
        let db = ["--db", "tour/tour.sqlite"]
        _ = try BinaryRun.run(
            db + ["import", "recordings/sessions/pan-right.touches.jsonl", "--scenes", "tour/scenes-copy"],
            in: folder.url)
        _ = try BinaryRun.run(
            db + [
                "import", "recordings/sessions/long-press.touches.jsonl", "--scenes", "tour/scenes-copy", "--approve",
            ], in: folder.url)
        try FileManager.default.removeItem(
            at: folder.url.appendingPathComponent("tour/scenes-copy/long-press.scene.json"))
        let run = try BinaryRun.run(db + ["run", "--all"], in: folder.url)
        #expect(
            Self.commands(after: "accept:", in: run.standardOutput) == [
                "\(Self.program) --db tour/tour.sqlite approve pan-right"
            ])
        #expect(
            Self.commands(after: "remove:", in: run.standardOutput) == [
                "\(Self.program) --db tour/tour.sqlite delete long-press"
            ])
        for line in Self.commands(after: "accept:", in: run.standardOutput)
            + Self.commands(after: "remove:", in: run.standardOutput)
        {
            let pasted = try BinaryRun.shell(line, in: folder.url)
            #expect(pasted.exitCode == 0, "\(line): \(pasted.standardError)")
        }
        let list = try BinaryRun.run(db + ["list"], in: folder.url)
        #expect(
            list.standardOutput.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
                == ["SESSION", "pan-right"])
        #expect(list.standardOutput.contains("approved"))
        #expect(try Self.decoyGoldens(in: folder) == decoy)
    }

    @Test("check's fixes carry --db and --scenes: pasted, they heal the database they were printed for")
    func checkFixes() throws {
        let folder = try Self.tour()
        try folder.copy(folder.url.appendingPathComponent("recordings/scenes"), as: "mine")
        let swipe = folder.url.appendingPathComponent("mine/swipe-or-tickle.scene.json")
        let text = try String(contentsOf: swipe, encoding: .utf8)
        try text.replacingOccurrences(of: "\"swipeRight\"", with: "\"flick\"").write(
            to: swipe, atomically: true, encoding: .utf8)
        let decoy = try Self.decoyGoldens(in: folder)
        let check = try BinaryRun.run(["--db", "tour/tour.sqlite", "check", "--scenes", "mine"], in: folder.url)
        #expect(check.exitCode == 1)
        #expect(
            check.standardOutput == """
                problem: the golden of "swipe-right" names recognizer "swipeRight" that its scene "swipe-or-tickle" no longer has; fix: \(Self.program) --db tour/tour.sqlite approve swipe-right --scenes mine
                check: 1 problem in tour/tour.sqlite

                """)
        let fix = try #require(
            check.standardOutput.split(separator: "\n").first?.components(separatedBy: "; fix: ").last)
        let fixed = try BinaryRun.shell(fix, in: folder.url)
        #expect(fixed.exitCode == 0, "\(fixed.standardError)")
        let after = try BinaryRun.run(["--db", "tour/tour.sqlite", "check", "--scenes", "mine"], in: folder.url)
        #expect(after.standardOutput == "check: tour/tour.sqlite is healthy: 6 sessions, 6 goldens, 0 finished runs\n")
        #expect(try Self.decoyGoldens(in: folder) == decoy)
    }

    @Test("an error's next step names this binary and its database: pasted, it runs")
    func nextStep() throws {
        let folder = try Self.tour()
        let show = try BinaryRun.run(["--db", "tour/tour.sqlite", "show", "no-such-session"], in: folder.url)
        #expect(show.exitCode == 65)
        #expect(
            show.standardError == """
                Error: no session named 'no-such-session'
                Next step: run `\(Self.program) --db tour/tour.sqlite list` to see the stored sessions

                """)
        let line = try #require(show.standardError.split(separator: "`").dropFirst().first)
        let listed = try BinaryRun.shell(String(line), in: folder.url)
        #expect(listed.exitCode == 0)
        #expect(listed.standardOutput.split(separator: "\n").count == 7, "\(listed.standardOutput)")  // the header and six sessions
    }

    /// A copy of the binary in `bin/` of `folder` under another name, as a team's own build is.
    static func renamedCopy(in folder: TemporaryFolder, as name: String = "my-replay") throws -> URL {
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try folder.copy(BinaryRun.executable, as: "bin/\(name)")
        return folder.url.appendingPathComponent("bin/\(name)")
    }

    @Test(
        "a binary under another name names itself as invoked in usage, help examples and hints, and its pasted hints run it",
        arguments: [
            // invoked as, printed as
            ("bin/my-replay", "bin/my-replay"),
            ("./bin/my-replay", "./bin/my-replay"),
            ("\"$PWD/bin/my-replay\"", "bin/my-replay"),  // an absolute path under the folder: written from it
            ("my-replay", "my-replay"),  // a bare name PATH finds
        ])
    func renamedBinary(invoked: String, printed: String) throws {
        let folder = try Self.tour()
        let copy = try Self.renamedCopy(in: folder)
        let environment = ["PATH": copy.deletingLastPathComponent().path + ":/usr/bin:/bin"]
        let usage = try BinaryRun.shell("\(invoked) run", in: folder.url, environment: environment)
        #expect(usage.exitCode == 64)
        #expect(
            usage.standardError == """
                Error: give session names, or --all for every stored session

                Usage: \(printed) run [<options>] [<names> ...]
                See '\(printed) run --help'.

                """)
        let help = try BinaryRun.shell("\(invoked) run --help", in: folder.url, environment: environment)
        #expect(
            help.standardOutput.hasSuffix(
                """
                EXAMPLES:
                  \(printed) run --all
                  \(printed) run --all --jobs 2 --shard 1/3
                  \(printed) run double-tap

                """))
        let run = try BinaryRun.shell(
            "\(invoked) --db tour/tour.sqlite run --all --scenes recordings/scenes --threshold \(Self.slowerDoubleTap)",
            in: folder.url, environment: environment)
        let look = Self.commands(after: "look:", in: run.standardOutput)
        #expect(
            look == [
                "\(printed) --db tour/tour.sqlite show single-tap --scenes recordings/scenes --threshold \(Self.slowerDoubleTap)"
            ])
        let shown = try BinaryRun.shell(try #require(look.first), in: folder.url, environment: environment)
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        #expect(shown.standardOutput.contains("differs from its golden:"))
    }

    @Test("a binary invoked by a bare name that PATH does not find prints its own absolute path")
    func bareNameNotOnPath() throws {
        let folder = try Self.tour()
        let copy = try Self.renamedCopy(in: folder)
        // bash's exec -a sets the name the program sees; the folder the copy is in is not on PATH.
        let usage = try BinaryRun.shell(
            "exec bash -c 'exec -a my-replay \(copy.path) run'", in: folder.url, environment: ["PATH": "/usr/bin:/bin"])
        #expect(usage.standardError.contains("Usage: \(copy.path) run\n"), "\(usage.standardError)")
    }
}

/// Printed commands for names and scenes a careless or hostile user gives (issue 30, items 12
/// and 13): each pasted as printed.
extension PrintedCommandTests {
    /// A session whose name reads as options: `rm -rf --all` is what it asks for when unquoted.
    static let dashedName = "-rf --all"

    /// A double tap 5 ms inside tapMaximumInterval (`PerturbCommandTests.insideBy5ms`: its second
    /// touch-down 0.345 s after the first lift), named `dashedName`: under tapMaximumInterval=0.3
    /// the double tap fails, so the run regresses it.
    static let dashedSession = PerturbCommandTests.insideBy5ms.replacingOccurrences(
        of: #""name":"inside-by-5ms""#, with: #""name":"-rf --all""#)

    @Test(
        "a session named like options gets look and accept lines with its name after '--', and pasted, they show and approve it"
    )
    func dashedSessionName() throws {
        let folder = try Self.tour()
        _ = try folder.write("dashed.touches.jsonl", Self.dashedSession)
        let db = ["--db", "tour/tour.sqlite"]
        let imported = try BinaryRun.run(
            db + ["import", "dashed.touches.jsonl", "--approve", "--scenes", "recordings/scenes"], in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let runArguments =
            db + ["run", "--scenes", "recordings/scenes", "--threshold", "tapMaximumInterval=0.3", "--", Self.dashedName]
        let run = try BinaryRun.run(runArguments, in: folder.url)
        #expect(run.exitCode == 1, "\(run.standardOutput)")
        let options = "--scenes recordings/scenes --threshold tapMaximumInterval=0.3"
        let look = Self.commands(after: "look:", in: run.standardOutput)
        let accept = Self.commands(after: "accept:", in: run.standardOutput)
        #expect(look == ["\(Self.program) --db tour/tour.sqlite show \(options) -- '-rf --all'"])
        #expect(
            accept == [
                "\(Self.program) --db tour/tour.sqlite approve \(options) --approve-under-overrides -- '-rf --all'"
            ])

        let shown = try BinaryRun.shell(try #require(look.first), in: folder.url)
        #expect(shown.exitCode == 0, "\(shown.standardError)")
        #expect(shown.standardOutput.hasPrefix("session  -rf --all\nscene    tap-or-double-tap\n"))
        let approved = try BinaryRun.shell(try #require(accept.first), in: folder.url)
        #expect(approved.exitCode == 0, "\(approved.standardError)")
        #expect(approved.standardError.hasPrefix("approved -rf --all: "))
        #expect(try BinaryRun.run(runArguments, in: folder.url).exitCode == 0)
    }

    /// The scenes the tour's folder knows, as `no scene named` lists them (`SceneLibrary.names()`):
    /// its scene files by file name (each names the scene of its stem), then the Swift scenes of
    /// the examples (README, "The reference apps": the three of the apps and card-stack), sorted.
    static func knownScenes(in folder: TemporaryFolder) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: folder.url.appendingPathComponent("recordings/scenes").path)
        let fileScenes = files.filter { $0.hasSuffix(".scene.json") }.sorted().map { $0.dropLast(11) }
        return (fileScenes.map(String.init) + ["card-stack", "knob", "photo-viewer", "tap-count-view"]).joined(separator: ", ")
    }

    @Test(
        "a scene name that names nothing is one error, the same for coverage, replay and import (once for a folder of dumps), whose next step, pasted, lists the scenes",
        arguments: [
            ["coverage", "tap-or-doubel-tap"],
            ["replay", "--scene", "tap-or-doubel-tap", "--touches", "recordings/sessions/single-tap.touches.jsonl"],
            ["import", "recordings/sessions", "--scene", "tap-or-doubel-tap"],
        ])
    func unknownScene(command: [String]) throws {
        let folder = try Self.tour()
        let run = try BinaryRun.run(
            ["--db", "tour/tour.sqlite"] + command + ["--scenes", "recordings/scenes"], in: folder.url)
        #expect(run.exitCode == 64)
        let scenes = "\(Self.program) --db tour/tour.sqlite scenes --scenes recordings/scenes"
        #expect(
            run.standardError == """
                Error: no scene named "tap-or-doubel-tap" (known: \(try Self.knownScenes(in: folder)))
                Next step: run `\(scenes)` to list the scenes

                """)
        let pasted = try BinaryRun.shell(scenes, in: folder.url)
        #expect(pasted.exitCode == 0, "\(pasted.standardError)")
        #expect(pasted.standardOutput.contains("tap-or-double-tap"))
    }

    @Test("a folder beside the command named like the scene leaves --scene a scene name")
    func sceneNamedLikeFolder() throws {
        let folder = try Self.tour()
        for name in ["tap-or-double-tap", "bench"] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let db = ["--db", "tour/tour.sqlite"]
        // single-tap.touches.jsonl: one finger down at 0 and up at 0.08 s.
        let imported = try BinaryRun.run(
            db + [
                "import", "recordings/sessions/single-tap.touches.jsonl", "--name", "beside-a-folder", "--scene",
                "tap-or-double-tap", "--scenes", "recordings/scenes",
            ], in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardError.hasPrefix("imported beside-a-folder (scene tap-or-double-tap): "))
        // A name no scene has is one error up front, not one per dump.
        let bench = try BinaryRun.run(
            db + ["import", "recordings/sessions", "--scene", "bench", "--scenes", "recordings/scenes"],
            in: folder.url)
        #expect(bench.exitCode == 64)
        #expect(
            bench.standardError == """
                Error: no scene named "bench" (known: \(try Self.knownScenes(in: folder)))
                Next step: run `\(Self.program) --db tour/tour.sqlite scenes --scenes recordings/scenes` to list the scenes

                """)
    }

    @Test(
        "margins, perturb and approve say which of names and --all (--failing) is missing or doubled",
        arguments: [
            (["approve"], "give session names, or --failing for those that failed in the latest run"),
            (["approve", "--failing", "single-tap"], "give session names or --failing, not both"),
            (["margins"], "give session names, or --all for every stored session"),
            (["perturb"], "give session names, or --all for every stored session"),
            (["margins", "--all", "single-tap"], "give session names or --all, not both"),
            (["perturb", "--all", "single-tap"], "give session names or --all, not both"),
        ])
    func selection(arguments: [String], message: String) throws {
        let folder = try Self.tour()
        let run = try BinaryRun.run(arguments, in: folder.url)
        #expect(run.exitCode == 64)
        // The usage line between them wraps where the program's path is long.
        #expect(run.standardError.hasPrefix("Error: \(message)\n\nUsage: \(Self.program) \(arguments[0])"))
        #expect(run.standardError.hasSuffix("See '\(Self.program) \(arguments[0]) --help'.\n"))
    }

    /// A tap at (5000, 5000): outside the 320 × 568 window of tap-or-double-tap, so it reaches
    /// no view and the replay holds nothing.
    static let farAway = """
        {"format":"gesture-replay.touches","version":1,"name":"far-away","scene":"tap-or-double-tap"}
        {"t":0,"touch":1,"phase":"began","x":5000,"y":5000}
        {"t":0.08,"touch":1,"phase":"ended","x":5000,"y":5000}

        """

    @Test("show under an empty replay says why it may be empty and what to check")
    func showEmptyReplay() throws {
        let folder = try Self.tour()
        _ = try folder.write("far-away.touches.jsonl", Self.farAway)
        let db = ["--db", "tour/tour.sqlite"]
        let scenes = ["--scenes", "recordings/scenes"]
        #expect(try BinaryRun.run(db + ["import", "far-away.touches.jsonl"] + scenes, in: folder.url).exitCode == 0)
        let show = try BinaryRun.run(db + ["show", "far-away"] + scenes, in: folder.url)
        #expect(show.exitCode == 0, "\(show.standardError)")
        let replay = try #require(show.standardOutput.range(of: "replay now:\n"))
        #expect(
            show.standardOutput[replay.lowerBound...] == """
                replay now:
                hint: the replay holds no observation at all: its touches may reach no view (for a device dump, check --screen and --ranges against the scene's window); if that is meant, set "emptyOutcomesExpected": true in its scene

                """)
    }
}
