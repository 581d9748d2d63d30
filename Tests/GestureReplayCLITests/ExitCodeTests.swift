@testable import ArgumentParsing
import GestureReplayCLI
import Testing

@Suite struct ExitCodeTests {
    @Test("exit codes are those of docs/FORMATS.md §4")
    func codes() {
        #expect(ExitCode.success.rawValue == 0)
        #expect(ExitCode.regressions.rawValue == 1)
        #expect(ExitCode.usage.rawValue == 64)
        #expect(ExitCode.dataError.rawValue == 65)
        #expect(ExitCode.internalError.rawValue == 70)
    }
}
