@testable import ArgumentParsing
import Testing

@testable import GestureReplayCLI

@Suite struct EditDistanceTests {
    @Test(
        "distance counts inserts, deletes, replacements and swaps",
        arguments: [
            ("run", "run", 0), ("rnu", "run", 1), ("shrd", "shard", 1), ("jbos", "jobs", 1),
            ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3),
        ])
    func distance(first: String, second: String, expected: Int) {
        #expect(EditDistance.between(first, second) == expected)
        #expect(EditDistance.between(second, first) == expected)
    }

    @Test(
        "the suggestion is the nearest name if it is near enough",
        arguments: [
            ("rnu", ["replay", "run", "report"], "run"),
            ("aprove", ["approve", "approach"], "approve"),
            ("jsn", ["jobs", "json"], "json"),
            ("repot", ["replay", "report"], "report"),
            ("ls", ["list"], nil),
            ("frobnicate", ["run", "import"], nil),
            ("al", ["all", "html"], "all"),
        ] as [(String, [String], String?)])
    func suggestion(word: String, candidates: [String], expected: String?) {
        #expect(EditDistance.closest(to: word, among: candidates) == expected)
    }

    @Test("ties go to the earlier candidate")
    func ties() {
        #expect(EditDistance.closest(to: "bat", among: ["cat", "hat"]) == "cat")
    }
}
