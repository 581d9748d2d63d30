import Foundation
import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

/// A team's view controller (`UIKitSources/PhotoViewController.swift`) made a scene in one
/// line and replayed whole (docs/SEMANTICS.md §10). Its screen, in a 320 × 480 window: the
/// root view "screen" filling the window; "photo", an image view at (0, 0, 320, 240) with
/// interaction turned on and a tap "photoTap" whose delegate (the controller) refuses touches
/// that begin within 20 pt of the left edge; "caption", a label at (0, 200, 320, 40) in the
/// photo; "list", a table view at (0, 240, 320, 240) with 320 × 1000 of content. Every
/// expected line is derived from the rules cited per test; none was copied from a run.
@ReplayActor @Suite struct ViewControllerSceneTests {
    static let scene = SwiftScene(name: "photo-screen") { PhotoViewController() }

    private func instance(_ scene: SwiftScene = Self.scene) throws -> SceneInstance {
        try Scene.swift(scene).instantiate(registry: .builtIn)
    }

    private func replay(_ script: TouchScript, in scene: SwiftScene = Self.scene) throws -> [String] {
        let instance = try instance(scene)
        script.run(in: instance.environment)
        return Transcript.lines(instance.environment.takeObservations())
    }

    /// `viewDidLoad()` ran once the view was loaded (DOC, `UIViewController.view`); the root
    /// fills the window (DOC, `UIWindow.rootViewController`); the scene's views are the window's,
    /// depth first, and its recognizers theirs in that order: the photo's tap, then the table
    /// view's own two, attached in this order (§10), named after the identifier it was given.
    @Test("a controller's viewDidLoad builds the scene: its views, their frames and recognizers")
    func controllerBuildsScene() throws {
        let instance = try instance()
        #expect(instance.views.map(\.name) == ["window", "screen", "photo", "caption", "list"])
        #expect(instance.recognizers.compactMap(\.name) == ["photoTap", "list.delayedTouches", "list.pan"])
        #expect(instance.view(named: "screen")?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(instance.views.map(\.isUserInteractionEnabled) == [true, true, true, false, true])
        #expect(instance.view(named: "list") is TableView)
    }

    /// A tap on the photo at (160, 100) hits it (interaction turned on); the delegate lets the
    /// tap have the touch (x 160 ≥ 20): it recognizes at the lift, cancelling the photo's touch
    /// first (§2 step 5). A tap on the caption at (160, 220) hits the photo too: the label takes
    /// no touch (DOC, `UILabel.isUserInteractionEnabled` default false). A tap at (10, 100):
    /// the delegate's `shouldReceive` answers false (x 10 < 20), so no recognizer has the touch
    /// and the photo gets its began and its ended, not held (§2 steps 2 and 7).
    @Test(
        "taps on the photo, on the caption over it, and at the edge the delegate leaves alone",
        arguments: [
            (160.0, 100.0, ["0 view photo began 1", "0.08 view photo cancelled 1", "0.08 photoTap recognized"]),
            (160.0, 220.0, ["0 view photo began 1", "0.08 view photo cancelled 1", "0.08 photoTap recognized"]),
            (10.0, 100.0, ["0 view photo began 1", "0.08 view photo ended 1"]),
        ] as [(Double, Double, [String])])
    func taps(x: Double, y: Double, expected: [String]) throws {
        var script = TouchScript()
        script.tap(1, at: 0, x: x, y: y)
        #expect(try replay(script) == expected)
    }

    /// A drag up on the list from (160, 450): at 0.05 it moved 30 pt along y (≥ 10 pt, §4 Pan),
    /// the content (1000 pt) is taller than the list (240 pt), so its pan begins with
    /// translation (0, −30) less the 10 pt hysteresis, (0, −20): offset 20; beginning, it
    /// excludes the possible touch delay (§3). At 0.1, (160, 350): translation −90, offset 90.
    /// The list never saw the touch (held, then claimed by the pan, §2 steps 5 and 7). The same
    /// drag and arithmetic as `ScrollViewTests.dragScrollsThenTapHitsScrolledContent`.
    @Test("a drag on the controller's table view scrolls it")
    func dragScrollsTable() throws {
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 450)
        script.move(1, at: 0.05, x: 160, y: 420)
        script.move(1, at: 0.1, x: 160, y: 350)
        script.up(1, at: 0.15)
        #expect(
            try replay(script) == [
                "0.05 list.pan began",
                "0.05 handler list.didScroll contentOffset=0,20",
                "0.05 list.delayedTouches failed",
                "0.1 list.pan changed",
                "0.1 handler list.didScroll contentOffset=0,90",
                "0.15 list.pan ended",
            ])
    }

    /// `UIKitSources/StackedButtonsViewController.swift`: a stack view "bar" at (20, 400, 280,
    /// 44) whose arranged buttons "cancel" and "ok" have no frame of their own, as before
    /// UIKit's layout engine places them. The model has none (§10): the scene says so, one
    /// diagnostic per button as it is built (time 0, in the order of the hierarchy), and no
    /// touch hits them: a tap at (160, 420), where UIKit would have laid out a button, hits
    /// the bar, a plain view, which gets its began and ended (§2 steps 1 and 7).
    @Test("a stack view's arranged buttons without frames: a diagnostic each, and the bar gets the tap")
    func stackViewArrangementIsNotGuessed() throws {
        let scene = SwiftScene(name: "bar") { StackedButtonsViewController() }
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 420)
        let noLayout =
            "no width or height, so no touch hits it: the model has no layout engine (Auto Layout, a stack "
            + "view's arrangement, table cells); give the view the frame UIKit lays it out at"
        #expect(
            try replay(script, in: scene) == [
                "0 ! cancel: \(noLayout)", "0 ! ok: \(noLayout)", "0 view bar began 1", "0.08 view bar ended 1",
            ])
    }
}
