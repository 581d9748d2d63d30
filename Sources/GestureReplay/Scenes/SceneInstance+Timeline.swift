import GestureModel

// A scene's timeline set up in a built instance (`TimelineEntry`, docs/FORMATS.md §1).

extension SceneInstance {
    /// Schedules each `enabled` entry on the environment's clock and adds each call to its
    /// recognizer's actions. `file` names the scene in errors: a JSON scene's reader has checked
    /// every entry already; a Swift scene's are checked here.
    func apply(_ timeline: [TimelineEntry], file: String) throws(SceneError) {
        for (index, entry) in timeline.enumerated() {
            let path = "timeline[\(index)]"
            guard let recognizer = recognizer(named: entry.recognizer) else {
                throw SceneError(
                    file: file, line: 0, path: "\(path).recognizer",
                    reason: "recognizer \"\(entry.recognizer)\" is not defined")
            }
            switch entry.change {
            case .enabled(let isEnabled):
                // Scene code on the clock, as a timer turn (docs/SEMANTICS.md §2): it fires
                // before an event stamped at its time, and before a timer a recognizer schedules
                // for the same instant, since it is scheduled as the scene is built (CHOICE: the
                // clock's (due, scheduling order), as a `DispatchQueue.main.asyncAfter` made in
                // `viewDidLoad`). Entries of one time run in the order listed. What disabling
                // does is the model's rule (docs/SEMANTICS.md §1, DOC: "If you change this
                // property to false while a gesture recognizer is currently recognizing a
                // gesture, the gesture recognizer transitions to a cancelled state").
                environment.clock.schedule(at: entry.time) { recognizer.isEnabled = isEnabled }
            case .call(let call, let states):
                guard call.applies(to: recognizer) else {
                    let kind = type(of: recognizer)
                    throw SceneError(
                        file: file, line: 0, path: "\(path).\(call.name)",
                        reason: "recognizer \"\(entry.recognizer)\" is a \(kind); \(call.name) needs \(call.needs)")
                }
                // Added after the scene's own actions, so that a Swift scene's handler reads
                // the value before it is reset, as a real handler does (targets are called in the
                // order added, docs/SEMANTICS.md §1, CHOICE). The entry's time itself counts: the
                // first action at or after it makes the call (docs/FORMATS.md §1).
                let time = entry.time
                recognizer.addTarget { recognizer in
                    guard recognizer.currentTime >= time, states.contains(recognizer.state) else { return }
                    call.make(on: recognizer)
                }
            }
        }
    }
}
