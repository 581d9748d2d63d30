extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself. A loop, not `contains(where:)`: the engine is
    /// isolated to `ReplayActor`, and a closure isolated to an actor that the standard library
    /// calls is checked at run time on every call (`ReplayExecutor.checkIsolated()`), where
    /// these run for every touch of every event.
    @inline(__always)
    func containsObject(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// The index of `object` itself, if the array holds it (a loop, as `containsObject(_:)`).
    @inline(__always)
    func indexOfObject(_ object: Element) -> Int? {
        for index in indices where self[index] === object { return index }
        return nil
    }
}
