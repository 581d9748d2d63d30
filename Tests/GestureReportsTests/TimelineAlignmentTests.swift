import GestureModel
import GestureReplay
import Testing

@testable import GestureReports

@Suite struct TimelineAlignmentTests {
    typealias F = ReportFixtures

    @Test("a threshold that moves three observations: three changed rows, the arbiter's lines placed by time")
    func movedTap() {
        let trace = [
            GestureEnvironment.TraceEntry(
                time: Instant(seconds: 0.08), event: .waits("single", forFailureOf: "double")),
            GestureEnvironment.TraceEntry(
                time: Instant(seconds: 0.48), event: .goesAhead("single", afterFailureOf: "double")),
        ]
        let alignment = TimelineAlignment(expected: F.goldenTap, actual: F.slowerTap, trace: trace)
        let g = F.goldenTap.observations
        let a = F.slowerTap.observations
        #expect(
            alignment.rows == [
                .init(kind: .same, expected: g[0], actual: a[0]),
                .init(kind: .note("single waits for double to fail"), time: Instant(seconds: 0.08)),
                .init(kind: .changed(timeMoved: true, keys: []), expected: g[1], actual: a[1]),
                .init(kind: .changed(timeMoved: true, keys: []), expected: g[2], actual: a[2]),
                .init(kind: .changed(timeMoved: true, keys: []), expected: g[3], actual: a[3]),
                .init(kind: .note("double failed: single goes ahead"), time: Instant(seconds: 0.48)),
            ])
    }

    @Test("something else happened in place of the expected: missing before unexpected, then the common end paired")
    func replaced() {
        let expected = Outcome([F.recognizer(0.1, "pan", .began), F.recognizer(0.2, "pan", .ended)])
        let actual = Outcome([F.recognizer(0.1, "tap", .recognized), F.recognizer(0.2, "pan", .ended)])
        #expect(
            TimelineAlignment(expected: expected, actual: actual).rows == [
                .init(kind: .missing, expected: expected.observations[0]),
                .init(kind: .unexpected, actual: actual.observations[0]),
                .init(kind: .same, expected: expected.observations[1], actual: actual.observations[1]),
            ])
    }

    @Test("a value that differs names its key; the same time is not a move")
    func changedValue() {
        let expected = Outcome([F.recognizer(0.2, "pan", .changed, [.point("translation", 10, 0)])])
        let actual = Outcome([F.recognizer(0.2, "pan", .changed, [.point("translation", 12, 0)])])
        #expect(
            TimelineAlignment(expected: expected, actual: actual).rows == [
                .init(
                    kind: .changed(timeMoved: false, keys: ["translation"]), expected: expected.observations[0],
                    actual: actual.observations[0])
            ])
    }

    @Test("without a golden every observation is unexpected; within a time tolerance a small move agrees")
    func noGoldenAndTolerance() {
        let rows = TimelineAlignment(expected: Outcome(), actual: F.goldenTap).rows
        #expect(rows.map(\.kind) == Array(repeating: .unexpected, count: 4))
        let late = Outcome([F.recognizer(0.44, "double", .failed)])
        let onTime = Outcome([F.recognizer(0.43, "double", .failed)])
        #expect(
            TimelineAlignment(expected: onTime, actual: late, timeTolerance: 50_000_000).rows.map(\.kind) == [.same])
        #expect(
            TimelineAlignment(expected: onTime, actual: late).rows.map(\.kind) == [.changed(timeMoved: true, keys: [])])
    }
}

@Suite struct ThresholdGuidesTests {
    @Test("a lone tap: the interval runs out 0.35 s after the lift at 0.08, the duration 0.75 s after the touch-down")
    func tap() {
        let guides = ThresholdGuides(tapMaximumInterval: 0.35, tapMaximumDuration: 0.75).guides(
            for: ReportFixtures.singleTap)
        #expect(
            guides == [
                ThresholdGuide(time: Instant(seconds: 0.43), label: "tap interval 0.35 s"),
                ThresholdGuide(time: Instant(seconds: 0.75), label: "tap duration 0.75 s"),
            ])
    }

    @Test("thresholds that run out together share a guide; a note marks another set; only the first sequences count")
    func merged() {
        let twoTaps = TouchSession(
            name: "two", scene: "s",
            samples: [
                TouchSample(time: .zero, touch: 1, phase: .began, x: 0, y: 0),
                TouchSample(time: Instant(seconds: 0.1), touch: 2, phase: .began, x: 0, y: 0),
                TouchSample(time: Instant(seconds: 0.2), touch: 1, phase: .ended, x: 0, y: 0),
                TouchSample(time: Instant(seconds: 0.3), touch: 2, phase: .ended, x: 0, y: 0),
                TouchSample(time: Instant(seconds: 1), touch: 1, phase: .began, x: 0, y: 0),
                TouchSample(time: Instant(seconds: 1.1), touch: 1, phase: .ended, x: 0, y: 0),
            ])
        let rules = ThresholdGuides(
            minimumPressDurations: [0.5, 0.5], swipeMaximumDuration: 0.5, note: "(scene's own)",
            maximumSequences: 1)
        #expect(
            rules.guides(for: twoTaps) == [
                ThresholdGuide(
                    time: Instant(seconds: 0.5), label: "long press 0.5 s (scene's own) · swipe 0.5 s (scene's own)")
            ])
        #expect(
            ThresholdGuides.sequences(in: twoTaps).map { [$0.down.seconds, $0.up?.seconds ?? -1] } == [
                [0, 0.3], [1, 1.1],
            ])
    }
}
