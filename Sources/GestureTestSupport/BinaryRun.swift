import Foundation

/// Runs the built `gesture-replay` executable as a child process, for
/// end-to-end tests of the process boundary: arguments in; exit code,
/// standard output and standard error out.
public struct BinaryRun: Sendable {
    public var exitCode: Int32
    public var standardOutput: String
    public var standardError: String

    /// The `gesture-replay` executable beside the test bundle (SwiftPM builds both into one folder).
    public static var executable: URL { executable(named: "gesture-replay") }

    /// The package's executable `name` beside the test bundle, or the program at `name` when it
    /// is an absolute path (`/bin/sh`).
    public static func executable(named name: String) -> URL {
        if name.hasPrefix("/") { return URL(fileURLWithPath: name) }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/\(name)")
    }

    /// Runs `gesture-replay arguments…` (or the package's executable `executable`, or the
    /// program at that absolute path) in `directory` with `environment` added to a clean one (no inherited CI
    /// or database variables).
    public static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], input: String? = nil,
        executable name: String = "gesture-replay"
    ) throws -> BinaryRun {
        try run(executable(named: name), arguments, in: directory, environment: environment)
    }

    /// Runs the command `line` through `/bin/sh -c` in `directory`, as a user pasting it there
    /// would, with `environment` added to a clean one (as `run` has it).
    public static func shell(_ line: String, in directory: URL, environment: [String: String] = [:]) throws -> BinaryRun
    {
        try run(URL(fileURLWithPath: "/bin/sh"), ["-c", line], in: directory, environment: environment)
    }

    /// Runs `executable arguments…` in `directory` with `environment` added to a clean one.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]
    ) throws -> BinaryRun {
        try start(executable, arguments, in: directory, environment: environment).finish()
    }

    /// A child process started and not waited for (to signal it meanwhile, as a user's Ctrl-C).
    public struct Started {
        public let process: Process
        let output: Pipe
        let error: Pipe

        /// Reads both pipes to the end, waits for the child and returns what it did.
        public func finish() -> BinaryRun {
            // Read both pipes to the end before waiting, so a full pipe never blocks the child.
            let group = DispatchGroup()
            nonisolated(unsafe) var errorData = Data()
            group.enter()
            DispatchQueue.global().async { [error] in
                errorData = BinaryRun.readToEnd(error.fileHandleForReading.fileDescriptor)
                group.leave()
            }
            let outputData = BinaryRun.readToEnd(output.fileHandleForReading.fileDescriptor)
            group.wait()
            process.waitUntilExit()
            return BinaryRun(
                exitCode: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                standardError: String(decoding: errorData, as: UTF8.self))
        }
    }

    /// Starts `gesture-replay arguments…` in `directory` with `environment` added to a clean one,
    /// and returns without waiting.
    public static func start(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
        -> Started
    {
        try start(executable, arguments, in: directory, environment: environment)
    }

    /// Runs `gesture-replay arguments…` in `directory` (a clean environment, as `run` has it)
    /// and kills it with SIGKILL `microseconds` after it started, as a power cut would, then
    /// reaps it: a test of what such a kill leaves behind. (It may have ended before.)
    public static func killed(_ arguments: [String], in directory: URL, afterMicroseconds microseconds: Int) throws {
        let started = try start(arguments, in: directory)
        usleep(UInt32(microseconds))
        kill(started.process.processIdentifier, SIGKILL)
        _ = started.finish()
    }

    static func start(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]
    ) throws -> Started {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        base.merge(environment) { _, new in new }
        process.environment = base
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Started(process: process, output: output, error: error)
    }
}

/// A temporary folder for one test, removed when the value goes away.
public final class TemporaryFolder: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-replay-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the folder and returns its URL.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Copies a file or folder into this folder under `name` (its folders made as needed).
    public func copy(_ source: URL, as name: String) throws {
        let copy = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: copy)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

extension BinaryRun {
    /// Everything left to read from `descriptor`, read again after a signal interrupts it:
    /// Foundation's `readDataToEndOfFile` stops the process on EINTR (a `try!` inside), and
    /// the SIGCHLD of the other tests' children interrupts reads often when many run at once.
    public static func readToEnd(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }
}
