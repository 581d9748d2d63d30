import Foundation
import GestureModel
import GestureReplay
import Testing

/// Views and recognizers that change mid-session, from a scene's timeline (docs/FORMATS.md §1)
/// and from Swift code (docs/SEMANTICS.md §2 "Views that change"). The scene of
/// `SceneTimelineTriggerTests`: "photo" at (10, 50, 300, 450) with a pan, "button" at
/// (10, 510, 100, 50) with a tap. Every expectation is derived from docs/SEMANTICS.md and the
/// geometry, cited per test.
@Suite struct SceneViewChangeTests {
    static func replay(_ timeline: String, _ touches: String...) throws -> String {
        try SceneTimelineTests.replay(
            SceneTimelineTriggerTests.scene(timeline: timeline), SceneTimelineTriggerTests.merged(touches))
    }

    /// The button's tap at 0–0.03 s, recognized at the lift (the button's touch cancelled first,
    /// docs/SEMANTICS.md §2 step 5), before any change at 0.5.
    static let firstTap = #"""
        {"t":0,"view":"button","touches":"began","count":1}
        {"t":0.03,"view":"button","touches":"cancelled","count":1}
        {"t":0.03,"recognizer":"tap","state":"recognized","location":[50,530],"numberOfTouches":1}
        """#

    /// A later touch goes where hit testing finds it at once (docs/SEMANTICS.md §2 step 1): a
    /// hidden view, one without user interaction, or one removed is skipped (DOC,
    /// `hitTest(_:with:)`), and (50, 530) then hits the window itself (the photo ends at
    /// y = 500), which reports touches as any view does and has no recognizer. Moved to
    /// (200, 510, 100, 50), the button holds x 200–300: (50, 530) is the window's and (250, 530)
    /// is the button's, whose tap recognizes it. A second later, every tap is a first tap.
    @Test(
        "a view hidden, without user interaction, removed or moved at 0.5 s is hit accordingly from then on",
        arguments: [
            (#""hidden":true"#, "window"),
            (#""userInteractionEnabled":false"#, "window"),
            (#""removed":true"#, "window"),
            (#""frame":[200,510,100,50]"#, "button"),
        ])
    func hitAfterChange(change: String, movedTapHits: String) throws {
        let tail =
            movedTapHits == "window"
            ? #"""
            {"t":2,"view":"window","touches":"began","count":1}
            {"t":2.03,"view":"window","touches":"ended","count":1}
            """#
            : #"""
            {"t":2,"view":"button","touches":"began","count":1}
            {"t":2.03,"view":"button","touches":"cancelled","count":1}
            {"t":2.03,"recognizer":"tap","state":"recognized","location":[250,530],"numberOfTouches":1}
            """#
        let moved = """
            {"t":2,"touch":3,"phase":"began","x":250,"y":530}
            {"t":2.03,"touch":3,"phase":"ended","x":250,"y":530}
            """
        #expect(
            try Self.replay(
                #"{"at":0.5,"view":"button",\#(change)}"#, SceneTimelineTriggerTests.buttonTap(1, at: 0),
                SceneTimelineTriggerTests.buttonTap(2, at: 1), moved) == """
                \(Self.firstTap)
                {"t":1,"view":"window","touches":"began","count":1}
                {"t":1.03,"view":"window","touches":"ended","count":1}
                \(tail)

                """)
    }

    /// A view hidden or made non-interactive while a finger is on it keeps that touch: both are
    /// read by hit testing only, when a touch begins (CHOICE, docs/SEMANTICS.md §2 "Views that
    /// change"), so the tap is recognized as without the change. Removed, the view leaves the
    /// window and gets `touchesCancelled` at once (DOC, `touchesCancelled(_:with:)`); the tap
    /// keeps the touch (CHOICE) and is recognized at the lift, when the button has nothing more
    /// to be told.
    @Test(
        "a finger on a view hidden or disabled keeps going; removed, the view's touch is cancelled",
        arguments: [
            (#""hidden":true"#, ""),
            (#""userInteractionEnabled":false"#, ""),
            (#""removed":true"#, #"{"t":0.02,"view":"button","touches":"cancelled","count":1}"#),
        ])
    func changeUnderFinger(change: String, removal: String) throws {
        let cancelled =
            removal.isEmpty
            ? #"{"t":0.03,"view":"button","touches":"cancelled","count":1}"# : removal
        #expect(
            try Self.replay(#"{"at":0.02,"view":"button",\#(change)}"#, SceneTimelineTriggerTests.buttonTap(1, at: 0))
                == """
                {"t":0,"view":"button","touches":"began","count":1}
                \(cancelled)
                {"t":0.03,"recognizer":"tap","state":"recognized","location":[50,530],"numberOfTouches":1}

