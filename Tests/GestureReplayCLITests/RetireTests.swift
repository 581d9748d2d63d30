import Foundation
import GestureTestSupport
import Testing

/// A session whose scene file is gone fails a run under `CI`, unless a person retires it: then
/// a run leaves it out, says so, and passes; `retire --undo` brings the failure back (issue 30,
/// item 1). The setup is `ObsoleteInCITests.movedScene`: `single-tap` and `double-tap` obsolete,
/// `long-press` passing.
@Suite struct RetireTests {
    static let program = BinaryRun.executable.path

    /// `text` with each `retired on` date, which is the wall clock's, as `DATE`, and the
    /// elapsed time as `TIME`.
    static func normalized(_ text: String) -> String {
        ObsoleteInCITests.withoutTime(text).replacingOccurrences(
            of: #"\d{4}-\d\d-\d\d \d\d:\d\d UTC"#, with: "DATE", options: .regularExpression)
    }

    @Test("retired, the obsolete sessions no longer fail a CI run, which lists them apart; --undo brings the failure back")
    func retireAndUndo() throws {
        let folder = try ObsoleteInCITests.movedScene()
        let ci = ["CI": "1"]
        let first = try BinaryRun.run(["run", "--all"], in: folder.url, environment: ci)
        #expect(first.exitCode == 1)
        #expect(Self.normalized(first.standardOutput) == ObsoleteInCITests.failingRun(1))

        let retire = try BinaryRun.run(["retire", "double-tap", "single-tap"], in: folder.url)
        #expect(retire.exitCode == 0)
        #expect(retire.standardError == "retired double-tap\nretired single-tap\n")

        let retired = try BinaryRun.run(
            ["run", "--all", "--junit", "out/junit.xml"], in: folder.url, environment: ci)
        #expect(retired.exitCode == 0, "\(retired.standardError)")
        #expect(
            Self.normalized(retired.standardOutput) == """
                RETIRED double-tap (scene tap-or-double-tap): retired on DATE; its scene is gone, nothing was replayed (not a failure)
                RETIRED single-tap (scene tap-or-double-tap): retired on DATE; its scene is gone, nothing was replayed (not a failure)

                  long-press  1 passed
                Run #2: 1 session in 1 scene, 1 passed, 2 retired (not replayed) (TIME)

                """)
        // Not replayed, so not a test case: JUnit has long-press alone.
        let junit = try String(contentsOf: folder.url.appendingPathComponent("out/junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"gesture-replay\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\""))

        let undo = try BinaryRun.run(["retire", "--undo", "double-tap", "single-tap"], in: folder.url)
        #expect(undo.exitCode == 0)
        #expect(undo.standardError == "unretired double-tap\nunretired single-tap\n")
        let again = try BinaryRun.run(["run", "--all"], in: folder.url, environment: ci)
        #expect(again.exitCode == 1)
        #expect(Self.normalized(again.standardOutput) == ObsoleteInCITests.failingRun(3))
    }

    @Test("under CI retire is refused unless --force, and changes nothing; --undo is not refused")
    func refusedInCI() throws {
        let folder = try ObsoleteInCITests.movedScene()
        let ci = ["CI": "1"]
        let refused = try BinaryRun.run(["retire", "double-tap", "single-tap"], in: folder.url, environment: ci)
        #expect(refused.exitCode == 64)
        #expect(
            refused.standardError.hasPrefix(
                "Error: sessions are never retired in CI (CI is set); add --force if you mean it\n"))
        #expect(try BinaryRun.run(["run", "--all"], in: folder.url, environment: ci).exitCode == 1)

        let forced = try BinaryRun.run(["retire", "--force", "double-tap", "single-tap"], in: folder.url, environment: ci)
        #expect(forced.exitCode == 0)
        #expect(forced.standardError == "retired double-tap\nretired single-tap\n")
        #expect(try BinaryRun.run(["run", "--all"], in: folder.url, environment: ci).exitCode == 0)

        let undo = try BinaryRun.run(["retire", "--undo", "single-tap"], in: folder.url, environment: ci)
        #expect(undo.exitCode == 0)
        #expect(undo.standardError == "unretired single-tap\n")
        #expect(try BinaryRun.run(["run", "--all"], in: folder.url, environment: ci).exitCode == 1)
    }

    @Test("an unknown name retires none of the names, and says which name and what was kept")
    func unknownName() throws {
        let folder = try ObsoleteInCITests.movedScene()
        let retire = try BinaryRun.run(["retire", "double-tap", "doubel-tap"], in: folder.url)
        #expect(retire.exitCode == 65)
        #expect(
            retire.standardError == """
                Error: no session named 'doubel-tap'; nothing was retired (retire changes all the sessions named or none)
                Next step: run `\(Self.program) list` to see the stored sessions

                """)
        let run = try BinaryRun.run(["run", "--all"], in: folder.url, environment: ["CI": "1"])
        #expect(run.exitCode == 1)
        #expect(Self.normalized(run.standardOutput) == ObsoleteInCITests.failingRun(1))
    }

    @Test("goldens, show and list say a session is retired")
    func inspectionSaysRetired() throws {
        let folder = try ObsoleteInCITests.movedScene()
        #expect(try BinaryRun.run(["retire", "double-tap"], in: folder.url).exitCode == 0)

        let goldens = try BinaryRun.run(["goldens"], in: folder.url)
        #expect(
            goldens.standardOutput.split(separator: "\n").filter { $0.hasPrefix("== ") }.map { Self.normalized(String($0)) }
                == [
                    "== double-tap (scene tap-or-double-tap, approved, gesture-replay 0.1.0, retired DATE)",
                    "== long-press (scene long-press, approved, gesture-replay 0.1.0)",
                    "== single-tap (scene tap-or-double-tap, approved, gesture-replay 0.1.0)",
                ])

        let show = try BinaryRun.run(["show", "double-tap"], in: folder.url)
        #expect(
            show.standardOutput.split(separator: "\n").filter { $0.hasPrefix("retired") }.map { Self.normalized(String($0)) }
                == ["retired  on DATE: runs leave it out; count it again: \(Self.program) retire double-tap --undo"])

        // The LAST RUN column, before any run: "-" but for the retired session.
        let list = try BinaryRun.run(["list"], in: folder.url)
        #expect(
            list.standardOutput.split(separator: "\n").map { line in
                let fields = line.split(separator: " ")
                return "\(fields.first ?? "") \(fields.last ?? "")"
            } == ["SESSION RUN", "double-tap retired", "long-press -", "single-tap -"])
    }
}
