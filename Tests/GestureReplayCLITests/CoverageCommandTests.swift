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
        #expect(
            page.contains(
                #"<tr><td class="name">single</td><td>double</td><td>1</td><td>1</td></tr>"#))
    }

    /// Every shipped scene's graph, from the shipped database as a user runs it: no two boxes
    /// meet, every name fits inside its own box (at `ArbitrationGraphLayout`'s 7.5 px a
    /// character of 12 px text), and every box is inside its picture. Before, photo-viewer's 13
    /// boxes, 110 px wide on one circle of radius 130 (about 63 px apart), covered each other.
    @Test("--html lays out every shipped scene's graph with no box over another")
    func geometry() throws {
        let folder = try TemporaryFolder()
        try folder.copy(EndToEndTests.root.appendingPathComponent("recordings/scenes"), as: "recordings/scenes")
        try folder.copy(
            EndToEndTests.root.appendingPathComponent("recordings/gestures.sqlite"), as: "recordings/gestures.sqlite")
        let run = try BinaryRun.run(["coverage", "--html", "out"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let page = try String(contentsOf: folder.url.appendingPathComponent("out/index.html"), encoding: .utf8)
        let pictures = page.matches(of: /<svg [^>]*width="([0-9.]+)" height="([0-9.]+)"[^>]*aria-label="arbitration graph of ([^"]*)">(?s)(.*?)<\/svg>/)
        // Every scene with sessions in the shipped database (24: the 20 files of
        // recordings/scenes and the 4 Swift scenes) but tap-count-view, whose view handles
        // touches itself: a graph of no recognizer is not drawn.
        #expect(pictures.count == 23)
        #expect(page.contains("<h2>tap-count-view</h2>\n<p class=\"muted\">7 sessions</p>\n<p>No recognizers: its views handle touches themselves.</p>"))
        #expect(pictures.contains { $0.output.3 == "photo-viewer" })
        for picture in pictures {
            let scene = String(picture.output.3)
            let (width, height) = (Double(picture.output.1)!, Double(picture.output.2)!)
            let boxes = picture.output.4.matches(of: /<rect x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"/)
                .map { (x: Double($0.output.1)!, y: Double($0.output.2)!, width: Double($0.output.3)!, height: Double($0.output.4)!) }
            let names = picture.output.4.matches(of: /<text x="([-0-9.]+)" y="[-0-9.]+"[^>]*>([^<]*)<\/text>/)
                .map { (x: Double($0.output.1)!, name: String($0.output.2)) }
            #expect(boxes.count == names.count && !boxes.isEmpty, "\(scene)")
            for (box, label) in zip(boxes, names) {
                #expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height, "\(scene): \(label.name) outside the picture")
                let half = Double(label.name.count) * 7.5 / 2
                #expect(label.x - half >= box.x && label.x + half <= box.x + box.width, "\(scene): \(label.name) wider than its box")
            }
            for (i, one) in boxes.enumerated() {
                for (j, other) in boxes.enumerated() where j > i {
                    let apart =
                        one.x + one.width <= other.x || other.x + other.width <= one.x
                        || one.y + one.height <= other.y || other.y + other.height <= one.y
                    #expect(apart, "\(scene): \(names[i].name) and \(names[j].name) overlap")
                }
            }
        }
        let ids = page.matches(of: /id="([^"]*)"/).map { String($0.output.1) }
        #expect(Set(ids).count == ids.count, "ids repeated: \(ids)")
    }
}
