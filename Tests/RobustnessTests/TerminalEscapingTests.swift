import Foundation
import GestureReports
import GestureTestSupport
import Testing

@testable import CommandRunning

/// Names and sources from recordings never reach the terminal raw: a
/// session named with escape sequences and line breaks is shown with
/// control pictures (`␛`, `␊`) by `import`, `list`, `show`, `run`, `check`
/// and in error messages.
@Suite struct TerminalEscapingTests {
    /// Sets the window title, rings the bell, forges a line of `run`
    /// output and clears the screen.
    static let name = "evil\u{1B}]0;pwned\u{7}\nREGRESSION none\u{1B}[2J"
    /// The same as the terminal must show it: each control character as its control picture.
    static let shown = "evil\u{241B}]0;pwned\u{2407}\u{240A}REGRESSION none\u{241B}[2J"
    /// The name as a JSON string body.
    static let json = #"evil\u001b]0;pwned\u0007\nREGRESSION none\u001b[2J"#

    /// Control characters other than the line feeds that end lines.
    static func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && ControlPicture.replacement(for: $0) != nil }
            .map { String(format: "U+%04X", $0.value) }
    }

    static func expectClean(_ run: BinaryRun, _ command: String) {
        #expect(rawControls(run.standardOutput).isEmpty, "\(command) stdout")
        #expect(rawControls(run.standardError).isEmpty, "\(command) stderr")
        #expect(!run.standardOutput.contains("\nREGRESSION none"), "\(command) forged a line")
    }

    /// A workbench holding a tap session named `name`, recorded on a device named with escapes too.
    static func bench(approve: Bool) throws -> (Workbench, BinaryRun) {
        let bench = try Workbench()
        try bench.write(
            "evil.touches.jsonl",
            utf8(
                """
                {"format":"gesture-replay.touches","version":1,"name":"\(json)","scene":"tap-or-double-tap","source":"\\u001b[31mred device"}
                {"t":0,"touch":1,"phase":"began","x":160,"y":240}
                {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}

                """))
        let imported = try bench.run(["import", "evil.touches.jsonl"] + (approve ? ["--approve"] : []))
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        return (bench, imported)
    }

    @Test("import, list and show print the name escaped")
    func inspect() throws {
        let (bench, imported) = try Self.bench(approve: false)
        Self.expectClean(imported, "import")
        #expect(
            imported.standardError.hasPrefix("imported \(Self.shown) (scene tap-or-double-tap): 1 touch, 2 samples"))

        let list = try bench.run(["list"])
        Self.expectClean(list, "list")
        #expect(list.standardOutput.split(separator: "\n").count == 2)
        #expect(list.standardOutput.contains("\n\(Self.shown)  tap-or-double-tap"))

        let show = try bench.run(["show", Self.name])
        #expect(show.exitCode == 0, "\(show.standardError)")
        Self.expectClean(show, "show")
        #expect(show.standardOutput.hasPrefix("session  \(Self.shown)\nscene    tap-or-double-tap\n"))
        #expect(show.standardOutput.contains("(\u{241B}[31mred device)"))
    }

    @Test("run prints the name escaped in every line about the session")
    func run() throws {
        let (bench, _) = try Self.bench(approve: true)
        let slower = try bench.run(["run", "--all", "--threshold", "tapMaximumInterval=0.4"])
        #expect(slower.exitCode == 1)
        Self.expectClean(slower, "run")
        #expect(slower.standardOutput.hasPrefix("REGRESSION \(Self.shown) (scene tap-or-double-tap)\n"))
        // In the command to paste, the shown name is one shell word: it has spaces and `;`, so
        // ShellText puts it in single quotes (it holds no `'` of its own).
        #expect(
            slower.standardOutput.contains(
                "  accept: \(BinaryRun.executable.path) approve '\(Self.shown)' --threshold tapMaximumInterval=0.4 --approve-under-overrides\n"))
    }

    @Test("error messages and check print the name escaped")
    func errors() throws {
        let (bench, _) = try Self.bench(approve: true)
        let missing = try bench.run(["show", Self.name + "x"])
        #expect(missing.exitCode == 65)
        Self.expectClean(missing, "show")
        #expect(missing.standardError.hasPrefix("Error: no session named '\(Self.shown)x'"))

        try FileManager.default.removeItem(
            at: bench.url.appendingPathComponent("recordings/scenes/tap-or-double-tap.scene.json"))
        let check = try bench.run(["check"])
        #expect(check.exitCode == 1)
        Self.expectClean(check, "check")
        #expect(
            check.standardOutput.hasPrefix(
                "problem: session \"\(Self.shown)\": scene \"tap-or-double-tap\" was removed"))
    }

    @Test("a device name with escapes from a getevent dump is shown escaped")
    func deviceName() throws {
        let bench = try Workbench()
        try bench.write(
            "dump.txt",
            utf8(
                """
                add device 1: /dev/input/event1
                  name:     "\u{1B}]0;pwned\u{7}panel"
                [    1.000000] /dev/input/event1: 0003 0039 00000001
                [    1.000000] /dev/input/event1: 0003 0035 00000064
                [    1.000000] /dev/input/event1: 0003 0036 00000064
                [    1.000000] /dev/input/event1: 0000 0000 00000000
                [    1.050000] /dev/input/event1: 0003 0039 ffffffff
                [    1.050000] /dev/input/event1: 0000 0000 00000000

                """))
        let imported = try bench.run(["import", "dump.txt", "--scene", "tap-or-double-tap"])
        #expect(imported.exitCode == 0, "\(imported.standardError)")
        Self.expectClean(imported, "import")
        // The import summary keeps its own lines.
        #expect(imported.standardError.contains(", multitouch protocol B\nmapping: "), "\(imported.standardError)")
        let show = try bench.run(["show", "dump"])
        Self.expectClean(show, "show")
        #expect(show.standardOutput.contains("\u{241B}]0;pwned\u{2407}panel"), "\(show.standardOutput)")
    }

    @Test("the colour codes gesture-replay writes survive on a colour terminal; any other escape is shown")
    func styles() {
        let styled = TextStyle.error.apply(to: "Error:") + " \u{1B}]0;t\u{7}\u{1B}[2J\u{9B}2J\u{202E}x"
        #expect(
            TextOutput.shown(styled, keepingStyles: true)
                == "\u{1B}[1;31mError:\u{1B}[0m \u{241B}]0;t\u{2407}\u{241B}[2J<U+009B>2J<U+202E>x")
        #expect(
            TextOutput.shown(styled, keepingStyles: false)
                == "\u{241B}[1;31mError:\u{241B}[0m \u{241B}]0;t\u{2407}\u{241B}[2J<U+009B>2J<U+202E>x")
        #expect(Terminal.oneLine("a\nb\r\tc\u{1B}") == "a\u{240A}b\u{240D}\tc\u{1B}")
        #expect(TextOutput.shown("two\nlines\tand a tab\n", keepingStyles: false) == "two\nlines\tand a tab\n")
    }
}
