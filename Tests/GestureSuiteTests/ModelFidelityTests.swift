import GestureModel
import GestureReplay
import GestureReports
import GestureSuite
import Testing

/// The fidelity summary of a run's device-recorded sessions (`ModelFidelity`, gathered in
/// GestureSuite from the verdicts, rendered by GestureReports).
@Suite struct ModelFidelityTests {
    static func state(_ recognizer: String, _ state: ObservedState, device: Double, model: Double)
        -> DeviceAgreement.AlignedState
    {
        .init(recognizer: recognizer, state: state, device: Instant(seconds: device), model: Instant(seconds: model))
    }

    static func verdict(
        _ name: String, _ status: SessionStatus, types: [(String, String)], _ aligned: [DeviceAgreement.AlignedState]
    ) -> SessionVerdict {
        let agreement = DeviceAgreement(recognizerTypes: types.map { (recognizer: $0.0, type: $0.1) }, aligned: aligned)
        let kind: SessionVerdict.Kind =
            status == .pass
            ? .pass(origin: .device, deviceAgreement: agreement)
            : .modelDiffers(diff: ["~"], deviceAgreement: agreement)
        return SessionVerdict(name: name, kind)
    }

    /// Four device-recorded sessions, one the model does not reproduce, and two without a
    /// device golden (an approved regression, an error) that the summary leaves out. Their time
    /// differences (model − device): pan +30 ms and 0 (left out: no difference); tap-lift +350
    /// ms (single waited 0.35 s for double); tickle -30 ms; swipe +10, -20, +45 and +5 ms.
    static let verdicts = [
        verdict(
            "pan-device", .pass, types: [("pan", "pan")],
            [state("pan", .began, device: 0.1, model: 0.13), state("pan", .ended, device: 0.5, model: 0.5)]),
        SessionVerdict(name: "approved", .regression(diff: ["~ 0.43 → 0.48 single recognized"])),
        verdict(
            "tap-lift", .modelDiffers, types: [("single", "tap"), ("double", "tap")],
            [state("single", .recognized, device: 0.08, model: 0.43)]),
        verdict(
            "tickle", .pass, types: [("tickle", "TickleGestureRecognizer")],
            [state("tickle", .recognized, device: 1, model: 0.97)]),
        SessionVerdict(name: "broken", .error(message: "scene \"x\" not found")),
        verdict(
            "swipe", .pass, types: [("swipe", "swipe")],
            [
                state("swipe", .began, device: 0.2, model: 0.21), state("swipe", .changed, device: 0.3, model: 0.28),
                state("swipe", .ended, device: 0.4, model: 0.445),
                state("swipe", .recognized, device: 0.5, model: 0.505),
            ]),
    ]

    @Test("of the device-recorded sessions: how many reproduced, by type, and the five largest time differences")
    func figures() {
        let fidelity = ModelFidelity(Self.verdicts)
        // Four sessions with a device agreement; tap-lift not reproduced. Each type counts a
        // session once (tap-lift names two taps). Types in name order: capitals first.
        // The five largest of |350|, |45|, |30|, |-30|, |-20|, |10|, |5|; pan's 30 before
        // tickle's, in session order.
        #expect(
            fidelity
                == ModelFidelity(
                    sessions: 4, reproduced: 3,
                    types: [
                        .init(type: "TickleGestureRecognizer", sessions: 1, reproduced: 1),
                        .init(type: "pan", sessions: 1, reproduced: 1),
                        .init(type: "swipe", sessions: 1, reproduced: 1),
                        .init(type: "tap", sessions: 1, reproduced: 0),
                    ],
                    largestTimeDifferences: [
                        .init(session: "tap-lift", state: Self.state("single", .recognized, device: 0.08, model: 0.43)),
                        .init(session: "swipe", state: Self.state("swipe", .ended, device: 0.4, model: 0.445)),
                        .init(session: "pan-device", state: Self.state("pan", .began, device: 0.1, model: 0.13)),
                        .init(session: "tickle", state: Self.state("tickle", .recognized, device: 1, model: 0.97)),
                        .init(session: "swipe", state: Self.state("swipe", .changed, device: 0.3, model: 0.28)),
                    ]))
    }

    @Test("the summary as run prints it")
    func text() {
        #expect(
            ModelFidelity(Self.verdicts).lines == [
                "Model fidelity: of 4 device-recorded sessions, 3 reproduced",
                "  TickleGestureRecognizer  1 of 1 reproduced",
                "  pan                      1 of 1 reproduced",
                "  swipe                    1 of 1 reproduced",
                "  tap                      0 of 1 reproduced",
                "  largest time differences (model − device):",
                "    tap-lift    single recognized  device 0.08 s  model 0.43 s   +350 ms",
                "    swipe       swipe ended        device 0.4 s   model 0.445 s  +45 ms",
                "    pan-device  pan began          device 0.1 s   model 0.13 s   +30 ms",
                "    tickle      tickle recognized  device 1 s     model 0.97 s   -30 ms",
                "    swipe       swipe changed      device 0.3 s   model 0.28 s   -20 ms",
            ])
    }

    @Test("a run without device goldens has no summary")
    func none() {
        let fidelity = ModelFidelity([SessionVerdict(name: "a", .pass())])
        #expect(fidelity.isEmpty)
        #expect(fidelity.lines.isEmpty)
    }
}
