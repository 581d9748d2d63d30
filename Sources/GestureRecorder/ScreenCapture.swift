#if canImport(UIKit)
import UIKit
#else
import GestureUIKit
#endif

/// A window's view tree at a session's first touch, as a scene (`docs/FORMATS.md` §1): its
/// views with their geometry and touch settings, its recognizers with their type and settings,
/// what their delegates answer, and the failure requirements the app declared. Geometry, names
/// and states only: no text, no pixels.
@MainActor
struct ScreenCapture {
    /// A recognizer of the screen and the name its scene gives it.
    struct Recognizer {
        let recognizer: UIGestureRecognizer
        let name: String
    }

    /// Every recognizer whose state the session records: those the scene lists and the scroll
    /// views' own (`LIST.pan`, `LIST.pinch`, `LIST.delayedTouches`).
    private(set) var recognizers: [Recognizer] = []
    private let size: CGSize
    private var viewLines: [String] = []
    private var recognizerLines: [String] = []
    private var requirementLines: [String] = []
    private var delegateLines: [String] = []
    private var usedNames: Set<String> = ["window"]
    /// The recognizers the scene lists, with their delegates' owners (for the questions).
    private var listed: [Recognizer] = []

    init(window: UIWindow, requirements: [GestureRecorder.DeclaredRequirement]) {
        size = window.bounds.size
        addRecognizers(of: window, named: "window")
        for (index, view) in window.subviews.enumerated() {
            addView(view, parent: nil, path: ScreenCapture.pathComponent(view, index))
        }
        addRequirements(requirements)
        addDelegateAnswers()
    }

    /// The scene's name and text. The name is the text's own digest (`screen-` and 12 hex
    /// digits of a 64-bit FNV-1a), so that the sessions of one unchanged screen share one file
    /// and a changed screen gets a new one.
    func scene() -> (name: String, text: String) {
        let body = sceneText(name: "")
        let name = "screen-" + ScreenCapture.digest(body)
        return (name, sceneText(name: name))
    }

    private func sceneText(name: String) -> String {
        var parts = [
            "  \"format\": \"gesture-replay.scene\", \"version\": 1",
            "  \"name\": " + RecorderJSON.string(name),
            "  \"window\": " + RecorderJSON.object([
                ("width", RecorderJSON.number(Double(size.width))), ("height", RecorderJSON.number(Double(size.height))),
            ]),
        ]
        func list(_ key: String, _ lines: [String], open: String = "[", close: String = "]") {
            guard !lines.isEmpty else { return }
            parts.append("  \"\(key)\": \(open)\n    " + lines.joined(separator: ",\n    ") + "\n  \(close)")
        }
        list("views", viewLines)
        list("recognizers", recognizerLines)
        list("requireToFail", requirementLines)
        list("delegates", delegateLines, open: "{", close: "}")
        return "{\n" + parts.joined(separator: ",\n") + "\n}\n"
    }

    // MARK: - Views

    private mutating func addView(_ view: UIView, parent: String?, path: String) {
        let name = uniqueName(preferring: view.accessibilityIdentifier, else: path)
        var members: [(key: String, value: String)] = [("name", RecorderJSON.string(name))]
        if let parent { members.append(("parent", RecorderJSON.string(parent))) }
        let scrollView = view as? UIScrollView
        if let control = view as? UIControl {
            members.append(("kind", RecorderJSON.string(ScreenCapture.kind(of: control))))
        } else if scrollView != nil {
            members.append(("kind", RecorderJSON.string("scrollView")))
        }
        members += ScreenCapture.geometry(of: view, boundsOrigin: scrollView == nil)
        // UIKit's settings that differ from a plain UIView's (the scene's defaults).
        if !view.isUserInteractionEnabled { members.append(("userInteractionEnabled", "false")) }
        if view.isMultipleTouchEnabled { members.append(("multipleTouchEnabled", "true")) }
        if view.isHidden { members.append(("hidden", "true")) }
        if view.alpha != 1 { members.append(("alpha", RecorderJSON.number(Double(view.alpha)))) }
        if view.isExclusiveTouch { members.append(("exclusiveTouch", "true")) }
        if view.clipsToBounds { members.append(("clipsToBounds", "true")) }
        if let scrollView { members += ScreenCapture.scrollSettings(of: scrollView) }
        if let control = view as? UIControl { members += ScreenCapture.controlSettings(of: control) }
        viewLines.append(RecorderJSON.object(members))
        addRecognizers(of: view, named: name)
        for (index, subview) in view.subviews.enumerated() {
            addView(subview, parent: name, path: path + "/" + ScreenCapture.pathComponent(subview, index))
        }
    }

