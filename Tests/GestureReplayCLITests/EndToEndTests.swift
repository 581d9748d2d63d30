import Foundation
import GestureTestSupport
import Testing

/// The built `gesture-replay` binary, run as a process on the shipped sample files.
@Suite struct EndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A scratch folder holding a copy of `recordings/scenes` and the six hand-derived sample
    /// sessions of `SampleOutcomes` in `recordings/sessions`.
    static func workspace() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("recordings/sessions"), withIntermediateDirectories: true)
        try folder.copy(root.appendingPathComponent("recordings/scenes"), as: "recordings/scenes")
        for sample in SampleOutcomes.all {
            let name = "recordings/sessions/\(sample.session).touches.jsonl"
            try folder.copy(root.appendingPathComponent(name), as: name)
        }
        return folder
    }

    @Test("replay prints each sample's outcome exactly as derived by hand", arguments: SampleOutcomes.all)
    func replay(_ sample: SampleOutcomes.Sample) throws {
        let run = try BinaryRun.run(
            ["replay", "--scene", sample.scene, "--touches", "recordings/sessions/\(sample.session).touches.jsonl"],
            in: Self.root)
        #expect(run.exitCode == 0)
        #expect(run.standardError == "")
        #expect(run.standardOutput == sample.outcome)
    }

    @Test("replay --format text prints a timeline with the arbiter's reasons")
    func timeline() throws {
        let run = try BinaryRun.run(
            [
                "replay", "--scene", "recordings/scenes/tap-or-double-tap.scene.json",
                "--touches", "recordings/sessions/double-tap.touches.jsonl", "--format", "text",
            ],
            in: Self.root)
        #expect(run.exitCode == 0)
        #expect(
            run.standardOutput == """
                         0  view photo: 1 touch began
                      0.08  · single waits for double to fail
                       0.2  view photo: 1 touch began  tapCount 2
                      0.28  view photo: 2 touches cancelled  tapCount 2
                      0.28  double recognized  location 160,240  numberOfTouches 1
                      0.28  single failed  (excluded by double)

                """)
    }

    @Test(
        "bad input exits 65 with one line naming the file, the line and the problem",
        arguments: [
            (
                "broken.touches.jsonl",
                "{\"format\":\"gesture-replay.touches\",\"version\":1}\n{\"t\":0,\"touch\":1,\"phase\":\"moved\",\"x\":1,\"y\":1}\n",
                "Error: broken.touches.jsonl:2: touch 1 moved before it began\n"
            ),
            (
                "empty.touches.jsonl", "",
                "Error: empty.touches.jsonl: empty file: expected a header line {\"format\":\"gesture-replay.touches\",\"version\":1,…}\n"
            ),
        ])
    func badTouchLog(file: String, text: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(file, text)
        let run = try BinaryRun.run(
            [
                "replay", "--scene",
                Self.root.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json").path, "--touches",
                file,
            ],
            in: folder.url)
        #expect(run.exitCode == 65)
        #expect(run.standardOutput == "")
        #expect(run.standardError == message)
    }

    @Test("a scene with an unknown recognizer type exits 65 naming file, line and path")
    func badScene() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "bad.scene.json",
            """
            {"format":"gesture-replay.scene","version":1,"name":"bad","window":{"width":320,"height":480},
             "recognizers":[{"name":"a","type":"tapp"}]}
            """)
        try folder.write("t.touches.jsonl", "{\"format\":\"gesture-replay.touches\",\"version\":1}\n")
        let run = try BinaryRun.run(
            ["replay", "--scene", "bad.scene.json", "--touches", "t.touches.jsonl"], in: folder.url)
        #expect(run.exitCode == 65)
        #expect(
            run.standardError
                == "Error: bad.scene.json:2: recognizers[0].type: unknown recognizer type \"tapp\" (known: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, tickle, happyTickle, cross, crossFixed, swirl)\n"
        )
    }

    @Test("a missing required option exits 64 with the usage")
    func usage() throws {
        let run = try BinaryRun.run(["replay", "--touches", "x"], in: Self.root)
        #expect(run.exitCode == 64)
        // The binary is under the folder it runs in: it is named from there, through SwiftPM's
        // `.build/debug` link to `.build/TRIPLE/debug` when that is the same folder.
        var program = String(BinaryRun.executable.path.dropFirst(Self.root.path.count + 1))
        let parts = program.split(separator: "/")
        let link = Self.root.appendingPathComponent(".build/\(parts[2])").resolvingSymlinksInPath().path
        if parts.count == 4, link == BinaryRun.executable.deletingLastPathComponent().resolvingSymlinksInPath().path {
            program = ".build/\(parts[2])/\(parts[3])"
        }
        #expect(
            run.standardError.hasPrefix(
                "Error: Missing expected argument '--scene <scene>'\n\nUsage: \(program) replay"))
    }

    @Test("import, run, see a threshold regression with exit 1, approve it, and run clean again")
    func tour() throws {
        let folder = try Self.workspace()
        let imported = try BinaryRun.run(["import", "recordings/sessions", "--approve"], in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let clean = try BinaryRun.run(["run", "--all"], in: folder.url)
        #expect(clean.exitCode == 0)
        #expect(clean.standardOutput.contains("6 sessions in 5 scenes, 6 passed"), "\(clean.standardOutput)")

        // tapMaximumInterval 0.4: the lone tap resolves at 0.08 + 0.4 = 0.48 instead of 0.43.
        let slower = try BinaryRun.run(["run", "--all", "--threshold", "tapMaximumInterval=0.4"], in: folder.url)
        #expect(slower.exitCode == 1)
        #expect(
            slower.standardOutput.hasPrefix(
                """
                REGRESSION single-tap (scene tap-or-double-tap)
                    ~ 0.43 → 0.48 double failed
                    ~ 0.43 → 0.48 view photo: touches cancelled
                    ~ 0.43 → 0.48 single recognized
                  golden: approved outcome of single-tap in recordings/gestures.sqlite
                  look:   \(BinaryRun.executable.path) show single-tap --threshold tapMaximumInterval=0.4
                  accept: \(BinaryRun.executable.path) approve single-tap --threshold tapMaximumInterval=0.4 \
                --approve-under-overrides

                """))

        // The override stands for a code change: approving under it says so (issue 30, item 5).
        let approved = try BinaryRun.run(
            ["approve", "single-tap", "--threshold", "tapMaximumInterval=0.4", "--approve-under-overrides"],
            in: folder.url)
        #expect(approved.exitCode == 0)
        #expect(approved.standardError == "approved single-tap: 4 observations\n")
        let after = try BinaryRun.run(["run", "single-tap", "--threshold", "tapMaximumInterval=0.4"], in: folder.url)
        #expect(after.exitCode == 0)
    }

    @Test("approve is refused in CI unless forced")
    func approveInCI() throws {
        let folder = try Self.workspace()
        _ = try BinaryRun.run(["import", "recordings/sessions/single-tap.touches.jsonl"], in: folder.url)
        let refused = try BinaryRun.run(["approve", "single-tap"], in: folder.url, environment: ["CI": "true"])
        #expect(refused.exitCode == 64)
        #expect(
            refused.standardError.hasPrefix(
                "Error: goldens are never re-recorded in CI (CI is set); add --force if you mean it\n"))
        let forced = try BinaryRun.run(
            ["approve", "single-tap", "--force"], in: folder.url, environment: ["CI": "true"])
        #expect(forced.exitCode == 0)
    }

    @Test("run gives the same results with one job and two, and the shards of 3 add up to the whole, in one run")
    func jobsAndShards() throws {
        let folder = try Self.workspace()
        _ = try BinaryRun.run(["import", "recordings/sessions", "--approve"], in: folder.url)
        // A threshold change makes some sessions regress, so that results carry diffs to compare.
        let one = try BinaryRun.run(
            ["run", "--all", "-j", "1", "--threshold", "tapMaximumInterval=0.4", "--label", "x"], in: folder.url)
        let two = try BinaryRun.run(
            ["run", "--all", "-j", "2", "--threshold", "tapMaximumInterval=0.4", "--label", "x"], in: folder.url)
        func body(_ text: String) -> String {
            text.split(separator: "\n").filter { !$0.hasPrefix("Run #") }.joined(separator: "\n")
        }
        #expect(one.exitCode == two.exitCode)
        #expect(body(one.standardOutput) == body(two.standardOutput))
        // Each shard joins run #3, which the first one began: list's LAST RUN (run #3) shows the
        // sessions of the shards recorded so far, each shard adding its own.
        var passing: [Set<String>] = [[]]
        for k in 1...3 {
            let shard = try BinaryRun.run(["run", "--all", "--shard", "\(k)/3"], in: folder.url)
            #expect(shard.exitCode == 0)
            let replayed = shard.standardOutput.firstMatch(of: #/Run #3 \(shard (\d)/3\): (\d+) sessions? in /#)
            #expect(replayed?.1 == "\(k)", "\(shard.standardOutput)")
            let listed = try BinaryRun.run(["list"], in: folder.url)
            passing.append(
                Set(
                    listed.standardOutput.split(separator: "\n").dropFirst().filter { $0.hasSuffix("pass") }
                        .map { String($0.split(separator: " ")[0]) }))
            let added = passing[k].subtracting(passing[k - 1])
            #expect(
                passing[k].isSuperset(of: passing[k - 1]) && added.count == replayed.flatMap { Int($0.2) }, "\(passing)"
            )
        }
        #expect(
            passing[3].sorted() == [
                "double-tap", "long-press", "pan-right", "pinch-rotate", "single-tap", "swipe-right",
            ])
    }
}

