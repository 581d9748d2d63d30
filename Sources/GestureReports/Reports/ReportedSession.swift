import GestureReplay

/// One session's verdict in a run as every report reads it: the verdict itself
/// (`SessionVerdict`, read through its properties: `session.name`, `session.status`), with the
/// evidence for pictures and timelines when a report has it.
@dynamicMemberLookup
public struct ReportedSession: Equatable, Sendable {
    /// The verdict.
    public var verdict: SessionVerdict
    /// The evidence for pictures and timelines; reports draw a detail page only for sessions
    /// that have it.
    public var detail: SessionDetail?

    public init(_ verdict: SessionVerdict, detail: SessionDetail? = nil) {
        self.verdict = verdict
        self.detail = detail
    }

    /// A session's verdict from its parts (for report tests and fixtures).
    public init(
        name: String, scene: String, _ kind: SessionVerdict.Kind, duration: Duration = .zero,
        detail: SessionDetail? = nil
    ) {
        self.init(SessionVerdict(name: name, scene: scene, kind, duration: duration), detail: detail)
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<SessionVerdict, Value>) -> Value {
        verdict[keyPath: keyPath]
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<SessionVerdict, Value>) -> Value {
        get { verdict[keyPath: keyPath] }
        set { verdict[keyPath: keyPath] = newValue }
    }
}
