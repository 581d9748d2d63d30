import Foundation
import GestureModel

/// A `*.scene.json` file, parsed and validated (`docs/FORMATS.md` §1).
///
/// Everything that can be wrong is found by `parse`: unknown keys and
/// types, undefined or duplicate names, `requireToFail` cycles, values of the
/// wrong type. `instantiate` then cannot meet a surprise.
public struct SceneSpec: Sendable {
    /// One view of the tree.
    public struct ViewSpec: Sendable {
        public var name: String
        public var parent: String
        public var frame: CGRect
        /// `"kind"`: what UIKit class the view is (`view` by default).
        public var kind = Kind.view
        public var isUserInteractionEnabled = true
        public var isMultipleTouchEnabled = false
        public var isHidden = false
        public var alpha = 1.0
        /// `"exclusiveTouch"`: UIKit's `isExclusiveTouch` (default false).
        public var isExclusiveTouch = false

        /// The classes a scene file's view can be (`docs/FORMATS.md` §1).
        public enum Kind: String, Sendable, CaseIterable {
            /// A plain `UIView` (`View`).
            case view
            /// A `UIControl` that tracks its touch and reports its events (`Control`).
            case control
            /// A `UIButton`: a control whose single tap beats a superview's (`Button`).
            case button

            /// A view of this kind named `name` at `frame`.
            func makeView(name: String, frame: CGRect) -> View {
                switch self {
                case .view: View(name: name, frame: frame)
                case .control: Control(name: name, frame: frame)
                case .button: Button(name: name, frame: frame)
                }
            }
        }
    }

    /// One recognizer: its type, view and UIKit property settings.
    public struct RecognizerSpec: Sendable {
        public var name: String
        public var type: String
        public var view: String
        public var settings: [JSONNode.Member]
        var path: String
    }

    public static let format = "gesture-replay.scene"
    public static let version = 1
    /// The most views, recognizers or pairs a scene may list.
    public static let maximumEntries = 10_000

    public var name: String
    public var windowWidth: Double
    public var windowHeight: Double
    public var views: [ViewSpec] = []
    public var recognizers: [RecognizerSpec] = []
    public var requireToFail: [(String, String)] = []
    public var simultaneous: [(String, String)] = []
    public var thresholds: [(key: Thresholds.Key, value: Double)] = []
    public var shouldBegin: [(name: String, answer: Bool)] = []
    /// `"delegates"`: each named recognizer's delegate decisions (`DelegateSpec`).
    public var delegates: [(name: String, spec: DelegateSpec)] = []
    /// `"timeline"`: recognizers enabled or disabled at given times, and calls their actions
    /// make from given times on (`TimelineEntry`).
    public var timeline: [TimelineEntry] = []
    /// `"emptyOutcomesExpected": true`: the scene's sessions are meant to produce no
    /// observation at all (the near misses of a screen without views that report touches), so
    /// an empty golden passes instead of being counted *empty*.
    public var emptyOutcomesExpected = false

    /// Parses and validates a scene's text. `file` names the file in errors.
    public static func parse(_ text: String, file: String, registry: SceneRegistry) throws(SceneError) -> SceneSpec {
        var reader = SceneReader(file: file, registry: registry)
        return try reader.read(text)
    }

    func instantiate(registry: SceneRegistry, overrides: [(key: Thresholds.Key, value: Double)]) throws(SceneError)
        -> SceneInstance
    {
        var model = Thresholds()
        model.override(thresholds + overrides)
        let instance = SceneInstance(
            name: name, windowSize: CGSize(width: windowWidth, height: windowHeight), thresholds: model)
        for spec in views {
            let view = spec.kind.makeView(name: spec.name, frame: spec.frame)
            view.isUserInteractionEnabled = spec.isUserInteractionEnabled
            view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
            view.isHidden = spec.isHidden
            view.alpha = CGFloat(spec.alpha)
            view.isExclusiveTouch = spec.isExclusiveTouch
            instance.add(view, parent: instance.view(named: spec.parent))
        }
        for spec in recognizers {
            guard let type = registry.recognizerType(named: spec.type) else {
                throw SceneError(
                    file: name, line: 0, path: spec.path, reason: "unknown recognizer type \"\(spec.type)\"")
            }
            let recognizer: GestureRecognizer
            do {
                recognizer = try type.makeRecognizer(settings: spec.settings)
            } catch {
                throw SceneError(file: name, line: 0, path: spec.path, reason: error.reason)
            }
            instance.add(recognizer, named: spec.name, to: instance.view(named: spec.view))
        }
        for (waiting, required) in requireToFail {
            if let a = instance.recognizer(named: waiting), let b = instance.recognizer(named: required) {
                a.require(toFail: b)
            }
        }
        if !simultaneous.isEmpty || !shouldBegin.isEmpty || !delegates.isEmpty {
            let delegate = SceneDelegate(spec: self, instance: instance)
            instance.retain(delegate)
            for recognizer in instance.recognizers where delegate.isConcerned(with: recognizer) {
                recognizer.delegate = delegate
            }
        }
        try instance.apply(timeline, file: name)
        return instance
    }
}
