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
    /// What the verdict is, with what that status has (`Kind`).
    public var kind: Kind
    /// Wall time of the replay.
    public var duration: Duration
    /// The decision closest to its threshold, when the run recorded margins
    /// (`Replayer.recordsMargins`); the history keeps it with its deciding check only, its
    /// numbers as `run --json` writes them (`Decision.init(marginJSON:)`). Any status may have
    /// one: a session whose golden proves unreadable after its replay keeps the replay's.
    public var smallestMargin: Decision?
    /// The decision closest in `run --min-margin`'s sense (`Sequence<Decision>.closest(for:)`:
    /// in its unit, or as a fraction) when it is within it: what makes a pass fragile. nil
    /// without a limit, or when no decision is within it; not kept by the history (which keeps
    /// `smallestMargin`, the same measure in every run).
    public var closeMargin: Decision?

    /// Each status with what it has: the rules of the history store's `results` table
    /// (`HistorySchema`, migration 3) and more, in the type. `diff` lines are the differences
    /// from the golden (`OutcomeDiff.lines`), never empty; `actual` is the replay's outcome as
    /// JSON Lines; `replay` the structured replay, with the arbiter's reasons, when the runner
    /// keeps it (`SuiteRunner.keepsFailingReplays`: what a report's detail page shows, so that
    /// the session is not replayed again); `deviceAgreement` how the replay lines up with a
    /// device golden (what the run's fidelity summary counts). The history keeps `recorded`.
    public enum Kind: Sendable {
        /// The outcome equals the golden, whose origin is known when the runner compared it
        /// (the history does not keep it).
        case pass(origin: GoldenOrigin? = nil, deviceAgreement: DeviceAgreement? = nil)
        /// The outcome differs from an approved golden.
        case regression(diff: [String], actual: String? = nil, replay: Replayer.Result? = nil)
        /// The outcome differs from a device golden; `hint` is the relation the scene may lack
        /// or have wrongly, when the difference has that shape (`RequirementHint`).
        case modelDiffers(
            diff: [String], actual: String? = nil, hint: String? = nil, replay: Replayer.Result? = nil,
            deviceAgreement: DeviceAgreement? = nil)
        /// No golden yet; `actual` is what `approve` would accept.
        case new(actual: String? = nil)
        /// The replay could not produce an outcome, for the reason `message` says.
        case error(message: String)
        /// A golden whose scene was removed; the history keeps no reason (`RunHistory.read`
        /// says one).
        case obsolete(reason: String? = nil)
        /// Equal to its golden, and neither holds an observation.
        case empty(origin: GoldenOrigin? = nil, actual: String? = nil, deviceAgreement: DeviceAgreement? = nil)
    }

    public init(name: String, scene: String = "", _ kind: Kind, duration: Duration = .zero) {
        self.name = name
        self.scene = scene
        self.kind = kind
        self.duration = duration
    }

    /// What the history store keeps of it: the actual outcome only for a session that needs it
    /// (`approve --failing`, the reports: a regression, a model/device difference, a new
    /// session), a message only for an error or a model/device difference's hint (an obsolete
    /// session's reason is its status), no golden origin, no replay, no device agreement; the
    /// smallest margin.
    public var recorded: SessionVerdict {
        var verdict = self
        verdict.kind =
            switch kind {
            case .pass: .pass()
            case .regression(let diff, let actual, _): .regression(diff: diff, actual: actual)
            case .modelDiffers(let diff, let actual, let hint, _, _):
                .modelDiffers(diff: diff, actual: actual, hint: hint)
            case .new, .error: kind
            case .obsolete: .obsolete()
            case .empty: .empty()
            }
        verdict.closeMargin = nil
        return verdict
    }
}

extension SessionVerdict {
    /// Its status: the case of `kind`.
    public var status: SessionStatus {
        switch kind {
        case .pass: .pass
        case .regression: .regression
        case .modelDiffers: .modelDiffers
        case .new: .new
        case .error: .error
        case .obsolete: .obsolete
        case .empty: .empty
        }
    }

    /// The differences from the golden: a regression's or a model/device difference's; empty
    /// for every other status.
    public var diff: [String] {
        switch kind {
        case .regression(let diff, _, _), .modelDiffers(let diff, _, _, _, _): diff
        default: []
        }
    }

