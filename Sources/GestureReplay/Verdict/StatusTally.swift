/// How many sessions of a run (or a scene) have each status.
public struct StatusTally: Equatable, Hashable, Sendable {
    /// Sessions whose outcome equals their golden.
    public var pass: Int
    /// Sessions whose outcome differs from their approved golden.
    public var regression: Int
    /// Sessions whose outcome differs from their device golden: the model does not reproduce
    /// the device.
    public var modelDiffers: Int
    /// Sessions without a golden.
    public var new: Int
    /// Sessions that could not be replayed.
    public var error: Int
    /// Goldens whose scene is gone.
    public var obsolete: Int
    /// Sessions whose golden and replay hold no observation: they test nothing.
    public var empty: Int

    /// A tally with the counts given.
    public init(
        pass: Int = 0, regression: Int = 0, modelDiffers: Int = 0, new: Int = 0, error: Int = 0, obsolete: Int = 0,
        empty: Int = 0
    ) {
        self.empty = empty
        self.pass = pass
        self.regression = regression
        self.modelDiffers = modelDiffers
        self.new = new
        self.error = error
        self.obsolete = obsolete
    }

    /// The tally of `statuses`.
    public init<S: Sequence>(_ statuses: S) where S.Element == SessionStatus {
        self.init()
        for status in statuses { self[status] += 1 }
    }

    /// The count of one status.
    public subscript(status: SessionStatus) -> Int {
        get {
            switch status {
            case .pass: pass
            case .regression: regression
            case .modelDiffers: modelDiffers
            case .new: new
            case .error: error
            case .obsolete: obsolete
            case .empty: empty
            }
        }
        set {
            switch status {
            case .pass: pass = newValue
            case .regression: regression = newValue
            case .modelDiffers: modelDiffers = newValue
            case .new: new = newValue
            case .error: error = newValue
            case .obsolete: obsolete = newValue
            case .empty: empty = newValue
            }
        }
    }

    /// Every session counted.
    public var total: Int { pass + regression + modelDiffers + new + error + obsolete + empty }

    /// `regression + modelDiffers + error`: what fails a run.
    public var failing: Int { regression + modelDiffers + error }

    /// `5 passed, 1 regression, 2 model/device differences, 2 new`: the statuses with a count,
    /// in a fixed order (`0 passed` when nothing was counted).
    public var text: String {
        var parts = ["\(pass) passed"]
        if regression > 0 { parts.append("\(regression) regression\(regression == 1 ? "" : "s")") }
        if modelDiffers > 0 {
            parts.append("\(modelDiffers) model/device difference\(modelDiffers == 1 ? "" : "s")")
        }
        if new > 0 { parts.append("\(new) new") }
        if error > 0 { parts.append("\(error) error\(error == 1 ? "" : "s")") }
        if obsolete > 0 { parts.append("\(obsolete) obsolete") }
        if empty > 0 { parts.append("\(empty) empty") }
        return parts.joined(separator: ", ")
    }
}