                """)
    }

    /// `removeGestureRecognizer` under way is `isEnabled = false` (DEC, docs/SEMANTICS.md §1):
    /// the tap, possible with a touch at 0.02, fails; no recognizer holds the button's lift any
    /// more (§2 step 7), so it comes at 0.03. Removed, the tap gets no touch (the tap at 1 is the
    /// button's alone); added back at 1.5, it recognizes the tap at 2, a touch that begins after.
    @Test("a tap removed while its finger is down fails; added back, it takes the touches that begin after")
    func removeRecognizer() throws {
        #expect(
            try Self.replay(
                #"{"at":0.02,"recognizer":"tap","removed":true},{"at":1.5,"recognizer":"tap","removed":false}"#,
                SceneTimelineTriggerTests.buttonTap(1, at: 0), SceneTimelineTriggerTests.buttonTap(2, at: 1),
                SceneTimelineTriggerTests.buttonTap(3, at: 2)) == #"""
                {"t":0,"view":"button","touches":"began","count":1}
                {"t":0.02,"recognizer":"tap","state":"failed"}
                {"t":0.03,"view":"button","touches":"ended","count":1}
                {"t":1,"view":"button","touches":"began","count":1}
                {"t":1.03,"view":"button","touches":"ended","count":1}
                {"t":2,"view":"button","touches":"began","count":1}
                {"t":2.03,"view":"button","touches":"cancelled","count":1}
                {"t":2.03,"recognizer":"tap","state":"recognized","location":[50,530],"numberOfTouches":1}

                """#)
    }

    /// The pan removed mid-drag at 0.25 is cancelled with its values of 0.2, as when disabled
    /// then (`SceneTimelineTests.disablePan`, docs/SEMANTICS.md §1), and gets nothing more.
    @Test("a pan removed mid-drag is cancelled with its values at that time")
    func removePan() throws {
        #expect(
            try Self.replay(#"{"at":0.25,"recognizer":"pan","removed":true}"#, SceneTimelineTests.drag) == """
                \(SceneTimelineTriggerTests.panBegins)
                {"t":0.25,"recognizer":"pan","state":"cancelled","location":[150,200],"numberOfTouches":1,"translation":[40,0],"velocity":[220,0]}

                """)
    }

    /// "Hide the toolbar while dragging": the pan's began action hides the button, its ended
    /// action shows it again. The tap at 0.22 at (50, 530) hits the window (the hidden button is
    /// skipped, DOC `hitTest(_:with:)`); the tap at 1 hits the button again and is recognized.
    @Test("code in the pan's began action hides a view; its ended action shows it again")
    func hideWhileDragging() throws {
        #expect(
            try Self.replay(
                """
                {"when":{"recognizer":"pan","state":"began"},"view":"button","hidden":true},
                {"when":{"recognizer":"pan","state":"ended"},"view":"button","hidden":false}
                """, SceneTimelineTests.drag, SceneTimelineTriggerTests.buttonTap(2, at: 0.22),
                SceneTimelineTriggerTests.buttonTap(3, at: 1)) == """
                \(SceneTimelineTriggerTests.panBegins)
                {"t":0.22,"view":"window","touches":"began","count":1}
                {"t":0.25,"view":"window","touches":"ended","count":1}
                {"t":0.3,"recognizer":"pan","state":"changed","location":[155,200],"numberOfTouches":1,"translation":[45,0],"velocity":[250,0]}
                {"t":0.4,"recognizer":"pan","state":"ended","location":[155,200],"numberOfTouches":0,"translation":[45,0],"velocity":[250,0]}
                {"t":1,"view":"button","touches":"began","count":1}
                {"t":1.03,"view":"button","touches":"cancelled","count":1}
                {"t":1.03,"recognizer":"tap","state":"recognized","location":[50,530],"numberOfTouches":1}

