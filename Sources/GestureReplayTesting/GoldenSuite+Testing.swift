#if canImport(Testing)
    import Testing
    import GestureSuite

    extension GoldenSuite {
        /// Replays the stored session `name` and records an issue, in `run`'s words, when its
        /// outcome is not its golden (or, in CI, when it has none or tests nothing).
        public func expectUnchanged(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            if let message = failureMessage(for: try verdict(of: name)) {
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            }
        }
    }

    extension OutcomeFile {
        /// Replays the touch log and records an issue when its outcome is not the file's (see
        /// `OutcomeFile.check()`).
        public func expectMatches(sourceLocation: SourceLocation = #_sourceLocation) throws {
            if let message = try check() {
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            }
        }
    }
#endif
