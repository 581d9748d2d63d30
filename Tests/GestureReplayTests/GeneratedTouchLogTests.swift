@testable import GestureBench
import GestureModel
import Testing

@testable import GestureReplay

/// Every session the benchmark's generator makes is a touch log a person could import: written
/// as one (`export`'s `TouchLog.write`) it reads back as itself, so no touch appears twice in one
/// event (docs/FORMATS.md §2).
@Suite struct GeneratedTouchLogTests {
    @Test(
        "generated sessions survive a touch log's round trip: 500 of gesture-replay-bench generate --dense (seed 1) and the three that once did not, and 500 of the default corpus"
    )
    func roundTrip() throws {
        // What `generate --dense` gives: bench/scenes/dense-photo.scene.json is 390 × 844 pt.
        let dense = CorpusGenerator(
            scenes: [("dense-photo", 390, 844)], seed: 1, rate: 120, gestures: CorpusGenerator.denseGestures)
        let plain = CorpusGenerator(scenes: [("tap-or-double-tap", 320, 480), ("pan-or-tap", 320, 568)], seed: 1)
        var failures: [String] = []
        // Seed 1's dense sessions 2580, 3460 and 4860 each had a move and the lift of one touch in
        // one microsecond before the generator kept them a microsecond apart.
        for (generator, indices) in [(dense, Array(0..<500) + [2580, 3460, 4860]), (plain, Array(0..<500))] {
            for index in indices {
                let session = generator.session(at: index)
                do {
                    let read = try TouchLog.read(
                        Array(TouchLog.write(session).utf8), file: "\(session.name).touches.jsonl",
                        defaultName: session.name)
                    if read.samples != session.samples { failures.append("\(session.name): samples differ") }
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        #expect(failures == [])
    }
}
