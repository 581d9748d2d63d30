import Foundation
import GestureModel

// A scene's `"timeline"` (docs/FORMATS.md §1), read and checked against its recognizers and views.

extension SceneReader {
    /// The keys of a timeline entry: its trigger, its subject, one change, and the states of a call.
    static let timelineKeys =
        ["at", "after", "when", "recognizer", "view", "states"] + recognizerChanges + viewChanges.filter { $0 != "removed" }
    /// The changes an entry can make to a recognizer, one per entry.
    static let recognizerChanges = ["enabled", "cancel", "removed"] + callChanges
    /// The calls a recognizer's own action makes from a time on.
    static let callChanges = ["setTranslation", "setScale", "setRotation"]
    /// The changes an entry can make to a view, one per entry.
    static let viewChanges = ["hidden", "userInteractionEnabled", "exclusiveTouch", "frame", "removed"]

    /// Each entry names a `recognizer` or a `view`, makes one change, and has one trigger:
    /// `"at"` seconds, `"when"` a recognizer reaches a state, or (a call) `"after"` seconds.
    func readTimeline(_ node: JSONNode, spec: SceneSpec) throws(SceneError) -> [TimelineEntry] {
        var entries: [TimelineEntry] = []
        for (index, entryNode) in try names(node, "timeline").enumerated() {
            let path = "timeline[\(index)]"
            let members = try requireKeys(entryNode, path, allowed: SceneReader.timelineKeys)
            let (subject, isView) = try readSubject(entryNode, path, spec: spec)
            let allowed = isView ? SceneReader.viewChanges : SceneReader.recognizerChanges
            let changes = members.filter { allowed.contains($0.key) }
            if let other = members.first(where: {
                !allowed.contains($0.key) && (SceneReader.viewChanges + SceneReader.recognizerChanges).contains($0.key)
            }) {
                throw error(
                    other.node, "\(path).\(other.key)",
                    isView ? "a view's change is one of \(allowed.joined(separator: ", "))"
                        : "a recognizer's change is one of \(allowed.joined(separator: ", "))")
            }
            guard let change = changes.first else {
                throw error(entryNode, path, "missing a change: one of \(allowed.joined(separator: ", "))")
            }
            if changes.count > 1 {
                throw error(
                    changes[1].node, "\(path).\(changes[1].key)", "one change per entry; this one has \(change.key)")
            }
            let changePath = "\(path).\(change.key)"
            let isCall = SceneReader.callChanges.contains(change.key)
            if !isCall, let states = entryNode["states"] {
                throw error(states, "\(path).states", "only a call (setTranslation, setScale, setRotation) has states")
            }
            let trigger = try readTrigger(entryNode, path, isCall: isCall, change: change.key, spec: spec)
            if isView {
                let viewChange = try readViewChange(change, changePath, subject: subject)
                entries.append(TimelineEntry(subject: subject, trigger: trigger, change: .view(viewChange)))
                continue
            }
            switch change.key {
            case "enabled":
                let isEnabled = try check(change.node, changePath) { node throws(SceneValueError) in
                    try node.expectBool()
                }
                entries.append(TimelineEntry(subject: subject, trigger: trigger, change: .enabled(isEnabled)))
            case "cancel":
                // CHOICE: `true` only; a cancel has no opposite, and `false` would read as one.
                let isCancel = try check(change.node, changePath) { node throws(SceneValueError) in
                    try node.expectBool()
                }
                guard isCancel else {
                    throw error(change.node, changePath, "must be true (a cancel has no opposite; omit the entry)")
                }
                entries.append(TimelineEntry(subject: subject, trigger: trigger, change: .cancel))
            case "removed":
                let isRemoved = try check(change.node, changePath) { node throws(SceneValueError) in
                    try node.expectBool()
                }
                entries.append(TimelineEntry(subject: subject, trigger: trigger, change: .recognizerRemoved(isRemoved)))
            default:
                let call = try readCall(change, changePath, recognizer: subject, entryNode, path, spec: spec)
                entries.append(TimelineEntry(subject: subject, trigger: trigger, change: call))
            }
        }
        return entries
    }

