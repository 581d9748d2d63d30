import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A program run to its end, as the tool runs git for a run's label and the benchmark runs
/// `gesture-replay`: started with `posix_spawnp`, its standard output read through a pipe, then
/// reaped. Not with Foundation's `Process`, whose `waitUntilExit` on Linux polls every 50 ms,
/// many times longer than git takes to answer.
public struct ChildProcess: Sendable {
    /// The exit code, or 128 plus the signal that ended it.
    public var exitCode: Int32
    /// Everything it wrote to its standard output.
    public var output: [UInt8]

    /// Runs `arguments` (the program found on `PATH`, with this process's environment and
    /// working directory, standard input and error `/dev/null`) to its end; nil when it cannot
    /// be started.
    public static func run(_ arguments: [String]) -> ChildProcess? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writing, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, reading)
        posix_spawn_file_actions_addclose(&actions, writing)
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        close(writing)
        defer { close(reading) }
        guard spawned == 0 else { return nil }
        // Read to the end before reaping, so that no output can fill the pipe and stall the child.
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
            if count > 0 {
                output += buffer[..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // `WIFSIGNALED`/`WTERMSIG` and `WEXITSTATUS`, which Swift does not import.
        let signal = status & 0x7F
        return ChildProcess(exitCode: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: output)
    }
}
