import Examples
import GestureReplayTesting
import XCTest

/// The XCTest face of the same suite, as a team with XCTest tests writes it: XCTest has no
/// parameterized tests, so one test replays every session and each failure names its session.
final class GoldenSuiteXCTests: XCTestCase {
    func testShippedGoldensReplayUnchanged() throws {
        try GoldenSuite(registry: Examples.registry).assertAllUnchanged()
    }
}