    /// The entry's `"recognizer"` or `"view"` (one of them), checked against the scene.
    private func readSubject(_ entryNode: JSONNode, _ path: String, spec: SceneSpec) throws(SceneError)
        -> (name: String, isView: Bool)
    {
        switch (entryNode["recognizer"], entryNode["view"]) {
        case (nil, nil):
            throw error(entryNode, "\(path).recognizer", "missing; expected a recognizer's name (or \"view\": a view's)")
        case (.some, .some(let viewNode)):
            throw error(viewNode, "\(path).view", "one subject per entry; this one has recognizer")
        case (.some(let nameNode), nil):
            let name = try check(nameNode, "\(path).recognizer") { node throws(SceneValueError) in
                try node.expectString()
            }
            guard spec.recognizerType(named: name) != nil else {
                throw error(nameNode, "\(path).recognizer", "recognizer \"\(name)\" is not defined")
            }
            return (name, false)
        case (nil, .some(let viewNode)):
            let name = try check(viewNode, "\(path).view") { node throws(SceneValueError) in try node.expectString() }
            guard name == "window" || spec.views.contains(where: { $0.name == name }) else {
                throw error(viewNode, "\(path).view", "view \"\(name)\" is not defined")
            }
            return (name, true)
        }
    }

    /// The entry's trigger. A call is made by the recognizer's own action from a time on
    /// (`"after"`); every other change is made at a time (`"at"`) or by code in a
    /// recognizer's action (`"when"`): each has its own word, so that a file says which it means.
    private func readTrigger(
        _ entryNode: JSONNode, _ path: String, isCall: Bool, change: String, spec: SceneSpec
    ) throws(SceneError) -> TimelineEntry.Trigger {
        if isCall {
            for key in ["at", "when"] {
                if let other = entryNode[key] {
                    throw error(
                        other, "\(path).\(key)",
                        "\(change) is called by the action each time it runs from a time on: write \"after\"")
                }
            }
            return .after(try readSeconds(entryNode, "after", path))
        }
        if let other = entryNode["after"] {
            throw error(
                other, "\(path).after",
                "\(change) changes at a time, as a turn of its own, or when a recognizer reaches a state: write \"at\" or \"when\""
            )
        }
        switch (entryNode["at"], entryNode["when"]) {
        case (.some, .some(let whenNode)):
            throw error(whenNode, "\(path).when", "one trigger per entry; this one has at")
        case (nil, .some(let whenNode)):
            return try readWhen(whenNode, "\(path).when", spec: spec)
        default:
            return .at(try readSeconds(entryNode, "at", path))
        }
    }

    private func readSeconds(_ entryNode: JSONNode, _ key: String, _ path: String) throws(SceneError) -> Instant {
        guard let timeNode = entryNode[key] else {
            throw error(entryNode, "\(path).\(key)", "missing; expected seconds from the session's start")
        }
        let seconds = try check(timeNode, "\(path).\(key)") { node throws(SceneValueError) in
            try node.expectNumber(minimum: 0)
        }
        return Instant(seconds: seconds)
    }

    /// `{"recognizer": name, "state": state}`: the state one in which an action is sent.
    private func readWhen(_ node: JSONNode, _ path: String, spec: SceneSpec) throws(SceneError)
        -> TimelineEntry.Trigger
    {
        _ = try requireKeys(node, path, allowed: ["recognizer", "state"])
        guard let nameNode = node["recognizer"] else { throw error(node, "\(path).recognizer", "missing") }
        let name = try check(nameNode, "\(path).recognizer") { node throws(SceneValueError) in try node.expectString() }
        guard spec.recognizerType(named: name) != nil else {
            throw error(nameNode, "\(path).recognizer", "recognizer \"\(name)\" is not defined")
        }
        guard let stateNode = node["state"] else { throw error(node, "\(path).state", "missing") }
        let stateName = try check(stateNode, "\(path).state") { node throws(SceneValueError) in
            try node.expectString()
        }
        guard let state = TimelineEntry.actionStates.first(where: { $0.description == stateName }) else {
            throw error(stateNode, "\(path).state", SceneReader.whenStateReason(stateName))
        }
        return .when(recognizer: name, state: state)
    }

