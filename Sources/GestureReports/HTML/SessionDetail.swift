import GestureModel
import GestureReplay

/// What a detail page shows of one session: the touches, the expected and actual outcomes,
/// the arbiter's reasons, the decisions' margins, the scene's layout and the thresholds that
/// matter.
public struct SessionDetail: Equatable, Sendable {
    /// The recorded touches.
    public var session: TouchSession
    /// The golden outcome as it was compared (nil when there is none).
    public var expected: Outcome?
    /// The replay's outcome as it was compared (nil when it was not replayed).
    public var actual: Outcome?
    /// Why recognizers waited, failed and went ahead in the replay.
    public var trace: [GestureEnvironment.TraceEntry]
    /// The window and its views, for the touch picture (nil: the session's screen, or the
    /// touches' extent).
    public var layout: SceneLayout?
    /// The scene's recognizers in the order added: the swimlanes' order. Names only seen in
    /// the outcomes follow.
    public var recognizers: [String]
    /// Moments at which a threshold expires, drawn as guides over the swimlanes.
    public var guides: [ThresholdGuide]
    /// How the golden was compared, when not as a whole ("device golden: recognizer states
    /// within 50 ms").
    public var comparisonNote: String?
    /// Nanoseconds by which paired times may differ and still agree (device goldens).
    public var timeTolerance: Int64
    /// The replay's decisions with the thresholds they rested on, when it recorded margins.
    public var decisions: [Decision]
    /// What the page cannot show and why, beyond the verdict's own message ("its golden is
    /// unreadable: …", "its scene cannot be built: …"): shown as notes, never left out unsaid.
    public var gaps: [String]

    /// The evidence for one session's detail page.
    public init(
        session: TouchSession, expected: Outcome?, actual: Outcome?, trace: [GestureEnvironment.TraceEntry] = [],
        layout: SceneLayout? = nil, recognizers: [String] = [], guides: [ThresholdGuide] = [],
        comparisonNote: String? = nil, timeTolerance: Int64 = 0, decisions: [Decision] = [],
        gaps: [String] = []
    ) {
        self.gaps = gaps
        self.decisions = decisions
        self.session = session
        self.expected = expected
        self.actual = actual
        self.trace = trace
        self.layout = layout
        self.recognizers = recognizers
        self.guides = guides
        self.comparisonNote = comparisonNote
        self.timeTolerance = timeTolerance
    }
}
