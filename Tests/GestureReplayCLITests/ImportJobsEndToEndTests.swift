import Foundation
import GestureStore
import GestureTestSupport
import Testing

/// `import --jobs N` through the binary: the workers read, replay and compress, one writer stores
/// in order, so the transcript and what is stored are the same for any N (`docs/FORMATS.md` §4, `import`).
@Suite struct ImportJobsEndToEndTests {
    /// Line 3 moves touch 2, which never began: refused at line 3 (`docs/FORMATS.md` §2).
    static let broken = """
        {"format":"gesture-replay.touches","version":1,"name":"m-broken","scene":"tap-or-double-tap"}
        {"t":0,"touch":1,"phase":"began","x":160,"y":240}
        {"t":0.1,"touch":2,"phase":"moved","x":160,"y":240}

        """

    /// A tap with the gesture the device saw: its device golden when imported without --approve.
    static let deviceTap = """
        {"format":"gesture-replay.touches","version":1,"name":"device-tap","scene":"tap-or-double-tap"}
        {"t":0,"touch":1,"phase":"began","x":160,"y":240}
        {"t":0.05,"touch":1,"phase":"ended","x":160,"y":240}
        {"t":0.4,"gesture":"single","state":"recognized"}

        """

    /// A workspace whose `dumps/` folder holds every sample touch log of `recordings/sessions`
    /// (their scenes in `recordings/scenes`), `device-tap`, the `broken` log between them by
    /// name, and a note no reader recognises.
    static func folder() throws -> (TemporaryFolder, sessions: [String]) {
        let folder = try EndToEndTests.workspace()
        let samples = EndToEndTests.root.appendingPathComponent("recordings/sessions")
        var files = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter {
            $0.hasSuffix(".touches.jsonl")
        }
        for file in files { try folder.copy(samples.appendingPathComponent(file), as: "dumps/" + file) }
        try folder.write("dumps/device-tap.touches.jsonl", deviceTap)
        try folder.write("dumps/m-broken.touches.jsonl", broken)
        try folder.write("dumps/notes.txt", "Field test notes.\n")
        files.append("device-tap.touches.jsonl")
        // The sessions stored, in the order the folder is read (by file name): the samples are
        // named after their files, as is device-tap; m-broken is refused.
        let sessions = files.sorted().map { String($0.dropLast(".touches.jsonl".count)) }
        return (folder, sessions)
    }

    @Test(
        "a folder with a bad file imports with the same transcript and the same goldens for --jobs 1 and 2",
        arguments: [["--approve"], ["--approve", "--scene", "tap-or-double-tap"], []])
    func sameForAnyJobs(options: [String]) throws {
        var transcripts: [String] = []
        var goldens: [String] = []
        var blobs: [[String]] = []
        for jobs in ["1", "2"] {
            // A workspace each, so that the database's path, which errors may name, is the same.
            let (folder, sessions) = try Self.folder()
            let run = try BinaryRun.run(["import", "dumps", "--jobs", jobs] + options, in: folder.url)
            #expect(run.exitCode == 65, "a file failed")
            #expect(run.standardOutput == "")
            let lines = run.standardError.split(separator: "\n").map(String.init)
            // One line a stored session, in file-name order; the refused file where it falls; the note; the summary.
            let imported = lines.filter { $0.hasPrefix("imported ") }.map { $0.dropFirst(9).prefix { $0 != " " } }
            #expect(imported.map(String.init) == sessions)
            #expect(
                lines.filter { !$0.hasPrefix("imported ") } == [
                    "Error: dumps/m-broken.touches.jsonl:3: touch 2 moved before it began",
                    "skipped dumps/notes.txt: no reader recognises it (import it alone to see why)",
                    "\(sessions.count) of \(sessions.count + 1) dumps imported; 1 failed; skipped 1 other file: 1 unrecognised",
                ])
            let brokenAt = try #require(lines.firstIndex { $0.hasPrefix("Error: dumps/m-broken") })
            #expect(lines[brokenAt - 1].hasPrefix("imported long-press "), "after the l… files, before the m… files")
            transcripts.append(run.standardError)
            let listed = try BinaryRun.run(["goldens"], in: folder.url)
            #expect(listed.exitCode == 0)
            #expect(!listed.standardOutput.contains("m-broken"), "nothing of the refused file is stored")
            goldens.append(listed.standardOutput)
            // The blobs as stored, compressed by the workers or by the writer: the same bytes.
            let database = try Connection(
                path: folder.url.appendingPathComponent("recordings/gestures.sqlite").path, readOnly: true)
            blobs.append(
                try database.rows(
                    """
                    SELECT s.name || ' ' || hex(b.samples) || ' ' || coalesce(hex(g.outcome), '-') FROM sessions s
                    JOIN session_samples b ON b.session_id = s.id LEFT JOIN goldens g ON g.session_id = s.id
                    ORDER BY s.name
                    """
                ) { $0.text(at: 0) ?? "" })
            // Every stored session has a golden with --approve; without it, only device-tap has one.
            let headed = listed.standardOutput.split(separator: "\n").filter { $0.hasPrefix("== ") }
            #expect(headed.count == (options.isEmpty ? 1 : sessions.count))
        }
        #expect(transcripts[0] == transcripts[1])
        #expect(goldens[0] == goldens[1])
        #expect(blobs[0] == blobs[1])
    }
}