                """)
    }

    /// `isExclusiveTouch` set at 0.5 on the button: from then on, while the button has a touch,
    /// a touch on another view goes to no view and no recognizer (docs/SEMANTICS.md §9). Before
    /// 0.5 the same two fingers reach both views: the photo's finger, which does not move, makes
    /// the pan fail at its lift, and the photo gets the lift after that failure in the same turn
    /// (the pan's delaysTouchesEnded, §2 step 7); the button's finger, held 0.3 s (under the
    /// tap's 0.75 s, §6), is a tap. After 0.5 the photo's finger is refused: no line at all.
    @Test("a view made exclusive at 0.5 s keeps a second finger from every other view from then on")
    func exclusiveLater() throws {
        let pair = { (start: Double) in
            let button = Int(start * 10) + 1
            let t = { (offset: Double) in StableNumber.text(start + offset) }
            return """
                {"t":\(t(0)),"touch":\(button),"phase":"began","x":50,"y":530}
                {"t":\(t(0.1)),"touch":\(button + 1),"phase":"began","x":160,"y":240}
                {"t":\(t(0.2)),"touch":\(button + 1),"phase":"ended","x":160,"y":240}
                {"t":\(t(0.3)),"touch":\(button),"phase":"ended","x":50,"y":530}
                """
        }
        #expect(
            try Self.replay(#"{"at":0.5,"view":"button","exclusiveTouch":true}"#, pair(0), pair(1)) == """
                {"t":0,"view":"button","touches":"began","count":1}
                {"t":0.1,"view":"photo","touches":"began","count":1}
                {"t":0.2,"recognizer":"pan","state":"failed"}
                {"t":0.2,"view":"photo","touches":"ended","count":1}
                {"t":0.3,"view":"button","touches":"cancelled","count":1}
                {"t":0.3,"recognizer":"tap","state":"recognized","location":[50,530],"numberOfTouches":1}
                {"t":1,"view":"button","touches":"began","count":1}
                {"t":1.3,"view":"button","touches":"cancelled","count":1}
                {"t":1.3,"recognizer":"tap","state":"recognized","location":[50,530],"numberOfTouches":1}

                """)
    }

    /// A view of the team's that reports `touchesCancelled` (UIKit's method, overridden).
    final class ReportingView: View, @unchecked Sendable {
        override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
            window?.environment?.report(handler: "\(name).touchesCancelled")
        }
    }

    /// The team's own code: the pan's handler calls `removeFromSuperview()` on the button when
    /// the pan changes, while a finger is on the button (0.15–0.25). The button gets
    /// `touchesCancelled` then and there, inside the pan's action at 0.2 (DOC,
    /// `touchesCancelled(_:with:)`; docs/SEMANTICS.md §2 "Views that change"), after the pan's
    /// line (§1: the state change, then its action); the tap keeps the touch (CHOICE) and
    /// recognizes it at the lift, with nothing more for the removed button; the tap at 1 hits
    /// the window. The JSON scene's `when` entry does the same without the handler's line.
    @Test("a handler that removes a view under a finger cancels the view's touch, as the when entry does")
    func swiftCodeRemovesView() throws {
        let scene = SwiftScene(name: "s", windowWidth: 320, windowHeight: 568) { instance in
            let photo = instance.addView(named: "photo", frame: CGRect(x: 10, y: 50, width: 300, height: 450))
            let button = instance.add(ReportingView(name: "button", frame: CGRect(x: 10, y: 510, width: 100, height: 50)))
            instance.add(PanGestureRecognizer(), named: "pan", to: photo).addTarget { [weak button] pan in
                if pan.state == .changed { button?.removeFromSuperview() }
            }
            instance.add(TapGestureRecognizer(), named: "tap", to: button)
        }
        let touches = try SceneTimelineTriggerTests.merged(
            SceneTimelineTests.drag, SceneTimelineTriggerTests.buttonTap(2, at: 0.15).replacingOccurrences(
                of: "0.18", with: "0.25"), SceneTimelineTriggerTests.buttonTap(3, at: 1))
        let tail = """
            {"t":0.25,"recognizer":"tap","state":"recognized","location":[50,530],"numberOfTouches":1}
            {"t":0.3,"recognizer":"pan","state":"changed","location":[155,200],"numberOfTouches":1,"translation":[45,0],"velocity":[250,0]}
            {"t":0.4,"recognizer":"pan","state":"ended","location":[155,200],"numberOfTouches":0,"translation":[45,0],"velocity":[250,0]}
            {"t":1,"view":"window","touches":"began","count":1}
            {"t":1.03,"view":"window","touches":"ended","count":1}

