import Foundation
import GestureModel

/// Reads and validates one scene document, keeping file, line and path for errors.
struct SceneReader {
    let file: String
    let registry: SceneRegistry

    func error(_ node: JSONNode?, _ path: String, _ reason: String) -> SceneError {
        SceneError(file: file, line: node?.line ?? 0, path: path, reason: reason)
    }

    /// Wraps a value check with the node's line and path.
    func check<T>(_ node: JSONNode, _ path: String, _ body: (JSONNode) throws(SceneValueError) -> T) throws(SceneError)
        -> T
    {
        do {
            return try body(node)
        } catch {
            throw self.error(node, path, error.reason)
        }
    }

    func requireKeys(_ node: JSONNode, _ path: String, allowed: [String]) throws(SceneError) -> [JSONNode.Member] {
        guard let members = node.members else { throw error(node, path, "expected an object, found \(node.typeName)") }
        for member in members where !allowed.contains(member.key) {
            throw error(
                member.node, path.isEmpty ? member.key : "\(path).\(member.key)",
                "unknown key (allowed: \(allowed.joined(separator: ", ")))")
        }
        return members
    }

    func names(_ node: JSONNode, _ path: String) throws(SceneError) -> [JSONNode] {
        guard let elements = node.elements else { throw error(node, path, "expected an array, found \(node.typeName)") }
        // CHOICE: real scenes have tens; names are checked pairwise.
        guard elements.count <= SceneSpec.maximumEntries else {
            throw error(node, path, "more than \(SceneSpec.maximumEntries) entries")
        }
        return elements
    }

