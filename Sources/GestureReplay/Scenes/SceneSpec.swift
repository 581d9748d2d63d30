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
        /// `"boundsOrigin"`: where the view's own coordinates start (UIKit's `bounds.origin`, default zero).
        public var boundsOrigin = CGPoint.zero
        /// `"clipsToBounds"`: UIKit's `clipsToBounds` (default false; it changes no touch).
        public var clipsToBounds = false
        /// `"transform"`: UIKit's `transform`, a scale and a rotation about the centre (default identity).
        public var transform = CGAffineTransform.identity
        /// A scroll view's own settings (`"kind": "scrollView"`), nil for every other kind.
        public var scroll: ScrollSpec?
        /// A control's own settings (every control kind), nil for a view or a scroll view.
        public var control: ControlSpec?
        /// `"hitInset"`: insets of the hit area from the bounds, negative to grow it (default zero).
        public var hitInsets = EdgeInsets.zero

        /// The recognizers the view owns (a scroll view's), named after it, each with the
        /// registry type it is: `pan`, `pinch`, or empty for the touch delay, which is none of
        /// the registry's.
        public var ownedRecognizers: [(name: String, type: String)] {
            guard let scroll else { return [] }
            var owned = [(name: "\(name).delayedTouches", type: ""), (name: "\(name).pan", type: "pan")]
            if scroll.minimumZoomScale != scroll.maximumZoomScale { owned.append(("\(name).pinch", "pinch")) }
            return owned
        }

        /// The classes a scene file's view can be (`docs/FORMATS.md` §1).
        public enum Kind: String, Sendable, CaseIterable {
            /// A plain `UIView` (`View`).
            case view
            /// A `UIControl` that tracks its touch and reports its events (`Control`).
            case control
            /// A `UIButton`: a control whose single tap beats a superview's (`Button`).
            case button
            /// A `UIScrollView`: its pan scrolls its content (`ScrollView`).
            case scrollView
            /// A `UISwitch`: a tap flips it (`Switch`).
            case `switch`
            /// A `UISlider`: its thumb drags its value (`Slider`).
            case slider
            /// A `UISegmentedControl`: a tap selects a segment (`SegmentedControl`).
            case segmentedControl
            /// A `UIStepper`: a touch-down on a half steps its value (`Stepper`).
            case stepper

            /// A `UILabel`: user interaction off by default (`Label`).
            case label
            /// A `UIImageView`: user interaction off by default (`ImageView`).
            case imageView
            /// A `UITextView`: a scroll view (`TextView`).
            case textView
            /// A `UITableView`: a scroll view (`TableView`).
            case tableView
            /// A `UICollectionView`: a scroll view (`CollectionView`).
            case collectionView

            /// Whether the kind is a `Control` (and may have `enabled` and `selected`).
            public var isControl: Bool {
                switch self {
                case .control, .button, .switch, .slider, .segmentedControl, .stepper: true
                default: false
                }
            }

            /// Whether the kind is a scroll view, with a scroll view's keys and recognizers.
            public var isScrollView: Bool {
                switch self {
                case .scrollView, .textView, .tableView, .collectionView: true
                default: false
                }
            }

            /// UIKit's default `isUserInteractionEnabled` for the kind: false for a label and
            /// an image view (DOC, their `isUserInteractionEnabled`), true for the others.
            public var isUserInteractionEnabledByDefault: Bool { self != .label && self != .imageView }
        }

        /// The view this spec describes, named and configured (not yet in a hierarchy).
        @ReplayActor
        func makeView() -> View {
            let view: View
            switch kind {
            case .view: view = View(name: name, frame: frame)
            case .control: view = Control(name: name, frame: frame)
            case .button: view = Button(name: name, frame: frame)
            case .switch: view = Switch(name: name, frame: frame)
            case .slider: view = Slider(name: name, frame: frame)
            case .segmentedControl: view = SegmentedControl(name: name, frame: frame)
            case .stepper: view = Stepper(name: name, frame: frame)
            case .label: view = Label(name: name, frame: frame)
            case .imageView: view = ImageView(name: name, frame: frame)
            case .scrollView, .textView, .tableView, .collectionView:
                let scrollView: ScrollView =
                    switch kind {
                    case .textView: TextView(name: name, frame: frame)
                    case .tableView: TableView(name: name, frame: frame)
                    case .collectionView: CollectionView(name: name, frame: frame)
                    default: ScrollView(name: name, frame: frame)
                    }
                scroll?.configure(scrollView)
                view = scrollView
            }
            view.isUserInteractionEnabled = isUserInteractionEnabled
            view.isMultipleTouchEnabled = isMultipleTouchEnabled
            view.isHidden = isHidden
            view.alpha = CGFloat(alpha)
            view.isExclusiveTouch = isExclusiveTouch
            view.clipsToBounds = clipsToBounds
            view.transform = transform
            view.hitAreaInsets = hitInsets
            if !kind.isScrollView { view.bounds.origin = boundsOrigin }
            if let control = view as? Control { self.control?.configure(control) }
            return view
        }
    }

    /// A control's settings (`docs/FORMATS.md` §1): `enabled` and `selected` for every control
    /// kind, and each kind's own, nil where the scene leaves UIKit's default.
    public struct ControlSpec: Sendable {
        /// `"enabled"`: UIKit's `isEnabled` (default true).
        public var isEnabled = true
        /// `"selected"`: UIKit's `isSelected` (default false).
        public var isSelected = false
        /// `"on"`: a switch's `isOn`.
        public var isOn: Bool?
        /// `"value"`, `"minimumValue"`, `"maximumValue"`: a slider's or a stepper's.
        public var value: Double?
        public var minimumValue: Double?
        public var maximumValue: Double?
        /// `"stepValue"`: a stepper's.
        public var stepValue: Double?
        /// `"numberOfSegments"`, `"selectedSegmentIndex"`: a segmented control's.
        public var numberOfSegments: Int?
        public var selectedSegmentIndex: Int?

        /// Sets `control`'s properties to these, leaving UIKit's defaults where nil.
        @ReplayActor
        func configure(_ control: Control) {
            control.isEnabled = isEnabled
            control.isSelected = isSelected
            if let control = control as? Switch, let isOn { control.isOn = isOn }
            if let slider = control as? Slider {
                if let minimumValue { slider.minimumValue = minimumValue }
                if let maximumValue { slider.maximumValue = maximumValue }
                if let value { slider.value = value }
            }
            if let stepper = control as? Stepper {
                if let minimumValue { stepper.minimumValue = minimumValue }
                if let maximumValue { stepper.maximumValue = maximumValue }
                if let stepValue { stepper.stepValue = stepValue }
                if let value { stepper.value = value }
            }
            if let segmented = control as? SegmentedControl {
                if let numberOfSegments { segmented.numberOfSegments = numberOfSegments }
                if let selectedSegmentIndex { segmented.selectedSegmentIndex = selectedSegmentIndex }
            }
        }
    }

    /// A scroll view's settings, with UIKit's defaults (`docs/FORMATS.md` §1).
    public struct ScrollSpec: Sendable {
        public var contentSize = CGSize.zero
        /// Also its `bounds.origin`.
        public var contentOffset = CGPoint.zero
        public var isScrollEnabled = true
        public var delaysContentTouches = true
        public var canCancelContentTouches = true
        public var isDirectionalLockEnabled = false
        public var alwaysBounceVertical = false
        public var alwaysBounceHorizontal = false
        public var minimumZoomScale = 1.0
        public var maximumZoomScale = 1.0

        /// Sets `scrollView`'s properties to these.
        @ReplayActor
        func configure(_ scrollView: ScrollView) {
            scrollView.contentSize = contentSize
            scrollView.contentOffset = contentOffset
            scrollView.isScrollEnabled = isScrollEnabled
            scrollView.delaysContentTouches = delaysContentTouches
            scrollView.canCancelContentTouches = canCancelContentTouches
            scrollView.isDirectionalLockEnabled = isDirectionalLockEnabled
            scrollView.alwaysBounceVertical = alwaysBounceVertical
            scrollView.alwaysBounceHorizontal = alwaysBounceHorizontal
            scrollView.minimumZoomScale = CGFloat(minimumZoomScale)
            scrollView.maximumZoomScale = CGFloat(maximumZoomScale)
        }
    }

    /// One recognizer: its type, view and UIKit property settings.
    public struct RecognizerSpec: Sendable {
        public var name: String
        /// The registered name of its type (`tickle`), also when the scene names the class (`TickleGestureRecognizer`).
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
    /// `"timeline"`: changes to recognizers and views at given times or when a recognizer
    /// reaches a state, and calls actions make from given times on (`TimelineEntry`).
    public var timeline: [TimelineEntry] = []
    /// `"emptyOutcomesExpected": true`: the scene's sessions are meant to produce no
    /// observation at all (the near misses of a screen without views that report touches), so
    /// an empty golden passes instead of being counted *empty*.
    public var emptyOutcomesExpected = false

    /// Every recognizer name a scene may refer to: the views' own (a scroll view's `"<view>.pan"`,
    /// …, in view order), then those of `"recognizers"`.
    public var recognizerNames: [String] { views.flatMap { $0.ownedRecognizers.map(\.name) } + recognizers.map(\.name) }

    /// The registry type of the recognizer named `name` (empty for a scroll view's touch
    /// delay), or nil when the scene has none of that name.
    func recognizerType(named name: String) -> String? {
        if let recognizer = recognizers.first(where: { $0.name == name }) { return recognizer.type }
        for view in views {
            if let owned = view.ownedRecognizers.first(where: { $0.name == name }) { return owned.type }
        }
        return nil
    }

    /// Parses and validates a scene's text. `file` names the file in errors.
    public static func parse(_ text: String, file: String, registry: SceneRegistry) throws(SceneError) -> SceneSpec {
        var reader = SceneReader(file: file, registry: registry)
        return try reader.read(text)
    }

    @ReplayActor
    func instantiate(registry: SceneRegistry, overrides: [(key: Thresholds.Key, value: Double)]) throws(SceneError)
        -> SceneInstance
    {
        var model = Thresholds()
        model.override(thresholds + overrides)
        let instance = SceneInstance(
            name: name, windowSize: CGSize(width: windowWidth, height: windowHeight), thresholds: model)
        for spec in views {
            instance.add(spec.makeView(), parent: instance.view(named: spec.parent))
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
