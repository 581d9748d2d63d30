import GestureReplay
import GestureReplayCLI
import Testing

/// `--threshold NAME=VALUE`: read by key before anything is opened.
@Suite struct ThresholdOptionTests {
    /// The standard error of gesture-replay run on `arguments` in this process.
    static func standardError(_ arguments: [String]) -> String {
        let output = OutputBuffer(), error = OutputBuffer()
        let terminal = Terminal(standardOutput: .buffer(output), standardError: .buffer(error))
        _ = GestureReplayCLI.tool(registry: .builtIn).run(arguments, environment: [:], terminal: terminal)
        return error.text
    }

    @Test("an unknown threshold is named, with every known one and the nearest as a suggestion")
    func unknownName() {
        #expect(
            Self.standardError(["replay", "--scene", "s", "--touches", "t", "--threshold", "panHysteresys=4"])
                .hasPrefix(
                    """
                    Error: Invalid value 'panHysteresys=4' for '--threshold <name=value>': expected a threshold the model has ('panHysteresys' is unknown; known: tapMaximumInterval, tapAllowableMovement, tapMaximumDuration, panHysteresis, swipeMinimumDistance, swipeMaximumCrossDistance, swipeMinimumSpeed, swipeMaximumDuration, swipeMinimumScaleFactor, swipeMaximumScaleFactor, swipeReverseTolerance, pinchHysteresis, rotationMinimumHysteresis, rotationMaximumHysteresis, screenEdgeWidth, controlTouchInsideMargin, scrollViewTouchDelay, directionalLockAngle, directionalLockPause). Did you mean 'panHysteresis=4'?

                    Usage:
                    """))
    }

    @Test(
        "a value that is not a number from 0 to 10^9 is refused",
        arguments: ["tapMaximumInterval", "tapMaximumInterval=-1", "tapMaximumInterval=x"])
    func badValue(text: String) {
        #expect(
            Self.standardError(["replay", "--scene", "s", "--touches", "t", "--threshold", text]).hasPrefix(
                "Error: Invalid value '\(text)' for '--threshold <name=value>': expected NAME=VALUE with a number from 0 to 1000000000\n"
            ))
    }
}
