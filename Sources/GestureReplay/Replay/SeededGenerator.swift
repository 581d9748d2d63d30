/// xorshift64*: a small seeded generator, so that whatever varies input at random (`perturb`'s
/// trials, tests that damage input) is the same on every run for one seed. A zero state is
/// replaced (xorshift stays at zero).
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) { self.state = state == 0 ? 0x9E37_79B9_7F4A_7C15 : state }

    public mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
}
