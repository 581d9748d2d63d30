// A failure requirement's links between recognizers, which keep neither side alive.

/// One side of a failure requirement, so that requirement graphs never keep
/// recognizers alive: both sides hold a link, and a recognizer's `deinit`
/// removes the links to it (cheaper than a weak reference; see `UnownedReference`).
struct RecognizerLink {
    unowned(unsafe) let value: GestureRecognizer
    init(_ value: GestureRecognizer) { self.value = value }
}

/// The recognizers of two lists of links, the first list's first.
struct RecognizerLinks: Sequence {
    let first: [RecognizerLink]
    let second: [RecognizerLink]

    init(_ first: [RecognizerLink], _ second: [RecognizerLink]) {
        self.first = first
        self.second = second
    }

    func makeIterator() -> Iterator { Iterator(links: self) }

    struct Iterator: IteratorProtocol {
        let links: RecognizerLinks
        var index = 0

        mutating func next() -> GestureRecognizer? {
            defer { index += 1 }
            if index < links.first.count { return links.first[index].value }
            let second = index - links.first.count
            return second < links.second.count ? links.second[second].value : nil
        }
    }
}