    /// `frame` as the scene means it (the view's bounds size at its centre, before its
    /// transform: UIKit's `frame` is undefined under a transform), `boundsOrigin`, and the
    /// transform as a scale and a rotation about the centre (a translation moves the centre).
    private static func geometry(of view: UIView, boundsOrigin: Bool) -> [(key: String, value: String)] {
        let bounds = view.bounds
        let transform = view.transform
        let x = Double(view.center.x + transform.tx) - Double(bounds.width) / 2
        let y = Double(view.center.y + transform.ty) - Double(bounds.height) / 2
        var members: [(key: String, value: String)] = [
            (
                "frame",
                RecorderJSON.array([x, y, Double(bounds.width), Double(bounds.height)].map(RecorderJSON.number))
            )
        ]
        if boundsOrigin && (bounds.origin.x != 0 || bounds.origin.y != 0) {
            members.append(("boundsOrigin", RecorderJSON.pair(Double(bounds.origin.x), Double(bounds.origin.y))))
        }
        if transform.a != 1 || transform.b != 0 || transform.c != 0 || transform.d != 1 {
            // a = sx·cos θ, b = sx·sin θ, c = −sy·sin θ, d = sy·cos θ: the scene's
            // `CGAffineTransform(rotationAngle: θ).scaledBy(x: sx, y: sy)`. A shear has no
            // such form; its nearest (the first column's angle and scale) is written.
            let a = Double(transform.a), b = Double(transform.b), c = Double(transform.c), d = Double(transform.d)
            let sx = (a * a + b * b).squareRoot()
            let sy = sx == 0 ? 0 : (a * d - b * c) / sx
            let rotation = atan2(b, a)
            var parts: [(key: String, value: String)] = []
            if sx != 1 || sy != 1 { parts.append(("scale", RecorderJSON.pair(sx, sy))) }
            if rotation != 0 { parts.append(("rotation", RecorderJSON.number(rotation))) }
            if !parts.isEmpty { members.append(("transform", RecorderJSON.object(parts))) }
        }
        return members
    }

    /// The scene kind of a control (`docs/FORMATS.md` §1): the UIKit class it is, or `control`.
    private static func kind(of control: UIControl) -> String {
        switch control {
        case is UISwitch: "switch"
        case is UISlider: "slider"
        case is UISegmentedControl: "segmentedControl"
        case is UIStepper: "stepper"
        case is UIButton: "button"
        default: "control"
        }
    }

