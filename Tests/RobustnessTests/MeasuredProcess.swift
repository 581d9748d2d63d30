import Foundation
import GestureTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The built `gesture-replay` run with `posix_spawn` and reaped with
/// `wait4`, so that its own peak resident memory can be read, and so that a
/// test can kill it at a moment of its choosing.
struct MeasuredProcess {
    var exitCode: Int32
    /// Peak resident set size in bytes (`ru_maxrss`).
    var peakMemory: Int
    var standardError: String

    /// The child's process id, while it runs.
    struct Running {
        var pid: pid_t
        var errorFile: URL
    }

    /// Starts `gesture-replay arguments…` with standard output discarded and
    /// standard error kept in a file of `folder`. Paths in `arguments` must
    /// be absolute: the child runs in this process's working directory.
    static func start(_ arguments: [String], errorsIn folder: URL) throws -> Running {
        let errorFile = folder.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let executable = BinaryRun.executable.path
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = ["PATH=\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")"]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        return Running(pid: pid, errorFile: errorFile)
    }

    /// Waits for `running` to end: its exit code (128 + the signal when a
    /// signal ended it), peak memory and standard error.
    static func wait(_ running: Running) -> MeasuredProcess {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(running.pid, &status, 0, &usage) == -1 && errno == EINTR {}
        let signal = status & 0x7F
        let exitCode = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        let errors = (try? String(contentsOf: running.errorFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: running.errorFile)
        return MeasuredProcess(exitCode: exitCode, peakMemory: Int(usage.ru_maxrss) * 1024, standardError: errors)
    }

    /// Runs `gesture-replay arguments…` to its end.
    static func run(_ arguments: [String], errorsIn folder: URL) throws -> MeasuredProcess {
        wait(try start(arguments, errorsIn: folder))
    }
}
