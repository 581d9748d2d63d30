import Foundation
import GestureModel

// A scene's `"views"` (docs/FORMATS.md §1), read and checked: names, parents, frames, each
// view's UIKit properties, and a scroll view's own.

extension SceneReader {
    /// The keys every view may have.
    static let viewKeys = [
        "name", "parent", "frame", "kind", "userInteractionEnabled", "multipleTouchEnabled", "hidden", "alpha",
        "exclusiveTouch", "boundsOrigin", "clipsToBounds", "transform", "hitInset",
    ]
    /// The keys only a scroll view (`"kind": "scrollView"`) may have.
    static let scrollViewKeys = [
        "contentSize", "contentOffset", "scrollEnabled", "delaysContentTouches", "canCancelContentTouches",
        "directionalLockEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal", "minimumZoomScale",
        "maximumZoomScale",
    ]

    /// The keys only a control kind may have, each with the kinds that have it (`enabled` and
    /// `selected`: all of them).
    static let controlKeys: [(key: String, kinds: [SceneSpec.ViewSpec.Kind])] = [
        ("enabled", controlKinds), ("selected", controlKinds), ("on", [.switch]),
        ("value", [.slider, .stepper]), ("minimumValue", [.slider, .stepper]),
        ("maximumValue", [.slider, .stepper]), ("stepValue", [.stepper]),
        ("numberOfSegments", [.segmentedControl]), ("selectedSegmentIndex", [.segmentedControl]),
    ]
    /// The kinds that are a `Control`.
    static let controlKinds = SceneSpec.ViewSpec.Kind.allCases.filter(\.isControl)