    /// A control's settings that differ from UIKit's defaults (`docs/FORMATS.md` §1): its
    /// state, and its kind's value and range.
    private static func controlSettings(of control: UIControl) -> [(key: String, value: String)] {
        var members: [(key: String, value: String)] = []
        if !control.isEnabled { members.append(("enabled", "false")) }
        if control.isSelected { members.append(("selected", "true")) }
        func range(_ value: Double, _ minimum: Double, _ maximum: Double, defaultMaximum: Double) {
            if minimum != 0 { members.append(("minimumValue", RecorderJSON.number(minimum))) }
            if maximum != defaultMaximum { members.append(("maximumValue", RecorderJSON.number(maximum))) }
            if value != 0 { members.append(("value", RecorderJSON.number(value))) }
        }
        switch control {
        case let toggle as UISwitch:
            if toggle.isOn { members.append(("on", "true")) }
        case let slider as UISlider:
            range(
                Double(slider.value), Double(slider.minimumValue), Double(slider.maximumValue), defaultMaximum: 1)
        case let stepper as UIStepper:
            range(stepper.value, stepper.minimumValue, stepper.maximumValue, defaultMaximum: 100)
            if stepper.stepValue != 1 { members.append(("stepValue", RecorderJSON.number(stepper.stepValue))) }
        case let segmented as UISegmentedControl:
            if segmented.numberOfSegments != 0 {
                members.append(("numberOfSegments", RecorderJSON.number(Double(segmented.numberOfSegments))))
            }
            if segmented.selectedSegmentIndex != -1 {
                members.append(("selectedSegmentIndex", RecorderJSON.number(Double(segmented.selectedSegmentIndex))))
            }
        default: break
        }
        return members
    }

    /// A scroll view's settings that differ from UIKit's defaults (`docs/FORMATS.md` §1).
    private static func scrollSettings(of scrollView: UIScrollView) -> [(key: String, value: String)] {
        var members: [(key: String, value: String)] = []
        let content = scrollView.contentSize, offset = scrollView.contentOffset
        if content.width != 0 || content.height != 0 {
            members.append(("contentSize", RecorderJSON.pair(Double(content.width), Double(content.height))))
        }
        if offset.x != 0 || offset.y != 0 {
            members.append(("contentOffset", RecorderJSON.pair(Double(offset.x), Double(offset.y))))
        }
        if !scrollView.isScrollEnabled { members.append(("scrollEnabled", "false")) }
        if !scrollView.delaysContentTouches { members.append(("delaysContentTouches", "false")) }
        if !scrollView.canCancelContentTouches { members.append(("canCancelContentTouches", "false")) }
        if scrollView.isDirectionalLockEnabled { members.append(("directionalLockEnabled", "true")) }
        if scrollView.alwaysBounceVertical { members.append(("alwaysBounceVertical", "true")) }
        if scrollView.alwaysBounceHorizontal { members.append(("alwaysBounceHorizontal", "true")) }
        if scrollView.minimumZoomScale != 1 {
            members.append(("minimumZoomScale", RecorderJSON.number(Double(scrollView.minimumZoomScale))))
        }
        if scrollView.maximumZoomScale != 1 {
            members.append(("maximumZoomScale", RecorderJSON.number(Double(scrollView.maximumZoomScale))))
        }
        return members
    }

    // MARK: - Recognizers

    private mutating func addRecognizers(of view: UIView, named viewName: String) {
        let scrollView = view as? UIScrollView
        for recognizer in view.gestureRecognizers ?? [] {
            if let scrollView, let own = ScreenCapture.ownName(of: recognizer, in: scrollView) {
                // The scroll view's own: the scene's scroll view kind brings them.
                let name = viewName + "." + own
                usedNames.insert(name)
                recognizers.append(Recognizer(recognizer: recognizer, name: name))
                continue
            }
            guard let type = RecognizerKind(recognizer) else { continue }
            let name = uniqueName(preferring: recognizer.name, else: viewName + "." + type.word)
            var members: [(key: String, value: String)] = [
                ("name", RecorderJSON.string(name)), ("type", RecorderJSON.string(type.word)),
                ("view", RecorderJSON.string(viewName)),
            ]
            members += type.settings(of: recognizer)
            members += [
                ("enabled", RecorderJSON.bool(recognizer.isEnabled)),
                ("cancelsTouchesInView", RecorderJSON.bool(recognizer.cancelsTouchesInView)),
                ("delaysTouchesBegan", RecorderJSON.bool(recognizer.delaysTouchesBegan)),
                ("delaysTouchesEnded", RecorderJSON.bool(recognizer.delaysTouchesEnded)),
            ]
            recognizerLines.append(RecorderJSON.object(members))
            let entry = Recognizer(recognizer: recognizer, name: name)
            recognizers.append(entry)
            listed.append(entry)
        }
    }

