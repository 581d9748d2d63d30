import Foundation
import GestureTestSupport
import Testing

@testable import CommandRunning

/// How printed commands name the program (issue 30, item 18): the path a person can type.
@Suite struct ProgramNameTests {
    /// A package folder as SwiftPM leaves it: the binary in `.build/x86_64-unknown-linux-gnu/debug`
    /// and `.build/debug` a link to that folder.
    static func package() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".build/x86_64-unknown-linux-gnu/debug/gesture-replay", "")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent(".build/debug").path,
            withDestinationPath: "x86_64-unknown-linux-gnu/debug")
        return folder
    }

    @Test("swift run's .build/TRIPLE/debug binary is printed as .build/debug when that links to it")
    func swiftRunPath() throws {
        let folder = try Self.package()
        let directory = folder.url.path
        #expect(
            ProgramName.asInvoked(directory + "/.build/x86_64-unknown-linux-gnu/debug/gesture-replay", directory: directory)
                == ".build/debug/gesture-replay")
        #expect(ProgramName.asInvoked(directory + "/.build/debug/gesture-replay", directory: directory) == ".build/debug/gesture-replay")
        // No link (or one elsewhere): the path as it is, which is the file that ran.
        #expect(
            ProgramName.asInvoked(directory + "/.build/aarch64-unknown-linux-gnu/release/gesture-replay", directory: directory)
                == ".build/aarch64-unknown-linux-gnu/release/gesture-replay")
    }
}
