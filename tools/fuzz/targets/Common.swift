// Shared by every fuzz target (compiled into each one by tools/fuzz/build.sh).
//
// A target fails (crashes, so libFuzzer keeps the input) when a reader traps,
// or when an invariant below is broken: what a reader returns must be a
// session that the touch log format can carry, and an outcome must read
// back as itself.
import Examples
import GestureImport
import GestureModel
import GestureReplay

enum Fuzz {
    static let registry = Examples.registry

    /// The input bytes as an array.
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// A scene with every recognizer type on nested views, with failure
    /// requirements, simultaneity and a refusal: a session replayed in it
    /// goes through most of the model.
    static let everyRecognizer: Scene = {
        let text = """
            {"format":"gesture-replay.scene","version":1,"name":"every","window":{"width":320,"height":480},
             "views":[{"name":"a","frame":[0,0,320,480]},
                      {"name":"b","parent":"a","frame":[20,20,200,200],"multipleTouchEnabled":true}],
             "recognizers":[
               {"name":"tap","type":"tap","view":"a"},
               {"name":"double","type":"tap","view":"a","numberOfTapsRequired":2},
               {"name":"two","type":"tap","view":"b","numberOfTouchesRequired":2},
               {"name":"press","type":"longPress","view":"b","minimumPressDuration":0.2},
               {"name":"pan","type":"pan","view":"a","maximumNumberOfTouches":3},
               {"name":"swipe","type":"swipe","view":"a","direction":["left","right","up"]},
               {"name":"pinch","type":"pinch","view":"b"},
               {"name":"rotation","type":"rotation","view":"b"},
               {"name":"edge","type":"screenEdgePan","edges":"all"},
               {"name":"tickle","type":"tickle","view":"a","delaysTouchesBegan":true}],
             "requireToFail":[["tap","double"],["pan","swipe"]],
             "simultaneous":[["pinch","rotation"]],
             "shouldBegin":{"two":false}}
            """
        do {
            return .json(try SceneSpec.parse(text, file: "every.scene.json", registry: registry))
        } catch {
            fatalError("the fuzz scene does not parse: \(error)")
        }
    }()

    /// A session that taps, double taps, presses, pans, pinches and swipes.
    static let everyGesture: TouchSession = {
        var samples: [TouchSample] = []
        func add(_ seconds: Double, _ touch: Int, _ phase: Touch.Phase, _ x: Double, _ y: Double) {
            samples.append(TouchSample(time: Instant(seconds: seconds), touch: touch, phase: phase, x: x, y: y))
        }
        add(0, 1, .began, 100, 100); add(0.05, 1, .ended, 100, 100)                    // tap
        add(1, 1, .began, 100, 100); add(1.05, 1, .ended, 100, 100)                    // double tap
        add(1.2, 1, .began, 101, 100); add(1.25, 1, .ended, 101, 100)
        add(2, 1, .began, 60, 60); add(2.6, 1, .ended, 61, 60)                         // long press
        add(3, 1, .began, 50, 300)                                                      // pan
        for step in 1...10 { add(3 + Double(step) * 0.016, 1, .moved, 50 + Double(step) * 12, 300) }
        add(3.2, 1, .ended, 170, 300)
        add(4, 1, .began, 80, 80); add(4, 2, .began, 160, 160)                          // pinch and turn
        for step in 1...10 {
            let d = Double(step) * 4
            add(4 + Double(step) * 0.016, 1, .moved, 80 - d, 80 + d / 2)
            add(4 + Double(step) * 0.016, 2, .moved, 160 + d, 160 - d / 2)
        }
        add(4.3, 1, .ended, 40, 100); add(4.3, 2, .cancelled, 200, 140)
        add(5, 1, .began, 5, 200)                                                       // edge swipe
        for step in 1...6 { add(5 + Double(step) * 0.016, 1, .moved, 5 + Double(step) * 30, 200) }
        add(5.12, 1, .ended, 185, 200)
        return TouchSession(name: "every", scene: "every", samples: samples)
    }()

    /// Replays `session` in `scene` and checks that the outcome's JSON Lines read back as themselves.
    static func replay(_ session: TouchSession, in scene: Scene) {
        let outcome: Outcome
        do {
            outcome = try Replayer(registry: registry).replay(session, in: scene).outcome
        } catch {
            _ = error.description  // a scene that cannot be built: refused, fine
            return
        }
        checkOutcome(outcome.jsonLines)
    }

    /// An outcome's text, once read and written, reads and writes as itself.
    static func checkOutcome(_ text: String) {
        let parsed: Outcome
        do {
            parsed = try Outcome.parse(jsonLines: text, file: "replay")
        } catch {
            fatalError("an outcome does not read back: \(error)\n\(text)")
        }
        let again = parsed.jsonLines
        guard text == again else { fatalError("an outcome reads back differently:\n\(text)---\n\(again)") }
    }

    /// A session a reader returned (or the touch log reader read) is a valid
    /// touch log: written, it reads back, and writes as the same text.
    static func checkTouchLog(_ session: TouchSession) {
        let text = TouchLog.write(session)
        let again: TouchSession
        do {
            again = try TouchLog.read(Array(text.utf8), file: "written", defaultName: "written")
        } catch {
            fatalError("a session does not write as a valid touch log: \(error)\n\(text)")
        }
        let rewritten = TouchLog.write(again)
        guard text == rewritten else { fatalError("a touch log reads back differently:\n\(text)---\n\(rewritten)") }
    }

    /// A device dump through one reader, with the default options and with
    /// every option set (ranges, screen, rotation, skipping unknown lines).
    static func read(_ reader: any DumpReader, _ data: UnsafePointer<UInt8>?, _ size: Int, extra: ImportOptions) {
        let bytes = bytes(data, size)
        let text: String
        do {
            text = try DumpText.decode(bytes, fileName: "dump")
        } catch {
            _ = error.description
            return
        }
        _ = DumpFormat.detect(text: text, fileName: "dump.txt")
        for options in [ImportOptions(), extra] {
            do {
                let (session, summary) = try reader.read(
                    text: text, fileName: "dump", sessionName: "s", sceneName: "every", options: options)
                _ = summary.description
                checkTouchLog(session)
            } catch {
                _ = error.description
            }
        }
    }
}