    func readViews(_ node: JSONNode) throws(SceneError) -> [SceneSpec.ViewSpec] {
        var views: [SceneSpec.ViewSpec] = []
        for (index, viewNode) in try names(node, "views").enumerated() {
            let path = "views[\(index)]"
            _ = try requireKeys(viewNode, path, allowed: SceneReader.viewKeys + SceneReader.scrollViewKeys + SceneReader.controlKeys.map(\.key))
            guard let nameNode = viewNode["name"] else { throw error(viewNode, "\(path).name", "missing") }
            let name = try check(nameNode, "\(path).name") { node throws(SceneValueError) in try node.expectString() }
            if name == "window" || views.contains(where: { $0.name == name }) {
                throw error(nameNode, "\(path).name", "duplicate view name \"\(name)\"")
            }
            var parent = "window"
            if let parentNode = viewNode["parent"] {
                parent = try check(parentNode, "\(path).parent") { node throws(SceneValueError) in
                    try node.expectString()
                }
                guard parent == "window" || views.contains(where: { $0.name == parent }) else {
                    throw error(parentNode, "\(path).parent", "view \"\(parent)\" is not defined before this view")
                }
            }
            guard let frameNode = viewNode["frame"] else {
                throw error(viewNode, "\(path).frame", "missing; expected [x, y, width, height]")
            }
            let numbers = try check(frameNode, "\(path).frame") { node throws(SceneValueError) -> [Double] in
                let numbers = try node.expectNumbers(count: 4, "[x, y, width, height]")
                guard numbers[2] >= 0 && numbers[3] >= 0 else {
                    throw SceneValueError("width and height must not be negative")
                }
                return numbers
            }
            var view = SceneSpec.ViewSpec(
                name: name, parent: parent,
                frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            if let kindNode = viewNode["kind"] {
                let kindName = try check(kindNode, "\(path).kind") { node throws(SceneValueError) in
                    try node.expectString()
                }
                guard let kind = SceneSpec.ViewSpec.Kind(rawValue: kindName) else {
                    let known = SceneSpec.ViewSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                    throw error(kindNode, "\(path).kind", "unknown view kind \"\(kindName)\" (known: \(known))")
                }
                view.kind = kind
            }
            view.isUserInteractionEnabled =
                try flag(viewNode, "userInteractionEnabled", path) ?? view.kind.isUserInteractionEnabledByDefault
            view.isMultipleTouchEnabled = try flag(viewNode, "multipleTouchEnabled", path) ?? false
            view.isHidden = try flag(viewNode, "hidden", path) ?? false
            view.isExclusiveTouch = try flag(viewNode, "exclusiveTouch", path) ?? false
            view.clipsToBounds = try flag(viewNode, "clipsToBounds", path) ?? false
            if let alpha = viewNode["alpha"] {
                view.alpha = try check(alpha, "\(path).alpha") { node throws(SceneValueError) in
                    try node.expectNumber(minimum: 0)
                }
            }
            if let origin = viewNode["boundsOrigin"] {
                view.boundsOrigin = try point(origin, "\(path).boundsOrigin")
            }
            if let transform = viewNode["transform"] {
                view.transform = try readTransform(transform, "\(path).transform")
            }
            if let inset = viewNode["hitInset"] {
                view.hitInsets = try readHitInset(inset, "\(path).hitInset", size: view.frame.size)
            }
            view.scroll = try readScrollView(viewNode, path, kind: view.kind)
            view.control = try readControl(viewNode, path, kind: view.kind)
            if view.scroll != nil, let origin = viewNode["boundsOrigin"], viewNode["contentOffset"] != nil {
                throw error(
                    origin, "\(path).boundsOrigin", "a scroll view's bounds origin is its contentOffset: give one")
            }
            views.append(view)
        }
        return views
    }

    /// A scroll view's own keys, with UIKit's defaults; nil for another kind, which may have none.
    private func readScrollView(_ viewNode: JSONNode, _ path: String, kind: SceneSpec.ViewSpec.Kind)
        throws(SceneError) -> SceneSpec.ScrollSpec?
    {
        guard kind.isScrollView else {
            if let member = viewNode.members?.first(where: { SceneReader.scrollViewKeys.contains($0.key) }) {
                throw error(
                    member.node, "\(path).\(member.key)", "only a scroll view has it (\"kind\": \"scrollView\")")
            }
            return nil
        }
        var scroll = SceneSpec.ScrollSpec()
        if let size = viewNode["contentSize"] {
            let numbers = try check(size, "\(path).contentSize") { node throws(SceneValueError) -> [Double] in
                let numbers = try node.expectNumbers(count: 2, "[width, height]")
                guard numbers[0] >= 0 && numbers[1] >= 0 else {
                    throw SceneValueError("width and height must not be negative")
                }
                return numbers
            }
            scroll.contentSize = CGSize(width: numbers[0], height: numbers[1])
        }
        if let offset = viewNode["contentOffset"] { scroll.contentOffset = try point(offset, "\(path).contentOffset") }
        scroll.isScrollEnabled = try flag(viewNode, "scrollEnabled", path) ?? true
        scroll.delaysContentTouches = try flag(viewNode, "delaysContentTouches", path) ?? true
        scroll.canCancelContentTouches = try flag(viewNode, "canCancelContentTouches", path) ?? true
        scroll.isDirectionalLockEnabled = try flag(viewNode, "directionalLockEnabled", path) ?? false
        scroll.alwaysBounceVertical = try flag(viewNode, "alwaysBounceVertical", path) ?? false
        scroll.alwaysBounceHorizontal = try flag(viewNode, "alwaysBounceHorizontal", path) ?? false
        for (key, keyPath) in [
            ("minimumZoomScale", \SceneSpec.ScrollSpec.minimumZoomScale),
            ("maximumZoomScale", \SceneSpec.ScrollSpec.maximumZoomScale),
        ] {
            guard let node = viewNode[key] else { continue }
            let scale = try check(node, "\(path).\(key)") { node throws(SceneValueError) in
                try node.expectNumber(minimum: 0)
            }
            guard scale > 0 else { throw error(node, "\(path).\(key)", "must be greater than 0") }
            scroll[keyPath: keyPath] = scale
        }
        return scroll
    }

    /// A control's keys, with UIKit's defaults; nil for a view or a scroll view, which may have
    /// none. Each key is allowed only for the kinds that have it.
    private func readControl(_ viewNode: JSONNode, _ path: String, kind: SceneSpec.ViewSpec.Kind)
        throws(SceneError) -> SceneSpec.ControlSpec?
    {
        for (key, kinds) in SceneReader.controlKeys where !kinds.contains(kind) {
            guard let node = viewNode[key] else { continue }
            let named = kinds == SceneReader.controlKinds ? "a control" : kinds.map { "a \($0.rawValue)" }.joined(separator: " or ")
            let values = kinds.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw error(node, "\(path).\(key)", "only \(named) has it (\"kind\": \(values))")
        }
        guard kind.isControl else { return nil }
        var control = SceneSpec.ControlSpec()
        control.isEnabled = try flag(viewNode, "enabled", path) ?? true
        control.isSelected = try flag(viewNode, "selected", path) ?? false
        control.isOn = try flag(viewNode, "on", path)
        if let node = viewNode["numberOfSegments"] {
            control.numberOfSegments = try check(node, "\(path).numberOfSegments") { node throws(SceneValueError) in
                try node.expectInteger(minimum: 0)
            }
        }
        if let node = viewNode["selectedSegmentIndex"] {
            let count = control.numberOfSegments ?? 0
            control.selectedSegmentIndex = try check(node, "\(path).selectedSegmentIndex") {
                node throws(SceneValueError) in
                let index = try node.expectInteger(minimum: -1)
                guard index < count else {
                    throw SceneValueError("expected -1 (no segment) or an index below numberOfSegments (\(count)), found \(index)")
                }
                return index
            }
        }
        guard kind == .slider || kind == .stepper else { return control }
        // DOC defaults: a slider's range is 0…1, a stepper's 0…100 with a step of 1.
        func number(_ key: String) throws(SceneError) -> Double? {
            guard let node = viewNode[key] else { return nil }
            return try check(node, "\(path).\(key)") { node throws(SceneValueError) in try node.expectNumber() }
        }
        control.minimumValue = try number("minimumValue")
        control.maximumValue = try number("maximumValue")
        control.stepValue = try number("stepValue")
        control.value = try number("value")
        let minimum = control.minimumValue ?? 0
        let maximum = control.maximumValue ?? (kind == .slider ? 1 : 100)
        if let node = viewNode["maximumValue"] ?? viewNode["minimumValue"] {
            let key = viewNode["maximumValue"] != nil ? "maximumValue" : "minimumValue"
            // DOC: a stepper's minimum must be below its maximum (UIKit raises
            // NSInvalidArgumentException otherwise); a slider's may equal it.
            if kind == .stepper ? minimum >= maximum : minimum > maximum {
                let relation = kind == .stepper ? "below" : "at most"
                throw error(
                    node, "\(path).\(key)",
                    "minimumValue (\(StableNumber.text(minimum))) must be \(relation) maximumValue (\(StableNumber.text(maximum)))")
            }
        }
        if let step = control.stepValue, step <= 0, let node = viewNode["stepValue"] {
            throw error(node, "\(path).stepValue", "must be greater than 0, found \(StableNumber.text(step))")
        }
        if let value = control.value, let node = viewNode["value"], value < minimum || value > maximum {
            throw error(
                node, "\(path).value",
                "expected a number from minimumValue (\(StableNumber.text(minimum))) to maximumValue (\(StableNumber.text(maximum))), found \(StableNumber.text(value))")
        }
        return control
    }

    /// `{"scale": s or [sx, sy], "rotation": radians}`, each optional: a point is scaled, then
    /// rotated, about the view's centre (`CGAffineTransform(rotationAngle:).scaledBy(x:y:)`).
    private func readTransform(_ node: JSONNode, _ path: String) throws(SceneError) -> CGAffineTransform {
        _ = try requireKeys(node, path, allowed: ["scale", "rotation"])
        var scale = (x: 1.0, y: 1.0)
        if let scaleNode = node["scale"] {
            let numbers = try check(scaleNode, "\(path).scale") { node throws(SceneValueError) -> [Double] in
                let numbers =
                    node.elements == nil ? [try node.expectNumber()] : try node.expectNumbers(count: 2, "[sx, sy]")
                // CHOICE: a scale of 0 cannot be inverted: no point would be inside the view.
                guard !numbers.contains(0) else { throw SceneValueError("a scale of 0 cannot be inverted") }
                return numbers
            }
            scale = (numbers[0], numbers.count == 2 ? numbers[1] : numbers[0])
        }
        var rotation = 0.0
        if let rotationNode = node["rotation"] {
            rotation = try check(rotationNode, "\(path).rotation") { node throws(SceneValueError) in
                try node.expectNumber()
            }
        }
        return CGAffineTransform(rotationAngle: CGFloat(rotation)).scaledBy(x: CGFloat(scale.x), y: CGFloat(scale.y))
    }

    /// `"hitInset"`: one number for every side, or `[top, left, bottom, right]`, in points, as
    /// UIKit's `UIEdgeInsets` (negative grows the hit area); insets that leave less than
    /// nothing of a `size` view are refused.
    private func readHitInset(_ node: JSONNode, _ path: String, size: CGSize) throws(SceneError) -> EdgeInsets {
        try check(node, path) { node throws(SceneValueError) -> EdgeInsets in
            let shape = "a number or [top, left, bottom, right]"
            let numbers =
                node.number != nil
                ? Array(repeating: try node.expectNumber(), count: 4) : try node.expectNumbers(count: 4, shape)
            let insets = EdgeInsets(
                top: CGFloat(numbers[0]), left: CGFloat(numbers[1]), bottom: CGFloat(numbers[2]),
                right: CGFloat(numbers[3]))
            guard size.width - insets.left - insets.right >= 0, size.height - insets.top - insets.bottom >= 0 else {
                throw SceneValueError(
                    "insets that leave no hit area: the view is \(StableNumber.text(Double(size.width))) × "
                        + "\(StableNumber.text(Double(size.height))) pt")
            }
            return insets
        }
    }

    /// The boolean `key` of a view, if given.
    private func flag(_ viewNode: JSONNode, _ key: String, _ path: String) throws(SceneError) -> Bool? {
        guard let node = viewNode[key] else { return nil }
        return try check(node, "\(path).\(key)") { node throws(SceneValueError) in try node.expectBool() }
    }

    /// An `[x, y]` in points.
    private func point(_ node: JSONNode, _ path: String) throws(SceneError) -> CGPoint {
        let numbers = try check(node, path) { node throws(SceneValueError) in
            try node.expectNumbers(count: 2, "[x, y]")
        }
        return CGPoint(x: numbers[0], y: numbers[1])
    }
}
