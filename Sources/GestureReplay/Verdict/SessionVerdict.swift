import GestureModel

/// Who said a golden is the expected outcome.
public enum GoldenOrigin: String, Equatable, Sendable, CaseIterable {
    /// A replay's outcome, accepted by a person (`approve`, `import --approve`).
    case approved
    /// Observed on the device while recording.
    case device
}

/// One session's verdict in a run: what the runner returns, the history store records, the
/// reports show and the command line prints, as one value.
public struct SessionVerdict: Sendable {
    /// The session's name (from its recording: escape it wherever it goes).
    public var name: String
    /// Its scene's name. The history store keeps no scene: a verdict read from it has the
    /// scene the golden database gives the session now, or "" (`RunHistory.read`).
    public var scene: String
    public var status: SessionStatus
    /// The differences from the golden, one line each (`OutcomeDiff.lines`); empty when none.
    public var diff: [String]
    /// The replay's outcome as JSON Lines, for a session that did not pass (for `approve` and
    /// the reports); nil when it was not replayed, or passed.
    public var actual: String?
    /// Why it is an error or obsolete; for a model/device difference, the relation the scene
    /// may lack or have wrongly, when the difference has that shape (`RequirementHint`).
    public var message: String?
    /// The golden's origin, when there is one and it is known (the history does not keep it).
    public var goldenOrigin: GoldenOrigin?
    /// Wall time of the replay.
    public var duration: Duration
    /// The structured replay, with the arbiter's reasons, of a session that did not pass, when
    /// the runner keeps it (`SuiteRunner.keepsFailingReplays`): what a report's detail page
    /// shows, so that the session is not replayed again. Not recorded, and not compared by `==`.
    public var replay: Replayer.Result?
    /// How the replay lines up with a device golden, for a session that has one (passed or
    /// not): what the run's fidelity summary counts. Not recorded.
    public var deviceAgreement: DeviceAgreement?
    /// The decision closest to its threshold, when the run recorded margins
    /// (`Replayer.recordsMargins`); the history keeps it with its deciding check only, its
    /// numbers as `run --json` writes them (`Decision.init(marginJSON:)`).
    public var smallestMargin: Decision? {
        get { margins?.smallest }
        set { margins = Margins(smallest: newValue, close: closeMargin) }
    }
    /// The decision closest in `run --min-margin`'s sense (`Sequence<Decision>.closest(for:)`:
    /// in its unit, or as a fraction) when it is within it: what makes a pass fragile. nil
    /// without a limit, or when no decision is within it; not kept by the history (which keeps
    /// `smallestMargin`, the same measure in every run).
    public var closeMargin: Decision? {
        get { margins?.close }
        set { margins = Margins(smallest: smallestMargin, close: newValue) }
    }

    /// Sets both margins with one box.
    mutating func setMargins(smallest: Decision?, close: Decision?) {
        margins = Margins(smallest: smallest, close: close)
    }

    /// Both margins in one immutable box, replaced whole when one changes: a verdict is copied
    /// through queues and lists, and most have no margin; two inline `Decision?` made every
    /// verdict 112 bytes larger.
    private var margins: Margins?

    private final class Margins: Sendable {
        let smallest: Decision?
        let close: Decision?

        init?(smallest: Decision?, close: Decision?) {
            guard smallest != nil || close != nil else { return nil }
            self.smallest = smallest
            self.close = close
        }
    }

    public init(
        name: String, scene: String = "", status: SessionStatus, diff: [String] = [], actual: String? = nil,
        message: String? = nil, goldenOrigin: GoldenOrigin? = nil, duration: Duration = .zero,
        replay: Replayer.Result? = nil
    ) {
        self.name = name
        self.scene = scene
        self.status = status
        self.diff = diff
        self.actual = actual
        self.message = message
        self.goldenOrigin = goldenOrigin
        self.duration = duration
        self.replay = replay
    }

    /// What the history store keeps of it: the actual outcome only for a session that needs it
    /// (`approve --failing`, the reports: not a pass, not empty), a message only for an error or
    /// a model/device difference's hint (an obsolete session's reason is its status), no replay,
    /// no device agreement; the smallest margin.
    public var recorded: SessionVerdict {
        var verdict = SessionVerdict(
            name: name, scene: scene, status: status, diff: diff,
            actual: status == .pass || status == .empty ? nil : actual,
            message: status == .error || status == .modelDiffers ? message : nil,
            goldenOrigin: goldenOrigin, duration: duration)
        verdict.smallestMargin = smallestMargin
        return verdict
    }
}

extension SessionVerdict: Equatable {
    /// Equal in everything but the kept replay and device agreement (neither is recorded).
    public static func == (lhs: SessionVerdict, rhs: SessionVerdict) -> Bool {
        lhs.name == rhs.name && lhs.scene == rhs.scene && lhs.status == rhs.status && lhs.diff == rhs.diff
            && lhs.actual == rhs.actual && lhs.message == rhs.message && lhs.goldenOrigin == rhs.goldenOrigin
            && lhs.duration == rhs.duration && lhs.smallestMargin == rhs.smallestMargin
            && lhs.closeMargin == rhs.closeMargin
    }
}
