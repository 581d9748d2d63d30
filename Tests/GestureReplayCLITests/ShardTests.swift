import GestureReplayCLI
import GestureStore
import Testing

@Suite struct ShardTests {
    @Test("a shard prints as K/N and reads back")
    func roundTrip() {
        #expect(Shard(index: 2, count: 4)?.description == "2/4")
        #expect(Shard("2/4") == Shard(index: 2, count: 4))
    }

    @Test("only 1 <= K <= N <= 62 makes a shard", arguments: [(0, 3), (4, 3), (1, 0), (-1, 2), (1, 63), (63, 63)])
    func bounds(index: Int, count: Int) {
        #expect(Shard(index: index, count: count) == nil)
    }

    @Test("a corpus splits into at most 62 shards: the history store keeps a run's shards as bits of one integer")
    func mostShards() {
        #expect(Shard.maximumCount == 62)
        #expect(Shard(index: 62, count: 62)?.description == "62/62")
        #expect(Shard("1/62") == Shard(index: 1, count: 62))
        #expect(Shard("1/63") == nil)
    }

    @Test("shards take every N-th item, together all of them exactly once")
    func partition() throws {
        let shards = try (1...3).map { try #require(Shard(index: $0, count: 3)) }
        let taken = shards.map { shard in (0..<8).filter { shard.contains(offset: $0) } }
        #expect(taken == [[0, 3, 6], [1, 4, 7], [2, 5]])
    }
}
