import ArgumentParsing
import GestureStore

extension Shard: ArgumentValue {
    /// `K/N` with 1 ≤ K ≤ N ≤ `Shard.maximumCount`, as `--shard 2/4`.
    public init(argument: String) throws(InvalidArgument) {
        guard let shard = Shard(argument) else {
            throw InvalidArgument(expected: "K/N with 1 <= K <= N <= \(Shard.maximumCount), such as 2/4")
        }
        self = shard
    }
}