            """
        let head = """
            {"t":0,"view":"photo","touches":"began","count":1}
            {"t":0.1,"view":"photo","touches":"cancelled","count":1}
            {"t":0.1,"recognizer":"pan","state":"began","location":[120,200],"numberOfTouches":1,"translation":[10,0],"velocity":[200,0]}
            {"t":0.15,"view":"button","touches":"began","count":1}
            {"t":0.2,"recognizer":"pan","state":"changed","location":[150,200],"numberOfTouches":1,"translation":[40,0],"velocity":[220,0]}
            {"t":0.2,"view":"button","touches":"cancelled","count":1}
            """
        #expect(
            try SceneTimelineTests.replay(.swift(scene), touches) == """
                \(head)
                {"t":0.2,"handler":"button.touchesCancelled"}
                \(tail)
                """)
        let json = SceneTimelineTriggerTests.scene(
            timeline: #"{"when":{"recognizer":"pan","state":"changed"},"view":"button","removed":true}"#)
        #expect(try SceneTimelineTests.replay(json, touches) == head + "\n" + tail)
    }

    @Test(
        "a bad view entry is an error naming the file, the line, the entry and the problem",
        arguments: [
            (
                #"{"at":0.5,"view":"buton","hidden":true}"#,
                #"s.scene.json:5: timeline[0].view: view "buton" is not defined"#
            ),
            (
                #"{"at":0.5,"view":"button","recognizer":"tap","hidden":true}"#,
                #"s.scene.json:5: timeline[0].view: one subject per entry; this one has recognizer"#
            ),
            (
                #"{"at":0.5,"hidden":true}"#,
                #"s.scene.json:5: timeline[0].recognizer: missing; expected a recognizer's name (or "view": a view's)"#
            ),
            (
                #"{"at":0.5,"view":"button","enabled":false}"#,
                #"s.scene.json:5: timeline[0].enabled: a view's change is one of hidden, userInteractionEnabled, exclusiveTouch, frame, removed"#
            ),
            (
                #"{"at":0.5,"recognizer":"tap","hidden":true}"#,
                #"s.scene.json:5: timeline[0].hidden: a recognizer's change is one of enabled, cancel, removed, setTranslation, setScale, setRotation"#
            ),
            (
                #"{"at":0.5,"view":"button"}"#,
                #"s.scene.json:5: timeline[0]: missing a change: one of hidden, userInteractionEnabled, exclusiveTouch, frame, removed"#
            ),
            (
                #"{"at":0.5,"view":"button","hidden":"yes"}"#,
                #"s.scene.json:5: timeline[0].hidden: expected true or false, found a string"#
            ),
            (
                #"{"at":0.5,"view":"button","frame":[0,0,-1,10]}"#,
                #"s.scene.json:5: timeline[0].frame: width and height must not be negative"#
            ),
            (
                #"{"at":0.5,"view":"button","frame":[0,0]}"#,
                #"s.scene.json:5: timeline[0].frame: expected [x, y, width, height], found an array"#
            ),
            (
                #"{"at":0.5,"view":"window","removed":true}"#,
                #"s.scene.json:5: timeline[0].removed: the window has no superview to leave or come back to"#
            ),
            (
                #"{"at":0.5,"view":"button","removed":true,"states":["began"]}"#,
                #"s.scene.json:5: timeline[0].states: only a call (setTranslation, setScale, setRotation) has states"#
            ),
            (
                #"{"at":0.5,"recognizer":"tap","removed":"no"}"#,
                #"s.scene.json:5: timeline[0].removed: expected true or false, found a string"#
            ),
        ])
    func errors(entry: String, message: String) throws {
        let scene = SceneTimelineTriggerTests.scene(timeline: "\n" + entry)
        #expect {
            _ = try SceneSpec.parse(scene, file: "s.scene.json", registry: .builtIn)
        } throws: { error in
            "\(error)" == message
        }
    }
}
