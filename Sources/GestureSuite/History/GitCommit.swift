import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The current git commit's short hash, or nil outside a checkout.
public enum GitCommit {
    /// `git rev-parse --short HEAD` in `directory` (the working directory when nil), run with
    /// `posix_spawnp` and read through a pipe: not with Foundation's `Process`, whose start and
    /// reaping on Linux cost more than the rest of a small `run --all`.
    public static func current(in directory: String? = nil) -> String? {
        let place = directory.map { ["-C", $0] } ?? []
        guard let output = run(["git"] + place + ["rev-parse", "--short", "HEAD"]) else { return nil }
        let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// The standard output of `arguments` (the program found on `PATH`, its standard input and
    /// error `/dev/null`), or nil when it cannot start or exits other than with 0.
    static func run(_ arguments: [String]) -> [UInt8]? {
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
        // Read to the end before waiting, so that no output can fill the pipe and stall the child.
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
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
        // Exited (no signal), with 0: the encoding of `WIFEXITED` and `WEXITSTATUS`.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0 ? output : nil
    }
}
