import ArgumentParsing
import Foundation
import GestureReports

/// The name of the running program as the commands it prints should write it: so that a
/// printed command, pasted in the directory the program was run from, runs this same
/// program (a team's own binary, not the stock `gesture-replay`).
enum ProgramName {
    /// The program as invoked by `argument0` (`CommandLine.arguments[0]`), as one shell word:
    ///
    /// - a path with a slash as given, except that an absolute path under `directory` is
    ///   written from it (`.build/debug/gesture-replay`, `./my-replay`), and SwiftPM's
    ///   `.build/TRIPLE/CONFIG/NAME` (what `swift run` starts) as `.build/CONFIG/NAME` when
    ///   that is SwiftPM's link to the same folder;
    /// - a bare name as given when `PATH` finds it (`gesture-replay`);
    /// - otherwise the executable's own absolute path.
    static func asInvoked(
        _ argument0: String, directory: String = FileManager.default.currentDirectoryPath,
        path: String? = ProcessInfo.processInfo.environment["PATH"], executable: () -> String? = executablePath
    ) -> String {
        if argument0.contains("/") {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            guard argument0.hasPrefix(prefix) else { return ShellText.quoted(argument0) }
            let relative = String(argument0.dropFirst(prefix.count))
            return ShellText.quoted(relative.contains("/") ? buildLink(relative, in: directory) : "./" + relative)
        }
        let folders = (path ?? "").split(separator: ":").map(String.init)
        if !argument0.isEmpty,
            folders.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(argument0)") })
        {
            return ShellText.quoted(argument0)
        }
        return ShellText.quoted(executable() ?? argument0)
    }

    /// `.build/TRIPLE/CONFIG/NAME` as `.build/CONFIG/NAME` when `.build/CONFIG` in `directory`
    /// leads to the same folder (SwiftPM links it so); any other path as it is.
    static func buildLink(_ relative: String, in directory: String) -> String {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == ".build", parts[1] != parts[2] else { return relative }
        let base = URL(fileURLWithPath: directory).appendingPathComponent(".build")
        let linked = base.appendingPathComponent(String(parts[2])).resolvingSymlinksInPath()
        let folder = base.appendingPathComponent("\(parts[1])/\(parts[2])").resolvingSymlinksInPath()
        return linked.path == folder.path ? ".build/\(parts[2])/\(parts[3])" : relative
    }

    /// This process's executable, absolute.
    static func executablePath() -> String? {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? Bundle.main.executablePath
    }
}
