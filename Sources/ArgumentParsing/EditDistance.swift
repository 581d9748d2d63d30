/// How many single-character edits (insert, delete, replace, swap two neighbours) turn one
/// word into another: the measure behind "Did you mean …?".
package enum EditDistance {
    /// The optimal-string-alignment distance between two words.
    static func between(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // distances[i][j]: the distance between the first i characters of a and the first j of b.
        var distances = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { distances[i][0] = i }
        for j in 0...b.count { distances[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(
                    distances[i - 1][j] + 1, distances[i][j - 1] + 1, distances[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, distances[i - 2][j - 2] + 1)
                }
                distances[i][j] = best
            }
        }
        return distances[a.count][b.count]
    }

    /// The candidate nearest to a mistyped word, if it is near enough to be what was meant:
    /// one edit away for words of up to three characters, two for longer ones. Ties go to the
    /// earlier candidate.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let allowed = word.count <= 3 ? 1 : 2
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = between(word, candidate)
            if distance <= allowed, distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