/// Device dumps through the binary: detection, mapping and the way back out.
@Suite struct ImportEndToEndTests {
    static let dumps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../GestureImportTests/Fixtures"
    ).standardized

    @Test("a getevent dump with its -pl ranges imports mapped to the screen and exports back as W3C actions")
    func geteventToW3C() throws {
        let folder = try EndToEndTests.workspace()
        let dump = Self.dumps.appendingPathComponent("getevent/qemu-virtio-protoB-lt-two-slots-hold-drag-SYNTHETIC.txt")
            .path
        let ranges = Self.dumps.appendingPathComponent("getevent-p/qemu-virtio-multitouch-pl.txt").path
        let imported = try BinaryRun.run(
            ["import", dump, "--scene", "pan-or-tap", "--ranges", ranges, "--screen", "320x568", "--name", "qemu"],
            in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        #expect(imported.standardError.hasPrefix("imported qemu (scene pan-or-tap): 2 touches, 4 samples"))
        let exported = try BinaryRun.run(["export", "qemu", "--format", "w3c"], in: folder.url)
        #expect(exported.exitCode == 0)
        #expect(
            exported.standardOutput.contains("\"pointerType\":\"touch\"")
                || exported.standardOutput.contains("\"pointerType\": \"touch\""))
        let listed = try BinaryRun.run(["list"], in: folder.url)
        let row = listed.standardOutput.split(separator: "\n").first { $0.hasPrefix("qemu ") }
        #expect(
            row?.split(separator: " ", omittingEmptySubsequences: true).prefix(4) == ["qemu", "pan-or-tap", "2", "4"])
    }

    @Test(
        "a dump in no known format exits 65 naming the file (and the line, where a reader got that far), and nothing is stored"
    )
    func unknownFormat() throws {
        let folder = try EndToEndTests.workspace()
        try folder.write("notes.md", "hello\nworld\n")
        let run = try BinaryRun.run(["import", "notes.md", "--scene", "pan-or-tap"], in: folder.url)
        #expect(run.exitCode == 65)
        #expect(
            run.standardError
                == "Error: notes.md: not a touch log, getevent, evemu, libinput record or W3C actions dump; give --format\n"
        )
        // A .txt file is taken for getevent output, whose reader names the first line it cannot read.
        try folder.write("notes.txt", "hello\nworld\n")
        let txt = try BinaryRun.run(["import", "notes.txt", "--scene", "pan-or-tap"], in: folder.url)
        #expect(txt.exitCode == 65)
        #expect(txt.standardError.hasPrefix("Error: notes.txt:1: "))
        let listed = try BinaryRun.run(["list"], in: folder.url)
        #expect(listed.standardOutput == "SESSION  SCENE  TOUCHES  SAMPLES  DURATION  GOLDEN  LAST RUN\n")
    }
}

