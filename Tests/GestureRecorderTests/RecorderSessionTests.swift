import Foundation
@testable import GestureRecorder
import GestureModel
import GestureReplay
import GestureTestSupport
import GestureUIKit
import Testing

/// The recorder's rules, on screens built here (`docs/RECORDER.md`): when a session ends,
/// what its files hold, what the scene says of a screen.
@ReplayActor @Suite(.serialized) struct RecorderSessionTests {
    /// A 320×480 window with a photo view holding a single and a double tap, the single
    /// waiting for the double to fail (the tap-or-double-tap screen of the reference apps),
    /// recorded into a fresh folder.
    @ReplayActor final class Screen {
        let scene = TestScene()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        var recorder: GestureRecorder?

        init(configure: (inout GestureRecorder.Configuration) -> Void = { _ in }) {
            let photo = scene.addView("photo", frame: CGRect(x: 10, y: 50, width: 300, height: 400))
            let single = scene.add(TapGestureRecognizer(), named: "single", to: photo)
            let double = scene.add(TapGestureRecognizer(), named: "double", to: photo)
            double.numberOfTapsRequired = 2
            var configuration = GestureRecorder.Configuration(folder: folder, sessionPrefix: "s")
            configure(&configuration)
            let window = scene.window
            nonisolated(unsafe) var made: GestureRecorder?
            scene.environment.withTurnBinding {
                MainActor.assumeIsolated {
                    made = GestureRecorder(configuration: configuration)
                    made!.attach(to: window)
                    GestureRecorder.require(single, toFail: double)
                }
            }
            recorder = made
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func run(_ script: TouchScript) {
            script.run(in: scene.environment)
            scene.environment.drainTimers()
        }

        func files() throws -> [String] {
            guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        }

        func text(_ file: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
    }

    @Test("a double tap is one session, with the double tap's decisions as device gesture lines")
    func doubleTap() throws {
        let screen = Screen()
        var script = TouchScript()
        script.tap(1, at: 0.5, x: 160, y: 240)  // down 0.5, up 0.58
        script.tap(1, at: 0.7, x: 160, y: 240)  // 0.12 s after the lift: within tapMaximumInterval (0.35 s)
        screen.run(script)
        let files = try screen.files()
        #expect(files.count == 2)
        let log = try screen.text("s-0001.touches.jsonl")
        let scene = try #require(files.first { $0.hasSuffix(".scene.json") }).dropLast(11)
        // Times from the first touch (0.5 s). The double tap is recognized at its second lift
        // (0.28 s) and fails the single, which requires it to fail (docs/SEMANTICS.md §3).
        #expect(
            log == """
                {"format":"gesture-replay.touches","version":1,"name":"s-0001","scene":"\(scene)","screen":{"width":320,"height":480,"scale":1},"source":"GestureUIKit (the model), GestureRecorder 1"}
                {"t":0,"touch":1,"phase":"began","x":160,"y":240}
                {"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}
                {"t":0.2,"touch":1,"phase":"began","x":160,"y":240}
                {"t":0.28,"touch":1,"phase":"ended","x":160,"y":240}
                {"t":0.28,"gesture":"double","state":"recognized"}
                {"t":0.28,"gesture":"single","state":"failed"}

                """)
    }

    @Test("two taps further apart than the quiet time are two sessions of one scene file")
    func twoSessions() throws {
        let screen = Screen()
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        script.tap(1, at: 3, x: 160, y: 240)  // 2.92 s after the lift: past the 1 s quiet time
        screen.run(script)
        let files = try screen.files()
        #expect(files.filter { $0.hasSuffix(".touches.jsonl") } == ["s-0001.touches.jsonl", "s-0002.touches.jsonl"])
        #expect(files.filter { $0.hasSuffix(".scene.json") }.count == 1)
        // Each a single tap: the double fails when its interval (0.35 s) passes after the
        // lift, and the single then goes ahead (docs/SEMANTICS.md §3).
        for file in ["s-0001.touches.jsonl", "s-0002.touches.jsonl"] {
            let lines = try screen.text(file).split(separator: "\n").dropFirst()
            #expect(
                Array(lines) == [
                    #"{"t":0,"touch":1,"phase":"began","x":160,"y":240}"#,
                    #"{"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}"#,
                    #"{"t":0.43,"gesture":"double","state":"failed"}"#,
                    #"{"t":0.43,"gesture":"single","state":"recognized"}"#,
                ])
        }
    }

