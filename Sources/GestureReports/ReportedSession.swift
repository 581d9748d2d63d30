import GestureReplay
/// One session's result in a run, as every report reads it.
public struct ReportedSession: Equatable, Sendable {
    /// The session's name (from its recording: escape it wherever it goes).
    public var name: String
    /// Its scene's name.
    public var scene: String
    /// The verdict.
    public var status: SessionStatus
    /// The differences from the golden, one line each (`OutcomeDiff.lines`); empty when it passed.
    public var diff: [String]
    /// Why it is an error or obsolete.
    public var message: String?
    /// Wall-clock time the replay took.
    public var duration: Duration
    /// The evidence for pictures and timelines; reports draw a detail page only for sessions
    /// that have it.
    public var detail: SessionDetail?

    /// A session's result.
    public init(
        name: String, scene: String, status: SessionStatus, diff: [String] = [], message: String? = nil,
        duration: Duration = .zero, detail: SessionDetail? = nil
    ) {
        self.name = name
        self.scene = scene
        self.status = status
        self.diff = diff
        self.message = message
        self.duration = duration
        self.detail = detail
    }
}
