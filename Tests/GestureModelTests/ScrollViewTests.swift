import Foundation
import GestureModel
import GestureTestSupport
import Testing

/// Scroll views (`ScrollView`), replayed whole (docs/SEMANTICS.md §10).
///
/// The scene: a 320 × 480 window filled by a scroll view "list" whose content is 320 × 2000
/// (it scrolls vertically only: 2000 > 480, 320 = 320), and in it a row "row" at
/// (0, 300, 320, 60), window y 300–360 while the offset is zero. Its recognizers, attached in
/// this order: "list.delayedTouches" (holds the content's touchesBegan for
/// `scrollViewTouchDelay`, 0.15 s), "list.pan". Each change of the offset is a handler line
/// "list.didScroll" with `contentOffset`. Every expected line is derived from the rules cited
/// per test; none was copied from a run.
@ReplayActor @Suite struct ScrollViewTests {
    @ReplayActor private struct Fixture {
        let scene = TestScene()
        let list: ScrollView
        let row: View

        init(contentWidth: CGFloat = 320, rowKind: View.Type = View.self) {
            list = scene.add(ScrollView(name: "list", frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
            list.contentSize = CGSize(width: contentWidth, height: 2000)
            let frame = CGRect(x: 0, y: 300, width: 320, height: 60)
            row = scene.add(
                rowKind == Button.self ? Button(name: "row", frame: frame) : View(name: "row", frame: frame),
                parent: list)
        }

        /// A swipe right on the row; with `required`, the list's pan requires it to fail.
        func addSwipe(required: Bool) {
            let swipe = scene.add(SwipeGestureRecognizer(), named: "swipe", to: row)
            if required { list.panGestureRecognizer.require(toFail: swipe) }
        }
    }

    /// A drag up on the list's own area (160, 450): at 0.05 it moved 30 pt along y (≥ 10 pt, §4
    /// Pan); the list scrolls vertically (2000 > 480), so its pan begins (§10, DEC
    /// `_shouldTryToBeginWithEvent:`), its translation (0, −30) less the 10 pt hysteresis:
    /// (0, −20), and its action sets the offset to 0 − (−20) = 20. Beginning, it excludes the
    /// possible delayedTouches (§3). At 0.1, (160, 350): translation −90, offset 90. The list
    /// never saw the touch (held, then claimed by the pan, §2 steps 5 and 7). Then a tap at 1.0
    /// on window (160, 250): with the offset at 90 that is content y 340, inside the row
    /// (300–360): the row is hit (§10: hit testing honours `bounds.origin`). Its began was held by
    /// delayedTouches, which fails as the touch lifts (DEC `touchesEnded:`), with the pan that
    /// never moved; then the row gets began and ended together.
    @Test("a vertical drag scrolls; a later tap hits the content where it scrolled to")
    func dragScrollsThenTapHitsScrolledContent() {
        let fixture = Fixture()
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 450)
        script.move(1, at: 0.05, x: 160, y: 420)
        script.move(1, at: 0.1, x: 160, y: 350)
        script.up(1, at: 0.15)
        script.tap(2, at: 1, x: 160, y: 250)
        #expect(
            fixture.scene.run(script) == [
                "0.05 list.pan began",
                "0.05 handler list.didScroll contentOffset=0,20",
                "0.05 list.delayedTouches failed",
                "0.1 list.pan changed",
                "0.1 handler list.didScroll contentOffset=0,90",
                "0.15 list.pan ended",
                "1.08 list.delayedTouches failed",
                "1.08 list.pan failed",
                "1.08 view row began 1",
                "1.08 view row ended 1",
            ])
        #expect(fixture.list.contentOffset == CGPoint(x: 0, y: 90))
        #expect(fixture.row.convert(CGPoint(x: 160, y: 250), from: nil) == CGPoint(x: 160, y: 40))
    }

