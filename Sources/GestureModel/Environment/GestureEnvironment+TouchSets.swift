// The `Set<Touch>`s handed to subclasses' UIKit touch methods, kept and reused.

extension GestureEnvironment {
    /// The `Set<Touch>` UIKit's touch methods take, holding `touches` in
    /// their order. Building a `Set` costs an allocation, its generic
    /// metadata and a hash seed, so the last few are kept and handed out
    /// again whenever the same touches are delivered in the same order: to
    /// every subclassed recognizer and view of an event, and from event to
    /// event while the same fingers move (a `Set` is a value: a callee that
    /// changes its copy changes nobody else's). The touches of a kept set
    /// stay alive until it is replaced.
    func touchSet(of touches: TouchSet) -> Set<Touch> {
        if touches.count == 1 {
            let touch = touches[0]
            if touch === singleTouchSetKey { return singleTouchSet }
            singleTouchSet = [touch]
            singleTouchSetKey = touch
            return singleTouchSet
        }
        for index in touchSets.indices.reversed() where GestureEnvironment.same(touchSets[index].touches, touches) {
            return touchSets[index].set
        }
        let ordered = Array(touches)
        var set = Set<Touch>(minimumCapacity: ordered.count)
        for touch in ordered { set.insert(touch) }
        if touchSets.count == GestureEnvironment.keptTouchSets { touchSets.removeFirst() }
        touchSets.append((ordered, set))
        return set
    }

    /// How many sets of several touches `touchSet(of:)` keeps: one per phase of an event.
    private static let keptTouchSets = 4

    /// Whether `kept` and `touches` are the same touches in the same order.
    private static func same(_ kept: [Touch], _ touches: TouchSet) -> Bool {
        guard kept.count == touches.count else { return false }
        for index in kept.indices where kept[index] !== touches[index] { return false }
        return true
    }
}
