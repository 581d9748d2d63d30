import Foundation
import GestureModel

/// A window with named views and recognizers, built in a line or two, for tests.
///
/// ```swift
/// let scene = TestScene()
/// let photo = scene.addView("photo", frame: CGRect(x: 10, y: 50, width: 300, height: 400))
/// let tap = scene.add(TapGestureRecognizer(), named: "tap", to: photo)
/// ```
@ReplayActor
public final class TestScene {
    public let window: Window
    public let environment: GestureEnvironment

    /// A 320 × 480 window (or `size`) with the given thresholds.
    public init(size: CGSize = CGSize(width: 320, height: 480), thresholds: Thresholds = Thresholds()) {
        window = Window(size: size)
        environment = GestureEnvironment(window: window, thresholds: thresholds)
    }

    /// Adds a plain view (or `view`) under `parent` (the window by default).
    @discardableResult
    public func addView(_ name: String, frame: CGRect, parent: View? = nil) -> View {
        let view = View(name: name, frame: frame)
        (parent ?? window).addSubview(view)
        return view
    }

    /// Adds `view` under `parent` (the window by default).
    @discardableResult
    public func add<V: View>(_ view: V, parent: View? = nil) -> V {
        (parent ?? window).addSubview(view)
        return view
    }

    /// Names `recognizer` and attaches it to `view` (the window by default).
    @discardableResult
    public func add<R: GestureRecognizer>(_ recognizer: R, named name: String, to view: View? = nil) -> R {
        recognizer.name = name
        (view ?? window).addGestureRecognizer(recognizer)
        return recognizer
    }

    /// Replays `script` and returns the transcript lines.
    public func run(_ script: TouchScript, values: Bool = false) -> [String] {
        script.run(in: environment)
        return Transcript.lines(environment.takeObservations(), values: values)
    }
}
