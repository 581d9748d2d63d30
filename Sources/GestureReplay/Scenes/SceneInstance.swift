import Foundation
import GestureModel

/// A scene built and ready to replay: its window, views and recognizers,
/// all named, in a fresh environment with its own clock.
@ReplayActor
public final class SceneInstance {
    /// The scene's name.
    public let name: String
    public let window: Window
    public let environment: GestureEnvironment
    /// Views in the order added (the window first).
    public private(set) var views: [View]
    /// Recognizers in the order added.
    public private(set) var recognizers: [GestureRecognizer] = []
    private var retained: [AnyObject] = []

    /// An empty scene: a window of `windowSize` in an environment with `thresholds`.
    public init(name: String, windowSize: CGSize, thresholds: Thresholds) {
        self.name = name
        window = Window(size: windowSize)
        environment = GestureEnvironment(window: window, thresholds: thresholds)
        views = [window]
    }

    /// Adds a plain view named `name` at `frame` (in `parent`'s coordinates; the window's by default).
    @discardableResult
    public func addView(named name: String, frame: CGRect, parent: View? = nil) -> View {
        add(View(name: name, frame: frame), parent: parent)
    }

    /// Adds `view` under `parent` (the window by default); later views are on top. The views
    /// and recognizers it already holds become the scene's, so that relations, timelines and
    /// reports can name them: a scroll view's own recognizers (`ownGestureRecognizers`:
    /// "<view>.pan", …; set its zoom scales before adding it), and the subviews and recognizers
    /// a team's view controller built (its view first, then each view's recognizers in the order
    /// attached, then its subviews, back to front).
    @discardableResult
    public func add<V: View>(_ view: V, parent: View? = nil) -> V {
        (parent ?? window).addSubview(view)
        adopt(view)
        return view
    }

    private func adopt(_ view: View) {
        views.append(view)
        recognizers += view.gestureRecognizers ?? []
        for subview in view.subviews { adopt(subview) }
    }

    /// Names `recognizer` and attaches it to `view` (the window by default).
    @discardableResult
    public func add<R: GestureRecognizer>(_ recognizer: R, named name: String, to view: View? = nil) -> R {
        recognizer.name = name
        (view ?? window).addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        return recognizer
    }

    /// Makes `controller` the window's root view controller (`Window.rootViewController`): its
    /// view is loaded (`loadView()`, `viewDidLoad()`) and fills the window, named "view" unless
    /// the controller named it. The views of its hierarchy (depth first, a view before its
    /// subviews) and their recognizers become the scene's, so that a timeline can name them,
    /// and the scene keeps the controller (often the recognizers' delegate) alive.
    ///
    /// The model has no layout engine: a view that would take touches (it has recognizers, is
    /// a control, or is a stack view's arranged view) but was left without a width or height,
    /// as views placed by Auto Layout or a stack view are, gets a diagnostic saying so, rather
    /// than a guessed frame (`docs/SEMANTICS.md` §10).
    @discardableResult
    public func addRootViewController<C: ViewController>(_ controller: C) -> C {
        retain(controller)
        window.rootViewController = controller
        let root: View = controller.view
        if root.name.isEmpty { root.name = "view" }
        var stack = [root]
        while let view = stack.popLast() {
            views.append(view)
            recognizers += view.gestureRecognizers ?? []
            stack += view.subviews.reversed()
            if view !== root, view.frame.width == 0 || view.frame.height == 0, Self.wouldTakeTouches(view) {
                environment.diagnose(
                    subject: view.name.isEmpty ? String(describing: type(of: view)) : view.name,
                    "no width or height, so no touch hits it: the model has no layout engine (Auto Layout, "
                        + "a stack view's arrangement, table cells); give the view the frame UIKit lays it out at")
            }
        }
        return controller
    }

    /// Whether `view` is one a scene means to touch: it has recognizers, is a control, or is
    /// arranged by a stack view.
    private static func wouldTakeTouches(_ view: View) -> Bool {
        !(view.gestureRecognizers ?? []).isEmpty || view is Control
            || (view.superview as? StackView)?.arrangedSubviews.contains { $0 === view } == true
    }

    // Loops, not `first(where:)`: a closure isolated to the actor that the standard library
    // calls is checked at run time on every call, and scenes are built for every replay.

    /// The view named `name`.
    public func view(named name: String) -> View? {
        for view in views where view.name == name { return view }
        return nil
    }

    /// The recognizer named `name`.
    public func recognizer(named name: String) -> GestureRecognizer? {
        for recognizer in recognizers where recognizer.name == name { return recognizer }
        return nil
    }

    /// Keeps `object` (a delegate, a controller) alive as long as the scene.
    public func retain(_ object: AnyObject) { retained.append(object) }

    /// Records that a handler ran (`docs/FORMATS.md` §3 handler observations).
    public func report(handler: String, values: [ObservedValue] = []) {
        environment.report(handler: handler, values: values)
    }
}

/// A scene written in Swift, for what a JSON scene cannot say (view code that
/// overrides `touchesEnded`, handlers that report values, delayed performs).
public struct SwiftScene: Sendable {
    /// The name sessions refer to.
    public let name: String
    /// The window's size in points.
    public let windowWidth: Double
    public let windowHeight: Double
    /// One line on what the scene is, for `gesture-replay scenes`.
    public let summary: String
    /// Whether the scene's sessions are meant to produce no observation (`SceneSpec.emptyOutcomesExpected`).
    public let emptyOutcomesExpected: Bool
    /// Changes during a session, as a JSON scene's `"timeline"` says them (`TimelineEntry`),
    /// set up after `build`: its recognizers and views by name.
    public let timeline: [TimelineEntry]
    let build: @ReplayActor (SceneInstance) -> Void

    /// A scene named `name` whose views and recognizers `build` adds to a fresh instance, with
    /// the changes of `timeline` during a session.
    public init(
        name: String, windowWidth: Double = 320, windowHeight: Double = 480, summary: String = "",
        emptyOutcomesExpected: Bool = false, timeline: [TimelineEntry] = [],
        build: @escaping @ReplayActor (SceneInstance) -> Void
    ) {
        self.name = name
        self.emptyOutcomesExpected = emptyOutcomesExpected
        self.timeline = timeline
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.summary = summary
        self.build = build
    }

    /// A scene named `name` whose content is the view controller `controller` makes: its view
    /// fills the window, built by its `loadView()` and `viewDidLoad()` with the frames,
    /// recognizers and delegates they give (`SceneInstance.addRootViewController(_:)`).
    ///
    /// ```swift
    /// registry.register(SwiftScene(name: "feed", windowHeight: 568) { FeedViewController() })
    /// ```
    public init(
        name: String, windowWidth: Double = 320, windowHeight: Double = 480, summary: String = "",
        emptyOutcomesExpected: Bool = false, timeline: [TimelineEntry] = [],
        controller: @escaping @ReplayActor () -> ViewController
    ) {
        self.init(
            name: name, windowWidth: windowWidth, windowHeight: windowHeight, summary: summary,
            emptyOutcomesExpected: emptyOutcomesExpected, timeline: timeline
        ) { instance in instance.addRootViewController(controller()) }
    }
}
