import Foundation
import GestureModel

// A scene's `"timeline"` (docs/FORMATS.md §1), read and checked against its recognizers.

extension SceneReader {
    /// The keys of a timeline entry: its recognizer, its time, one change, and the states of a call.
    static let timelineKeys = ["at", "after", "recognizer", "states"] + timelineChanges
    /// The changes an entry can make, one per entry.
    static let timelineChanges = ["enabled", "setTranslation", "setScale", "setRotation"]

    /// Each entry: `{"at": s, "recognizer": r, "enabled": bool}`, or `{"after": s, "recognizer": r,
    /// "setTranslation" | "setScale" | "setRotation": value, "states": [...]}`.
    func readTimeline(_ node: JSONNode, spec: SceneSpec) throws(SceneError) -> [TimelineEntry] {
        var entries: [TimelineEntry] = []
        for (index, entryNode) in try names(node, "timeline").enumerated() {
            let path = "timeline[\(index)]"
            let members = try requireKeys(entryNode, path, allowed: SceneReader.timelineKeys)
            guard let nameNode = entryNode["recognizer"] else {
                throw error(entryNode, "\(path).recognizer", "missing")
            }
            let name = try check(nameNode, "\(path).recognizer") { node throws(SceneValueError) in
                try node.expectString()
            }
            guard let type = spec.recognizerType(named: name) else {
                throw error(nameNode, "\(path).recognizer", "recognizer \"\(name)\" is not defined")
            }
            let changes = members.filter { SceneReader.timelineChanges.contains($0.key) }
            guard let change = changes.first else {
                throw error(
                    entryNode, path, "missing a change: one of \(SceneReader.timelineChanges.joined(separator: ", "))")
            }
            if changes.count > 1 {
                throw error(
                    changes[1].node, "\(path).\(changes[1].key)", "one change per entry; this one has \(change.key)")
            }
            let changePath = "\(path).\(change.key)"
            // Enabling is a change at a time; a call is made by the action from a time on: each
            // has its own word, so that a file says which it means.
            let isCall = change.key != "enabled"
            let (timeKey, otherKey) = isCall ? ("after", "at") : ("at", "after")
            if let other = entryNode[otherKey] {
                throw error(
                    other, "\(path).\(otherKey)",
                    isCall
                        ? "\(change.key) is called by the action each time it runs from a time on: write \"after\""
                        : "enabled changes at a time, as a turn of its own: write \"at\"")
            }
            guard let timeNode = entryNode[timeKey] else {
                throw error(entryNode, "\(path).\(timeKey)", "missing; expected seconds from the session's start")
            }
            let seconds = try check(timeNode, "\(path).\(timeKey)") { node throws(SceneValueError) in
                try node.expectNumber(minimum: 0)
            }
            let time = Instant(seconds: seconds)
            guard isCall else {
                if let states = entryNode["states"] {
                    throw error(
                        states, "\(path).states", "only a call (setTranslation, setScale, setRotation) has states")
                }
                let isEnabled = try check(change.node, changePath) { node throws(SceneValueError) in
                    try node.expectBool()
                }
                entries.append(TimelineEntry(recognizer: name, time: time, change: .enabled(isEnabled)))
                continue
            }
            let call = try check(change.node, changePath) { node throws(SceneValueError) in
                try SceneReader.call(named: change.key, node)
            }
            // readRecognizers allowed only registered types; a scroll view's own are a pan, a
            // pinch, and its touch delay, which is none of the registry's (an empty type).
            guard let sample = registry.recognizerType(named: type)?.make(), call.applies(to: sample) else {
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
            entries.append(TimelineEntry(recognizer: name, time: time, change: .call(call, states: states)))
        }
        return entries
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
