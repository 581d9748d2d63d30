import Foundation
import GestureTestSupport
import Testing

/// Every script in `tools/` answers `--help` and `-h` with its header comment, exits 0 and does
/// nothing else: run in a scratch copy of the repository, it changes no file there, and it
/// starts no build or install (`swift`, `swiftc`, `apt-get` and `chromium` on its PATH are
/// stubs that leave a mark).
@Suite struct ToolHelpTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The repository's tracked files, relative to its root.
    static func trackedFiles() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "ls-files", "-z"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = BinaryRun.readToEnd(output.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
    }

    /// The scripts under `tools/`: the tracked files there that start with `#!`.
    static let scripts: [String] = {
        let files = (try? trackedFiles()) ?? []
        return files.filter { path in
            guard path.hasPrefix("tools/"),
                let handle = FileHandle(forReadingAtPath: root.appendingPathComponent(path).path)
            else { return false }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 2)) == Data("#!".utf8)
        }.sorted()
    }()

    /// What `--help` prints: a shell script's comment lines from its second line up to its first
    /// line that is not a comment; a Python script's docstring.
    static func header(of script: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent(script), encoding: .utf8)
        if script.hasSuffix(".py") {
            let quotes = try #require(text.range(of: "\"\"\""))
            let end = try #require(text.range(of: "\"\"\"", range: quotes.upperBound..<text.endIndex))
            return String(text[quotes.upperBound..<end.lowerBound])
        }
        let comment = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix {
            $0.hasPrefix("#")
        }
        return comment.map { $0 + "\n" }.joined()
    }

    /// Every file below `folder` with its bytes, by path relative to it.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let prefix = folder.resolvingSymlinksInPath().path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            var isFolder: ObjCBool = false
            let path = url.resolvingSymlinksInPath().path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            files[relative + (isFolder.boolValue ? "/" : "")] = isFolder.boolValue ? Data() : try Data(contentsOf: url)
        }
        return files
    }

    @Test("the scripts are found: every shell script of tools/ and tools/fuzz/, and the session generator")
    func scriptsFound() {
        #expect(
            Self.scripts == [
                "tools/bench/many-taps.sh", "tools/bench/store-size.sh", "tools/check-dependency-line.sh",
                "tools/check-html-report.sh",
                "tools/check-recorder.sh",
                "tools/crash-test.sh",
                "tools/fuzz/build.sh",
                "tools/fuzz/make-corpus.sh",
                "tools/fuzz/run.sh", "tools/generate_example_sessions.py", "tools/make-schema-fixture.sh",
                "tools/nightly.sh", "tools/rebuild-goldens.sh",
            ])
    }

    @Test(
        "a script asked for help prints its header, exits 0 and changes nothing", arguments: scripts, ["--help", "-h"])
    func help(_ script: String, _ flag: String) throws {
        let copy = try TemporaryFolder()
        for file in try Self.trackedFiles() {
            try copy.copy(Self.root.appendingPathComponent(file), as: file)
        }
        let stubs = try TemporaryFolder()
        let marks = stubs.url.appendingPathComponent("marks")
        for tool in ["swift", "swiftc", "apt-get", "chromium"] {
            let stub = try stubs.write("bin/\(tool)", "#!/bin/sh\necho \"\(tool) $*\" >> '\(marks.path)'\nexit 1\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        }
        let before = try Self.snapshot(copy.url)

        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let run = try BinaryRun.run(
            [flag], in: copy.url,
            environment: ["PATH": stubs.url.appendingPathComponent("bin").path + ":" + path, "HOME": stubs.url.path],
            executable: copy.url.appendingPathComponent(script).path)

        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == (try Self.header(of: script)))
        #expect(run.standardError == "")
        #expect(
            !FileManager.default.fileExists(atPath: marks.path),
            "started: \((try? String(contentsOf: marks, encoding: .utf8)) ?? "")")
        let after = try Self.snapshot(copy.url)
        #expect(
            Set(after.keys) == Set(before.keys),
            "added: \(Set(after.keys).subtracting(before.keys).sorted()), removed: \(Set(before.keys).subtracting(after.keys).sorted())"
        )
        #expect(after.keys.filter { after[$0] != before[$0] }.sorted() == [])
    }
}
