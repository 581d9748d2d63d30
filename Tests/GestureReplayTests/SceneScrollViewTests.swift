import Foundation
import GestureModel
import GestureReplay
import Testing

/// A scene file's scroll views (`"kind": "scrollView"`) and view geometry (`"boundsOrigin"`,
/// `"clipsToBounds"`), read and replayed to an outcome (docs/FORMATS.md §1, §3). Expectations
/// derived from docs/SEMANTICS.md §2, §3, §4 and §10, and arithmetic; none copied from a run.
@Suite struct SceneScrollViewTests {
    /// A 320 × 480 window filled by a scroll view "list" with content 320 × 2000 (vertical only),
    /// a row "row" at (0, 300, 320, 60) in it with a swipe right "swipe", and `relations`.
    static func scene(_ relations: String = "") -> String {
        """
        {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":480},
         "views":[{"name":"list","kind":"scrollView","frame":[0,0,320,480],"contentSize":[320,2000]},
                  {"name":"row","parent":"list","frame":[0,300,320,60]}],
         "recognizers":[{"name":"swipe","type":"swipe","view":"row"}]\(relations)}
        """
    }

    /// A swipe right from (60, 330) that drifts up: (75, 318) at 0.02, (110, 316) at 0.04.
    static let diagonalSwipe = """
        {"t":0,"touch":1,"phase":"began","x":60,"y":330}
        {"t":0.02,"touch":1,"phase":"moved","x":75,"y":318}
        {"t":0.04,"touch":1,"phase":"moved","x":110,"y":316}
        {"t":0.08,"touch":1,"phase":"ended","x":110,"y":316}
        """

    /// Without a relation, the pan takes the swipe (§10: at 0.02 it moved 12 pt ≥ 10 up, and the
    /// list scrolls vertically). Its translation at began is (15, −12) less the 10 pt
    /// hysteresis on each axis (§4 Pan): (5, −2); its velocity the one sample
    /// (15, −12) / 0.02 s = (750, −600). The scroll view's action: offset (0 − 5, 0 + 2), x
    /// clamped at 0 (the content is no wider): (0, 2). It excludes the swipe, then the delay
    /// (§3, delivery order). At 0.04: translation (110 − 70, 316 − 320) = (40, −4), offset
    /// (0, 4); velocity 0.2 × (1750, −100) + 0.8 × (750, −600) = (950, −500) (§4 Pan). At the
    /// lift it ends with no touch and the last translation and velocity.
    ///
    /// With `"requireToFail": [["list.pan", "swipe"]]` (the scene names the scroll view's pan),
    /// or its delegate's `shouldRequireFailureOf` naming the swipe (asked when the two first share
    /// the touch, at touch-down, §3: the same requirement for this touch sequence),
    /// the pan's began waits (§3); at 0.04 the swipe has moved 50 pt ≥ 50 × (1 − 0.04 × 0.94) =
    /// 48.12, at 1250 pt/s, 14 pt across (§4 Swipe): recognized at its touch-down centroid
    /// (60, 330); it excludes the delay and the waiting pan.
    @Test(
        "a scene names the scroll view's pan: without require(toFail:) it steals the swipe, with it the swipe wins",
        arguments: [
            (
                "",
                """
                {"t":0.02,"recognizer":"list.pan","state":"began","location":[75,318],"numberOfTouches":1,"translation":[5,-2],"velocity":[750,-600]}
                {"t":0.02,"handler":"list.didScroll","contentOffset":[0,2]}
                {"t":0.02,"recognizer":"swipe","state":"failed"}
                {"t":0.02,"recognizer":"list.delayedTouches","state":"failed"}
                {"t":0.04,"recognizer":"list.pan","state":"changed","location":[110,316],"numberOfTouches":1,"translation":[40,-4],"velocity":[950,-500]}
                {"t":0.04,"handler":"list.didScroll","contentOffset":[0,4]}
                {"t":0.08,"recognizer":"list.pan","state":"ended","location":[110,316],"numberOfTouches":0,"translation":[40,-4],"velocity":[950,-500]}

                """
            ),
            (
                #","requireToFail":[["list.pan","swipe"]]"#,
                """
                {"t":0.04,"recognizer":"swipe","state":"recognized","location":[60,330],"numberOfTouches":1,"direction":"right"}
                {"t":0.04,"recognizer":"list.delayedTouches","state":"failed"}
                {"t":0.04,"recognizer":"list.pan","state":"failed"}

                """
            ),
            (
                #","delegates":{"list.pan":{"shouldRequireFailureOf":["swipe"]}}"#,
                """
                {"t":0.04,"recognizer":"swipe","state":"recognized","location":[60,330],"numberOfTouches":1,"direction":"right"}
                {"t":0.04,"recognizer":"list.delayedTouches","state":"failed"}
                {"t":0.04,"recognizer":"list.pan","state":"failed"}

                """
            ),
        ])
    func scrollViewAndSwipe(relations: String, outcome: String) throws {
        #expect(try SceneControlTests.replay(Self.scene(relations), Self.diagonalSwipe) == outcome)
    }

