import ArgumentParsing

/// `NAME... | --all`, the selection of stored sessions that `run`, `margins` and `perturb` take:
/// one rule and one message for the three.
enum SessionSelection {
    /// Names or `--all`, exactly one of the two.
    static func validate(names: [String], all: Bool) throws(UsageError) {
        if all && !names.isEmpty { throw UsageError("give session names or --all, not both") }
        if !all && names.isEmpty { throw UsageError("give session names, or --all for every stored session") }
    }

    /// The sessions named, or nil for every stored session.
    static func names(_ names: [String], all: Bool) -> [String]? {
        all ? nil : names
    }
}
