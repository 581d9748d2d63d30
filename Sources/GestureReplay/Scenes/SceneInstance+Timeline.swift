import GestureModel

// A scene's timeline set up in a built instance (`TimelineEntry`, docs/FORMATS.md §1).

extension SceneInstance {
    /// Schedules each `at` entry on the environment's clock, adds each `when` entry and each
    /// call to the actions of its recognizer. `file` names the scene in errors: a JSON scene's
    /// reader has checked every entry already; a Swift scene's are checked here.
    func apply(_ timeline: [TimelineEntry], file: String) throws(SceneError) {
        for (index, entry) in timeline.enumerated() {
            let path = "timeline[\(index)]"
            func failure(_ key: String, _ reason: String) -> SceneError {
                SceneError(file: file, line: 0, path: "\(path).\(key)", reason: reason)
            }
            let change: () -> Void
            if case .view(let viewChange) = entry.change {
                guard let view = view(named: entry.subject) else {
                    throw failure("view", "view \"\(entry.subject)\" is not defined")
                }
                guard !(view is Window && Self.movesView(viewChange)) else {
                    throw failure("removed", "the window has no superview to leave or come back to")
                }
                change = SceneInstance.change(viewChange, of: view)
            } else {
                guard let recognizer = recognizer(named: entry.subject) else {
                    throw failure("recognizer", "recognizer \"\(entry.subject)\" is not defined")
                }
                if case .call(let call, let states) = entry.change {
                    guard case .after(let time) = entry.trigger else {
                        throw failure(call.name, "\(call.name) is made by the recognizer's own action: use .after")
                    }
                    try addCall(call, states: states, from: time, to: recognizer, path: path, file: file)
                    continue
                }
                change = SceneInstance.change(entry.change, of: recognizer)
            }
            switch entry.trigger {
            case .at(let time):
                // Scene code on the clock, as a timer turn (docs/SEMANTICS.md §2): it fires
                // before an event stamped at its time, and before a timer a recognizer schedules
                // for the same instant, since it is scheduled as the scene is built (CHOICE: the
                // clock's (due, scheduling order), as a `DispatchQueue.main.asyncAfter` made in
                // `viewDidLoad`). Entries of one time run in the order listed.
                environment.clock.schedule(at: time, change)
            case .when(let name, let state):
                guard let trigger = recognizer(named: name) else {
                    throw failure("when.recognizer", "recognizer \"\(name)\" is not defined")
                }
                guard TimelineEntry.actionStates.contains(state) else {
                    throw failure("when.state", SceneReader.whenStateReason(state.description))
                }
                // Code in the trigger's handler: called with its action in that state, after the
                // line the state change records and after the scene's own actions (targets are
                // called in the order added, docs/SEMANTICS.md §1, CHOICE), as an app's handler
                // that tests `state` does. What it changes is arbitrated in the same turn
                // (docs/SEMANTICS.md §2 steps 4–6).
                trigger.addTarget { recognizer in
                    if recognizer.state == state { change() }
                }
            case .after:
                throw failure("after", "only a call (setTranslation, setScale, setRotation) is made from a time on")
            }
        }
    }

    /// Whether `change` takes a view out of its superview or puts it back.
    private static func movesView(_ change: TimelineEntry.ViewChange) -> Bool {
        if case .removed = change { return true }
        return false
    }

    /// A view change as code, with the superview the scene gave the view (weak references:
    /// the instance keeps its views, and a closure must not keep them past it).
    private static func change(_ change: TimelineEntry.ViewChange, of view: View) -> () -> Void {
        weak let superview = view.superview
        return { [weak view] in
            guard let view else { return }
            change.make(on: view, superview: superview)
        }
    }

    /// A recognizer change as code, with the view the scene gave the recognizer.
    ///
    /// What disabling does is the model's rule (docs/SEMANTICS.md §1, DOC: "If you change this
    /// property to false while a gesture recognizer is currently recognizing a gesture, the
    /// gesture recognizer transitions to a cancelled state"). `cancel` is the idiom apps use,
    /// since UIKit has no cancel method: disabled, then enabled at once (DEC: UIKitCore's own
    /// `-[__UISystemGestureManager _failedPendingSwipe]`, iOS 26.1, calls `setEnabled:0` then
    /// `setEnabled:1` on its gesture; `-[UIGestureRecognizer setEnabled:]` cancels a recognizer
    /// under way through `-[UIGestureEnvironment _cancelGestureRecognizers:]`). Enabled again, it
    /// is terminal until its touches end (docs/SEMANTICS.md §1).
    private static func change(_ change: TimelineEntry.Change, of recognizer: GestureRecognizer) -> () -> Void {
        weak let home = recognizer.view
        return { [weak recognizer] in
            guard let recognizer else { return }
            switch change {
            case .enabled(let isEnabled):
                recognizer.isEnabled = isEnabled
            case .cancel:
                recognizer.isEnabled = false
                recognizer.isEnabled = true
            case .recognizerRemoved(true):
                recognizer.view?.removeGestureRecognizer(recognizer)
            case .recognizerRemoved(false):
                if recognizer.view == nil { home?.addGestureRecognizer(recognizer) }
            case .call, .view:
                preconditionFailure("calls and view changes are set up by `apply`")
            }
        }
    }

    /// Adds `call` to `recognizer`'s actions from `time` on, in `states`.
    private func addCall(
        _ call: TimelineEntry.ActionCall, states: [GestureRecognizer.State], from time: Instant,
        to recognizer: GestureRecognizer, path: String, file: String
    ) throws(SceneError) {
        guard call.applies(to: recognizer) else {
            let kind = type(of: recognizer)
            throw SceneError(
                file: file, line: 0, path: "\(path).\(call.name)",
                reason: "recognizer \"\(recognizer.name ?? "")\" is a \(kind); \(call.name) needs \(call.needs)")
        }
        // Added after the scene's own actions, so that a Swift scene's handler reads the value
        // before it is reset, as a real handler does (targets are called in the order added,
        // docs/SEMANTICS.md §1, CHOICE). The entry's time itself counts: the first action at or
        // after it makes the call (docs/FORMATS.md §1).
        recognizer.addTarget { recognizer in
            guard recognizer.currentTime >= time, states.contains(recognizer.state) else { return }
            call.make(on: recognizer)
        }
    }
}
