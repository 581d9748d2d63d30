import ArgumentParsing
import GestureSuite

/// What an `import` did with its files, counted for its summary line:
/// `3 of 5 dumps imported; 1 already stored; 1 failed; skipped 2 other files: 1 scene file, 1 unrecognised`,
/// and for a recorder folder `0 of 2 dumps imported; 2 unchanged; scene file: 1 unchanged`.
struct ImportTally: Equatable {
    var imported = 0
    var failed = 0
    /// Dumps left by `--skip-existing`.
    var alreadyStored = 0
    /// Dumps of a recorder folder stored already from the same bytes.
    var unchanged = 0
    /// Dumps of a recorder folder that read well, not stored because another file of the folder failed.
    var undone = 0
    /// Dumps not read because the command stopped first (a full disk, a read-only database).
    var notReached = 0
    /// Whether the command was rolled back whole: nothing of it was stored.
    var isRolledBack = false
    /// A recorder folder's scene files: copied into the scene folder, found there already, or refused.
    var scenesCopied = 0
    var scenesUnchanged = 0
    var scenesFailed = 0
    /// Files that are not dumps, in the order of `SkipReason`: scenes, SQLite files, lone
    /// evemu descriptions, unrecognised files.
    var scenes = 0
    var databases = 0
    var loneDescriptions = 0
    var unrecognised = 0

    /// Counts a skipped file.
    mutating func skip(_ reason: SkipReason) {
        switch reason {
        case .scene: scenes += 1
        case .database: databases += 1
        case .pairedDescription: break
        case .loneDescription: loneDescriptions += 1
        case .unrecognised: unrecognised += 1
        case .alreadyStored: alreadyStored += 1
        }
    }

    /// The dumps: the files read as such, imported or not.
    var dumps: Int { imported + failed + alreadyStored + unchanged + undone + notReached }
    /// A recorder folder's scene files.
    var recorderScenes: Int { scenesCopied + scenesUnchanged + scenesFailed }
    /// The files skipped as not dumps.
    var others: Int { scenes + databases + loneDescriptions + unrecognised }

    /// Counts a command rolled back whole: what was imported is undone, and the dumps of
    /// `dumpsGiven` not counted yet were never reached.
    mutating func rollBack(dumpsGiven: Int) {
        undone += imported
        imported = 0
        notReached = max(0, dumpsGiven - dumps)
        isRolledBack = true
    }

    /// The summary line, or nil after a single dump and nothing else (its own line says it all).
    var summary: String? {
        guard dumps + others > 1 || others > 0 || alreadyStored > 0 || recorderScenes > 0 || isRolledBack else {
            return nil
        }
        var text = "\(imported) of \(dumps) dump\(dumps == 1 ? "" : "s") imported"
        if alreadyStored > 0 { text += "; \(alreadyStored) already stored" }
        if unchanged > 0 { text += "; \(unchanged) unchanged" }
        if failed > 0 { text += "; \(failed) failed" }
        if undone > 0 { text += "; \(undone) undone" }
        if notReached > 0 { text += "; \(notReached) not reached" }
        if recorderScenes > 0 {
            let kinds = [(scenesCopied, "copied"), (scenesUnchanged, "unchanged"), (scenesFailed, "failed")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            text += "; scene file\(recorderScenes == 1 ? "" : "s"): \(kinds.joined(separator: ", "))"
        }
        if others > 0 {
            let kinds = [
                (scenes, "scene file", "scene files"), (databases, "SQLite file", "SQLite files"),
                (loneDescriptions, "lone evemu description", "lone evemu descriptions"),
                (unrecognised, "unrecognised", "unrecognised"),
            ].filter { $0.0 > 0 }.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }
            text += "; skipped \(others) other file\(others == 1 ? "" : "s"): \(kinds.joined(separator: ", "))"
        }
        return text
    }
}