    mutating func read(_ text: String) throws(SceneError) -> SceneSpec {
        if text.allSatisfy(\.isWhitespace) { throw error(nil, "", "empty file") }
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw SceneError(file: file, line: error.line, path: "", reason: error.reason)
        }
        _ = try requireKeys(
            root, "",
            allowed: [
                "format", "version", "name", "window", "views", "recognizers", "requireToFail", "simultaneous",
                "thresholds", "shouldBegin", "delegates", "timeline", "emptyOutcomesExpected",
            ])
        guard let format = root["format"] else {
            throw error(root, "format", "missing; expected \"\(SceneSpec.format)\"")
        }
        guard format.string == SceneSpec.format else {
            throw error(
                format, "format",
                "expected \"\(SceneSpec.format)\", found \(format.string.map { "\"\($0)\"" } ?? format.typeName)")
        }
        guard let versionNode = root["version"] else {
            throw error(root, "version", "missing; expected \(SceneSpec.version)")
        }
        let version = try check(versionNode, "version") { node throws(SceneValueError) in
            try node.expectInteger(minimum: 1)
        }
        guard version == SceneSpec.version else {
            throw error(
                versionNode, "version",
                "version \(version) is not supported (this gesture-replay reads version \(SceneSpec.version))")
        }
        guard let nameNode = root["name"] else { throw error(root, "name", "missing") }
        let name = try check(nameNode, "name") { node throws(SceneValueError) in try node.expectString() }
        guard let windowNode = root["window"] else {
            throw error(root, "window", "missing; expected {\"width\": …, \"height\": …}")
        }
        _ = try requireKeys(windowNode, "window", allowed: ["width", "height"])
        let width = try positive(windowNode["width"], in: windowNode, "window.width")
        let height = try positive(windowNode["height"], in: windowNode, "window.height")
        var spec = SceneSpec(name: name, windowWidth: width, windowHeight: height)
        if let views = root["views"] { spec.views = try readViews(views) }
        if let recognizers = root["recognizers"] {
            spec.recognizers = try readRecognizers(recognizers, views: spec.views)
        }
        let recognizerNames = spec.recognizerNames
        if let node = root["requireToFail"] {
            spec.requireToFail = try readPairs(node, "requireToFail", known: recognizerNames)
            try rejectCycles(spec.requireToFail, node: node)
        }
        if let node = root["simultaneous"] {
            spec.simultaneous = try readPairs(node, "simultaneous", known: recognizerNames)
        }
        if let node = root["thresholds"] {
            for member in try requireKeys(node, "thresholds", allowed: Thresholds.Key.names) {
                let value = try check(member.node, "thresholds.\(member.key)") { node throws(SceneValueError) in
                    try node.expectNumber(minimum: 0)
                }
                // requireKeys allowed only the names of keys.
                spec.thresholds.append((Thresholds.Key(rawValue: member.key)!, value))
            }
        }
        if let node = root["shouldBegin"] {
            for member in try requireKeys(node, "shouldBegin", allowed: recognizerNames) {
                let answer = try check(member.node, "shouldBegin.\(member.key)") { node throws(SceneValueError) in
                    try node.expectBool()
                }
                spec.shouldBegin.append((member.key, answer))
            }
        }
        if let node = root["delegates"] {
            for member in try requireKeys(node, "delegates", allowed: recognizerNames) {
                spec.delegates.append(
                    (member.key, try readDelegate(member.node, "delegates.\(member.key)", of: member.key, spec: spec)))
            }
        }
        if let node = root["timeline"] { spec.timeline = try readTimeline(node, spec: spec) }
        if let node = root["emptyOutcomesExpected"] {
            spec.emptyOutcomesExpected = try check(node, "emptyOutcomesExpected") { node throws(SceneValueError) in
                try node.expectBool()
            }
        }
        return spec
    }

    func positive(_ node: JSONNode?, in parent: JSONNode, _ path: String) throws(SceneError) -> Double {
        guard let node else { throw error(parent, path, "missing") }
        let value = try check(node, path) { node throws(SceneValueError) in try node.expectNumber(minimum: 0) }
        guard value > 0 else { throw error(node, path, "must be greater than 0") }
        return value
    }

    func readRecognizers(_ node: JSONNode, views: [SceneSpec.ViewSpec]) throws(SceneError) -> [SceneSpec.RecognizerSpec]
    {
        var recognizers: [SceneSpec.RecognizerSpec] = []
        var seen: Set<String> = []  // the names so far: a look-up each, not a scan (10,000 entries)
        for (index, recognizerNode) in try names(node, "recognizers").enumerated() {
            let path = "recognizers[\(index)]"
            guard let members = recognizerNode.members else {
                throw error(recognizerNode, path, "expected an object, found \(recognizerNode.typeName)")
            }
            guard let nameNode = recognizerNode["name"] else { throw error(recognizerNode, "\(path).name", "missing") }
            let name = try check(nameNode, "\(path).name") { node throws(SceneValueError) in try node.expectString() }
            guard seen.insert(name).inserted else {
                throw error(nameNode, "\(path).name", "duplicate recognizer name \"\(name)\"")
            }
            if let owner = views.first(where: { view in view.ownedRecognizers.contains { $0.name == name } }) {
                throw error(
                    nameNode, "\(path).name",
                    "duplicate recognizer name \"\(name)\" (the scroll view \"\(owner.name)\" has it)")
            }
            guard let typeNode = recognizerNode["type"] else { throw error(recognizerNode, "\(path).type", "missing") }
            let typeName = try check(typeNode, "\(path).type") { node throws(SceneValueError) in try node.expectString()
            }
            guard let type = registry.recognizerType(named: typeName) else {
                guard !RecognizerClassName.isClassName(typeName) else {
                    let registered = RecognizerClassName.registeredName(for: typeName)
                    throw error(
                        typeNode, "\(path).type",
                        "unknown recognizer type \"\(typeName)\": register your class: registry.register(RecognizerType(\"\(registered)\", make: \(typeName).init))"
                    )
                }
                let known = registry.recognizerTypes.map(\.name).joined(separator: ", ")
                throw error(typeNode, "\(path).type", "unknown recognizer type \"\(typeName)\" (known: \(known))")
            }
            var viewName = "window"
            if let viewNode = recognizerNode["view"] {
                viewName = try check(viewNode, "\(path).view") { node throws(SceneValueError) in try node.expectString()
                }
                guard viewName == "window" || views.contains(where: { $0.name == viewName }) else {
                    throw error(viewNode, "\(path).view", "view \"\(viewName)\" is not defined")
                }
            }
            let settings = members.filter { !["name", "type", "view"].contains($0.key) }
            for setting in settings {
                do {
                    // A throwaway recognizer, made on the reader's thread (`ReplayActor`).
                    try ReplayActor.assumeIsolated { () throws(SceneValueError) in
                        _ = try type.makeRecognizer(settings: [setting])
                    }
                } catch {
                    throw self.error(
                        setting.node, "\(path).\(setting.key)",
                        error.reason.hasPrefix("\(setting.key): ")
                            ? String(error.reason.dropFirst(setting.key.count + 2)) : error.reason)
                }
            }
            recognizers.append(
                SceneSpec.RecognizerSpec(name: name, type: type.name, view: viewName, settings: settings, path: path))
        }
        return recognizers
    }

    /// One recognizer's `"delegates"` entry: each key a delegate method, each value the names
    /// it answers for (recognizers, or views for `shouldReceiveTouchNotIn`), or, for
    /// `shouldBeginWhen`, the rule its `gestureRecognizerShouldBegin` follows.
    func readDelegate(_ node: JSONNode, _ path: String, of recognizer: String, spec: SceneSpec) throws(SceneError)
        -> DelegateSpec
    {
        var delegate = DelegateSpec()
        let keys = [
            "shouldReceiveTouchNotIn", "shouldRecognizeSimultaneouslyWith", "shouldRequireFailureOf",
            "shouldBeRequiredToFailBy", "shouldBeginWhen",
        ]
        for member in try requireKeys(node, path, allowed: keys) {
            if member.key == "shouldBeginWhen" {
                delegate.beginsMoving = try readBeginRule(
                    member.node, "\(path).shouldBeginWhen", of: recognizer, spec: spec)
                continue
            }
            let isViews = member.key == "shouldReceiveTouchNotIn"
            let known = isViews ? spec.views.map(\.name) : spec.recognizerNames
            var names: [String] = []
            for (index, element) in try self.names(member.node, "\(path).\(member.key)").enumerated() {
                let elementPath = "\(path).\(member.key)[\(index)]"
                guard let name = element.string else {
                    throw error(element, elementPath, "expected a name, found \(element.typeName)")
                }
                guard known.contains(name) else {
                    throw error(element, elementPath, "\(isViews ? "view" : "recognizer") \"\(name)\" is not defined")
                }
                guard isViews || name != recognizer else {
                    throw error(element, elementPath, "a recognizer cannot name itself")
                }
                names.append(name)
            }
            switch member.key {
            case "shouldReceiveTouchNotIn": delegate.refusesTouchesIn = names
            case "shouldRecognizeSimultaneouslyWith": delegate.simultaneousWith = names
            case "shouldRequireFailureOf": delegate.requiresFailureOf = names
            default: delegate.requiredToFailBy = names
            }
        }
        return delegate
    }

    /// A `shouldBeginWhen` rule: `{"direction": "horizontal"}` or `"vertical"`, for a pan (a
    /// scroll view's own included), whose `velocity(in:)` it reads.
    func readBeginRule(_ node: JSONNode, _ path: String, of recognizer: String, spec: SceneSpec) throws(SceneError)
        -> DelegateSpec.Axis
    {
        let typeName = spec.recognizerType(named: recognizer) ?? ""
        // A throwaway recognizer, made on the reader's thread (`ReplayActor`).
        let isPan = ReplayActor.assumeIsolated { registry.recognizerType(named: typeName)?.make() is PanGestureRecognizer }
        guard isPan else {
            throw error(node, path, "recognizer \"\(recognizer)\" is not a pan: the rule reads a pan's velocity(in:)")
        }
        _ = try requireKeys(node, path, allowed: ["direction"])
        guard let direction = node["direction"] else { throw error(node, "\(path).direction", "missing") }
        let allowed = DelegateSpec.Axis.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        guard let axis = direction.string.flatMap(DelegateSpec.Axis.init(rawValue:)) else {
            let found = direction.string.map { "\"\($0)\"" } ?? direction.typeName
            throw error(direction, "\(path).direction", "expected \(allowed), found \(found)")
        }
        return axis
    }

    func readPairs(_ node: JSONNode, _ key: String, known: [String]) throws(SceneError) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for (index, pairNode) in try names(node, key).enumerated() {
            let path = "\(key)[\(index)]"
            guard let elements = pairNode.elements, elements.count == 2,
                let first = elements[0].string, let second = elements[1].string
            else { throw error(pairNode, path, "expected a pair of recognizer names [\"a\", \"b\"]") }
            for (offset, name) in [first, second].enumerated() where !known.contains(name) {
                throw error(elements[offset], "\(path)[\(offset)]", "recognizer \"\(name)\" is not defined")
            }
            guard first != second else { throw error(pairNode, path, "a recognizer cannot be paired with itself") }
            pairs.append((first, second))
        }
        return pairs
    }

    /// A cycle of failure requirements would make every recognizer in it wait forever.
    /// Depth first without recursion, each recognizer explored once: requirements
    /// that branch and join again cost no more than a chain.
    func rejectCycles(_ pairs: [(String, String)], node: JSONNode) throws(SceneError) {
        var requirements: [String: [String]] = [:]
        for (waiting, required) in pairs { requirements[waiting, default: []].append(required) }
        var explored: Set<String> = []
        for (start, _) in pairs where !explored.contains(start) {
            var trail: [(name: String, next: Int)] = [(start, 0)]
            var isOnTrail: Set<String> = [start]
            while let (name, next) = trail.last.map({ ($0.name, $0.next) }) {
                let required = requirements[name] ?? []
                guard next < required.count else {
                    explored.insert(name)
                    isOnTrail.remove(name)
                    trail.removeLast()
                    continue
                }
                trail[trail.count - 1].next += 1
                let candidate = required[next]
                if isOnTrail.contains(candidate) {
                    let names = trail.map(\.name)
                    let cycle = names[(names.firstIndex(of: candidate) ?? 0)...] + [candidate]
                    throw error(node, "requireToFail", "cycle: \(cycle.joined(separator: " requires "))")
                }
                if !explored.contains(candidate) {
                    trail.append((candidate, 0))
                    isOnTrail.insert(candidate)
                }
            }
        }
    }
}