    @Test("the screen's scene holds its views, recognizers and declared requirement")
    func scene() throws {
        let screen = Screen()
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        screen.run(script)
        let file = try #require(try screen.files().first { $0.hasSuffix(".scene.json") })
        let name = String(file.dropLast(11))
        // The scene format (docs/FORMATS.md §1): settings a plain view has are left out; a
        // recognizer lists every property of its type and the common four.
        #expect(
            try screen.text(file) == """
                {
                  "format": "gesture-replay.scene", "version": 1,
                  "name": "\(name)",
                  "window": {"width":320,"height":480},
                  "views": [
                    {"name":"photo","frame":[10,50,300,400]}
                  ],
                  "recognizers": [
                    {"name":"single","type":"tap","view":"photo","numberOfTapsRequired":1,"numberOfTouchesRequired":1,"enabled":true,"cancelsTouchesInView":true,"delaysTouchesBegan":false,"delaysTouchesEnded":true},
                    {"name":"double","type":"tap","view":"photo","numberOfTapsRequired":2,"numberOfTouchesRequired":1,"enabled":true,"cancelsTouchesInView":true,"delaysTouchesBegan":false,"delaysTouchesEnded":true}
                  ],
                  "requireToFail": [
                    ["single","double"]
                  ]
                }

                """)
        #expect(name == "screen-" + ScreenCapture.digest(try screen.text(file).replacingOccurrences(of: name, with: "")))
    }

    @Test("views named by class and index, transforms, bounds origins and touch settings")
    func geometry() throws {
        let screen = Screen()
        let card = View(frame: CGRect(x: 20, y: 30, width: 100, height: 50))  // no name: a path
        card.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        card.isExclusiveTouch = true
        card.alpha = 0.5
        let panel = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        panel.bounds.origin = CGPoint(x: 5, y: -5)
        panel.isUserInteractionEnabled = false
        panel.isMultipleTouchEnabled = true
        panel.isHidden = true
        screen.scene.window.addSubview(card)
        card.addSubview(panel)
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        screen.run(script)
        let file = try #require(try screen.files().first { $0.hasSuffix(".scene.json") })
        let lines = try screen.text(file).split(separator: "\n").map(String.init)
        // The photo view is the window's first subview (View.0 were it unnamed), the card its
        // second: View.1, the panel View.1/View.0. The card's frame is its bounds about its
        // centre (70, 55): (20, 30, 100, 50); rotation π/2 and scale 2 come back from the
        // matrix (a = 2 cos π/2, b = 2 sin π/2).
        #expect(lines.contains(#"    {"name":"View.1","frame":[20,30,100,50],"transform":{"scale":[2,2],"rotation":1.570796},"alpha":0.5,"exclusiveTouch":true},"#))
        #expect(lines.contains(#"    {"name":"View.1/View.0","parent":"View.1","frame":[0,0,40,40],"boundsOrigin":[5,-5],"userInteractionEnabled":false,"multipleTouchEnabled":true,"hidden":true}"#))
    }

    @Test("a session past the folder's cap is not written, and the recorder says why")
    func cap() throws {
        let screen = Screen { $0.maximumBytes = 100 }
        var script = TouchScript()
        script.tap(1, at: 0, x: 160, y: 240)
        screen.run(script)
        #expect(try screen.files() == [])
        nonisolated(unsafe) var problems: [String] = []
        let recorder = screen.recorder!
        screen.scene.environment.withTurnBinding {
            MainActor.assumeIsolated { problems = recorder.problems }
        }
        #expect(problems.count == 2)  // the scene, then the session
        #expect(problems.allSatisfy { $0.contains("may hold 100 (Configuration.maximumBytes)") })
    }

    @Test("numbers are written as the tool writes them")
    func numbers() {
        #expect(RecorderJSON.number(240) == "240")
        #expect(RecorderJSON.number(-0.0) == "0")
        #expect(RecorderJSON.number(240.5) == "240.5")
        #expect(RecorderJSON.number(0.00001) == "0.00001")  // Swift's shortest form is 1e-05
        #expect(RecorderJSON.number(1.0 / 3) == "0.333333")
        #expect(RecorderJSON.number(-2.0 / 3) == "-0.666667")
        #expect(RecorderJSON.number(4413489713.600001) == "4413489713.600001")
        #expect(RecorderJSON.string("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }
}
