import Foundation
import GestureTestSupport
import Testing

/// `gesture-replay coverage` from the built binary, on the shipped double-tap and single-tap
/// sessions (`MarginsCommandTests.workspace()`) in the shipped tap-or-double-tap scene, where
/// single requires double to fail (docs/SEMANTICS.md §3). By hand: double-tap recognizes double
/// and fails single, which was waiting (its failure names double); single-tap fails double when
/// its interval runs out and single goes ahead. Each recognizer succeeds once and fails once; the
/// requirement is seen both ways; a requirement pair is not an exclusion, and neither began, so
/// neither can be cancelled: nothing is left.
@Suite struct CoverageCommandTests {
    @Test("text: each recognizer's outcomes and the requirement both ways, all exercised")
    func text() throws {
        let folder = try MarginsCommandTests.workspace()
        let run = try BinaryRun.run(["coverage"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                scene tap-or-double-tap: 2 sessions
                  recognizer  recognized/began  failed  cancelled
                  single      1                 1       -
                  double      1                 1       -
                  requires to fail  went ahead after it failed  failed as it succeeded
                  single → double   1                           1
                  every path exercised

                """)
    }

    /// Only single-tap imported: the requirement is seen one way, double never recognized.
    @Test("dot: a graph with the requirement edge, red and dashed when not seen both ways")
    func dot() throws {
        let folder = try EndToEndTests.workspace()
        let imported = try BinaryRun.run(
            ["import", "recordings/sessions/single-tap.touches.jsonl", "--approve"], in: folder.url)
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        let run = try BinaryRun.run(["coverage", "tap-or-double-tap", "--format", "dot"], in: folder.url)
        #expect(
            run.standardOutput == """
                digraph "tap-or-double-tap" {
                  node [shape=box, fontname="Helvetica"];
                  "single";
                  "double" [color=red, fontcolor=red];
                  "single" -> "double" [label="requires to fail (1 went ahead, 0 failed)", color=red, fontcolor=red, style=dashed];
                }

                """)
        let text = try BinaryRun.run(["coverage", "tap-or-double-tap"], in: folder.url)
        #expect(
            text.standardOutput.hasSuffix(
                """
                  never exercised:
                    single never failed
                    double never recognized or began
                    single never failed because double succeeded

                """))
    }

    @Test("--html writes a page with each scene's graph and table")
    func html() throws {
        let folder = try MarginsCommandTests.workspace()
        let run = try BinaryRun.run(["coverage", "--html", "out/coverage"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardError == "wrote out/coverage/index.html\n")
        let page = try String(
            contentsOf: folder.url.appendingPathComponent("out/coverage/index.html"), encoding: .utf8)
        #expect(page.contains("<h2>tap-or-double-tap</h2>"))
        #expect(page.contains(#"aria-label="arbitration graph of tap-or-double-tap""#))
        #expect(page.contains("single → double   1                           1"))
    }
}
