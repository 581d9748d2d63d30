import Foundation
import GestureModel
import GestureReplay
import Testing

/// A scene file's `"hitInset"` and its view kinds `label`, `imageView`, `textView`,
/// `tableView`, `collectionView` (docs/FORMATS.md §1), read and replayed to an outcome (§3).
/// Expectations derived from docs/SEMANTICS.md §2, §9 and §10; none was copied from a run.
@ReplayActor @Suite struct SceneViewClassTests {
    /// A 320 × 568 window, a view "panel" filling it with a single tap "tap", and `views` on it.
    nonisolated static func scene(_ views: String, recognizers: String = "") -> String {
        """
        {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":568},
         "views":[{"name":"panel","frame":[0,0,320,568]},
        \(views)],
         "recognizers":[{"name":"tap","type":"tap","view":"panel"}\(recognizers)]}
        """
    }

    nonisolated static func parse(_ scene: String) throws -> SceneSpec {
        try SceneSpec.parse(scene, file: "s.scene.json", registry: .builtIn)
    }

    /// A one-finger tap at (x, y), 0–0.08 s.
    nonisolated static func tap(x: Int, y: Int) -> String {
        """
        {"t":0,"touch":1,"phase":"began","x":\(x),"y":\(y)}
        {"t":0.08,"touch":1,"phase":"ended","x":\(x),"y":\(y)}
        """
    }

    /// The panel's outcome for a tap at (x, y): its tap recognizes at the lift, located at the
    /// touch-down point (§2: a tap's location is the start centroid of its first tap; in
    /// window points, docs/FORMATS.md §3), one touch, and cancels the panel's touch first
    /// (§2 step 5).
    nonisolated static func panelTapped(x: Int, y: Int) -> String {
        """
        {"t":0,"view":"panel","touches":"began","count":1}
        {"t":0.08,"view":"panel","touches":"cancelled","count":1}
        {"t":0.08,"recognizer":"tap","state":"recognized","location":[\(x),\(y)],"numberOfTouches":1}

        """
    }

