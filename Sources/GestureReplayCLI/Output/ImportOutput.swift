import GestureModel
import GestureReplay
import GestureReports
import GestureSuite

/// What `import` prints as its files are done (`Importer.Event`), and its summary line: status
/// lines on standard output, each failure as an error on standard error, counted in `tally`.
struct ImportOutput {
    var context: Context
    var workspace: Workspace
    var tally = ImportTally()

    /// Shows what became of one file or recorder folder, and counts it.
    mutating func show(_ event: Importer.Event) {
        switch event {
        case .file(let file, let result):
            show(result, of: file)
        case .failed(let file, let error):
            tally.failed += 1
            context.report(DumpError.naming(file.path, error))
        case .recorderFolder(let recorder, let folder):
            show(folder, of: recorder)
        }
    }

    /// Prints the summary line, when there is one.
    func summarize() {
        if let summary = tally.summary { context.terminal.status(summary) }
    }

    /// Shows what became of a recorder folder: its copied scene files and its sessions, or its
    /// errors.
    mutating func show(_ folder: Importer.RecorderFolderImport, of recorder: RecorderFolder) {
        if let error = folder.sceneError {
            context.report(error)
            tally.scenesFailed += 1
        }
        for (file, error) in folder.failures { context.report(DumpError.naming(file.path, error)) }
        tally.failed += folder.failures.count
        tally.undone += folder.undone
        guard folder.isStored else {
            for (file, result) in folder.results {
                if case .skipped(let reason) = result { skip(reason, of: file) }
            }
            context.terminal.status(
                "nothing of \(TerminalText.sanitized(recorder.path)) was stored: a recorder folder is stored whole or not at all"
            )
            return
        }
        for scene in folder.placed {
            if scene.isNew {
                tally.scenesCopied += 1
                let copy = workspace.scenes.displayPath(scene.destination)
                context.terminal.status(
                    "copied \(TerminalText.sanitized(scene.source)) to \(TerminalText.sanitized(copy))")
            } else {
                tally.scenesUnchanged += 1
            }
        }
        for (file, result) in folder.results { show(result, of: file) }
    }

    /// Shows what became of one file, and counts it.
    mutating func show(_ result: Importer.FileResult, of file: DumpFile) {
        switch result {
        case .imported(let imported):
            tally.imported += 1
            // A reader's summary has lines of its own: one status line each (names in them are escaped).
            for line in Self.lines(imported).flatMap({ $0.split(separator: "\n", omittingEmptySubsequences: false) }) {
                context.terminal.status(String(line))
            }
            if imported.testsNothing { context.terminal.warning(EmptyOutcome.warning(imported.session.name)) }
        case .skipped(let reason):
            skip(reason, of: file)
        case .unchanged(let session, let scene):
            tally.unchanged += 1
            context.terminal.status(
                "unchanged \(TerminalText.sanitized(session)) (scene \(TerminalText.sanitized(scene))): stored from the same bytes"
            )
        }
    }

    /// Counts a file left, and says so when it is worth a line.
    mutating func skip(_ reason: SkipReason, of file: DumpFile) {
        tally.skip(reason)
        if let line = reason.line(for: TerminalText.sanitized(file.path)) { context.terminal.status(line) }
    }

    /// The lines that say `imported` was stored: the import's line (with the reader's summary,
    /// whose lines are its own), and the golden kept, if one was.
    static func lines(_ imported: Importer.ImportedSession) -> [String] {
        let session = imported.session
        let seconds = StableNumber.text(session.duration.seconds)
        let details = imported.summary.map { " [\($0.description)]" } ?? ""
        let shownName = TerminalText.sanitized(session.name)
        let goldenText = imported.kept.map { "\($0.rawValue), kept" } ?? imported.golden?.rawValue ?? "none"
        var lines = [
            "imported \(shownName) (scene \(TerminalText.sanitized(session.scene))): \(session.touchCount) touch\(session.touchCount == 1 ? "" : "es"), \(session.samples.count) samples, \(seconds) s; golden: \(goldenText)\(details)"
        ]
        if let kept = imported.kept {
            lines.append(
                "kept the \(kept.rawValue) golden of \(shownName): the next run compares the new touches with it (import with --approve to replace it)"
            )
        }
        return lines
    }
}
