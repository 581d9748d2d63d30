import GestureModel
import GestureReplay

/// The thresholds of a scene's recognizers that a reader wants to see against a session's
/// timeline, and where they fall: each counted from a touch sequence's first touch-down or
/// its last touch-up (`docs/SEMANTICS.md` §4).
///
/// ```swift
/// let rules = ThresholdGuides(tapMaximumInterval: 0.35, tapMaximumDuration: 0.75)
/// rules.guides(for: singleTap)  // tap interval 0.35 s at 0.43 (the finger lifted at 0.08)
/// ```
public struct ThresholdGuides: Equatable, Sendable {
    /// Seconds from the last finger's lift in which a multi-tap's next tap must land
    /// (`tapMaximumInterval`); nil when the scene has no tap recognizer.
    public var tapMaximumInterval: Double?
    /// Seconds a tap's finger may stay down (`tapMaximumDuration`); nil without a tap recognizer.
    public var tapMaximumDuration: Double?
    /// The `minimumPressDuration` of each long-press recognizer, in seconds.
    public var minimumPressDurations: [Double]
    /// Seconds after the first touch-down at which a still-possible swipe fails
    /// (`swipeMaximumDuration`); nil without a swipe recognizer.
    public var swipeMaximumDuration: Double?
    /// Added to every label: `(the scene's own)` when several sets are drawn.
    public var note: String?
    /// How many touch sequences (first finger down to last finger up) get guides, from the
    /// first: the pictures stay readable for long sessions.
    public var maximumSequences: Int

    /// The thresholds to draw; leave out those of recognizers the scene does not have.
    public init(
        tapMaximumInterval: Double? = nil, tapMaximumDuration: Double? = nil, minimumPressDurations: [Double] = [],
        swipeMaximumDuration: Double? = nil, note: String? = nil, maximumSequences: Int = 3
    ) {
        self.tapMaximumInterval = tapMaximumInterval
        self.tapMaximumDuration = tapMaximumDuration
        self.minimumPressDurations = minimumPressDurations
        self.swipeMaximumDuration = swipeMaximumDuration
        self.note = note
        self.maximumSequences = maximumSequences
    }

    /// The guides for `session`, by time; thresholds that run out at the same instant share one
    /// guide (`long press 0.5 s · swipe 0.5 s`).
    public func guides(for session: TouchSession) -> [ThresholdGuide] {
        var found: [(time: Instant, label: String)] = []
        for sequence in ThresholdGuides.sequences(in: session).prefix(maximumSequences) {
            for duration in Set(minimumPressDurations).sorted() {
                found.append((sequence.down.advanced(bySeconds: duration), "long press \(seconds(duration))"))
            }
            if let duration = swipeMaximumDuration {
                found.append((sequence.down.advanced(bySeconds: duration), "swipe \(seconds(duration))"))
            }
            if let duration = tapMaximumDuration {
                found.append((sequence.down.advanced(bySeconds: duration), "tap duration \(seconds(duration))"))
            }
            if let up = sequence.up, let interval = tapMaximumInterval {
                found.append((up.advanced(bySeconds: interval), "tap interval \(seconds(interval))"))
            }
        }
        var guides: [ThresholdGuide] = []
        for (time, label) in found.enumerated().sorted(by: {
            ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        })
        .map(\.element) {
            let text = note.map { "\(label) \($0)" } ?? label
            if let last = guides.last, last.time == time {
                if !last.label.components(separatedBy: " · ").contains(text) {
                    guides[guides.count - 1].label += " · \(text)"
                }
            } else {
                guides.append(ThresholdGuide(time: time, label: text))
            }
        }
        return guides
    }

    /// `0.35 s`.
    private func seconds(_ value: Double) -> String { "\(StableNumber.text(value)) s" }

    /// Each stretch from a touch-down with no finger down to the moment no finger is down
    /// (nil when the session ends with fingers down).
    static func sequences(in session: TouchSession) -> [(down: Instant, up: Instant?)] {
        var sequences: [(down: Instant, up: Instant?)] = []
        var down: Set<Int> = []
        for sample in session.samples {
            switch sample.phase {
            case .began:
                if down.isEmpty { sequences.append((sample.time, nil)) }
                down.insert(sample.touch)
            case .ended, .cancelled:
                down.remove(sample.touch)
                if down.isEmpty, !sequences.isEmpty { sequences[sequences.count - 1].up = sample.time }
            case .moved, .stationary:
                break
            }
        }
        return sequences
    }
}