    @Test("hitInset is one number for every side or [top, left, bottom, right]; zero without it")
    func readsHitInset() throws {
        let spec = try Self.parse(
            Self.scene(
                """
                {"name":"a","parent":"panel","frame":[0,0,40,40],"hitInset":-10},
                {"name":"b","parent":"panel","frame":[0,0,40,40],"hitInset":[1,2,3,-4]},
                {"name":"c","parent":"panel","frame":[0,0,40,40]}
                """))
        #expect(
            spec.views.map(\.hitInsets) == [
                .zero, EdgeInsets(top: -10, left: -10, bottom: -10, right: -10),
                EdgeInsets(top: 1, left: 2, bottom: 3, right: -4), .zero,
            ])
    }

    /// A 24 × 24 pt button "close" at (148, 228) with `"hitInset": -10`: hit within x 138–182,
    /// y 218–262. A tap at (140, 230), outside the bounds by 8 pt, hits it: the button refuses
    /// the panel's single tap (§9), then gets its held ended and touchUpInside (§2 step 7). A
    /// tap at (136, 230), 12 pt outside, is the panel's.
    @Test(
        "a button's hitInset grows its tap target in a scene file",
        arguments: [
            (
                140,
                """
                {"t":0,"view":"close","touches":"began","count":1}
                {"t":0,"handler":"close.touchDown"}
                {"t":0.08,"recognizer":"tap","state":"failed"}
                {"t":0.08,"view":"close","touches":"ended","count":1}
                {"t":0.08,"handler":"close.touchUpInside"}

                """
            ),
            (136, SceneViewClassTests.panelTapped(x: 136, y: 230)),
        ] as [(Int, String)])
    func hitInsetGrowsTapTarget(x: Int, expected: String) throws {
        let scene = Self.scene(
            #"{"name":"close","parent":"panel","kind":"button","frame":[148,228,24,24],"hitInset":-10}"#)
        #expect(try SceneControlTests.replay(scene, Self.tap(x: x, y: 230)) == expected)
    }

    /// An image view "photo" at (20, 20, 280, 160) with its own tap "photoTap". With UIKit's
    /// default (`userInteractionEnabled` false for an image view, DOC) hit testing skips it
    /// and the panel's tap recognizes; "photoTap" never gets the touch. With
    /// `"userInteractionEnabled": true` the photo is hit, photoTap (the deeper view's, §2 step 3)
    /// recognizes at the lift, located at (160, 100) (an outcome's `location` is in window
    /// points, docs/FORMATS.md §3; (140, 80) in the photo), after the photo's touch is
    /// cancelled (§2 step 5), and excludes the panel's tap (§3). A label is the same as the
    /// image view by default.
    @Test(
        "an imageView or label with default settings swallows no touch: the panel's tap gets it",
        arguments: [
            ("imageView", "", SceneViewClassTests.panelTapped(x: 160, y: 100)),
            ("label", "", SceneViewClassTests.panelTapped(x: 160, y: 100)),
            (
                "imageView", #","userInteractionEnabled":true"#,
                """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.08,"view":"photo","touches":"cancelled","count":1}
                {"t":0.08,"recognizer":"photoTap","state":"recognized","location":[160,100],"numberOfTouches":1}
                {"t":0.08,"recognizer":"tap","state":"failed"}

                """
            ),
        ] as [(String, String, String)])
    func imageViewSwallowsNoTouch(kind: String, extra: String, expected: String) throws {
        let scene = Self.scene(
            #"{"name":"photo","parent":"panel","kind":"\#(kind)","frame":[20,20,280,160]\#(extra)}"#,
            recognizers: #",{"name":"photoTap","type":"tap","view":"photo"}"#)
        #expect(try SceneControlTests.replay(scene, Self.tap(x: 160, y: 100)) == expected)
    }

    /// Defaults per kind (DOC: `UILabel` and `UIImageView` change `isUserInteractionEnabled`'s
    /// default to false; `UITextView`, `UITableView`, `UICollectionView` are scroll views, with
    /// a scroll view's keys and its recognizers named after the view).
    @Test("the view kinds: label and imageView take no touch by default; the others are scroll views")
    func readsKinds() throws {
        let spec = try Self.parse(
            Self.scene(
                """
                {"name":"l","frame":[0,0,10,10],"kind":"label"},
                {"name":"i","frame":[0,0,10,10],"kind":"imageView"},
                {"name":"t","frame":[0,0,10,10],"kind":"textView","contentSize":[10,100]},
                {"name":"r","frame":[0,0,10,10],"kind":"tableView"},
                {"name":"c","frame":[0,0,10,10],"kind":"collectionView","scrollEnabled":false}
                """))
        #expect(spec.views.map(\.kind) == [.view, .label, .imageView, .textView, .tableView, .collectionView])
        #expect(spec.views.map(\.isUserInteractionEnabled) == [true, false, false, true, true, true])
        #expect(spec.views[3].scroll?.contentSize == CGSize(width: 10, height: 100))
        #expect(spec.views[5].scroll?.isScrollEnabled == false)
        #expect(spec.views[4].ownedRecognizers.map(\.name) == ["r.delayedTouches", "r.pan"])
        let instance = try Scene.json(spec).instantiate(registry: .builtIn)
        #expect(instance.view(named: "l") is Label)
        #expect(instance.view(named: "i") is ImageView)
        #expect(instance.view(named: "t") is TextView)
        #expect(instance.view(named: "r") is TableView)
        #expect(instance.view(named: "c") is CollectionView)
    }

    /// Each error names the file, the line of the offending value, its JSON path and the
    /// problem (docs/FORMATS.md §1). The views start on line 3 of `scene(_:)`. A 40 × 40 view
    /// with side insets of 30 would keep 40 − 30 − 30 < 0 of its width.
    @Test(
        "a wrong hitInset, or a scroll view's key on a label, names the file, line, path and problem",
        arguments: [
            (
                #"{"name":"a","frame":[0,0,40,40],"hitInset":"big"}"#,
                "s.scene.json:3: views[1].hitInset: expected a number or [top, left, bottom, right], found a string"
            ),
            (
                #"{"name":"a","frame":[0,0,40,40],"hitInset":[1,2]}"#,
                "s.scene.json:3: views[1].hitInset: expected a number or [top, left, bottom, right], found an array"
            ),
            (
                #"{"name":"a","frame":[0,0,40,40],"hitInset":[0,30,0,30]}"#,
                "s.scene.json:3: views[1].hitInset: insets that leave no hit area: the view is 40 × 40 pt"
            ),
            (
                #"{"name":"a","frame":[0,0,40,40],"kind":"label","contentSize":[40,80]}"#,
                #"s.scene.json:3: views[1].contentSize: only a scroll view has it ("kind": "scrollView")"#
            ),
        ] as [(String, String)])
    func errors(view: String, message: String) {
        do {
            _ = try SceneSpec.parse(Self.scene(view), file: "s.scene.json", registry: .builtIn)
            Issue.record("parsed")
        } catch {
            #expect(error.description == message)
        }
    }
}
