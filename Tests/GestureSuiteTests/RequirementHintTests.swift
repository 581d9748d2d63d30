import GestureModel
import GestureReplay
import GestureSuite
import Testing

/// `RequirementHint.find` on outcomes as a device comparison sees them (states only), with the
/// model's trace. Times from docs/SEMANTICS.md §2 for a lone tap lifted at 0.08 in
/// tap-or-double-tap: single waits from 0.08 until double fails at 0.08 + 0.35 = 0.43.
@Suite struct RequirementHintTests {
    static let tolerance = GoldenComparison.deviceTimeTolerance  // 50 ms

    static func line(_ t: Double, _ recognizer: String, _ state: ObservedState) -> Observation {
        Observation(
            time: Instant(seconds: t), subject: .recognizer(name: recognizer, state: state, values: [], reason: nil))
    }

    /// The model's replay of the lone tap, and its trace.
    static let model = Outcome([line(0.43, "double", .failed), line(0.43, "single", .recognized)])
    static let trace = [
        GestureEnvironment.TraceEntry(time: Instant(seconds: 0.08), event: .waits("single", forFailureOf: "double")),
        GestureEnvironment.TraceEntry(
            time: Instant(seconds: 0.43), event: .goesAhead("single", afterFailureOf: "double")),
    ]

    @Test("the device recognized at the lift (within 50 ms), the model after waiting: the model waited 0.35 s")
    func modelWaited() {
        // 0.11 is 30 ms after the wait began at 0.08: within the tolerance of the lift.
        let hint = RequirementHint.find(
            device: Outcome([Self.line(0.11, "single", .recognized)]), model: Self.model, trace: Self.trace,
            tolerance: Self.tolerance)
        #expect(hint == RequirementHint(waiter: "single", required: "double", waited: .model, wait: 350_000_000))
    }

    @Test(
        "no hint for a difference of another shape",
        arguments: [
            // Moved 0.2 s later than the model, and the device reports no failure then: nothing
            // the device waited for.
            [RequirementHintTests.line(0.63, "single", .recognized)],
            // Moved 0.2 s earlier than the model, but not to the lift: 0.23 is 150 ms after the
            // model's wait began.
            [RequirementHintTests.line(0.23, "single", .recognized)],
            // A recognized the model says failed: not a time the requirement moved.
            [RequirementHintTests.line(0.43, "double", .recognized)],
            // Equal within 50 ms: no difference.
            [RequirementHintTests.line(0.45, "single", .recognized)],
        ])
    func otherShapes(_ device: [Observation]) {
        #expect(
            RequirementHint.find(
                device: Outcome(device), model: Self.model, trace: Self.trace, tolerance: Self.tolerance)
                == nil)
    }
}
