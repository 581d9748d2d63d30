import Foundation
import Testing

@testable import GestureModel

/// `MarginPools`: each recognizer's checks since its last decision, found by a search from the
/// front for the first 16 recognizers and by an index past them.
@Suite struct MarginPoolsTests {
    /// A pool holding one deadline, `id`.
    static func pool(_ id: Int) -> [MarginRecorder.Noted] { [MarginRecorder.Noted(item: .deadline(id), isDecisive: false)] }

    static func ids(_ pool: [MarginRecorder.Noted]) -> [Int] {
        pool.map { if case .deadline(let id) = $0.item { id } else { -1 } }
    }

    @Test(
        "each recognizer's pool, made in turn, changed, read and taken, is its own, for 1, 16, 17 and 40 recognizers",
        arguments: [1, 16, 17, 40])
    func pools(_ count: Int) {
        let owners = (0..<count).map { _ in NSObject() }
        let keys = owners.map(ObjectIdentifier.init)
        var pools = MarginPools()
        for (index, key) in keys.enumerated() { pools.change(key) { $0 += Self.pool(index) } }
        // A second change of each, last to first, appends to its own pool.
        for (index, key) in keys.enumerated().reversed() { pools.change(key) { $0 += Self.pool(100 + index) } }
        for (index, key) in keys.enumerated() { #expect(Self.ids(pools[key]) == [index, 100 + index]) }
        // Taken: the pool comes back once, and then it is empty; the others stay.
        #expect(Self.ids(pools.take(keys[count - 1])) == [count - 1, 100 + count - 1])
        #expect(pools.take(keys[count - 1]).isEmpty && pools[keys[count - 1]].isEmpty)
        if count > 1 { #expect(Self.ids(pools[keys[0]]) == [0, 100]) }
        // A recognizer never seen has none.
        let stranger = NSObject()
        #expect(pools[ObjectIdentifier(stranger)].isEmpty && pools.take(ObjectIdentifier(stranger)).isEmpty)
    }
}
