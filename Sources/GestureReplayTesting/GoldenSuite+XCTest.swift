#if canImport(XCTest)
    import XCTest
    import GestureSuite

    extension GoldenSuite {
        /// Replays the stored session `name` and fails the test, in `run`'s words, when its
        /// outcome is not its golden (or, in CI, when it has none or tests nothing).
        public func assertUnchanged(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
            if let message = failureMessage(for: try verdict(of: name)) { XCTFail(message, file: file, line: line) }
        }

        /// `assertUnchanged` for every stored session: XCTest has no parameterized tests, so each
        /// failure names its session in its first line.
        public func assertAllUnchanged(file: StaticString = #filePath, line: UInt = #line) throws {
            let names = try sessionNames()
            XCTAssertFalse(
                names.isEmpty, "no stored session in \(workspace.databasePath): nothing was tested", file: file,
                line: line)
            for name in names { try assertUnchanged(name, file: file, line: line) }
        }
    }

    extension OutcomeFile {
        /// Replays the touch log and fails the test when its outcome is not the file's (see
        /// `OutcomeFile.check()`).
        public func assertMatches(file: StaticString = #filePath, line: UInt = #line) throws {
            if let message = try check() { XCTFail(message, file: file, line: line) }
        }
    }
#endif