    /// A horizontal drag on the list: 30, 70 and 120 pt along x, 2, 3 and 4 pt along y. The
    /// list cannot scroll along x (320 = 320) and the drag stays below 10 pt along y, so its
    /// pan does not begin and stays possible (§10, DEC). Nothing decides until delayedTouches'
    /// timer, 0.15 s after the touch-down (DEC; `scrollViewTouchDelay`): it fails and the list
    /// gets the held began and moves (§2 step 7). The lift: the pan fails (§4 Pan) and the
    /// list's ended is not held (the scroll view's pan has `delaysTouchesEnded` false, MEAS).
    @Test("a horizontal drag in a vertical scroll view does not begin its pan; the content gets it after 0.15 s")
    func horizontalDragDoesNotScroll() {
        let fixture = Fixture()
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 420)
        script.move(1, at: 0.05, x: 130, y: 422)
        script.move(1, at: 0.1, x: 170, y: 423)
        script.move(1, at: 0.2, x: 220, y: 424)
        script.up(1, at: 0.25)
        #expect(
            fixture.scene.run(script) == [
                "0.15 list.delayedTouches failed",
                "0.15 view list began 1",
                "0.15 view list moved 1",
                "0.15 view list moved 1",
                "0.2 view list moved 1",
                "0.25 list.pan failed",
                "0.25 view list ended 1",
            ])
    }

    /// A horizontal swipe right on the row: at 0.04 it moved 50 pt along x, ≥ 50 × (1 − 0.04 ×
    /// 0.94) = 48.12 pt, at 1250 pt/s, 2 pt across (§4 Swipe): recognized. The pan never asked
    /// to begin (2 pt along y < 10), with or without `require(toFail:)`. The swipe excludes the
    /// list's two possible recognizers in delivery order (§3): delayedTouches, then the pan.
    /// The row never sees the touch: held, then claimed by the swipe (§2 steps 5, 7).
    @Test("a horizontal swipe inside a vertical scroll view recognizes", arguments: [false, true])
    func horizontalSwipeRecognizes(required: Bool) {
        let fixture = Fixture()
        fixture.addSwipe(required: required)
        var script = TouchScript()
        script.down(1, at: 0, x: 60, y: 330)
        script.move(1, at: 0.02, x: 80, y: 331)
        script.move(1, at: 0.04, x: 110, y: 332)
        script.up(1, at: 0.08)
        #expect(
            fixture.scene.run(script) == [
                "0.04 swipe recognized",
                "0.04 list.delayedTouches failed",
                "0.04 list.pan failed",
            ])
    }

    /// The classic bug: the same swipe drifting up. At 0.02 it moved (15, −12): 12 ≥ 10 pt
    /// along y, so the pan begins (§10) before the swipe has travelled its 49 pt, with the
    /// hysteresis out of each axis that crossed it (§4 Pan): (5, −2); the offset is (0, 2), x
    /// clamped at 0 (the content is no wider than the list). It excludes the swipe and
    /// delayedTouches (§3). At 0.04, (110, 316): translation (40, −4), offset (0, 4).
    ///
    /// With `list.panGestureRecognizer.require(toFail: swipe)` the pan's began at 0.02 waits
    /// (§3); at 0.04 the swipe has moved 50 pt ≥ 48.12, at 1250 pt/s, 14 pt across: recognized,
    /// it excludes delayedTouches and the waiting pan, which never scrolls.
    @Test(
        "a slightly diagonal swipe: the pan steals it, unless it requires the swipe to fail",
        arguments: [
            (
                false,
                [
                    "0.02 list.pan began",
                    "0.02 handler list.didScroll contentOffset=0,2",
                    "0.02 swipe failed",
                    "0.02 list.delayedTouches failed",
                    "0.04 list.pan changed",
                    "0.04 handler list.didScroll contentOffset=0,4",
                    "0.08 list.pan ended",
                ]
            ),
            (
                true,
                [
                    "0.04 swipe recognized",
                    "0.04 list.delayedTouches failed",
                    "0.04 list.pan failed",
                ]
            ),
        ])
    func diagonalSwipe(required: Bool, expected: [String]) {
        let fixture = Fixture()
        fixture.addSwipe(required: required)
        var script = TouchScript()
        script.down(1, at: 0, x: 60, y: 330)
        script.move(1, at: 0.02, x: 75, y: 318)
        script.move(1, at: 0.04, x: 110, y: 316)
        script.up(1, at: 0.08)
        #expect(fixture.scene.run(script) == expected)
    }

    /// A vertical drag up on the row, 50 pt each 0.1 s, with the pan requiring the swipe to fail.
    /// At 0.1 the pan asks to begin and waits for the swipe (§3). At 0.15 delayedTouches' timer
    /// fails it (DEC): the row gets its held began and move. At 0.3 the swipe has drifted 150 pt
    /// across, more than 200 × (1 − 0.3 × 0.98) = 141.2 pt (§4 Swipe): it fails, and the pan goes
    /// ahead in the same turn from zero (§4 Pan, revised: a pan that waited starts at (0, 0));
    /// the offset stays 0 (no line). The row is tracking the touch, and may be cancelled (a
    /// plain view: `touchesShouldCancel(in:)` is true, DOC): it gets touchesCancelled just
    /// before the pan's action (§2 step 5). Then 50 pt per move: offsets 50 and 100.
    @Test("a vertical drag with the pan requiring the swipe to fail scrolls late, from zero")
    func verticalDragWaitsForSwipe() {
        let fixture = Fixture()
        fixture.addSwipe(required: true)
        var script = TouchScript()
        script.down(1, at: 0, x: 60, y: 330)
        for step in 1...5 { script.move(1, at: Double(step) / 10, x: 60, y: 330 - 50 * Double(step)) }
        script.up(1, at: 0.6)
        #expect(
            fixture.scene.run(script) == [
                "0.15 list.delayedTouches failed",
                "0.15 view row began 1",
                "0.15 view row moved 1",
                "0.2 view row moved 1",
                "0.3 swipe failed",
                "0.3 view row cancelled 1",
                "0.3 list.pan began",
                "0.4 list.pan changed",
                "0.4 handler list.didScroll contentOffset=0,50",
                "0.5 list.pan changed",
                "0.5 handler list.didScroll contentOffset=0,100",
                "0.6 list.pan ended",
            ])
    }

    /// A button in the list, tapped quickly (0–0.08): its touchesBegan is held by
    /// delayedTouches (§10, `delaysContentTouches` true by default), which fails at the lift
    /// (DEC `touchesEnded:`) with the pan; the button then gets began and ended in one turn:
    /// touchDown, then touchUpInside (§9).
    @Test("a quick tap on a button in a scroll view: touchDown and touchUpInside together at the lift")
    func quickTapOnButton() {
        let fixture = Fixture(rowKind: Button.self)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 330)
        #expect(
            fixture.scene.run(script) == [
                "0.08 list.delayedTouches failed",
                "0.08 list.pan failed",
                "0.08 view row began 1",
                "0.08 handler row.touchDown",
                "0.08 view row ended 1",
                "0.08 handler row.touchUpInside",
            ])
    }

    /// Held still past 0.15 s, then dragged 30 pt up. At 0.15 the content gets its began
    /// (delayedTouches' timer). At 0.3 the pan would begin while the content is tracking the
    /// touch (§10, DEC `touchesMoved:` and `_canCancelContentTouches:`):
    /// - a plain row with `canCancelContentTouches` (the default): `touchesShouldCancel(in:)`
    ///   is true for a view that is not a control (DOC), so the pan begins and the row's touch
    ///   is cancelled first (§2 step 5); the translation (0, −30) less 10: offset 20;
    /// - a plain row with `canCancelContentTouches` false: the pan fails (DOC: "the scroll view
    ///   doesn't scroll regardless of finger movement once the content view starts tracking");
    /// - a button: `touchesShouldCancel(in:)` is false for a control (DOC), so the pan fails and
    ///   the button keeps tracking: (160, 325) and (160, 300) are (160, 25) and (160, 0) in it,
    ///   inside (§9): touchDragInside twice, and touchUpInside at the lift.
    @Test(
        "a drag after the content started tracking: it scrolls, unless the content may not be cancelled",
        arguments: [
            (
                "row", true,
                [
                    "0.15 list.delayedTouches failed", "0.15 view row began 1",
                    "0.2 view row moved 1",
                    "0.3 view row cancelled 1", "0.3 list.pan began",
                    "0.3 handler list.didScroll contentOffset=0,20",
                    "0.4 list.pan ended",
                ]
            ),
            (
                "row", false,
                [
                    "0.15 list.delayedTouches failed", "0.15 view row began 1",
                    "0.2 view row moved 1",
                    "0.3 list.pan failed", "0.3 view row moved 1",
                    "0.4 view row ended 1",
                ]
            ),
            (
                "button", true,
                [
                    "0.15 list.delayedTouches failed", "0.15 view row began 1", "0.15 handler row.touchDown",
                    "0.2 view row moved 1", "0.2 handler row.touchDragInside",
                    "0.3 list.pan failed", "0.3 view row moved 1", "0.3 handler row.touchDragInside",
                    "0.4 view row ended 1", "0.4 handler row.touchUpInside",
                ]
            ),
        ])
    func dragAfterContentTracks(kind: String, canCancel: Bool, expected: [String]) {
        let fixture = Fixture(rowKind: kind == "button" ? Button.self : View.self)
        fixture.list.canCancelContentTouches = canCancel
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 330)
        script.move(1, at: 0.2, x: 160, y: 325)
        script.move(1, at: 0.3, x: 160, y: 300)
        script.up(1, at: 0.4)
        #expect(fixture.scene.run(script) == expected)
    }

    /// `delaysContentTouches` false: delayedTouches fails as the touch begins (DEC: it sends
    /// the touches at once), so the row gets began in the same turn; `isScrollEnabled` false:
    /// the pan and delayedTouches are disabled (CHOICE, §10) and receive nothing, and the row
    /// gets every phase at once.
    @Test("without the delay, or without scrolling, the content gets the touch at once")
    func contentTouchesAtOnce() {
        let undelayed = Fixture()
        undelayed.list.delaysContentTouches = false
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 330)
        #expect(
            undelayed.scene.run(script) == [
                "0 list.delayedTouches failed",
                "0 view row began 1",
                "0.08 list.pan failed",
                "0.08 view row ended 1",
            ])
        let fixed = Fixture()
        fixed.list.isScrollEnabled = false
        #expect(fixed.scene.run(script) == ["0 view row began 1", "0.08 view row ended 1"])
    }

    /// Directional lock on a list that scrolls both ways (content 1000 × 2000). The first move,
    /// (−30, −5), is 9.5° from horizontal (atan(5/30)), within 20° (DEC,
    /// `directionalLockAngle`): the pan locks horizontally. It begins (30 ≥ 10 pt); x loses its
    /// hysteresis: (−20, −5), and the lock takes the −5 out: (−20, 0), offset (20, 0). The next
    /// move, (−30, −15), is 26.6°, between 20° and 70°: the lock holds (a began pan keeps its lock
    /// unless 0.6 s passed since the previous move), so its −15 is taken out too: (−50, 0),
    /// offset (50, 0). Without the lock: (−20, −5) and (−50, −20), offsets (20, 5) and (50, 20).
    @Test(
        "directional lock: a mostly horizontal drag scrolls horizontally only",
        arguments: [
            (true, ["contentOffset=20,0", "contentOffset=50,0"]),
            (false, ["contentOffset=20,5", "contentOffset=50,20"]),
        ])
    func directionalLock(locks: Bool, offsets: [String]) {
        let fixture = Fixture(contentWidth: 1000)
        fixture.list.isDirectionalLockEnabled = locks
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 450)
        script.move(1, at: 0.05, x: 130, y: 445)
        script.move(1, at: 0.1, x: 100, y: 430)
        script.up(1, at: 0.15)
        #expect(
            fixture.scene.run(script) == [
                "0.05 list.pan began",
                "0.05 handler list.didScroll \(offsets[0])",
                "0.05 list.delayedTouches failed",
                "0.1 list.pan changed",
                "0.1 handler list.didScroll \(offsets[1])",
                "0.15 list.pan ended",
            ])
    }

    /// The lock reconsidered after a pause (DEC: `directionalLockPause`, 0.6 s). Locked
    /// horizontally at 0.05 as above: offset (20, 0). At 0.8, 0.75 s after the previous move, a
    /// move straight up, (0, −30), is 90° from horizontal (≥ 70°): the lock turns vertical.
    /// Taken out so far: (0, −5); the translation (130 − 150, 415 − 450) less that is (−20, −30),
    /// offset (20, 30). At 0.85, (−20, −30) is 56.3°, between, and only 0.05 s after: the vertical
    /// lock holds and takes the −20 out: (110 − 150, 385 − 450) − (−20, −5) = (−20, −60).
    @Test("directional lock: after a pause the next move may lock the pan to the other axis")
    func directionalLockAfterPause() {
        let fixture = Fixture(contentWidth: 1000)
        fixture.list.isDirectionalLockEnabled = true
        var script = TouchScript()
        script.down(1, at: 0, x: 160, y: 450)
        script.move(1, at: 0.05, x: 130, y: 445)
        script.move(1, at: 0.8, x: 130, y: 415)
        script.move(1, at: 0.85, x: 110, y: 385)
        script.up(1, at: 0.9)
        #expect(
            fixture.scene.run(script) == [
                "0.05 list.pan began",
                "0.05 handler list.didScroll contentOffset=20,0",
                "0.05 list.delayedTouches failed",
                "0.8 list.pan changed",
                "0.8 handler list.didScroll contentOffset=20,30",
                "0.85 list.pan changed",
                "0.85 handler list.didScroll contentOffset=20,60",
                "0.9 list.pan ended",
            ])
    }

    /// Zooming (scales 1 to 3) adds "list.pinch". Two fingers 100 pt apart spread to 200 pt at
    /// 0.1: the pinch begins (100 ≥ 8 pt) with its scale 200/108 = 1.851852 (§4 Pinch, revised),
    /// and its action sets the zoom scale to 1 × 1.851852. Their centroid does not move, so the
    /// pan is still possible: the pinch excludes it and delayedTouches (§3), in attachment order.
    @Test("a pinch zooms a scroll view whose zoom scales differ")
    func pinchZooms() {
        let fixture = Fixture()
        fixture.list.maximumZoomScale = 3
        #expect(fixture.list.pinchGestureRecognizer?.name == "list.pinch")
        var script = TouchScript()
        script.down(1, at: 0, x: 100, y: 420)
        script.down(2, at: 0, x: 200, y: 420)
        script.move(1, at: 0.1, x: 50, y: 420)
        script.move(2, at: 0.1, x: 250, y: 420)
        script.up(1, at: 0.2)
        script.up(2, at: 0.2)
        #expect(
            fixture.scene.run(script) == [
                "0.1 list.pinch began",
                "0.1 handler list.didZoom zoomScale=1.851852",
                "0.1 list.delayedTouches failed",
                "0.1 list.pan failed",
                "0.2 list.pinch ended",
            ])
    }
}