    /// Why `state` cannot trigger an entry: no action is sent in it (`docs/SEMANTICS.md` §1).
    static func whenStateReason(_ state: String) -> String {
        let allowed = TimelineEntry.actionStates.map(\.description).joined(separator: ", ")
        return "\"\(state)\" is not a state an action is sent in (one of: \(allowed))"
    }

    /// A view change's value: booleans, or `[x, y, width, height]` points for `frame`.
    private func readViewChange(_ change: JSONNode.Member, _ path: String, subject: String) throws(SceneError)
        -> TimelineEntry.ViewChange
    {
        if change.key == "frame" {
            let numbers = try check(change.node, path) { node throws(SceneValueError) -> [Double] in
                let numbers = try node.expectNumbers(count: 4, "[x, y, width, height]")
                guard numbers[2] >= 0 && numbers[3] >= 0 else {
                    throw SceneValueError("width and height must not be negative")
                }
                return numbers
            }
            return .frame(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
        let value = try check(change.node, path) { node throws(SceneValueError) in try node.expectBool() }
        switch change.key {
        case "hidden": return .hidden(value)
        case "userInteractionEnabled": return .userInteractionEnabled(value)
        case "exclusiveTouch": return .exclusiveTouch(value)
        default:
            guard subject != "window" else {
                throw error(change.node, path, "the window has no superview to leave or come back to")
            }
            return .removed(value)
        }
    }

    /// A call and its states, checked against the recognizer's type.
    private func readCall(
        _ change: JSONNode.Member, _ changePath: String, recognizer name: String, _ entryNode: JSONNode,
        _ path: String, spec: SceneSpec
    ) throws(SceneError) -> TimelineEntry.Change {
        let call = try check(change.node, changePath) { node throws(SceneValueError) in
            try SceneReader.call(named: change.key, node)
        }
        // readRecognizers allowed only registered types; a scroll view's own are a pan, a
        // pinch, and its touch delay, which is none of the registry's (an empty type).
        let type = spec.recognizerType(named: name) ?? ""
        // A throwaway recognizer, made on the reader's thread (`ReplayActor`).
        let applies = ReplayActor.assumeIsolated {
            registry.recognizerType(named: type).map { call.applies(to: $0.make()) } ?? false
        }
        guard applies else {
            throw error(
                change.node, changePath,
                "recognizer \"\(name)\" is \(type.isEmpty ? "a scroll view's touch delay" : "a \(type)"); \(change.key) needs \(call.needs)"
            )
        }
        var states = TimelineEntry.actionStates
        if let statesNode = entryNode["states"] {
            states = try check(statesNode, "\(path).states") { node throws(SceneValueError) in
                try node.expectNames(allowed: TimelineEntry.actionStates.map(\.description)).map { name in
                    TimelineEntry.actionStates.first { $0.description == name }!
                }
            }
        }
        return .call(call, states: states)
    }

    /// A call's value: `[x, y]` points for `setTranslation`, a scale > 0, radians for `setRotation`.
    private static func call(named key: String, _ node: JSONNode) throws(SceneValueError) -> TimelineEntry.ActionCall {
        switch key {
        case "setTranslation":
            let numbers = try node.expectNumbers(count: 2, "[x, y]")
            return .setTranslation(CGPoint(x: numbers[0], y: numbers[1]))
        case "setScale":
            let scale = try node.expectNumber(minimum: 0)
            // CHOICE: a scale is a ratio of two distances; 0 would divide by zero.
            guard scale > 0 else { throw SceneValueError("must be greater than 0") }
            return .setScale(scale)
        default:
            return .setRotation(try node.expectNumber())
        }
    }
}
