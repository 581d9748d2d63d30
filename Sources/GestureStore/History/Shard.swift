/// One of `count` slices of the stored sessions, 1-based, as `--shard K/N` names it, so that
/// CI machines can split the corpus: shard `index` takes every `count`-th session.
public struct Shard: Sendable, Hashable, LosslessStringConvertible {
    /// Which slice, from 1 to `count`.
    public let index: Int
    /// How many slices there are, at least 1.
    public let count: Int

    /// The most shards a corpus splits into: the history store keeps the shards a run has
    /// recorded as bits of one integer (`history.sql`, `runs.shards_recorded`).
    public static let maximumCount = 62

    /// Shard `index` of `count`; `nil` unless 1 ≤ index ≤ count ≤ `maximumCount`.
    public init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N` with 1 ≤ K ≤ N; `nil` for anything else.
    public init?(_ description: String) {
        let parts = description.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// The shard's bit in `runs.shards_recorded`: bit K-1.
    var bit: Int64 { 1 << Int64(index - 1) }

    /// Whether the item at a zero-based offset of a stably ordered list belongs to this shard.
    public func contains(offset: Int) -> Bool {
        offset % count == index - 1
    }
}
