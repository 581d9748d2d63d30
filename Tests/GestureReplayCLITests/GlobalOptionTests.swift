import Foundation
import GestureTestSupport
import Testing

/// The root's options (`--db`, `--history`) given before or after the command, from the built
/// binary (issue 30, item 16; docs/FORMATS.md §4).
@Suite struct GlobalOptionTests {
    static let program = PrintedCommandTests.program

    @Test(
        "--db before or after the command runs the same database, and the printed commands carry it",
        arguments: [
            ["--db", "tour/tour.sqlite", "run", "--all", "--scenes", "recordings/scenes"],
            ["run", "--all", "--db", "tour/tour.sqlite", "--scenes", "recordings/scenes"],
            ["run", "--all", "--scenes", "recordings/scenes", "--db=tour/tour.sqlite"],
        ])
    func eitherOrder(arguments: [String]) throws {
        let folder = try PrintedCommandTests.tour()
        // The tour's six sessions: the decoy at the default database holds one.
        let run = try BinaryRun.run(arguments, in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("6 sessions in 5 scenes, 6 passed"), "\(run.standardOutput)")
        let regressed = try BinaryRun.run(
            arguments + ["--threshold", PrintedCommandTests.slowerDoubleTap], in: folder.url)
        #expect(
            PrintedCommandTests.commands(after: "look:", in: regressed.standardOutput) == [
                "\(Self.program) --db tour/tour.sqlite show single-tap --scenes recordings/scenes --threshold \(PrintedCommandTests.slowerDoubleTap)"
            ])
    }

    @Test(
        "a global option given twice, before and after the command or twice after it, is a usage error",
        arguments: [
            ["--db", "tour/tour.sqlite", "run", "--all", "--db", "other.sqlite"],
            ["run", "--db", "tour/tour.sqlite", "--all", "--db", "other.sqlite"],
        ])
    func givenTwice(arguments: [String]) throws {
        let folder = try PrintedCommandTests.tour()
        let run = try BinaryRun.run(arguments, in: folder.url)
        #expect(run.exitCode == 64)
        // The usage line between them wraps where the program's path is long.
        #expect(run.standardError.hasPrefix("Error: Option '--db' may only be given once\n\nUsage: \(Self.program) run"))
        #expect(run.standardError.hasSuffix("See '\(Self.program) run --help'.\n"))
    }

    @Test("after '--', '--db' is a session's name, not the option")
    func afterTerminator() throws {
        let folder = try PrintedCommandTests.tour()
        let run = try BinaryRun.run(
            ["--db", "tour/tour.sqlite", "run", "--scenes", "recordings/scenes", "--", "--db"], in: folder.url)
        #expect(run.exitCode == 65)
        #expect(
            run.standardError == """
                Error: no session named '--db'
                Next step: run `\(Self.program) --db tour/tour.sqlite list` to see the stored sessions

                """)
    }

    /// The rows of `section` (`OPTIONS:`) of a help text, up to the blank line that ends it.
    static func rows(of section: String, in help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: section) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    @Test(
        "each command's help lists the global options as the program's help does",
        arguments: ["run", "import", "show", "check", "perturb"])
    func helpListsGlobalOptions(command: String) throws {
        let root = try BinaryRun.run(["--help"], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        // The program's OPTIONS: --db and --history (with their wrapped lines), then its built-ins.
        let global = Self.rows(of: "OPTIONS:", in: root.standardOutput).prefix { !$0.hasPrefix("  --version") }
        #expect(global.first?.hasPrefix("  --db <path>") == true)
        let help = try BinaryRun.run([command, "--help"], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        #expect(help.exitCode == 0)
        #expect(Self.rows(of: "GLOBAL OPTIONS:", in: help.standardOutput) == Array(global))
    }
}
