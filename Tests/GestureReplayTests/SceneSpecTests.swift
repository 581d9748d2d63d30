import Examples
import GestureReplay
import Testing

@Suite struct SceneSpecTests {
    static func scene(_ body: String) -> String {
        """
        {
          "format": "gesture-replay.scene", "version": 1, "name": "s",
          "window": { "width": 320, "height": 480 },
        \(body)
        }
        """
    }

    static func error(_ text: String) -> String? {
        do {
            _ = try SceneSpec.parse(text, file: "s.scene.json", registry: Examples.registry)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a valid scene parses with its views, recognizers and relations")
    func valid() throws {
        let spec = try SceneSpec.parse(
            Self.scene(
                """
                  "views": [ { "name": "photo", "frame": [10, 50, 300, 450] },
                             { "name": "badge", "parent": "photo", "frame": [0, 0, 40, 40], "multipleTouchEnabled": true } ],
                  "recognizers": [ { "name": "single", "type": "tap", "view": "photo" },
                                   { "name": "double", "type": "tap", "view": "photo", "numberOfTapsRequired": 2 },
                                   { "name": "swipe", "type": "swipe", "direction": ["up", "down"] } ],
                  "requireToFail": [ ["single", "double"] ],
                  "simultaneous": [ ["single", "swipe"] ],
                  "thresholds": { "tapMaximumInterval": 0.3 },
                  "shouldBegin": { "swipe": false }
                """), file: "s.scene.json", registry: Examples.registry)
        #expect(spec.views.map(\.name) == ["photo", "badge"])
        #expect(spec.views[1].parent == "photo")
        #expect(spec.recognizers.map(\.name) == ["single", "double", "swipe"])
        #expect(spec.requireToFail.map { [$0.0, $0.1] } == [["single", "double"]])
        #expect(spec.thresholds.map(\.key) == [.tapMaximumInterval])
        #expect(spec.shouldBegin.map(\.answer) == [false])
    }

    @Test("a recognizer type written as the class name of a registered type is that type")
    func classNames() throws {
        // Examples.registry registers TickleGestureRecognizer as "tickle" and HappyGestureRecognizer
        // as "happyTickle"; SceneRegistry.builtIn registers TapGestureRecognizer as "tap".
        let spec = try SceneSpec.parse(
            Self.scene(
                """
                  "recognizers": [ { "name": "a", "type": "TickleGestureRecognizer" },
                                   { "name": "b", "type": "HappyGestureRecognizer" },
                                   { "name": "c", "type": "TapGestureRecognizer", "numberOfTapsRequired": 2 },
                                   { "name": "d", "type": "tickle" } ]
                """), file: "s.scene.json", registry: Examples.registry)
        #expect(spec.recognizers.map { "\($0.name) \($0.type)" } == ["a tickle", "b happyTickle", "c tap", "d tickle"])
    }

    @Test(
        "every way a scene can be wrong names the file, the line, the JSON path and the problem",
        arguments: [
            // (body, expected message) — the body starts on line 4, after the 3 lines `scene(_:)` puts first.
            (
                #""recognizers": [ { "name": "a", "type": "tapp" } ]"#,
                #"s.scene.json:4: recognizers[0].type: unknown recognizer type "tapp" (known: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, tickle, happyTickle, cross, crossFixed, swirl)"#
            ),
            // A class name no registered type makes: the line that registers it, its name as the
            // README's registrations write theirs (without "GestureRecognizer", lower camel case).
            (
                #""recognizers": [ { "name": "a", "type": "ShakeGestureRecognizer" } ]"#,
                #"s.scene.json:4: recognizers[0].type: unknown recognizer type "ShakeGestureRecognizer": register your class: registry.register(RecognizerType("shake", make: ShakeGestureRecognizer.init))"#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "URLSwipeGestureRecognizer" } ]"#,
                #"s.scene.json:4: recognizers[0].type: unknown recognizer type "URLSwipeGestureRecognizer": register your class: registry.register(RecognizerType("urlSwipe", make: URLSwipeGestureRecognizer.init))"#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "tap", "numberOfTaps": 2 } ]"#,
                #"s.scene.json:4: recognizers[0].numberOfTaps: unknown key "numberOfTaps" for type tap (known: numberOfTapsRequired, numberOfTouchesRequired, enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded)"#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "tap", "view": "photo" } ]"#,
                #"s.scene.json:4: recognizers[0].view: view "photo" is not defined"#
            ),
            (
                #""views": [ { "name": "b", "parent": "a", "frame": [0, 0, 1, 1] } ]"#,
                #"s.scene.json:4: views[0].parent: view "a" is not defined before this view"#
            ),
            (
                #""views": [ { "name": "a", "frame": [0, 0, 1, 1] }, { "name": "a", "frame": [0, 0, 1, 1] } ]"#,
                #"s.scene.json:4: views[1].name: duplicate view name "a""#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "tap" }, { "name": "a", "type": "pan" } ]"#,
                #"s.scene.json:4: recognizers[1].name: duplicate recognizer name "a""#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "tap" }, { "name": "b", "type": "tap" } ], "requireToFail": [ ["a", "b"], ["b", "a"] ]"#,
                #"s.scene.json:4: requireToFail: cycle: a requires b requires a"#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "tap" } ], "requireToFail": [ ["a", "zzz"] ]"#,
                #"s.scene.json:4: requireToFail[0][1]: recognizer "zzz" is not defined"#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "tap", "numberOfTapsRequired": "two" } ]"#,
                #"s.scene.json:4: recognizers[0].numberOfTapsRequired: expected a whole number, found a string"#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "tap", "numberOfTapsRequired": 1.5 } ]"#,
                #"s.scene.json:4: recognizers[0].numberOfTapsRequired: expected a whole number, found 1.5"#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "longPress", "minimumPressDuration": 1e999 } ]"#,
                #"s.scene.json:4: number 1e999 is too large"#
            ),
            (
                #""recognizers": [ { "name": "a", "type": "swipe", "direction": "sideways" } ]"#,
                #"s.scene.json:4: recognizers[0].direction: unknown value "sideways" (allowed: right, left, up, down)"#
            ),
            (
                #""thresholds": { "tapInterval": 0.3 }"#,
                #"s.scene.json:4: thresholds.tapInterval: unknown key (allowed: tapMaximumInterval, tapAllowableMovement, tapMaximumDuration, panHysteresis, swipeMinimumDistance, swipeMaximumCrossDistance, swipeMinimumSpeed, swipeMaximumDuration, swipeMinimumScaleFactor, swipeMaximumScaleFactor, swipeReverseTolerance, pinchHysteresis, rotationMinimumHysteresis, rotationMaximumHysteresis, screenEdgeWidth, controlTouchInsideMargin, scrollViewTouchDelay, directionalLockAngle, directionalLockPause)"#
            ),
            (
                #""colour": "red""#,
                #"s.scene.json:4: colour: unknown key (allowed: format, version, name, window, views, recognizers, requireToFail, simultaneous, thresholds, shouldBegin, delegates, timeline, emptyOutcomesExpected)"#
            ),
            (
                #""views": [ { "name": "a", "frame": [0, 0, 1] } ]"#,
                #"s.scene.json:4: views[0].frame: expected [x, y, width, height], found an array"#
            ),
        ])
    func rejects(body: String, message: String) {
        #expect(Self.error(Self.scene(body)) == message)
    }

    @Test(
        "a scene of another format or version, an empty file or broken JSON is refused",
        arguments: [
            ("", "s.scene.json: empty file"),
            (
                "{\n  \"format\": \"other\", \"version\": 1 }",
                #"s.scene.json:2: format: expected "gesture-replay.scene", found "other""#
            ),
            (
                "{ \"format\": \"gesture-replay.scene\", \"version\": 2 }",
                "s.scene.json:1: version: version 2 is not supported (this gesture-replay reads version 1)"
            ),
            (
                "{ \"format\": \"gesture-replay.scene\",\n\n  \"version\": 1, }",
                "s.scene.json:3: unexpected '}', expected a key in quotes"
            ),
            ("[1, 2]", "s.scene.json:1: expected an object, found an array"),
            ("{\"a\": 1, \"a\": 2}", #"s.scene.json:1: duplicate key "a""#),
        ])
    func refusesDocument(text: String, message: String) {
        #expect(Self.error(text) == message)
    }
}