    /// The name a scroll view's scene gives `recognizer` when it is one of the scroll view's
    /// own: its `panGestureRecognizer`, its `pinchGestureRecognizer`, or the recognizer that
    /// delays its content's touches (UIKit's private
    /// `UIScrollViewDelayedTouchesBeganGestureRecognizer`, known by its class name).
    private static func ownName(of recognizer: UIGestureRecognizer, in scrollView: UIScrollView) -> String? {
        if recognizer === scrollView.panGestureRecognizer { return "pan" }
        if let pinch = scrollView.pinchGestureRecognizer, recognizer === pinch { return "pinch" }
        if String(describing: type(of: recognizer)).contains("DelayedTouchesBegan") { return "delayedTouches" }
        return nil
    }

    private mutating func addRequirements(_ requirements: [GestureRecorder.DeclaredRequirement]) {
        for requirement in requirements {
            guard let first = requirement.recognizer, let second = requirement.other,
                let firstName = name(of: first), let secondName = name(of: second)
            else { continue }
            let line = RecorderJSON.array([RecorderJSON.string(firstName), RecorderJSON.string(secondName)])
            if !requirementLines.contains(line) { requirementLines.append(line) }
        }
    }

    /// What each listed recognizer's delegate answers about every other recognizer of the
    /// screen, for the three questions that take two recognizers and no touch; true answers
    /// only (false is the default). The questions that take a touch or an event, and
    /// `gestureRecognizerShouldBegin` (which real delegates answer from the gesture under way),
    /// cannot be asked without one: the scene keeps UIKit's defaults for them.
    private mutating func addDelegateAnswers() {
        for entry in listed {
            var members: [(key: String, value: String)] = []
            for question in DelegateQuestion.allCases {
                let names = recognizers.filter { other in
                    other.recognizer !== entry.recognizer
                        && RecorderPlatform.delegate(of: entry.recognizer, answers: question, about: other.recognizer)
                }.map { RecorderJSON.string($0.name) }
                if !names.isEmpty { members.append((question.key, RecorderJSON.array(names))) }
            }
            if !members.isEmpty { delegateLines.append(RecorderJSON.string(entry.name) + ": " + RecorderJSON.object(members)) }
        }
    }

    private func name(of recognizer: UIGestureRecognizer) -> String? {
        recognizers.first { $0.recognizer === recognizer }?.name
    }

    /// `preferred` when it is a name no other view or recognizer has, else `fallback` made unique.
    private mutating func uniqueName(preferring preferred: String?, else fallback: String) -> String {
        if let preferred, !preferred.isEmpty, !usedNames.contains(preferred) {
            usedNames.insert(preferred)
            return preferred
        }
        var name = fallback
        var count = 1
        while usedNames.contains(name) {
            count += 1
            name = fallback + "." + String(count)
        }
        usedNames.insert(name)
        return name
    }

    /// A view's step in its path: its class and its index among its siblings (`UIView.0`).
    private static func pathComponent(_ view: UIView, _ index: Int) -> String {
        String(describing: type(of: view)) + "." + String(index)
    }

    /// 12 hex digits of the 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    nonisolated static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(12))
    }
}

/// The three delegate questions about a pair of recognizers, with their scene keys.
enum DelegateQuestion: CaseIterable {
    case shouldRecognizeSimultaneously, shouldRequireFailure, shouldBeRequiredToFail

    var key: String {
        switch self {
        case .shouldRecognizeSimultaneously: "shouldRecognizeSimultaneouslyWith"
        case .shouldRequireFailure: "shouldRequireFailureOf"
        case .shouldBeRequiredToFail: "shouldBeRequiredToFailBy"
        }
    }
}