    /// The replay's outcome as JSON Lines, when the case has one. Set to nil to drop it (the
    /// reports show differences, not outcomes); only a case that has one takes another.
    public var actual: String? {
        get {
            switch kind {
            case .regression(_, let actual, _), .modelDiffers(_, let actual, _, _, _), .new(let actual),
                .empty(_, let actual, _):
                actual
            case .pass, .error, .obsolete: nil
            }
        }
        set {
            switch kind {
            case .regression(let diff, _, let replay): kind = .regression(diff: diff, actual: newValue, replay: replay)
            case .modelDiffers(let diff, _, let hint, let replay, let agreement):
                kind = .modelDiffers(
                    diff: diff, actual: newValue, hint: hint, replay: replay, deviceAgreement: agreement)
            case .new: kind = .new(actual: newValue)
            case .empty(let origin, _, let agreement):
                kind = .empty(origin: origin, actual: newValue, deviceAgreement: agreement)
            case .pass, .error, .obsolete: precondition(newValue == nil, "a \(status.word) has no actual outcome")
            }
        }
    }

    /// Why it is an error or obsolete, or a model/device difference's hint; nil otherwise.
    public var message: String? {
        switch kind {
        case .error(let message): message
        case .obsolete(let reason): reason
        case .modelDiffers(_, _, let hint, _, _): hint
        default: nil
        }
    }

    /// The golden's origin, when there is one and it is known: a regression's is approved, a
    /// model/device difference's the device's.
    public var goldenOrigin: GoldenOrigin? {
        switch kind {
        case .pass(let origin, _), .empty(let origin, _, _): origin
        case .regression: .approved
        case .modelDiffers: .device
        case .new, .error, .obsolete: nil
        }
    }

    /// The kept structured replay of a session that differs. Set to nil to drop it; only a case
    /// that has one takes another.
    public var replay: Replayer.Result? {
        get {
            switch kind {
            case .regression(_, _, let replay), .modelDiffers(_, _, _, let replay, _): replay
            default: nil
            }
        }
        set {
            switch kind {
            case .regression(let diff, let actual, _): kind = .regression(diff: diff, actual: actual, replay: newValue)
            case .modelDiffers(let diff, let actual, let hint, _, let agreement):
                kind = .modelDiffers(
                    diff: diff, actual: actual, hint: hint, replay: newValue, deviceAgreement: agreement)
            default: precondition(newValue == nil, "a \(status.word) has no kept replay")
            }
        }
    }

    /// How the replay lines up with a device golden, for a session that has one and was
    /// compared with it (passed or not).
    public var deviceAgreement: DeviceAgreement? {
        switch kind {
        case .pass(_, let agreement), .modelDiffers(_, _, _, _, let agreement), .empty(_, _, let agreement): agreement
        default: nil
        }
    }
}

extension SessionVerdict.Kind: Equatable {
    /// Equal in everything but the kept replay and device agreement (neither is recorded).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.pass(let a, _), .pass(let b, _)): a == b
        case (.regression(let diffA, let actualA, _), .regression(let diffB, let actualB, _)):
            diffA == diffB && actualA == actualB
        case (
            .modelDiffers(let diffA, let actualA, let hintA, _, _),
            .modelDiffers(let diffB, let actualB, let hintB, _, _)
        ):
            diffA == diffB && actualA == actualB && hintA == hintB
        case (.new(let a), .new(let b)): a == b
        case (.error(let a), .error(let b)): a == b
        case (.obsolete(let a), .obsolete(let b)): a == b
        case (.empty(let originA, let actualA, _), .empty(let originB, let actualB, _)):
            originA == originB && actualA == actualB
        default: false
        }
    }
}

extension SessionVerdict: Equatable {
    /// Equal in everything but the kept replay and device agreement (neither is recorded).
    public static func == (lhs: SessionVerdict, rhs: SessionVerdict) -> Bool {
        lhs.name == rhs.name && lhs.scene == rhs.scene && lhs.kind == rhs.kind && lhs.duration == rhs.duration
            && lhs.smallestMargin == rhs.smallestMargin && lhs.closeMargin == rhs.closeMargin
    }
}