/// What `run` does with sessions that cannot be compared the usual way.
@Suite struct RunStatusEndToEndTests {
    @Test(
        "a session whose scene file was removed from its folder is reported obsolete with the command that removes it, and does not fail a run outside CI"
    )
    func obsolete() throws {
        let folder = try EndToEndTests.workspace()
        _ = try BinaryRun.run(["import", "recordings/sessions/pan-right.touches.jsonl", "--approve"], in: folder.url)
        try FileManager.default.removeItem(
            at: folder.url.appendingPathComponent("recordings/scenes/pan-or-tap.scene.json"))
        let run = try BinaryRun.run(["run", "--all"], in: folder.url)
        #expect(run.exitCode == 0)
        #expect(
            run.standardOutput.hasPrefix(
                """
                OBSOLETE pan-right: scene "pan-or-tap" was removed: recordings/scenes/pan-or-tap.scene.json is gone from its folder (if it moved, point at its folder with --scenes DIR); nothing was replayed
                  remove: \(BinaryRun.executable.path) delete pan-right

                """))
        #expect(run.standardOutput.contains("1 session in 1 scene, 0 passed, 1 obsolete"))
    }

    @Test("a session without a golden is new: it passes on a developer's machine and fails when CI is set")
    func newInCI() throws {
        let folder = try EndToEndTests.workspace()
        _ = try BinaryRun.run(["import", "recordings/sessions/pan-right.touches.jsonl"], in: folder.url)
        let local = try BinaryRun.run(["run", "--all"], in: folder.url)
        #expect(local.exitCode == 0)
        #expect(
            local.standardOutput.hasPrefix(
                "NEW pan-right (scene pan-or-tap): no golden yet\n  accept: \(BinaryRun.executable.path) approve pan-right\n"
            ))
        let ci = try BinaryRun.run(["run", "--all"], in: folder.url, environment: ["CI": "true"])
        #expect(ci.exitCode == 1)
        #expect(ci.standardOutput.hasPrefix("NEW pan-right (scene pan-or-tap): no golden yet (a failure in CI)\n"))
    }
}
