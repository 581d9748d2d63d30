/// The touches handed to a `touches…(_:with:)` call.
///
/// UIKit passes a `Set<UITouch>`; iterating a Swift `Set` depends on a
/// per-process hash seed, so this ordered collection (touch-down order)
/// stands in for it and keeps every replay deterministic. `first` plays the
/// part of `anyObject`.
public struct TouchSet: RandomAccessCollection {
    /// One touch, the usual delivery, is kept without an array: handing it
    /// to every recognizer and view of an event allocates and shares nothing.
    private enum Storage {
        case one(Touch)
        case many([Touch])
    }

    private var storage: Storage

    /// No touches.
    public init() { storage = .many([]) }

    /// The given touches, in the given order.
    public init(_ touches: [Touch]) { storage = .many(touches) }

    /// The touches of `set`, in its iteration order (see `Touch`'s `Hashable`).
    public init(_ set: Set<Touch>) {
        storage = set.count == 1 ? .one(set.first!) : .many(Array(set))
    }

    /// Just `touch`.
    init(only touch: Touch) { storage = .one(touch) }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let touches): touches.count
        }
    }

    public subscript(position: Int) -> Touch {
        switch storage {
        case .one(let touch):
            precondition(position == 0, "Index out of range")
            return touch
        case .many(let touches):
            return touches[position]
        }
    }

    /// Whether `touch` is one of these (by identity).
    public func contains(_ touch: Touch) -> Bool {
        switch storage {
        case .one(let only): only === touch
        case .many(let touches): touches.contains { $0 === touch }
        }
    }

    /// Any one of the touches, as `NSSet.anyObject` (here: the first).
    public func anyObject() -> Touch? { first }

    /// The highest `tapCount` of its touches (1 when empty): what an outcome's view line shows.
    @ReplayActor var highestTapCount: Int {
        switch storage {
        case .one(let touch): return touch.tapCount
        case .many(let touches):
            var highest = 1
            for touch in touches { highest = Swift.max(highest, touch.tapCount) }
            return highest
        }
    }

    mutating func append(_ touch: Touch) {
        switch storage {
        case .one(let only): storage = .many([only, touch])
        case .many(var touches):
            storage = .many([])
            touches.append(touch)
            storage = .many(touches)
        }
    }

    mutating func removeAll() { storage = .many([]) }
}
