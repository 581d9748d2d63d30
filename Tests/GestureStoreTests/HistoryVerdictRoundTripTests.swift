import GestureModel
import GestureReplay
import GestureStore
import Testing

/// Every case of `SessionVerdict.Kind`, each with all it can carry, recorded in the history
/// store and read back (docs/FORMATS.md §6): what comes back is what `results` keeps, written
/// out here case by case from its columns and CHECK rules (history.sql, migration 3), not
/// computed by the code under test.
@Suite struct HistoryVerdictRoundTripTests {
    /// A double tap's second tap 0.12 s after the first, against a 0.35 s window: its one
    /// deciding check, as `results.smallest_margin` keeps it.
    static let margin = Decision(
        time: Instant(seconds: 0.5), recognizer: "double", kind: .state(.recognized),
        checks: [
            ThresholdCheck(
                threshold: "tapMaximumInterval", value: 0.12, limit: 0.35, unit: .seconds, recognizer: "double")
        ])
    /// A device golden and the model agreeing on when single recognized.
    static let agreement = DeviceAgreement(
        recognizerTypes: [(recognizer: "single", type: "tap")],
        aligned: [
            .init(
                recognizer: "single", state: .recognized, device: Instant(seconds: 0.08), model: Instant(seconds: 0.08))
        ])
    static let diff = ["~ 0.08 → 0.43 single recognized", "+ 0.43 double failed"]
    static let actual = #"{"t":0.43,"recognizer":"single","state":"recognized"}"# + "\n"

    /// (what a run hands the recorder, what the history gives back): the store keeps a status's
    /// diff lines, the outcome of a session `approve --failing` may accept (a regression, a
    /// model/device difference, a new session), an error's message and a model/device
    /// difference's hint; never a golden's origin, an obsolete session's reason, an empty
    /// session's outcome, a kept replay, a device agreement or the close margin.
    static let cases: [(SessionStatus, written: SessionVerdict.Kind, read: SessionVerdict.Kind)] = [
        (.pass, .pass(origin: .device, deviceAgreement: agreement), .pass()),
        (.regression, .regression(diff: diff, actual: actual), .regression(diff: diff, actual: actual)),
        (
            .modelDiffers,
            .modelDiffers(diff: diff, actual: actual, hint: "add require(toFail:)", deviceAgreement: agreement),
            .modelDiffers(diff: diff, actual: actual, hint: "add require(toFail:)")
        ),
        (.new, .new(actual: actual), .new(actual: actual)),
        (.error, .error(message: "scene \"knob\" not found"), .error(message: "scene \"knob\" not found")),
        (.obsolete, .obsolete(reason: "its scene was removed"), .obsolete()),
        (.empty, .empty(origin: .approved, actual: "", deviceAgreement: agreement), .empty()),
    ]

    @Test("the table has one case of every status, in the order SessionStatus lists them")
    func everyStatus() {
        #expect(Self.cases.map(\.0) == SessionStatus.allCases)
    }

    @Test("each status is read back whole, as the history keeps it", arguments: SessionStatus.allCases)
    func roundTrip(status: SessionStatus) throws {
        let (_, written, read) = try #require(Self.cases.first { $0.0 == status })
        var verdict = SessionVerdict(name: "s-\(status.rawValue)", scene: "taps", written, duration: .nanoseconds(42))
        verdict.smallestMargin = Self.margin
        verdict.closeMargin = Self.margin
        var expected = SessionVerdict(name: "s-\(status.rawValue)", read, duration: .nanoseconds(42))
        expected.smallestMargin = Self.margin

        let history = try History.inMemory()
        let run = try history.recordRun([verdict], toolVersion: "0.4.0")
        let back = try #require(try history.results(of: run).first)
        #expect(back == expected)
        #expect(back.status == status)
        #expect(verdict.recorded == expected.with(scene: "taps"))
    }
}

extension SessionVerdict {
    /// The verdict with `scene`: the history keeps no scene, `recorded` keeps it.
    fileprivate func with(scene: String) -> SessionVerdict {
        var verdict = self
        verdict.scene = scene
        return verdict
    }
}
