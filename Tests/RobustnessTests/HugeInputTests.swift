import Foundation
import GestureSuite
import GestureTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Inputs of a gigabyte: refused after the 64 MiB gesture-replay reads from
/// one file, so memory stays bounded however large the input.
@Suite struct HugeInputTests {
    static let gibibyte = 1 << 30
    /// What gesture-replay reads from one file at most (`Workspace.maximumFileSize`).
    static let limit = 64 << 20
    /// Bounded: the bytes read, the array they grow in, and the program
    /// itself; far below the gigabyte offered.
    static let memoryBound = 6 * limit

    /// One mebibyte of well-formed getevent frames: a finger moving, two lines a frame.
    static let chunk: [UInt8] = {
        var text = ""
        var frame = 0
        while text.utf8.count < (1 << 20) - 64 {
            let x = String(100 + frame % 500, radix: 16)
            text += "0003 0035 \(String(repeating: "0", count: 8 - x.count) + x)\n0000 0000 00000000\n"
            frame += 1
        }
        return Array(text.utf8) + Array(repeating: 0x0A, count: (1 << 20) - text.utf8.count)
    }()

    static func tooLarge(_ path: String) -> String {
        "Error: \(path): larger than 64 MiB, the most gesture-replay reads from one file: split the capture\n"
    }

    @Test("a 1 GiB dump streamed through a pipe is refused after 64 MiB, in bounded memory, storing nothing")
    func streamed() throws {
        signal(SIGPIPE, SIG_IGN)
        let bench = try Workbench(sessions: ["single-tap"])
        let before = try bench.databaseDigest()
        let pipe = bench.url.appendingPathComponent("huge.txt").path
        #expect(mkfifo(pipe, 0o600) == 0)

        // The writer makes the gigabyte as it goes, and stops when the reader hangs up.
        let written = Mutex(0)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            defer { finished.signal() }
            let descriptor = open(pipe, O_WRONLY)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            var total = 0
            while total < Self.gibibyte {
                let count = Self.chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                total += count
                written.withLock { $0 = total }
            }
        }.start()

        let run = try MeasuredProcess.run(
            [
                "--db", bench.databaseURL.path, "import", pipe, "--scene", "tap-or-double-tap", "--format", "getevent",
                "--scenes", bench.url.appendingPathComponent("recordings/scenes").path,
            ],
            errorsIn: bench.url)
        // Unblock a writer still waiting for a reader, then let it see the hang-up.
        let unblock = open(pipe, O_RDONLY | O_NONBLOCK)
        if unblock >= 0 { close(unblock) }
        finished.wait()

        #expect(run.exitCode == 65)
        #expect(run.standardError == Self.tooLarge(pipe))
        #expect(run.peakMemory < Self.memoryBound, "peak \(run.peakMemory >> 20) MiB")
        #expect(written.withLock { $0 } < Self.gibibyte, "the reader stopped reading")
        #expect(try bench.databaseDigest() == before)
    }

    @Test(
        "a 1 GiB file is refused in bounded memory, as a dump, a touch log or a scene",
        arguments: ["import", "replay --touches", "replay --scene"])
    func onDisk(_ command: String) throws {
        let bench = try Workbench(sessions: ["single-tap"])
        let before = try bench.databaseDigest()
        let huge = bench.url.appendingPathComponent("huge.touches.jsonl")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data()))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(Self.gibibyte))  // a sparse gigabyte of zero bytes
        try handle.close()
        let scenes = bench.url.appendingPathComponent("recordings/scenes")
        let touches = bench.url.appendingPathComponent("recordings/sessions/single-tap.touches.jsonl").path
        let arguments: [String] =
            switch command {
            case "import": ["import", huge.path, "--scene", "tap-or-double-tap", "--scenes", scenes.path]
            case "replay --touches":
                [
                    "replay", "--scene", scenes.appendingPathComponent("tap-or-double-tap.scene.json").path,
                    "--touches", huge.path,
                ]
            default: ["replay", "--scene", huge.path, "--touches", touches]
            }
        let run = try MeasuredProcess.run(["--db", bench.databaseURL.path] + arguments, errorsIn: bench.url)
        #expect(run.exitCode == 65)
        #expect(run.standardError == Self.tooLarge(huge.path))
        #expect(run.peakMemory < Self.memoryBound, "peak \(run.peakMemory >> 20) MiB")
        #expect(try bench.databaseDigest() == before)
    }
}