    /// The same scene built in Swift, with `ScrollView` made directly and
    /// `list.panGestureRecognizer.require(toFail: swipe)`, replays to the outcome of the file
    /// with the relation (derived above).
    @Test("a Swift scene makes the scroll view directly, with the same outcome as the scene file")
    func swiftScene() throws {
        let scene = SwiftScene(name: "s") { instance in
            let list = instance.add(ScrollView(name: "list", frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
            list.contentSize = CGSize(width: 320, height: 2000)
            let row = instance.addView(named: "row", frame: CGRect(x: 0, y: 300, width: 320, height: 60), parent: list)
            let swipe = instance.add(SwipeGestureRecognizer(), named: "swipe", to: row)
            list.panGestureRecognizer.require(toFail: swipe)
        }
        let expected = try SceneControlTests.replay(
            Self.scene(#","requireToFail":[["list.pan","swipe"]]"#), Self.diagonalSwipe)
        #expect(try SceneControlTests.replay(.swift(scene), Self.diagonalSwipe) == expected)
        #expect(expected.contains(#""recognizer":"swipe","state":"recognized""#))
    }

    /// Every key of a scroll view is read, with UIKit's defaults for those not given; zoom
    /// scales that differ add "list.pinch" to the names a scene may use.
    @Test("a scroll view's keys are read, and its recognizers' names are the scene's")
    func readsScrollView() throws {
        let spec = try SceneSpec.parse(
            """
            {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":480},
             "views":[{"name":"list","kind":"scrollView","frame":[0,0,320,480],"contentSize":[640,480],
                       "contentOffset":[10,0],"scrollEnabled":false,"delaysContentTouches":false,
                       "canCancelContentTouches":false,"directionalLockEnabled":true,
                       "alwaysBounceVertical":true,"maximumZoomScale":4},
                      {"name":"map","frame":[0,0,100,100],"boundsOrigin":[5,6],"clipsToBounds":true},
                      {"name":"plain","kind":"scrollView","frame":[0,0,1,1]}],
             "recognizers":[{"name":"tap","type":"tap","view":"map"}],
             "timeline":[{"after":0,"recognizer":"list.pan","setTranslation":[0,0]},
                         {"at":0.5,"recognizer":"plain.delayedTouches","enabled":false}]}
            """, file: "s.scene.json", registry: .builtIn)
        #expect(
            spec.recognizerNames == [
                "list.delayedTouches", "list.pan", "list.pinch", "plain.delayedTouches", "plain.pan", "tap",
            ])
        let list = try #require(spec.views[0].scroll)
        #expect(list.contentSize == CGSize(width: 640, height: 480) && list.contentOffset == CGPoint(x: 10, y: 0))
        #expect(!list.isScrollEnabled && !list.delaysContentTouches && !list.canCancelContentTouches)
        #expect(list.isDirectionalLockEnabled && list.alwaysBounceVertical && !list.alwaysBounceHorizontal)
        #expect(list.minimumZoomScale == 1 && list.maximumZoomScale == 4)
        #expect(spec.views[1].scroll == nil && spec.views[1].boundsOrigin == CGPoint(x: 5, y: 6))
        #expect(spec.views[1].clipsToBounds && !spec.views[0].clipsToBounds)
        let plain = try #require(spec.views[2].scroll)
        #expect(plain.isScrollEnabled && plain.delaysContentTouches && plain.canCancelContentTouches)
        #expect(plain.contentSize == .zero && !plain.isDirectionalLockEnabled)
    }

    /// Each error names the file, the line, the JSON path and the problem (docs/FORMATS.md §1).
    /// The views start on line 2, the recognizers and the timeline on line 3.
    @Test(
        "a wrong scroll view key names the file, line, path and problem",
        arguments: [
            (
                #"{"name":"a","frame":[0,0,1,1],"contentSize":[1,2]}"#, "",
                #"s.scene.json:2: views[0].contentSize: only a scroll view has it ("kind": "scrollView")"#
            ),
            (
                #"{"name":"a","kind":"scrollView","frame":[0,0,1,1],"contentOffset":[0,1],"boundsOrigin":[0,1]}"#, "",
                "s.scene.json:2: views[0].boundsOrigin: a scroll view's bounds origin is its contentOffset: give one"
            ),
            (
                #"{"name":"a","kind":"scrollView","frame":[0,0,1,1],"contentSize":[1]}"#, "",
                "s.scene.json:2: views[0].contentSize: expected [width, height], found an array"
            ),
            (
                #"{"name":"a","kind":"scrollView","frame":[0,0,1,1],"minimumZoomScale":0}"#, "",
                "s.scene.json:2: views[0].minimumZoomScale: must be greater than 0"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"boundsOrigin":"top"}"#, "",
                "s.scene.json:2: views[0].boundsOrigin: expected [x, y], found a string"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"transform":{"scale":[2,0]}}"#, "",
                "s.scene.json:2: views[0].transform.scale: a scale of 0 cannot be inverted"
            ),
            (
                #"{"name":"a","frame":[0,0,1,1],"transform":{"skew":1}}"#, "",
                "s.scene.json:2: views[0].transform.skew: unknown key (allowed: scale, rotation)"
            ),
            (
                #"{"name":"a","kind":"scrollView","frame":[0,0,1,1]}"#,
                #","recognizers":[{"name":"a.pan","type":"pan"}]"#,
                #"s.scene.json:3: recognizers[0].name: duplicate recognizer name "a.pan" (the scroll view "a" has it)"#
            ),
            (
                #"{"name":"a","kind":"scrollView","frame":[0,0,1,1]}"#,
                #","timeline":[{"after":0,"recognizer":"a.delayedTouches","setTranslation":[0,0]}]"#,
                #"s.scene.json:3: timeline[0].setTranslation: recognizer "a.delayedTouches" is a scroll view's touch delay; setTranslation needs a pan or screen-edge pan"#
            ),
        ] as [(String, String, String)])
    func rejects(view: String, rest: String, message: String) {
        let text = """
            {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":480},"views":[
            \(view)]
            \(rest)}
            """
        do {
            _ = try SceneSpec.parse(text, file: "s.scene.json", registry: .builtIn)
            Issue.record("parsed")
        } catch {
            #expect(error.description == message)
        }
    }

    /// `"boundsOrigin": [100, 0]` on a view "map" filling the window: its subview "pin" at
    /// (100, 100, 40, 40) in map's coordinates is at window x 100 − 100 = 0 to 40 (§10: less
    /// the frame's origin, plus the bounds' origin). A tap at window (20, 120) hits the pin; with
    /// the origin at zero the pin is at x 100–140 and the same tap hits the map.
    @Test(
        "a view's bounds origin moves where its subviews are hit",
        arguments: [("[100,0]", "pin"), ("[0,0]", "map")])
    func boundsOrigin(origin: String, hit: String) throws {
        let scene = """
            {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":480},
             "views":[{"name":"map","frame":[0,0,320,480],"boundsOrigin":\(origin)},
                      {"name":"pin","parent":"map","frame":[100,100,40,40]}]}
            """
        #expect(try Self.tap(at: 20, 120, in: scene) == Self.deliveries(to: hit))
    }

    /// `"transform": {"rotation": π/2}` stands a 200 × 40 card at (100, 100) upright about its
    /// centre (200, 120): a tap at (200, 60) is (40, 20) in it (offset (0, −60) turned back by
    /// −90°, from the bounds' centre (100, 20); §10), a hit. `{"scale": [2, 1]}` stretches it to
    /// x 0–400 about the same centre: (20, 120) is (10, 20) in it (offset (−180, 0) halved along x), a hit, where the unscaled card
    /// (x 100–300) is not.
    @Test(
        "a view's transform moves where it is hit",
        arguments: [(#"{"rotation":1.5707963267948966}"#, 200, 60), (#"{"scale":[2,1]}"#, 20, 120)])
    func transform(transform: String, x: Int, y: Int) throws {
        let scene = """
            {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":480},
             "views":[{"name":"card","frame":[100,100,200,40],"transform":\(transform)}]}
            """
        #expect(try Self.tap(at: x, y, in: scene) == Self.deliveries(to: "card"))
        #expect(
            try Self.tap(at: x, y, in: scene.replacingOccurrences(of: transform, with: "{}"))
                == Self.deliveries(to: "window"))
    }

    /// A "badge" at (90, 90, 30, 30) in a 100 × 100 "card" reaches past it. A tap at (110, 110)
    /// is inside the badge but outside the card: never a hit (DOC, `hitTest(_:with:)`: points
    /// outside a view's bounds are not reported "even if they actually lie within one of the
    /// receiver's subviews", whether it clips or not), so the window gets it, with
    /// `clipsToBounds` or without (§10).
    @Test("clipsToBounds changes no hit: a subview's part outside its parent is never hit", arguments: [true, false])
    func clipsToBounds(clips: Bool) throws {
        let scene = """
            {"format":"gesture-replay.scene","version":1,"name":"s","window":{"width":320,"height":480},
             "views":[{"name":"card","frame":[0,0,100,100],"clipsToBounds":\(clips)},
                      {"name":"badge","parent":"card","frame":[90,90,30,30]}]}
            """
        #expect(try Self.tap(at: 110, 110, in: scene) == Self.deliveries(to: "window"))
    }

    /// The outcome of a tap at (x, y), 0–0.08 s, in the scene file `scene`.
    static func tap(at x: Int, _ y: Int, in scene: String) throws -> String {
        try SceneControlTests.replay(
            scene,
            """
            {"t":0,"touch":1,"phase":"began","x":\(x),"y":\(y)}
            {"t":0.08,"touch":1,"phase":"ended","x":\(x),"y":\(y)}
            """)
    }

    /// The outcome of a tap that `view` gets whole, with no recognizer: its began and ended.
    static func deliveries(to view: String) -> String {
        """
        {"t":0,"view":"\(view)","touches":"began","count":1}
        {"t":0.08,"view":"\(view)","touches":"ended","count":1}

        """
    }
}
