/// The touches handed to a `touches…(_:with:)` call.
///
/// UIKit passes a `Set<UITouch>`; iterating a Swift `Set` depends on a
/// per-process hash seed, so this ordered collection (touch-down order)
/// stands in for it and keeps every replay deterministic. `first` plays the
/// part of `anyObject`.
public struct TouchSet: RandomAccessCollection {
    private var storage: [Touch]

    /// No touches.
    public init() { storage = [] }

    /// The given touches, in the given order.
    public init(_ touches: [Touch]) { storage = touches }

    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }
    public subscript(position: Int) -> Touch { storage[position] }

    /// Whether `touch` is one of these (by identity).
    public func contains(_ touch: Touch) -> Bool { storage.contains { $0 === touch } }

    /// Any one of the touches, as `NSSet.anyObject` (here: the first).
    public func anyObject() -> Touch? { storage.first }

    mutating func append(_ touch: Touch) { storage.append(touch) }
    mutating func removeAll() { storage.removeAll(keepingCapacity: true) }
}
